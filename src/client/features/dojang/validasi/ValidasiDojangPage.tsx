import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  ADMIN_DOJANG_MSG,
  DOJANG_PAGE_SIZE,
  DOJANG_STATUS,
  DOJANG_STATUS_LABEL,
  type DojangStatus,
} from '../../../../domain/schemas/admin-dojang';
import { useAdminDojangList, useDojangStats } from '../../../data/online/admin-dojang';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Pagination } from '../../../ui/Pagination';
import { useTitle } from '../../../ui/hooks/useTitle';
import type { DojangAksi } from './DojangAksiButtons';
import { DojangDetailDialog } from './DojangDetailDialog';
import { DojangEmpty, DojangLoadError, DojangLoading, rangeText } from './DojangListStates';
import { DojangSearchBar } from './DojangSearchBar';
import { DojangStatCards } from './DojangStatCards';
import { DojangTable } from './DojangTable';
import { TolakDojangDialog } from './TolakDojangDialog';
import { useDojangActions } from './useDojangActions';
import { useDojangListState } from './useDojangListState';

const FILTERS: readonly { value: DojangStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Semua' },
  ...DOJANG_STATUS.map((s) => ({ value: s, label: DOJANG_STATUS_LABEL[s] })),
];

/** /admin/validasi-dojang. */
export function ValidasiDojangPage() {
  useTitle('Validasi Dojang');
  const state = useDojangListState();
  const list = useAdminDojangList({ page: state.page, search: state.query, status: state.status });
  const { stats, isLoading: statsLoading } = useDojangStats();
  const [detailId, setDetailId] = useState<number | null>(null);
  const actions = useDojangActions((id) => setDetailId((open) => (open === id ? null : open)));
  const meta = list.data?.meta;
  const rows = list.data?.data;

  useEffect(() => {
    if (list.error) toast.error(ADMIN_DOJANG_MSG.gagalMuat, { id: 'dojang-load' });
  }, [list.error]);

  // The last row of the last page was deleted: show the page before it.
  const { setPage } = state;
  useEffect(() => {
    if (meta && rows && rows.length === 0 && meta.page > 1 && meta.page > meta.totalPages) setPage(meta.totalPages);
  }, [meta, rows, setPage]);

  const aksi: DojangAksi = {
    onDetail: (d) => setDetailId(d.id_dojang),
    onStatus: (d, status) => void actions.setStatus(d, status),
    onHapus: (d) => actions.askHapus(d),
    busy: actions.busy,
  };

  let body;
  if (!rows && list.isLoading) body = <DojangLoading />;
  else if (!rows) body = <DojangLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0) body = <DojangEmpty filtered={Boolean(state.query.trim() || state.status)} />;
  else {
    body = (
      <>
        <DojangTable rows={rows} aksi={aksi} />
        {meta && (
          <Pagination
            page={meta.page}
            totalPages={meta.totalPages}
            onPageChange={state.setPage}
            summary={rangeText(meta.page, DOJANG_PAGE_SIZE, rows.length, meta.total)}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Validasi Dojang</h1>
        <p className="text-sm text-base-content/80">Periksa dojang yang terdaftar, lalu setujui atau tolak validasinya.</p>
      </header>
      <DojangStatCards stats={stats} loading={statsLoading} />
      <DojangSearchBar
        search={state.search}
        onSearchChange={state.setSearch}
        summary={meta ? `${meta.total} dojang${list.isFetching ? ' · memuat...' : ''}` : undefined}
      >
        <div className="join w-full sm:w-auto" role="group" aria-label="Filter status validasi">
          {FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={state.status === f.value}
              className={`btn join-item btn-sm flex-1 px-2 text-xs sm:flex-none sm:px-3 sm:text-sm ${state.status === f.value ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => state.setStatus(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
      </DojangSearchBar>
      {body}
      <DojangDetailDialog
        id={detailId}
        busy={actions.busy && actions.busy.id_dojang === detailId ? actions.busy.aksi : null}
        onClose={() => setDetailId(null)}
        onStatus={(d, status) => void actions.setStatus(d, status)}
        onHapus={(d) => actions.askHapus(d)}
      />
      <ConfirmDialog
        open={actions.confirm !== null}
        title="Hapus dojang?"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmBusyLabel="Menghapus..."
        busy={actions.busy?.aksi === 'HAPUS'}
        tone="error"
        onCancel={actions.cancelHapus}
        onConfirm={() => void actions.hapus()}
      >
        Dojang <strong>{actions.confirm?.nama_dojang}</strong> akan dihapus permanen. Dojang yang masih memiliki atlet, pendaftaran, bukti
        transfer atau akun pelatih tidak dapat dihapus.
      </ConfirmDialog>
      <TolakDojangDialog
        open={actions.tolak !== null}
        nama={actions.tolak?.nama_dojang}
        busy={actions.busy?.aksi === 'REJECTED'}
        onCancel={actions.batalTolak}
        onConfirm={actions.konfirmasiTolak}
      />
    </div>
  );
}
