import { Search, X } from 'lucide-react';
import type { GenderFilter } from '../../../../domain/atlet/ringkasan';
import { GENDER_FILTERS, activeFilterText, isFilterActive } from './atlet-list-view';

interface AtletFilterBarProps {
  search: string;
  gender: GenderFilter;
  matched: number;
  total: number;
  onSearchChange: (value: string) => void;
  onGenderChange: (value: GenderFilter) => void;
  onClear: () => void;
}

/** Search by name or province, gender buttons, and the active-filter line with its clear action. */
export function AtletFilterBar({ search, gender, matched, total, onSearchChange, onGenderChange, onClear }: AtletFilterBarProps) {
  const active = isFilterActive(search, gender);
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Filter atlet">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="input w-full md:max-w-md">
          <Search className="size-4 text-base-content/60" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Cari nama atlet atau provinsi..."
            aria-label="Cari nama atlet atau provinsi"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            maxLength={100}
          />
        </label>
        <div className="join" role="group" aria-label="Filter gender">
          {GENDER_FILTERS.map((g) => (
            <button
              key={g.value}
              type="button"
              className={`btn join-item btn-sm md:btn-md ${gender === g.value ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={gender === g.value}
              onClick={() => onGenderChange(g.value)}
            >
              {g.label}
            </button>
          ))}
        </div>
      </div>
      {active && (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <span className="text-base-content/80">
            Filter aktif: {activeFilterText(search, gender)} — {matched} dari {total} atlet
          </span>
          <button type="button" className="btn btn-ghost btn-xs text-error" onClick={onClear}>
            <X className="size-3.5" aria-hidden="true" /> Hapus filter
          </button>
        </div>
      )}
    </section>
  );
}
