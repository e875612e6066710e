import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '../../ui/table/DataTable';
import type { AdminUser } from '../../../domain/schemas/admin-user';
import { formatTanggal } from '../../ui/format';
import { DeleteUserButton, RoleBadge, UserIdentity, UserKeterangan, UserStatusToggle, type UserAksi } from './UserBits';

const col = createColumnHelper<AdminUser>();

/** Widths per column; the registration date waits for lg so emails keep their room on a tablet. */
const cellClass = (id: string) =>
  id === 'email' ? 'max-w-xs' : id === 'keterangan' ? 'max-w-56' : id === 'created_at' ? 'hidden lg:table-cell' : '';

/** One server page of accounts: a table from md up (TanStack Table, paged by the server), cards below. */
export function UsersTable({ rows, aksi }: { rows: readonly AdminUser[]; aksi: UserAksi }) {
  const columns = useMemo(
    () => [
      col.accessor('email', {
        header: 'User',
        cell: (c) => <UserIdentity user={c.row.original} self={c.row.original.id_akun === aksi.selfId} />,
      }),
      col.accessor('role', { header: 'Role', cell: (c) => <RoleBadge user={c.row.original} /> }),
      col.display({ id: 'keterangan', header: 'Keterangan', cell: (c) => <UserKeterangan user={c.row.original} /> }),
      col.accessor('status', { header: 'Status', cell: (c) => <UserStatusToggle user={c.row.original} aksi={aksi} /> }),
      col.accessor('created_at', {
        header: 'Terdaftar',
        cell: (c) => <span className="whitespace-nowrap">{formatTanggal(c.getValue())}</span>,
      }),
      col.display({
        id: 'aksi',
        header: () => <span className="block text-right">Aksi</span>,
        cell: (c) => (
          <div className="text-right">
            <DeleteUserButton user={c.row.original} aksi={aksi} />
          </div>
        ),
      }),
    ],
    [aksi],
  );
  const table = useReactTable({
    data: rows as AdminUser[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (u) => String(u.id_akun),
  });

  return (
    <>
      <DataTable table={table} columnClass={cellClass} />
      <ul className="space-y-3 md:hidden">
        {rows.map((u) => (
          <li key={u.id_akun} className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
            <div className="flex items-start justify-between gap-2">
              <UserIdentity user={u} self={u.id_akun === aksi.selfId} />
              <RoleBadge user={u} />
            </div>
            <div className="space-y-1 text-base-content/80">
              <UserKeterangan user={u} />
              <p className="text-xs">Terdaftar {formatTanggal(u.created_at)}</p>
            </div>
            <div className="flex items-center justify-between gap-2 border-t border-base-300 pt-3">
              <UserStatusToggle user={u} aksi={aksi} />
              <DeleteUserButton user={u} aksi={aksi} label />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
