import { Download, RotateCcw, Trash2 } from 'lucide-react';
import type { Cadangan } from '../../../../domain/schemas/sistem';
import { formatAngka, formatUkuran, formatWaktuWib } from './format';

interface CadanganListProps {
  cadangan: readonly Cadangan[];
  /** Name of the backup whose download or delete is running. */
  sibuk: string | null;
  onUnduh: (c: Cadangan) => void;
  onPulihkan: (c: Cadangan) => void;
  onHapus: (c: Cadangan) => void;
}

const JENIS: Record<Cadangan['jenis'], string> = { harian: 'Harian', manual: 'Manual' };

function isi(c: Cadangan): string {
  if (c.baris === null) return 'Tidak terbaca';
  return `${formatAngka(c.baris)} baris · ${formatAngka(c.berkas ?? 0)} berkas`;
}

function Aksi({ c, sibuk, onUnduh, onPulihkan, onHapus }: { c: Cadangan } & Omit<CadanganListProps, 'cadangan'>) {
  const busy = sibuk === c.nama;
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <button type="button" className="btn btn-sm btn-ghost" disabled={busy} onClick={() => onUnduh(c)} aria-label={`Unduh ${c.nama}`}>
        {busy ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        Unduh
      </button>
      <button
        type="button"
        className="btn btn-sm btn-ghost text-warning-content"
        disabled={busy || c.baris === null}
        onClick={() => onPulihkan(c)}
        aria-label={`Pulihkan ${c.nama}`}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Pulihkan
      </button>
      <button
        type="button"
        className="btn btn-sm btn-ghost text-error"
        disabled={busy}
        onClick={() => onHapus(c)}
        aria-label={`Hapus ${c.nama}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Hapus
      </button>
    </div>
  );
}

/** Kept backups on the server: a table from lg up, cards below. */
export function CadanganList(props: CadanganListProps) {
  const { cadangan } = props;
  if (cadangan.length === 0) {
    return (
      <p className="rounded-box bg-base-200 px-4 py-6 text-center text-sm text-base-content/75">Belum ada cadangan tersimpan di server.</p>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Waktu</th>
              <th>Jenis</th>
              <th>Isi</th>
              <th className="text-right">Ukuran</th>
              <th className="text-right">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {cadangan.map((c) => (
              <tr key={c.nama}>
                <td className="whitespace-nowrap font-medium">{formatWaktuWib(c.dibuat_pada)}</td>
                <td>
                  <span className={`badge badge-sm ${c.jenis === 'harian' ? 'badge-info badge-soft' : 'badge-ghost'}`}>
                    {JENIS[c.jenis]}
                  </span>
                </td>
                <td className="text-base-content/80">{isi(c)}</td>
                <td className="text-right tabular-nums">{formatUkuran(c.ukuran)}</td>
                <td>
                  <Aksi c={c} {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {cadangan.map((c) => (
          <li key={c.nama} className="rounded-box p-3 ring-1 ring-base-300">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">{formatWaktuWib(c.dibuat_pada)}</p>
              <span className={`badge badge-sm ${c.jenis === 'harian' ? 'badge-info badge-soft' : 'badge-ghost'}`}>{JENIS[c.jenis]}</span>
            </div>
            <p className="mt-0.5 text-sm text-base-content/75">
              {isi(c)} · {formatUkuran(c.ukuran)}
            </p>
            <div className="mt-2">
              <Aksi c={c} {...props} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
