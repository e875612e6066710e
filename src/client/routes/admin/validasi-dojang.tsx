import { createFileRoute } from '@tanstack/react-router';
import { ValidasiDojangPage } from '../../features/admin/dojang/ValidasiDojangPage';

export const Route = createFileRoute('/admin/validasi-dojang')({
  component: ValidasiDojangPage,
});
