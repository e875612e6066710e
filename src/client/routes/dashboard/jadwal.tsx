import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { JadwalSayaPage } from '../../features/jadwal-saya/JadwalSayaPage';

/** `?kompetisi=`: the competition to show first (a link from its DATA KOMPETISI page). */
export const Route = createFileRoute('/dashboard/jadwal')({
  validateSearch: (s: Record<string, unknown>): { kompetisi?: number } => {
    const n = Number(s.kompetisi);
    return Number.isInteger(n) && n > 0 ? { kompetisi: n } : {};
  },
  component: JadwalRoute,
});

function JadwalRoute() {
  const { kompetisi } = Route.useSearch();
  return (
    <Guard policy={POLICY.kompetisiPelatih}>
      <JadwalSayaPage awal={kompetisi ?? null} />
    </Guard>
  );
}
