import { createFileRoute } from '@tanstack/react-router';
import { EventJadwalPage } from '../../features/jadwal-publik/EventJadwalPage';

export const Route = createFileRoute('/event/jadwal')({
  component: EventJadwalPage,
});
