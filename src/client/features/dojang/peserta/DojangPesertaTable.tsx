import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '../../../ui/table/DataTable';
import { ChevronRight, Eye } from 'lucide-react';
import type { KompetisiDojangRow } from '../../../../domain/schemas/admin-dojang';
import { formatTanggal } from '../../../ui/format';

const col = createColumnHelper<KompetisiDojangRow>();
const orDash = (s: string | null) => s || '-';

/**
 * One page of the competition's dojangs: Nama Dojang, Jumlah Atlet,
 * Provinsi, Tanggal Daftar, Aksi — a table from md up (TanStack Table, paged by the server), cards below.
 */
export function DojangPesertaTable({ rows, onDetail }: { rows: readonly KompetisiDojangRow[]; onDetail: (d: KompetisiDojangRow) => void }) {
  const columns = useMemo(
    () => [
      col.accessor('nama_dojang', {
        header: 'Nama Dojang',
        cell: (c) => (
          <div className="min-w-0">
            <p className="font-semibold break-words">{c.getValue()}</p>
            <p className="text-xs break-words text-base-content/70">{orDash(c.row.original.kota)}</p>
          </div>
        ),
      }),
      col.accessor('jumlah_atlet', { header: 'Jumlah Atlet', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      col.accessor('provinsi', { header: 'Provinsi', cell: (c) => orDash(c.getValue()) }),
      col.accessor('created_at', {
        header: 'Tanggal Daftar',
        cell: (c) => <span className="whitespace-nowrap">{formatTanggal(c.getValue())}</span>,
      }),
      col.display({
        id: 'aksi',
        header: () => <span className="block text-right">Aksi</span>,
        cell: (c) => (
          <span className="flex justify-end">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Detail ${c.row.original.nama_dojang}`}
              onClick={(e) => {
                e.stopPropagation();
                onDetail(c.row.original);
              }}
            >
              <Eye className="size-4" aria-hidden="true" /> Detail
            </button>
          </span>
        ),
      }),
    ],
    [onDetail],
  );
  const table = useReactTable({ data: rows as KompetisiDojangRow[], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true });

  return (
    <>
      <DataTable table={table} onRowClick={onDetail} columnClass={(id) => (id === 'nama_dojang' ? 'max-w-xs' : '')} />
      <ul className="space-y-3 md:hidden">
        {rows.map((d) => (
          <li key={d.id_dojang}>
            <button
              type="button"
              onClick={() => onDetail(d)}
              className="flex w-full items-center gap-3 rounded-box bg-base-100 p-4 text-left shadow ring-1 ring-base-300 active:bg-base-200"
            >
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-semibold break-words">{d.nama_dojang}</span>
                <span className="block text-sm text-base-content/80">
                  {orDash(d.provinsi)} · {d.jumlah_atlet} atlet
                </span>
                <span className="block text-xs text-base-content/70">Daftar {formatTanggal(d.created_at)}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-base-content/50" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
