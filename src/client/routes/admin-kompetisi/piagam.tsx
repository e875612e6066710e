import { createFileRoute } from '@tanstack/react-router';
import { PiagamAdminPage } from '../../features/piagam/PiagamAdminPage';

export const Route = createFileRoute('/admin-kompetisi/piagam')({
  component: PiagamAdminPage,
});
