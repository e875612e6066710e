import { createFileRoute } from '@tanstack/react-router';
import { AdminKompetisiValidasiPage } from '../../features/kompetisi/validasi/ValidasiPesertaPages';

export const Route = createFileRoute('/admin-kompetisi/validasi-peserta')({
  component: AdminKompetisiValidasiPage,
});
