import type { Keputusan } from '../../../domain/statistik/keputusan';
import type { KeputusanTerkini as Row } from '../../../domain/schemas/statistik';
import { Panel } from './Panel';
import { waktuWib } from './tampil';

const BADGE: Record<Keputusan, string> = {
  Disetujui: 'badge-success',
  Ditolak: 'badge-error',
  Menunggu: 'badge-warning',
};

/** Status decisions of the range (entries, dojangs, proofs) from the activity log, newest first. */
export function KeputusanTerkini({ items }: { items: readonly Row[] }) {
  return (
    <Panel title="Keputusan Terkini" subtitle="Validasi peserta, dojang dan bukti transfer dalam rentang ini">
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-base-content/75">Belum ada keputusan validasi dalam rentang ini</p>
      ) : (
        <ol className="-mx-1 max-h-96 space-y-1 overflow-y-auto overscroll-contain px-1" tabIndex={0} aria-label="Daftar keputusan terkini">
          {items.map((k) => (
            <li key={k.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg p-2 hover:bg-base-200/60">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">
                  {k.objek} <span className="font-normal text-base-content/75">· oleh {k.user}</span>
                </p>
                {k.details && <p className="text-sm break-words text-base-content/85">{k.details}</p>}
                <p className="text-xs text-base-content/70">
                  <time dateTime={k.timestamp}>{waktuWib(k.timestamp)}</time>
                </p>
              </div>
              <span className={`badge badge-sm shrink-0 ${BADGE[k.keputusan]}`}>{k.keputusan}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
