import { Star } from 'lucide-react';
import type { RekapMedaliResponse } from '../../../../domain/schemas/bagan';

/** The best athlete of each category, as the competition admin chose them among the medallists. */
export function AtletTerbaik({ pilihan }: { pilihan: RekapMedaliResponse['atlet_terbaik'] }) {
  const isi = (['prestasi', 'pemula'] as const).flatMap((k) => (pilihan[k] ? [{ k, p: pilihan[k] }] : []));
  if (isi.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {isi.map(({ k, p }) => (
        <article key={k} className="card bg-base-100 shadow ring-1 ring-base-300">
          <div className="card-body gap-1">
            <p className="text-xs font-bold tracking-widest text-base-content/60 uppercase">
              Atlet Terbaik {k === 'prestasi' ? 'Prestasi' : 'Pemula'}
            </p>
            <p className="flex items-center gap-2 text-xl font-black">
              <Star className="size-5 shrink-0 text-warning" aria-hidden="true" />
              {p.nama}
            </p>
            <p className="text-sm">{p.nama_dojang}</p>
            <p className="text-xs text-base-content/70">{p.kelas_label}</p>
          </div>
        </article>
      ))}
    </div>
  );
}
