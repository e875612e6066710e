import { createFileRoute } from '@tanstack/react-router';
import { AdminKompetisiListPage } from '../../../features/admin/kompetisi/AdminKompetisiListPage';

export const Route = createFileRoute('/admin/(kelola)/kompetisi/')({
  component: AdminKompetisiListPage,
});
