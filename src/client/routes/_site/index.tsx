import { createFileRoute } from '@tanstack/react-router';
import { kompetisiListQuery } from '../../data/online/kompetisi';
import { queryClient } from '../../ui/app/query-client';
import { HomePage } from '../../features/beranda/HomePage';

export const Route = createFileRoute('/_site/')({
  // Start the competition read with the route's code, not after the first render.
  loader: () => void queryClient.prefetchQuery(kompetisiListQuery),
  component: HomePage,
});
