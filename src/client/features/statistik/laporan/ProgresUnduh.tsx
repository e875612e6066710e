import { X } from 'lucide-react';
import { ukuranTeks } from './unduh';
import type { UnduhBerjalan } from './useUnduhLaporan';

/**
 * The running download: a progress bar (the percentage once the size is known; before the first byte, while
 * the server is still generating, an indeterminate bar), the bytes, and 'Batal'.
 */
export function ProgresUnduh({ berjalan, onBatal, judul }: { berjalan: UnduhBerjalan; onBatal: () => void; judul: string }) {
  const { diterima, total } = berjalan;
  const persen = total ? Math.min(100, Math.round((diterima / total) * 100)) : null;
  const menunggu = diterima === 0;
  const teks = menunggu
    ? 'Server sedang membuat laporan...'
    : `${ukuranTeks(diterima)}${total ? ` dari ${ukuranTeks(total)} (${persen}%)` : ''}`;
  return (
    <div className="rounded-box bg-base-200/70 p-3" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="font-semibold">{judul}</span>
          <span className="block text-xs text-base-content/75 tabular-nums">{teks}</span>
        </p>
        <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={onBatal}>
          <X className="size-4" aria-hidden="true" /> Batal
        </button>
      </div>
      {menunggu || persen === null ? (
        <progress className="progress progress-primary mt-2 w-full" aria-label={judul} />
      ) : (
        <progress className="progress progress-primary mt-2 w-full" value={persen} max={100} aria-label={judul} />
      )}
    </div>
  );
}
