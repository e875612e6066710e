import { Search, X } from 'lucide-react';
import type { AkunStatus, Role } from '../../../domain/roles';
import { ROLE_OPTIONS, STATUS_OPTIONS } from './user-view';

interface UsersFilterBarProps {
  search: string;
  role: Role | undefined;
  status: AkunStatus | undefined;
  filtered: boolean;
  summary?: string;
  onSearchChange: (value: string) => void;
  onRoleChange: (value: Role | undefined) => void;
  onStatusChange: (value: AkunStatus | undefined) => void;
  onClear: () => void;
}

/** Search by email or name, role and status filters, and what the list holds now. */
export function UsersFilterBar(props: UsersFilterBarProps) {
  const { search, role, status, filtered, summary } = props;
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Filter user">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="input w-full md:max-w-sm">
          <Search className="size-4 text-base-content/60" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Cari email atau nama..."
            aria-label="Cari email atau nama"
            value={search}
            onChange={(e) => props.onSearchChange(e.target.value)}
            maxLength={100}
          />
        </label>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <select
            className="select w-full min-w-0 md:w-44"
            aria-label="Filter role"
            value={role ?? ''}
            onChange={(e) => props.onRoleChange((e.target.value || undefined) as Role | undefined)}
          >
            <option value="">Semua Role</option>
            {ROLE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <select
            className="select w-full min-w-0 md:w-40"
            aria-label="Filter status"
            value={status ?? ''}
            onChange={(e) => props.onStatusChange((e.target.value || undefined) as AkunStatus | undefined)}
          >
            <option value="">Semua Status</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(filtered || summary) && (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          {summary && <span className="text-base-content/80">{summary}</span>}
          {filtered && (
            <button type="button" className="btn btn-ghost btn-xs text-error" onClick={props.onClear}>
              <X className="size-3.5" aria-hidden="true" /> Hapus filter
            </button>
          )}
        </div>
      )}
    </section>
  );
}
