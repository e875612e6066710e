import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { ADMIN_DOJANG_MSG, DOJANG_PAGE_SIZE, type KompetisiDojangRow } from '../../../../domain/schemas/admin-dojang';
import { useAuth } from '../../../data/auth';
import { useKompetisiDojangList } from '../../../data/online/admin-dojang';
import { useKompetisiList } from '../../../data/online/kompetisi';
import { Pagination } from '../../../ui/Pagination';
import { useTitle } from '../../../ui/hooks/useTitle';
import { DojangEmpty, DojangLoadError, DojangLoading, rangeText } from '../validasi/DojangListStates';
import { DojangSearchBar } from '../validasi/DojangSearchBar';
import { useDojangListState } from '../validasi/useDojangListState';
import { DojangPesertaDialog } from './DojangPesertaDialog';
import { DojangPesertaTable } from './DojangPesertaTable';

/** /admin-kompetisi/validasi-dojang. */
export function DojangPesertaPage() {
  useTitle('Data Dojang');
  const id_kompetisi = useAuth().user?.admin_kompetisi?.id_kompetisi ?? null;
  const kompetisi = useKompetisiList().data?.find((k) => k.id_kompetisi === id_kompetisi);
  const state = useDojangListState();
  const list = useKompetisiDojangList(id_kompetisi, { page: state.page, search: state.query });
  const [detail, setDetail] = useState<{ id: number; row: KompetisiDojangRow } | null>(null);
  const meta = list.data?.meta;
  const rows = list.data?.data;

  useEffect(() => {
    if (list.error) toast.error(ADMIN_DOJANG_MSG.gagalMuat, { id: 'dojang-load' });
  }, [list.error]);

  const open = useCallback((row: KompetisiDojangRow) => setDetail({ id: row.id_dojang, row }), []);
  // The modal shows the dojang as the list has it now; one that left the list reads 'Dojang tidak ditemukan'.
  const shown =
    detail && rows ? (rows.find((r) => r.id_dojang === detail.id) ?? (list.isPlaceholderData ? detail.row : null)) : (detail?.row ?? null);

  const header = (
    <header>
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Data Dojang</h1>
      <p className="text-sm text-base-content/80">
        Dojang yang memiliki peserta di {kompetisi ? <strong>{kompetisi.nama_event}</strong> : 'kompetisi ini'}.
      </p>
    </header>
  );
  if (id_kompetisi === null) {
    return (
      <div className="space-y-6">
        {header}
        <p className="rounded-box bg-base-100 p-10 text-center font-semibold shadow ring-1 ring-base-300" role="alert">
          {ADMIN_DOJANG_MSG.tanpaKompetisi}
        </p>
      </div>
    );
  }

  let body;
  if (!rows && list.isLoading) body = <DojangLoading />;
  else if (!rows) body = <DojangLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0) body = <DojangEmpty filtered={Boolean(state.query.trim())} />;
  else {
    body = (
      <>
        <DojangPesertaTable rows={rows} onDetail={open} />
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
      {header}
      <DojangSearchBar
        search={state.search}
        onSearchChange={state.setSearch}
        summary={meta ? `${meta.total} dojang${list.isFetching ? ' · memuat...' : ''}` : undefined}
      />
      <p className="flex items-start gap-2 text-sm text-base-content/75">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {ADMIN_DOJANG_MSG.hapusOlehAdmin}
      </p>
      {body}
      <DojangPesertaDialog open={detail !== null} dojang={shown} onClose={() => setDetail(null)} />
    </div>
  );
}
