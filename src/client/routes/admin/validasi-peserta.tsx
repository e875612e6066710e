import { createFileRoute } from '@tanstack/react-router';
import { AdminValidasiPesertaPage } from '../../features/kompetisi/validasi/ValidasiPesertaPages';

export const Route = createFileRoute('/admin/validasi-peserta')({
  component: AdminValidasiPesertaPage,
});
