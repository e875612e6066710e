import { createFileRoute } from '@tanstack/react-router';
import { KesiapanInsidenPage } from '../../features/insiden/KesiapanInsidenPage';

/** The ADMIN's breach-readiness screen (the admin layout guards the role). */
export const Route = createFileRoute('/admin/insiden-data')({
  component: KesiapanInsidenPage,
});
