import { createFileRoute } from '@tanstack/react-router';
import { EventHomePage } from '../../features/event/EventHomePage';

export const Route = createFileRoute('/event/home')({
  component: EventHomePage,
});
