import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { BATAS_PROSES_TEKS } from '../../../domain/hak-data/batas';
import { DATA_TETAP_TEKS, KOLOM_DIKOSONGKAN, BERKAS_ATLET, LABEL_DATA_ATLET } from '../../../domain/hak-data/hapus';
import { ApiError } from '../../data/api-error';
import { kunciHakData, mintaHapusData } from '../../data/online/hak-data';
import { AlasanOpsional } from '../../ui/privasi/AlasanOpsional';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface Props {
  id_atlet: number;
  nama_atlet: string;
  /** The athlete's data is still processed (consent standing or never asked): asking erasure ends that. */
  prosesBerjalan: boolean;
  onClose: () => void;
}

const DIHAPUS = [...BERKAS_ATLET, ...KOLOM_DIKOSONGKAN].map((k) => LABEL_DATA_ATLET[k]).join(', ');

/** The confirmation of 'Minta hapus data': what goes, what stays, by when, an optional reason. */
export function MintaHapusDialog({ id_atlet, nama_atlet, prosesBerjalan, onClose }: Props) {
  const qc = useQueryClient();
  const [alasan, setAlasan] = useState('');
  const [busy, setBusy] = useState(false);
  const kirim = async () => {
    setBusy(true);
    try {
      const { pesan, data } = await mintaHapusData(id_atlet, alasan);
      qc.setQueryData(kunciHakData(id_atlet), data);
      toast.success(pesan);
      onClose();
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 0 ? 'Permintaan hapus data memerlukan koneksi ke server' : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Minta hapus data ${nama_atlet}?`}
      cancelLabel="Batal"
      confirmLabel="Minta hapus data"
      confirmBusyLabel="Mengirim..."
      busy={busy}
      tone="error"
      onCancel={onClose}
      onConfirm={() => void kirim()}
    >
      <div className="space-y-2">
        <p>
          Admin menghapus <strong>{DIHAPUS}</strong>, dan tanggal lahir menyisakan tahunnya saja, {BATAS_PROSES_TEKS}.
        </p>
        <p>{DATA_TETAP_TEKS}</p>
        {prosesBerjalan && (
          <p className="font-semibold">
            Pemrosesan data ikut dihentikan (persetujuan dicabut): mulai sekarang atlet ini tidak dapat didaftarkan ke kompetisi atau diubah
            datanya.
          </p>
        )}
        <p>Unduh salinan datanya lebih dulu bila masih diperlukan.</p>
      </div>
      <AlasanOpsional id="minta-hapus-alasan" value={alasan} onChange={setAlasan} disabled={busy} />
    </ConfirmDialog>
  );
}
