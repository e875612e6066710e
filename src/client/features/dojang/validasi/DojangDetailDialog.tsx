import { useId, type ReactNode } from 'react';
import { Building2, Check, RefreshCw, Trash2, Undo2, X } from 'lucide-react';
import { ADMIN_DOJANG_MSG, type AdminDojangDetail, type DojangStatus } from '../../../../domain/schemas/admin-dojang';
import { ApiError } from '../../../data/api-error';
import { useAdminDojangDetail } from '../../../data/online/admin-dojang';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';
import { bidangDojang } from './dojang-fields';
import { DojangStatusBadge } from './DojangStatusBadge';
import { FieldList } from './FieldList';

interface DojangDetailDialogProps {
  id: number | null;
  busy: 'APPROVED' | 'REJECTED' | 'PENDING' | 'HAPUS' | null;
  onClose: () => void;
  onStatus: (d: AdminDojangDetail, status: DojangStatus) => void;
  onHapus: (d: AdminDojangDetail) => void;
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-box bg-base-200/60 p-3 text-center">
      <p className="text-xl font-black tabular-nums">{value}</p>
      <p className="text-xs text-base-content/75">{label}</p>
    </div>
  );
}

const spin = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

function Pelatih({ d }: { d: AdminDojangDetail }) {
  if (!d.pelatih) return <p className="text-sm text-base-content/75">Belum ada akun pelatih untuk dojang ini.</p>;
  const p = d.pelatih;
  return (
    <div className="rounded-box bg-base-200/60 p-4 text-sm">
      <p className="font-semibold break-words">{p.nama_pelatih}</p>
      <p className="break-words text-base-content/80">
        {p.email}
        {p.no_telp ? ` · ${p.no_telp}` : ''}
      </p>
      <p className="mt-1">
        <span className={`badge badge-soft badge-sm ${p.status_akun === 'ACTIVE' ? 'badge-success' : 'badge-ghost'}`}>
          {p.status_akun === 'ACTIVE' ? 'Akun aktif' : 'Akun nonaktif'}
        </span>
      </p>
    </div>
  );
}

/** 'Detail Dojang': logo, the record as labelled fields, its coach, counts, and the ADMIN's actions. */
export function DojangDetailDialog({ id, busy, onClose, onStatus, onHapus }: DojangDetailDialogProps) {
  const ref = useModalDialog(id !== null);
  const titleId = useId();
  const query = useAdminDojangDetail(id);
  const d = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const close = () => {
    if (!busy) onClose();
  };

  let body: ReactNode;
  if (!d && query.isLoading)
    body = (
      <p className="py-10 text-center text-base-content/80" role="status">
        Memuat data...
      </p>
    );
  else if (!d && notFound)
    body = (
      <p className="py-10 text-center font-semibold" role="alert">
        {ADMIN_DOJANG_MSG.tidakDitemukan}
      </p>
    );
  else if (!d) {
    body = (
      <div className="space-y-3 py-8 text-center" role="alert">
        <p className="text-error">{ADMIN_DOJANG_MSG.gagalMuat}</p>
        <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" /> Coba lagi
        </button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {d.status === 'REJECTED' && d.catatan_validasi && (
          <p className="rounded-box bg-error/10 p-3 text-sm break-words">
            <span className="font-semibold">Alasan penolakan: </span>
            {d.catatan_validasi}
          </p>
        )}
        <div className="grid grid-cols-3 gap-2">
          <Tile label="Atlet" value={d.jumlah_atlet} />
          <Tile label="Pendaftaran" value={d.jumlah_entri} />
          <Tile label="Bukti Transfer" value={d.jumlah_bukti_transfer} />
        </div>
        <section className="space-y-2" aria-label="Pelatih">
          <h3 className="text-sm font-bold">Pelatih</h3>
          <Pelatih d={d} />
        </section>
        <section className="space-y-2" aria-label="Data dojang">
          <h3 className="text-sm font-bold">Data Dojang</h3>
          <FieldList rows={bidangDojang(d)} />
        </section>
        {d.alasan_tidak_bisa_dihapus && (
          <p className="rounded-box bg-warning/15 p-3 text-xs" role="note">
            {d.alasan_tidak_bisa_dihapus}
          </p>
        )}
      </div>
    );
  }

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="modal-box max-h-[92dvh] space-y-4 sm:max-w-2xl">
        <header className="flex items-start gap-3">
          {d?.logo_url ? (
            <img src={d.logo_url} alt={`Logo ${d.nama_dojang}`} className="size-14 shrink-0 rounded-box bg-base-200 object-contain" />
          ) : (
            <span className="grid size-14 shrink-0 place-items-center rounded-box bg-primary/10 text-primary">
              <Building2 className="size-7" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-xs font-bold tracking-wide text-base-content/70 uppercase">
              Detail Dojang
            </h2>
            <p className="text-lg font-black break-words">{d?.nama_dojang ?? '-'}</p>
            {d && <DojangStatusBadge status={d.status} size="md" />}
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={close}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        {body}
        {d && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-base-300 pt-4">
            <button
              type="button"
              className={`btn btn-ghost text-error mr-auto ${d.alasan_tidak_bisa_dihapus ? 'opacity-50' : ''}`}
              disabled={busy !== null}
              aria-disabled={d.alasan_tidak_bisa_dihapus ? true : undefined}
              title={d.alasan_tidak_bisa_dihapus ?? 'Hapus dojang'}
              onClick={() => onHapus(d)}
            >
              {busy === 'HAPUS' ? spin : <Trash2 className="size-4" aria-hidden="true" />} Hapus
            </button>
            {d.status !== 'PENDING' && (
              <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => onStatus(d, 'PENDING')}>
                {busy === 'PENDING' ? spin : <Undo2 className="size-4" aria-hidden="true" />} Jadikan Menunggu
              </button>
            )}
            {d.status !== 'REJECTED' && (
              <button type="button" className="btn btn-error btn-soft" disabled={busy !== null} onClick={() => onStatus(d, 'REJECTED')}>
                {busy === 'REJECTED' ? spin : <X className="size-4" aria-hidden="true" />} Tolak
              </button>
            )}
            {d.status !== 'APPROVED' && (
              <button type="button" className="btn btn-success" disabled={busy !== null} onClick={() => onStatus(d, 'APPROVED')}>
                {busy === 'APPROVED' ? spin : <Check className="size-4" aria-hidden="true" />} Setujui
              </button>
            )}
          </div>
        )}
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} />
      </div>
    </dialog>
  );
}
