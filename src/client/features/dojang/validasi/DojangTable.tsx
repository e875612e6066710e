import { useMemo } from 'react';
import { ChevronRight } from 'lucide-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '../../../ui/table/DataTable';
import type { AdminDojangRow } from '../../../../domain/schemas/admin-dojang';
import { formatTanggal } from '../../../ui/format';
import { DojangAksiButtons, type DojangAksi } from './DojangAksiButtons';
import { DojangStatusBadge } from './DojangStatusBadge';

const col = createColumnHelper<AdminDojangRow>();
const orDash = (s: string | null) => s || '-';

/**
 * One page of the ADMIN's dojang list: a table from md up (TanStack Table, paged by the server), cards
 * below. Columns plus the validation status.
 */
export function DojangTable({ rows, aksi }: { rows: readonly AdminDojangRow[]; aksi: DojangAksi }) {
  const columns = useMemo(
    () => [
      col.accessor('nama_dojang', {
        header: 'Nama Dojang',
        cell: (c) => (
          <div className="min-w-0">
            <p className="font-semibold break-words">{c.getValue()}</p>
            <p className="text-xs break-words text-base-content/70">
              {orDash(c.row.original.kota)} ·{' '}
              {c.row.original.nama_pelatih ? `Pelatih: ${c.row.original.nama_pelatih}` : 'Belum ada pelatih'}
            </p>
          </div>
        ),
      }),
      col.accessor('jumlah_atlet', {
        header: () => (
          <>
            Jumlah
            <br />
            Atlet
          </>
        ),
        cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
      }),
      col.accessor('provinsi', { header: 'Provinsi', cell: (c) => orDash(c.getValue()) }),
      col.accessor('status', { header: 'Status', cell: (c) => <DojangStatusBadge status={c.getValue()} /> }),
      col.accessor('created_at', {
        header: () => (
          <>
            Tanggal
            <br />
            Daftar
          </>
        ),
        cell: (c) => <span className="whitespace-nowrap">{formatTanggal(c.getValue())}</span>,
      }),
      col.display({
        id: 'aksi',
        header: () => <span className="block text-right">Aksi</span>,
        cell: (c) => <DojangAksiButtons d={c.row.original} aksi={aksi} />,
      }),
    ],
    [aksi],
  );
  const table = useReactTable({ data: rows as AdminDojangRow[], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true });

  return (
    <>
      <DataTable
        table={table}
        onRowClick={aksi.onDetail}
        tableClassName="table table-sm lg:table-md"
        headerClassName="uppercase leading-tight"
        columnClass={(id) => (id === 'nama_dojang' ? 'max-w-56 min-w-40' : '')}
      />
      <ul className="space-y-3 md:hidden">
        {rows.map((d) => (
          <li key={d.id_dojang} className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
            <button type="button" className="flex w-full items-center gap-2 text-left" onClick={() => aksi.onDetail(d)}>
              <span className="min-w-0 flex-1 space-y-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-semibold break-words">{d.nama_dojang}</span>
                  <DojangStatusBadge status={d.status} />
                </span>
                <span className="block text-sm text-base-content/80">
                  {orDash(d.provinsi)} · {d.jumlah_atlet} atlet
                </span>
                <span className="block text-xs text-base-content/70">
                  {d.nama_pelatih ? `Pelatih: ${d.nama_pelatih}` : 'Belum ada pelatih'} · Daftar {formatTanggal(d.created_at)}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-base-content/50" aria-hidden="true" />
            </button>
            <DojangAksiButtons d={d} aksi={aksi} card />
          </li>
        ))}
      </ul>
    </>
  );
}
