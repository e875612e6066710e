import { createFileRoute } from '@tanstack/react-router';
import { EventMedaliPage } from '../../features/bagan/publik/EventMedaliPage';

/** The medal tally and the general champion of the featured competition. */
export const Route = createFileRoute('/event/medali')({
  component: EventMedaliPage,
});
