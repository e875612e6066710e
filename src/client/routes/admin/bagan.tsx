import { createFileRoute } from '@tanstack/react-router';
import { AdminBaganPage } from '../../features/admin/bagan/AdminBaganPage';

export const Route = createFileRoute('/admin/bagan')({
  component: AdminBaganPage,
});
