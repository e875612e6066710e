import { createFileRoute } from '@tanstack/react-router';
import { LayarPage } from '../features/jadwal-publik/LayarPage';

/** The hall screen: outside the event site's layout (no header or footer), full screen. */
export const Route = createFileRoute('/event_/layar')({
  component: LayarPage,
});
