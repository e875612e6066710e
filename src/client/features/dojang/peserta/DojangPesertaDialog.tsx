import { useId } from 'react';
import { Building2, Info, X } from 'lucide-react';
import { ADMIN_DOJANG_MSG, type KompetisiDojangRow } from '../../../../domain/schemas/admin-dojang';
import { formatTanggal } from '../../../ui/format';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';
import { bidangDojang } from '../validasi/dojang-fields';
import { FieldList } from '../validasi/FieldList';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-box bg-base-200/60 p-3">
      <p className="text-xs text-base-content/75">{label}</p>
      <p className="font-bold break-words">{value}</p>
    </div>
  );
}

/**
 * 'Detail Dojang' of the competition admin: name, athlete count in this competition,
 * province and registration date, then the record as labelled fields. `open` without a row (it left the
 * list meanwhile) reads 'Dojang tidak ditemukan'. Removing a dojang is the ADMIN's, and it says so.
 */
export function DojangPesertaDialog({
  open,
  dojang: d,
  onClose,
}: {
  open: boolean;
  dojang: KompetisiDojangRow | null;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box max-h-[92dvh] space-y-4 sm:max-w-2xl">
        <header className="flex items-start gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-box bg-primary/10 text-primary">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-xs font-bold tracking-wide text-base-content/70 uppercase">
              Detail Dojang
            </h2>
            <p className="text-lg font-black break-words">{d?.nama_dojang ?? '-'}</p>
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        {!d ? (
          <p className="py-10 text-center font-semibold" role="alert">
            {ADMIN_DOJANG_MSG.tidakDitemukan}
          </p>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Tile label="Jumlah Atlet" value={`${d.jumlah_atlet} atlet`} />
              <Tile label="Pendaftaran" value={`${d.jumlah_entri} entri`} />
              <Tile label="Provinsi" value={d.provinsi || '-'} />
              <Tile label="Tanggal Daftar" value={formatTanggal(d.created_at)} />
            </div>
            <p className="text-xs text-base-content/70">Jumlah atlet dan pendaftaran dihitung di kompetisi ini saja.</p>
            <section className="space-y-2" aria-label="Data dojang">
              <h3 className="text-sm font-bold">Data Dojang</h3>
              <FieldList rows={bidangDojang(d)} />
            </section>
          </>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-base-300 pt-4">
          <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-base-content/80">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {ADMIN_DOJANG_MSG.hapusOlehAdmin}
          </p>
          <button type="button" className="btn" onClick={onClose}>
            Tutup
          </button>
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      </div>
    </dialog>
  );
}
