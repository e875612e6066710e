import { flexRender, type Table } from '@tanstack/react-table';

interface DataTableProps<T> {
  table: Table<T>;
  /** A row click (the admin lists open a detail); rows are plain when absent. */
  onRowClick?: (row: T) => void;
  /** Extra classes of a column's header and cells (widths, visibility from a breakpoint). */
  columnClass?: (columnId: string) => string;
  tableClassName?: string;
  headerClassName?: string;
}

/** The admin lists' table from md up (the pages render cards below md); TanStack Table drives the columns. */
export function DataTable<T>({
  table,
  onRowClick,
  columnClass = () => '',
  tableClassName = 'table',
  headerClassName = 'uppercase',
}: DataTableProps<T>) {
  return (
    <div className="hidden overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 md:block">
      <table className={tableClassName}>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th key={h.id} className={`${headerClassName} ${columnClass(h.column.id)}`}>
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr
              key={r.id}
              className={onRowClick ? 'cursor-pointer hover:bg-base-200' : 'hover:bg-base-200/60'}
              onClick={onRowClick ? () => onRowClick(r.original) : undefined}
            >
              {r.getVisibleCells().map((cell) => (
                <td key={cell.id} className={columnClass(cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
