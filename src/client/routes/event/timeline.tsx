import { createFileRoute } from '@tanstack/react-router';
import { EventTimelinePage } from '../../features/event/EventTimelinePage';

export const Route = createFileRoute('/event/timeline')({
  component: EventTimelinePage,
});
