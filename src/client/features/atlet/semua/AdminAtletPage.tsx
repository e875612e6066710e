import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { RefreshCw, UserX } from 'lucide-react';
import { ADMIN_ATLET_MSG, ADMIN_ATLET_PAGE_SIZE } from '../../../../domain/schemas/atlet-admin';
import { useAdminAtlet, type AdminAtletRow } from '../../../data/online/admin-atlet';
import { Pagination } from '../../../ui/Pagination';
import { useTitle } from '../../../ui/hooks/useTitle';
import { AdminAtletFilterBar } from './AdminAtletFilterBar';
import { AdminAtletTable } from './AdminAtletTable';
import { rangeText, type AdminAtletSearch } from './admin-atlet-view';

const DEBOUNCE_MS = 300;
const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

/**
 * /admin/atlets: every athlete, 100 per page paged on the server. Page and
 * filters live in the address; any filter or search change goes back to page 1.
 */
export function AdminAtletPage({ search, onChange }: { search: AdminAtletSearch; onChange: (next: AdminAtletSearch) => void }) {
  useTitle('Data Atlet');
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const page = search.page ?? 1;
  const query = useAdminAtlet({ page, search: search.q ?? '', jenis_kelamin: search.jk, kategori_umur: search.ku });
  const rows = query.data?.data;
  const meta = query.data?.meta;

  // The address changed from outside (Back, a link): the box follows it.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    if (text.trim() === (search.q ?? '')) return;
    const timer = window.setTimeout(() => onChange({ ...search, q: text.trim() || undefined, page: undefined }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onChange]);

  // Fewer pages than the address asks (filters changed elsewhere): show the last one.
  useEffect(() => {
    if (meta && rows && rows.length === 0 && meta.page > 1 && meta.page > meta.totalPages) onChange({ ...search, page: meta.totalPages });
  }, [meta, rows, search, onChange]);

  const open = useCallback(
    (a: AdminAtletRow) => void navigate({ to: '/dashboard/atlit/$id_atlet', params: { id_atlet: String(a.id_atlet) } }),
    [navigate],
  );
  const filtered = Boolean(search.q || search.jk || search.ku !== undefined);

  let body;
  if (!rows && query.isLoading)
    body = (
      <p className={`${box} p-10 text-center text-base-content/80`} role="status">
        Memuat data...
      </p>
    );
  else if (!rows) body = null;
  else if (rows.length === 0) {
    body = (
      <div className={`${box} flex flex-col items-center gap-2 px-6 py-14 text-center`}>
        <UserX className="size-10 text-base-content/40" aria-hidden="true" />
        <p className="font-semibold">{ADMIN_ATLET_MSG.kosong}</p>
        {filtered && <p className="text-sm text-base-content/75">{ADMIN_ATLET_MSG.ubahFilter}</p>}
      </div>
    );
  } else {
    body = (
      <>
        <AdminAtletTable rows={rows} onOpen={open} />
        {meta && (
          <Pagination
            page={meta.page}
            totalPages={meta.totalPages}
            onPageChange={(p) => {
              onChange({ ...search, page: p > 1 ? p : undefined });
              window.scrollTo({ top: 0 });
            }}
            summary={rangeText(meta.page, ADMIN_ATLET_PAGE_SIZE, rows.length, meta.total)}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Data Atlet</h1>
        <p className="text-sm text-base-content/80">Semua atlet dari seluruh dojang yang terdaftar di Arena TKD.</p>
      </header>
      <AdminAtletFilterBar
        search={text}
        gender={search.jk}
        kategori={search.ku}
        summary={meta ? `${meta.total} atlet${query.isFetching ? ' · memuat...' : ''}` : undefined}
        onSearchChange={setText}
        onGenderChange={(jk) => onChange({ ...search, jk, page: undefined })}
        onKategoriChange={(ku) => onChange({ ...search, ku, page: undefined })}
        onClear={() => {
          setText('');
          onChange({});
        }}
      />
      {query.isError && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-2">
          <span className="flex-1">{ADMIN_ATLET_MSG.gagalMemuat}</span>
          <button type="button" className="link font-semibold" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <RefreshCw className="inline size-4" aria-hidden="true" />
            )}{' '}
            Coba lagi
          </button>
        </div>
      )}
      {body}
    </div>
  );
}
