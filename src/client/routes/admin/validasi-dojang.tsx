import { createFileRoute } from '@tanstack/react-router';
import { ValidasiDojangPage } from '../../features/dojang/validasi/ValidasiDojangPage';

export const Route = createFileRoute('/admin/validasi-dojang')({
  component: ValidasiDojangPage,
});
