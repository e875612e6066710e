import { createFileRoute } from '@tanstack/react-router';
import { KartuAdminPage } from '../../features/kartu/KartuAdminPage';

export const Route = createFileRoute('/admin-kompetisi/kartu')({
  component: KartuAdminPage,
});
