import { createFileRoute } from '@tanstack/react-router';
import { AdminStatistikPage } from '../../features/statistik/AdminStatistikPage';

export const Route = createFileRoute('/admin/statistik')({
  component: AdminStatistikPage,
});
