import { useMemo, type ReactNode } from 'react';
import { Plus, UserX } from 'lucide-react';
import { statAtlet, type GenderFilter } from '../../../../domain/atlet/ringkasan';
import type { AtletView } from '../../../data/atlet';
import { Pagination } from '../../../ui/Pagination';
import { AtletStatCards } from './AtletStatCards';
import { AtletFilterBar } from './AtletFilterBar';
import { AtletTable } from './AtletTable';
import { atletListPage, emptyListText } from './atlet-list-view';
import { useAtletFotoUrls } from './useAtletFotoUrls';

export interface AtletPageViewProps {
  atlets: readonly AtletView[] | undefined;
  isLoading: boolean;
  /** Shown when the list could not be loaded and nothing is cached. */
  loadError?: string;
  search: string;
  gender: GenderFilter;
  page: number;
  onSearchChange: (value: string) => void;
  onGenderChange: (value: GenderFilter) => void;
  onPageChange: (page: number) => void;
  onClearFilter: () => void;
  onOpen: (a: AtletView) => void;
  /** 'Tambah Atlit'; left out for roles that cannot add. */
  onAdd?: () => void;
  /** Shown under the stat cards (the server's competition figures). */
  statsExtra?: ReactNode;
}

const EMPTY: readonly AtletView[] = [];

/**
 * DATA ATLIT without router or data hooks: give it the whole list and the filter state, it filters
 * (memoised) and renders one page. The benchmark mounts it with 10,000 athletes.
 */
export function AtletPageView(props: AtletPageViewProps) {
  const { atlets, isLoading, loadError, search, gender, page, onOpen, onAdd } = props;
  const list = atlets ?? EMPTY;
  const stat = useMemo(() => statAtlet(list), [list]);
  const view = useMemo(() => atletListPage(list, search, gender, page), [list, search, gender, page]);
  const { fotoUrl, loaders } = useAtletFotoUrls(view.rows);

  let body;
  if (!atlets && isLoading) {
    body = (
      <p className="rounded-box bg-base-100 p-10 text-center text-base-content/80 shadow ring-1 ring-base-300" role="status">
        Memuat data...
      </p>
    );
  } else if (!atlets && loadError) {
    body = (
      <p className="rounded-box bg-base-100 p-10 text-center text-error shadow ring-1 ring-base-300" role="alert">
        {loadError}
      </p>
    );
  } else if (view.rows.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-14 text-center shadow ring-1 ring-base-300">
        <UserX className="size-10 text-base-content/40" aria-hidden="true" />
        <p className="font-semibold">{emptyListText(list.length)}</p>
      </div>
    );
  } else {
    body = (
      <>
        {loaders}
        <AtletTable rows={view.rows} fotoUrl={fotoUrl} onOpen={onOpen} />
        <Pagination page={view.page} totalPages={view.totalPages} onPageChange={props.onPageChange} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">DATA ATLIT</h1>
          <p className="text-sm text-base-content/80">Data atlet yang terdaftar di Arena TKD.</p>
        </div>
        {onAdd && (
          <button type="button" className="btn btn-primary" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" /> Tambah Atlit
          </button>
        )}
      </header>
      <AtletStatCards stat={stat} />
      {props.statsExtra}
      <AtletFilterBar
        search={search}
        gender={gender}
        matched={view.matched}
        total={list.length}
        onSearchChange={props.onSearchChange}
        onGenderChange={props.onGenderChange}
        onClear={props.onClearFilter}
      />
      {body}
    </div>
  );
}
