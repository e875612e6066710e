import { createFileRoute } from '@tanstack/react-router';
import { LapanganPage } from '../../features/lapangan/LapanganPage';

export const Route = createFileRoute('/admin-kompetisi/lapangan')({
  component: LapanganPage,
});
