import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/pengguna/UsersPage';

export const Route = createFileRoute('/admin/users')({
  component: UsersPage,
});
