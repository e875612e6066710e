import { createFileRoute } from '@tanstack/react-router';
import { DojangPesertaPage } from '../../features/dojang/peserta/DojangPesertaPage';

export const Route = createFileRoute('/admin-kompetisi/validasi-dojang')({
  component: DojangPesertaPage,
});
