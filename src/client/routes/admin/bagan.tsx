import { createFileRoute } from '@tanstack/react-router';
import { AdminBaganPage } from '../../features/bagan/AdminBaganPage';

export const Route = createFileRoute('/admin/bagan')({
  component: AdminBaganPage,
});
