import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatSel, type KolomLaporan, type Sel } from '../../../../domain/laporan/tabel';
import type { JenisLaporan, LaporanHalaman } from '../../../../domain/schemas/laporan';
import { DataTable } from '../../../ui/table/DataTable';
import { StatistikRingkas } from './StatistikRingkas';

type Baris = Sel[];
const col = createColumnHelper<Baris>();
const angka = (k: KolomLaporan) => k.tipe === 'angka' || k.tipe === 'rupiah';
const tampil = (sel: Sel, k: KolomLaporan) =>
  k.desimal && typeof sel === 'number' ? sel.toLocaleString('id-ID', { maximumFractionDigits: 1 }) : formatSel(sel, k.tipe);

/** The column a card is titled by, one shown as a badge above it, and the table's columns left out below lg (tablets). */
const TAMPIL: Record<JenisLaporan, { judul: number; lencana?: number; lg?: readonly number[] }> = {
  peserta: { judul: 1, lencana: 5, lg: [3] },
  dojang: { judul: 0, lencana: 4, lg: [2, 3, 4] },
  statistik: { judul: 1, lencana: 0 },
  aktivitas: { judul: 2 },
};

/**
 * A report page as the server built it: a table from md up (TanStack Table over the report's own columns,
 * numbers right-aligned), cards below md; the total row of the whole period under it.
 */
export function LaporanTabel({ laporan }: { laporan: LaporanHalaman }) {
  const { kolom, baris, total, jenis } = laporan;
  const columns = useMemo(
    () =>
      kolom.map((k, i) =>
        col.accessor((b) => b[i] ?? null, {
          id: String(i),
          header: () => <span className={angka(k) ? 'block text-right' : ''}>{k.judul}</span>,
          cell: (c) => (
            <span className={angka(k) ? 'block text-right tabular-nums whitespace-nowrap' : k.tipe === 'teks' ? '' : 'whitespace-nowrap'}>
              {tampil(c.getValue(), k)}
            </span>
          ),
        }),
      ),
    [kolom],
  );
  const table = useReactTable({ data: baris, columns, getCoreRowModel: getCoreRowModel(), manualPagination: true });
  const kartu = TAMPIL[jenis];

  return (
    <>
      <DataTable
        table={table}
        tableClassName="table table-sm"
        headerClassName="uppercase leading-tight"
        columnClass={(id) => {
          const i = Number(id);
          const lebar = kolom[i]?.tipe === 'teks' && (kolom[i]?.lebar ?? 0) >= 30 ? 'min-w-40' : '';
          return `${lebar} ${kartu.lg?.includes(i) ? 'hidden lg:table-cell' : ''}`;
        }}
      />
      {jenis === 'statistik' ? (
        <StatistikRingkas baris={baris} />
      ) : (
        <ul className="space-y-3 md:hidden">
          {baris.map((b, r) => (
            <li key={r} className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
              {kartu.lencana !== undefined && (
                <span className="badge badge-soft badge-sm mb-1">{tampil(b[kartu.lencana] ?? null, kolom[kartu.lencana])}</span>
              )}
              <p className="font-semibold break-words">{tampil(b[kartu.judul] ?? null, kolom[kartu.judul])}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {kolom.map((k, i) =>
                  i === kartu.judul || i === kartu.lencana ? null : (
                    <div key={i} className="contents">
                      <dt className="text-base-content/70">{k.judul}</dt>
                      <dd className={`min-w-0 break-words ${angka(k) ? 'tabular-nums' : ''}`}>{tampil(b[i] ?? null, k)}</dd>
                    </div>
                  ),
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {total && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-200/70 px-4 py-3 text-sm">
          <span className="font-bold">Total periode</span>
          {total.map((sel, i) =>
            i === 0 || sel === null ? null : (
              <span key={i}>
                {i > 1 && <span className="text-base-content/70">{kolom[i].judul}: </span>}
                <span className="font-semibold tabular-nums">{tampil(sel, kolom[i])}</span>
              </span>
            ),
          )}
        </div>
      )}
    </>
  );
}
