import type { ReactNode } from 'react';
import { Search } from 'lucide-react';

interface DojangSearchBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** Further filters beside the search (the ADMIN's status buttons). */
  children?: ReactNode;
  /** What the list holds now ('45 dojang'); shown at the end of the bar. */
  summary?: ReactNode;
}

/** Search 'Cari dojang...', with room for filters. */
export function DojangSearchBar({ search, onSearchChange, children, summary }: DojangSearchBarProps) {
  return (
    <section
      className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 lg:flex-row lg:items-center"
      aria-label="Filter dojang"
    >
      <label className="input w-full lg:max-w-sm">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari dojang..."
          aria-label="Cari dojang"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          maxLength={100}
        />
      </label>
      {children}
      {summary && (
        <p className="text-sm text-base-content/80 lg:ml-auto" role="status">
          {summary}
        </p>
      )}
    </section>
  );
}
