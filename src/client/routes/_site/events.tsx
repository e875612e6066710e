import { createFileRoute } from '@tanstack/react-router';
import { kompetisiListQuery } from '../../data/online/kompetisi';
import { queryClient } from '../../ui/app/query-client';
import { EventsPage } from '../../features/beranda/EventsPage';

export const Route = createFileRoute('/_site/events')({
  // Start the competition read with the route's code, not after the first render.
  loader: () => void queryClient.prefetchQuery(kompetisiListQuery),
  component: EventsPage,
});
