import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Receipt, RefreshCw } from 'lucide-react';
import { BUKTI_MSG } from '../../../domain/schemas/bukti-transfer';
import { VERIFIKASI_MSG, type BuktiAdmin } from '../../../domain/schemas/bukti-verifikasi';
import { errorMessage } from '../../data/api-error';
import { FILE_DOWNLOAD_MESSAGES, downloadFile } from '../../data/files';
import { BUKTI_PAGE_SIZE, useAdminBukti } from '../../data/online/admin-bukti';
import { useKompetisiList } from '../../data/online/kompetisi';
import { Pagination } from '../../ui/Pagination';
import { useTitle } from '../../ui/hooks/useTitle';
import { BuktiCard, type BuktiAksi } from './BuktiCard';
import { BuktiFilterBar } from './BuktiFilterBar';
import { BuktiViewer } from './BuktiViewer';
import { VerifikasiDialog } from './VerifikasiDialog';
import { namaUnduhan, rangeText } from './bukti-view';
import { useBuktiListState } from './useBuktiListState';
import { useVerifikasi } from './useVerifikasi';

const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

const unduh = (b: BuktiAdmin) =>
  void downloadFile(b.url, namaUnduhan(b), FILE_DOWNLOAD_MESSAGES).catch((e: unknown) =>
    toast.error(errorMessage(e, FILE_DOWNLOAD_MESSAGES.failed)),
  );

/**
 * /admin/bukti-pembayaran: pick a competition,
 * then a grid of its proofs — search by dojang or coach, review-status tabs — each with the dojang's
 * invoice, viewable large, downloadable, and accepted or rejected with a note the coach reads.
 */
export function BuktiPembayaranPage() {
  useTitle('Bukti Transfer');
  const state = useBuktiListState();
  const kompetisi = useKompetisiList();
  const list = useAdminBukti(
    state.kompetisi === null ? null : { id_kompetisi: state.kompetisi, page: state.page, search: state.query, status: state.status },
  );
  const [lihat, setLihat] = useState<BuktiAdmin | null>(null);
  const verifikasi = useVerifikasi(
    useCallback((b: BuktiAdmin) => setLihat((open) => (open?.id_bukti_transfer === b.id_bukti_transfer ? b : open)), []),
  );
  const rows = list.data?.data;
  const meta = list.data?.meta;

  // The featured competition (else the first) is picked for a start.
  const { setKompetisi } = state;
  const pilihan = kompetisi.data;
  useEffect(() => {
    if (state.kompetisi === null && pilihan?.length) setKompetisi((pilihan.find((k) => k.is_featured) ?? pilihan[0]).id_kompetisi);
  }, [state.kompetisi, pilihan, setKompetisi]);

  useEffect(() => {
    if (list.error) toast.error(BUKTI_MSG.gagalAmbil, { id: 'bukti-load' });
  }, [list.error]);

  // Fewer pages after a review moved a proof out of this tab: show the last page.
  const { setPage } = state;
  useEffect(() => {
    if (meta && rows && rows.length === 0 && meta.page > 1 && meta.page > meta.totalPages) setPage(meta.totalPages);
  }, [meta, rows, setPage]);

  const aksi: BuktiAksi = {
    onLihat: setLihat,
    onUnduh: unduh,
    onTerima: (b) => verifikasi.open(b, 'DITERIMA'),
    onTolak: (b) => verifikasi.open(b, 'DITOLAK'),
  };

  const filtered = Boolean(state.query || state.status);
  let body;
  if (kompetisi.isError && !pilihan) {
    body = <ErrorBox message="Gagal mengambil data kompetisi" onRetry={() => void kompetisi.refetch()} retrying={kompetisi.isFetching} />;
  } else if (!rows && (list.isLoading || kompetisi.isLoading || state.kompetisi === null)) {
    body =
      pilihan?.length === 0 ? (
        <Empty text="Belum ada kompetisi" />
      ) : (
        <p className={`${box} p-10 text-center text-base-content/80`} role="status">
          Memuat data...
        </p>
      );
  } else if (!rows) {
    body = <ErrorBox message={BUKTI_MSG.gagalAmbil} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <Empty text="Tidak ada bukti transfer yang sesuai" hint="Coba ubah kata pencarian atau status" />
    ) : (
      <Empty text={VERIFIKASI_MSG.kosong} />
    );
  } else {
    body = (
      <>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {rows.map((b) => (
            <BuktiCard key={b.id_bukti_transfer} b={b} aksi={aksi} />
          ))}
        </div>
        {meta && (
          <Pagination
            page={meta.page}
            totalPages={meta.totalPages}
            onPageChange={(p) => {
              state.setPage(p);
              window.scrollTo({ top: 0 });
            }}
            summary={rangeText(meta.page, BUKTI_PAGE_SIZE, rows.length, meta.total)}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Bukti Transfer</h1>
        <p className="text-sm text-base-content/80">
          Periksa bukti transfer tiap dojang terhadap tagihannya. Pembayaran yang diterima mengunci peserta dojang tersebut.
        </p>
      </header>
      <BuktiFilterBar
        kompetisi={pilihan ?? []}
        idKompetisi={state.kompetisi}
        search={state.search}
        status={state.status}
        jumlah={meta?.jumlah_status}
        onKompetisi={state.setKompetisi}
        onSearch={state.setSearch}
        onStatus={state.setStatus}
      />
      {list.isError && rows && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-2">
          <span className="flex-1">{BUKTI_MSG.gagalAmbil}</span>
          <button type="button" className="link font-semibold" onClick={() => void list.refetch()}>
            Coba lagi
          </button>
        </div>
      )}
      {body}
      <BuktiViewer bukti={lihat} onClose={() => setLihat(null)} onUnduh={unduh} onVerifikasi={verifikasi.open} />
      <VerifikasiDialog
        target={verifikasi.target}
        busy={verifikasi.busy}
        error={verifikasi.error}
        onCancel={verifikasi.close}
        onSubmit={(c) => void verifikasi.submit(c)}
      />
    </div>
  );
}

function Empty({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className={`${box} flex flex-col items-center gap-2 px-6 py-14 text-center`}>
      <Receipt className="size-10 text-base-content/40" aria-hidden="true" />
      <p className="font-semibold">{text}</p>
      {hint && <p className="text-sm text-base-content/75">{hint}</p>}
    </div>
  );
}

function ErrorBox({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={`${box} flex flex-col items-center gap-3 p-10 text-center`} role="alert">
      <p className="font-semibold text-error">{message}</p>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <RefreshCw className="size-4" aria-hidden="true" />
        )}{' '}
        Coba lagi
      </button>
    </div>
  );
}
