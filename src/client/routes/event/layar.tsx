import { createFileRoute } from '@tanstack/react-router';
import { LayarPage } from '../../features/jadwal-publik/LayarPage';

// The hall screen. /event/jadwal itself is a light page of its own (src/client/jadwal.html); its ?layar=1 comes here.
export const Route = createFileRoute('/event/layar')({
  component: LayarPage,
});
