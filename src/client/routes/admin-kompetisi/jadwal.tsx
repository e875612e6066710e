import { createFileRoute } from '@tanstack/react-router';
import { JadwalPage } from '../../features/jadwal/JadwalPage';

export const Route = createFileRoute('/admin-kompetisi/jadwal')({
  component: JadwalPage,
});
