import { Medal } from 'lucide-react';
import { medaliKelas } from '../../../../domain/bagan/medali';
import type { BaganTampil } from '../../../data/bagan/types';

const BARIS = [
  { key: 'emas', label: 'Emas', tone: 'text-yellow-600' },
  { key: 'perak', label: 'Perak', tone: 'text-slate-500' },
  { key: 'perunggu', label: 'Perunggu', tone: 'text-orange-700' },
] as const;

/** The class's medalists so far: gold and silver from the final, bronze for each semi-final loser. */
export function MedaliKelasPanel({ tampil, className = '' }: { tampil: BaganTampil; className?: string }) {
  const medali = medaliKelas(tampil.matches);
  const nama = (id: number) => tampil.peserta.get(id);
  const rows = BARIS.flatMap((b) => {
    const ids = b.key === 'perunggu' ? medali.perunggu : [medali[b.key]].filter((x): x is number => x !== null);
    return ids.map((id) => ({ ...b, id }));
  });
  if (rows.length === 0) return null;
  // On paper the medals run on as one or two lines beside the title: the bracket above keeps the sheet's height.
  return (
    <section
      className={`rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 print:flex print:items-baseline print:gap-3 print:p-2 print:shadow-none ${className}`}
      aria-label="Medali kelas ini"
    >
      <h2 className="mb-2 font-bold print:mb-0 print:shrink-0 print:text-sm">Medali kelas ini</h2>
      <ul className="grid gap-2 sm:grid-cols-2 print:flex print:flex-wrap print:gap-x-5 print:gap-y-0.5">
        {rows.map((r) => (
          <li key={`${r.key}-${r.id}`} className="flex items-center gap-2 print:gap-1 print:text-xs">
            <Medal className={`size-5 shrink-0 print:size-3.5 ${r.tone}`} aria-hidden="true" />
            <span className="text-sm font-semibold print:text-xs">{r.label}</span>
            <span className="min-w-0 truncate text-sm print:whitespace-normal print:text-xs">
              {nama(r.id)?.nama ?? `#${r.id}`} <span className="text-base-content/70">· {nama(r.id)?.nama_dojang}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
