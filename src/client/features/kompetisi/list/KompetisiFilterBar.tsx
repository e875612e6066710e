import { Search } from 'lucide-react';
import { FILTER_STATUS, type FilterStatus } from './kompetisi-list-view';

interface Props {
  search: string;
  status: FilterStatus;
  onSearch: (value: string) => void;
  onStatus: (value: FilterStatus) => void;
}

/** Search by event name or location and the status buttons; the admin list too. */
export function KompetisiFilterBar({ search, status, onSearch, onStatus }: Props) {
  return (
    <section
      className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 md:flex-row md:items-center"
      aria-label="Filter kompetisi"
    >
      <label className="input w-full md:max-w-md">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari nama event atau lokasi..."
          aria-label="Cari nama event atau lokasi"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          maxLength={100}
        />
      </label>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Filter status">
        {FILTER_STATUS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={status === f.value}
            onClick={() => onStatus(f.value)}
            className={`btn btn-sm ${status === f.value ? 'btn-primary' : 'btn-outline'}`}
          >
            {f.label}
          </button>
        ))}
      </div>
    </section>
  );
}
