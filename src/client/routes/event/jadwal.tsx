import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { EventJadwalPage } from '../../features/jadwal-publik/EventJadwalPage';

/** The public schedule of the featured competition; ?tanggal picks the match day (default: the server's, today or the first). */
export const Route = createFileRoute('/event/jadwal')({
  validateSearch: (search: Record<string, unknown>): { tanggal?: string } =>
    (typeof search.tanggal === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.tanggal) ? { tanggal: search.tanggal } : {}),
  component: EventJadwalRoute,
});

function EventJadwalRoute() {
  const { tanggal } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTanggal = useCallback((t: string) => void navigate({ search: { tanggal: t }, replace: true }), [navigate]);
  return <EventJadwalPage tanggal={tanggal ?? ''} onTanggal={onTanggal} />;
}
