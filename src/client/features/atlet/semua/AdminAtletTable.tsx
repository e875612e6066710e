import { useMemo } from 'react';
import { ChevronRight, Eye } from 'lucide-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '../../../ui/table/DataTable';
import { JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import type { AdminAtletRow } from '../../../data/online/admin-atlet';
import { kategoriText, tanggalLahirText, umurText } from './admin-atlet-view';

const col = createColumnHelper<AdminAtletRow>();
/** A two-word header on two lines where the table is narrow (tablets), on one line from lg. */
const dua = (a: string, b: string) => (
  <>
    {a}
    <br className="lg:hidden" /> {b}
  </>
);
const genderBadge = (a: AdminAtletRow) => (a.jenis_kelamin === 'LAKI_LAKI' ? 'badge-info' : 'badge-secondary');

/**
 * One server page of athletes: a table from md up (TanStack Table with
 * manualPagination, the server pages), cards below. A row click or 'Detail' opens the profile.
 */
export function AdminAtletTable({ rows, onOpen }: { rows: readonly AdminAtletRow[]; onOpen: (a: AdminAtletRow) => void }) {
  const columns = useMemo(
    () => [
      col.accessor('nama_atlet', {
        header: 'Nama Atlet',
        cell: (c) => (
          <div className="min-w-0">
            <p className="font-semibold break-words">{c.getValue()}</p>
            <p className="text-xs break-words text-base-content/70">{c.row.original.dojang.nama_dojang}</p>
          </div>
        ),
      }),
      col.accessor('jenis_kelamin', {
        header: () => dua('Jenis', 'Kelamin'),
        cell: (c) => (
          <span className={`badge badge-soft whitespace-nowrap ${genderBadge(c.row.original)}`}>{JENIS_KELAMIN_LABEL[c.getValue()]}</span>
        ),
      }),
      col.accessor('tanggal_lahir', {
        header: () => dua('Tanggal', 'Lahir'),
        cell: (c) => <span className="whitespace-nowrap">{tanggalLahirText(c.getValue())}</span>,
      }),
      col.accessor('umur', {
        header: 'Umur',
        cell: (c) => <span className="whitespace-nowrap tabular-nums">{umurText(c.getValue())}</span>,
      }),
      col.display({ id: 'kategori', header: () => dua('Kategori', 'Umur'), cell: (c) => kategoriText(c.row.original.tanggal_lahir) }),
      col.display({
        id: 'aksi',
        header: () => <span className="block text-right">Aksi</span>,
        cell: (c) => (
          <div className="text-right">
            <button
              type="button"
              className="btn btn-ghost btn-sm px-2"
              aria-label={`Lihat detail ${c.row.original.nama_atlet}`}
              onClick={(e) => {
                e.stopPropagation();
                onOpen(c.row.original);
              }}
            >
              <Eye className="size-4" aria-hidden="true" /> Detail
            </button>
          </div>
        ),
      }),
    ],
    [onOpen],
  );
  const table = useReactTable({ data: rows as AdminAtletRow[], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true });

  return (
    <>
      <DataTable
        table={table}
        onRowClick={onOpen}
        tableClassName="table table-sm lg:table-md"
        headerClassName="uppercase leading-tight"
        columnClass={(id) => (id === 'nama_atlet' ? 'max-w-64 min-w-40' : '')}
      />
      <ul className="space-y-3 md:hidden">
        {rows.map((a) => (
          <li key={a.id_atlet}>
            <button
              type="button"
              onClick={() => onOpen(a)}
              className="flex w-full items-center gap-3 rounded-box bg-base-100 p-4 text-left shadow ring-1 ring-base-300 active:bg-base-200"
            >
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-semibold break-words">{a.nama_atlet}</span>
                <span className="block text-xs break-words text-base-content/70">{a.dojang.nama_dojang}</span>
                <span className="block text-sm text-base-content/80">
                  {tanggalLahirText(a.tanggal_lahir)} · {umurText(a.umur)}
                </span>
                <span className="flex flex-wrap items-center gap-1">
                  <span className={`badge badge-soft badge-sm ${genderBadge(a)}`}>{JENIS_KELAMIN_LABEL[a.jenis_kelamin]}</span>
                  <span className="badge badge-ghost badge-sm">{kategoriText(a.tanggal_lahir)}</span>
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-base-content/50" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
