import { AlertTriangle } from 'lucide-react';
import type { KirimanDitolak } from '../../../domain/hub/kontrak';

/** Changes the hub sent that the central server did not apply: kept and shown on both sides. */
export function DaftarDitolak({ ditolak }: { ditolak: readonly KirimanDitolak[] }) {
  if (ditolak.length === 0) return <p className="text-sm text-base-content/70">Tidak ada perubahan yang ditolak server pusat.</p>;
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-semibold text-warning-content">
        <AlertTriangle className="size-4 text-warning" aria-hidden="true" />
        {ditolak.length} perubahan ditolak server pusat
      </p>
      <ul className="max-h-64 divide-y divide-base-300 overflow-y-auto rounded-box ring-1 ring-base-300" aria-label="Perubahan ditolak">
        {ditolak.map((d) => (
          <li key={d.seq} className="flex flex-wrap gap-x-3 px-3 py-2 text-sm">
            <span className="font-mono text-base-content/70">#{d.seq}</span>
            <span className="font-semibold">{d.tabel}</span>
            <span className="min-w-0 flex-1 basis-60">{d.pesan}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
