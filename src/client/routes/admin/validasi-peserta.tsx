import { createFileRoute } from '@tanstack/react-router';
import { AdminValidasiPesertaPage } from '../../features/validasi-peserta/ValidasiPesertaPages';

export const Route = createFileRoute('/admin/validasi-peserta')({
  component: AdminValidasiPesertaPage,
});
