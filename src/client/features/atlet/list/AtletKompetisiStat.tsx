import { useMemo } from 'react';
import { Trophy } from 'lucide-react';
import { statKompetisi } from '../../../../domain/atlet/ringkasan';
import { useAtletStats, type AtletView } from '../../../data/atlet';

/**
 * How many of the listed athletes are entered in a competition: the server's count (GET /atlet/stats, kept
 * in Dexie and asked again whenever an athlete write lands), laid over the list the page shows, so a
 * queued or just-added athlete counts as not registered at once. Without the server's
 * figures nobody counts as entered.
 */
export function AtletKompetisiStat({ list }: { list: readonly AtletView[] | undefined }) {
  const { data } = useAtletStats();
  const registered = data?.registeredInCompetition;
  const { terdaftar, belum } = useMemo(() => statKompetisi(list ?? [], registered), [list, registered]);
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
