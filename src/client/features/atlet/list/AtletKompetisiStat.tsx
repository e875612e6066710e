import { Trophy } from 'lucide-react';
import { useAtletStats } from '../../../data/queries/atlet';

/**
 * GET /atlet/stats (kept in Dexie): how many of the athletes are already entered in a competition.
 * Spec 001 §7: when it cannot be loaded the figures fall back to zero.
 */
export function AtletKompetisiStat() {
  const { data } = useAtletStats();
  const terdaftar = data?.registeredInCompetition ?? 0;
  const belum = data?.notRegisteredInCompetition ?? 0;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-100 px-4 py-3 text-sm shadow ring-1 ring-base-300">
      <Trophy className="size-4 text-secondary-content" aria-hidden="true" />
      <span>
        Terdaftar di kompetisi: <strong>{terdaftar}</strong>
      </span>
      <span>
        Belum terdaftar: <strong>{belum}</strong>
      </span>
    </p>
  );
}
