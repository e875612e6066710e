import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import type { Kartu } from '../../../domain/schemas/kartu';

/** The athletes whose card prints initials, to fix before the event (a coach gets links to the athlete's page). */
export function FotoKurang({ kartu, tautan }: { kartu: readonly Kartu[]; tautan: boolean }) {
  if (kartu.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning items-start">
      <ImageOff className="size-5 shrink-0" aria-hidden="true" />
      <div className="w-full space-y-2">
        <p className="font-semibold">{kartu.length} atlet belum memiliki pas foto — kartunya dicetak dengan inisial.</p>
        <ul className="max-h-48 space-y-1 overflow-y-auto text-sm" aria-label="Atlet tanpa pas foto">
          {kartu.map((k) => (
            <li key={k.id_atlet} className="flex flex-wrap justify-between gap-x-3">
              {tautan && k.id_atlet !== null ? (
                <Link to="/dashboard/atlit/$id_atlet" params={{ id_atlet: String(k.id_atlet) }} className="link font-medium">
                  {k.nama}
                </Link>
              ) : (
                <span className="font-medium">{k.nama}</span>
              )}
              <span className="text-base-content/70">{k.nama_dojang}</span>
            </li>
          ))}
        </ul>
        {tautan && <p className="text-xs">Buka atlet, tambahkan pas foto, lalu unduh ulang kartunya.</p>}
      </div>
    </div>
  );
}
