import { jamWib } from '../../ui/jadwal/format';
import type { PerangkatHadir } from '../../data/venue';
import { barisPerangkat } from './venue-view';

/** A court's devices: connected (green dot) or not, and when each was last heard. */
export function Perangkat({ nama, perangkat, sekarang }: { nama: string; perangkat: readonly PerangkatHadir[]; sekarang: number }) {
  const baris = barisPerangkat(perangkat, sekarang);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`Perangkat ${nama}`}>
      {baris.map((b) => (
        <li
          key={b.kunci}
          data-jenis={b.jenis}
          data-terhubung={b.terhubung}
          className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs ${b.terhubung ? 'border-success/40 bg-success/10' : 'border-base-300 bg-base-200/60 text-base-content/70'}`}
        >
          <span className={`size-2 shrink-0 rounded-full ${b.terhubung ? 'bg-success' : 'bg-base-content/30'}`} aria-hidden="true" />
          <span className="font-semibold">{b.label}</span>
          <span>
            {b.terhubung ? 'terhubung' : b.terakhir ? `terakhir ${jamWib(b.terakhir)}` : 'tidak terhubung'}
            {b.terhubung && b.terakhir ? ` · ${jamWib(b.terakhir)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
