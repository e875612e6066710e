import { createFileRoute } from '@tanstack/react-router';
import { AdminKompetisiValidasiPage } from '../../features/validasi-peserta/ValidasiPesertaPages';

export const Route = createFileRoute('/admin-kompetisi/validasi-peserta')({
  component: AdminKompetisiValidasiPage,
});
