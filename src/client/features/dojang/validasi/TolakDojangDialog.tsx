import { useEffect, useId, useState } from 'react';
import { CATATAN_VALIDASI_MAKS } from '../../../../domain/schemas/admin-dojang';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** 'Tolak' on a dojang: the reason the coach will read on the dojang page (optional, at most 500 characters). */
export function TolakDojangDialog({
  nama,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  nama: string | undefined;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (catatan: string) => void;
}) {
  const id = useId();
  const [catatan, setCatatan] = useState('');
  useEffect(() => {
    if (open) setCatatan('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title="Tolak validasi dojang?"
      cancelLabel="Batal"
      confirmLabel="Tolak"
      confirmBusyLabel="Menolak..."
      busy={busy}
      tone="error"
      onCancel={onCancel}
      onConfirm={() => onConfirm(catatan)}
    >
      <p>
        Dojang <strong>{nama}</strong> akan ditandai Ditolak. Alasan Anda ditampilkan kepada pelatihnya.
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold text-base-content">
        Alasan penolakan
      </label>
      <textarea
        id={id}
        className="textarea textarea-bordered mt-1 w-full"
        rows={3}
        maxLength={CATATAN_VALIDASI_MAKS}
        value={catatan}
        placeholder="Contoh: Alamat dojang tidak lengkap, mohon lengkapi kelurahan dan kecamatan."
        onChange={(e) => setCatatan(e.target.value)}
      />
    </ConfirmDialog>
  );
}
