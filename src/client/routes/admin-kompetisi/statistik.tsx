import { createFileRoute } from '@tanstack/react-router';
import { KompetisiStatistikPage } from '../../features/statistik/KompetisiStatistikPage';

export const Route = createFileRoute('/admin-kompetisi/statistik')({
  component: KompetisiStatistikPage,
});
