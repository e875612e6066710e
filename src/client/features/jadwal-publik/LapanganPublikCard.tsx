import { useState } from 'react';
import { namaHari } from '../../ui/jadwal/format';
import { PartaiBaris } from './PartaiBaris';
import type { LapanganTampil } from './jadwal-publik-view';

/** A court on the public schedule: on the mat, called, next, and the bouts after (folded). */
export function LapanganPublikCard({ c, now }: { c: LapanganTampil; now: number }) {
  const { l, tahap, eta } = c;
  const [buka, setBuka] = useState(false);
  const baris = [
    ...(tahap.sedang ? [{ p: tahap.sedang, label: 'Sedang bertanding' }] : []),
    ...tahap.dipanggil.map((p) => ({ p, label: 'Dipanggil' })),
    ...(tahap.bersiap ? [{ p: tahap.bersiap, label: 'Bersiap' }] : []),
  ];
  return (
    <article className="min-w-0 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={l.nama}>
      <header className="mb-1 flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-black">{l.nama}</h2>
        <p className="text-xs text-base-content/70">{tahap.selesai.length}/{l.partai.length} selesai · mulai {l.mulai.replace(':', '.')}</p>
      </header>
      {baris.length === 0 ? <p className="py-4 text-sm text-base-content/70">{l.partai.length ? 'Semua partai selesai.' : `Belum ada partai pada ${namaHari(l.tanggal)}.`}</p> : (
        <div className="divide-y divide-base-200">{baris.map(({ p, label }) => <PartaiBaris key={p.id_match} p={p} eta={eta.get(p.id_match)} now={now} label={label} />)}</div>
      )}
      {tahap.berikutnya.length > 0 && (
        <details className="mt-1" onToggle={(e) => setBuka(e.currentTarget.open)}>
          <summary className="cursor-pointer text-sm font-semibold text-primary">{tahap.berikutnya.length} partai berikutnya</summary>
          {buka && <div className="divide-y divide-base-200">{tahap.berikutnya.map((p) => <PartaiBaris key={p.id_match} p={p} eta={eta.get(p.id_match)} now={now} />)}</div>}
        </details>
      )}
    </article>
  );
}
