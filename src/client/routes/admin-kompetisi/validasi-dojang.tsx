import { createFileRoute } from '@tanstack/react-router';
import { DojangPesertaPage } from '../../features/admin-kompetisi/dojang/DojangPesertaPage';

export const Route = createFileRoute('/admin-kompetisi/validasi-dojang')({
  component: DojangPesertaPage,
});
