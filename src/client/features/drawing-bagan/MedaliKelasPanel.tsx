import { Medal } from 'lucide-react';
import { medaliKelas } from '../../../domain/bagan/medali';
import type { BaganTampil } from '../bagan/types';

const BARIS = [
  { key: 'emas', label: 'Emas', tone: 'text-yellow-600' },
  { key: 'perak', label: 'Perak', tone: 'text-slate-500' },
  { key: 'perunggu', label: 'Perunggu', tone: 'text-orange-700' },
] as const;

/** The class's medalists so far: gold and silver from the final, bronze for each semi-final loser. */
export function MedaliKelasPanel({ tampil }: { tampil: BaganTampil }) {
  const medali = medaliKelas(tampil.matches);
  const nama = (id: number) => tampil.peserta.get(id);
  const rows = BARIS.flatMap((b) => {
    const ids = b.key === 'perunggu' ? medali.perunggu : [medali[b.key]].filter((x): x is number => x !== null);
    return ids.map((id) => ({ ...b, id }));
  });
  if (rows.length === 0) return null;
  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Medali kelas ini">
      <h2 className="mb-2 font-bold">Medali kelas ini</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {rows.map((r) => (
          <li key={`${r.key}-${r.id}`} className="flex items-center gap-2">
            <Medal className={`size-5 shrink-0 ${r.tone}`} aria-hidden="true" />
            <span className="text-sm font-semibold">{r.label}</span>
            <span className="min-w-0 truncate text-sm">{nama(r.id)?.nama ?? `#${r.id}`} <span className="text-base-content/70">· {nama(r.id)?.nama_dojang}</span></span>
          </li>
        ))}
      </ul>
    </section>
  );
}
