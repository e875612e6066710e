import { createFileRoute } from '@tanstack/react-router';
import { PermintaanDataPage } from '../../features/privasi/PermintaanDataPage';

/** The ADMIN's list of personal-data requests (the admin layout guards the role). */
export const Route = createFileRoute('/admin/permintaan-data')({
  component: PermintaanDataPage,
});
