import type { BarisMedali } from '../../../../domain/bagan/types';
import { MedaliIcon } from './MedaliIcon';

interface Props {
  rows: readonly BarisMedali[];
  /** Shown when no dojang has a medal yet. */
  kosong?: string;
  className?: string;
}

const RANK_TONE = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

function Peringkat({ n }: { n: number }) {
  return (
    <span className={`inline-grid size-8 place-items-center rounded-full text-sm font-black ${RANK_TONE[n - 1] ?? 'bg-base-200'}`}>
      {n}
    </span>
  );
}

/** Perolehan medali per dojang: a table from md up, cards below; ordered gold → silver → bronze as the server ranks. */
export function TabelMedali({ rows, kosong = 'Belum ada medali yang diraih.', className = '' }: Props) {
  if (rows.length === 0) {
    return (
      <p className={`rounded-box bg-base-100 p-8 text-center text-base-content/80 shadow ring-1 ring-base-300 ${className}`}>{kosong}</p>
    );
  }
  return (
    <div className={className}>
      <div className="hidden overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 md:block">
        <table className="table">
          <thead>
            <tr>
              <th className="w-24">Peringkat</th>
              <th>Dojang</th>
              <th className="text-center">Emas</th>
              <th className="text-center">Perak</th>
              <th className="text-center">Perunggu</th>
              <th className="text-center">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id_dojang}>
                <td>
                  <Peringkat n={b.peringkat} />
                </td>
                <td className="font-semibold break-words">{b.nama_dojang}</td>
                <td className="text-center text-base font-bold tabular-nums">{b.emas}</td>
                <td className="text-center text-base font-bold tabular-nums">{b.perak}</td>
                <td className="text-center text-base font-bold tabular-nums">{b.perunggu}</td>
                <td className="text-center text-base font-black tabular-nums">{b.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-2 md:hidden" aria-label="Perolehan medali">
        {rows.map((b) => (
          <li key={b.id_dojang} className="flex items-center gap-3 rounded-box bg-base-100 px-4 py-3 shadow ring-1 ring-base-300">
            <Peringkat n={b.peringkat} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">
                <span className="sr-only">Peringkat {b.peringkat}: </span>
                {b.nama_dojang}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm tabular-nums">
                <span className="inline-flex items-center gap-1">
                  <MedaliIcon jenis="emas" className="size-3.5" />
                  {b.emas}
                  <span className="sr-only"> emas</span>
                </span>
                <span className="inline-flex items-center gap-1">
                  <MedaliIcon jenis="perak" className="size-3.5" />
                  {b.perak}
                  <span className="sr-only"> perak</span>
                </span>
                <span className="inline-flex items-center gap-1">
                  <MedaliIcon jenis="perunggu" className="size-3.5" />
                  {b.perunggu}
                  <span className="sr-only"> perunggu</span>
                </span>
              </p>
            </div>
            <div className="text-right">
              <p className="text-xs text-base-content/70">Total</p>
              <p className="text-xl font-black tabular-nums">{b.total}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
