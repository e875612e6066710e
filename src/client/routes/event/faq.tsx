import { createFileRoute } from '@tanstack/react-router';
import { EventFaqPage } from '../../features/event/EventFaqPage';

export const Route = createFileRoute('/event/faq')({
  component: EventFaqPage,
});
