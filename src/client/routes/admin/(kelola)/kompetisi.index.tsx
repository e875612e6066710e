import { createFileRoute } from '@tanstack/react-router';
import { AdminKompetisiListPage } from '../../../features/kompetisi/kelola/AdminKompetisiListPage';

export const Route = createFileRoute('/admin/(kelola)/kompetisi/')({
  component: AdminKompetisiListPage,
});
