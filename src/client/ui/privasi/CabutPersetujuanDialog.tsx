import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../data/api-error';
import { cabutPersetujuan } from '../../data/privasi';
import { AlasanOpsional } from './AlasanOpsional';
import { ConfirmDialog } from '../ConfirmDialog';

interface Props {
  open: boolean;
  id_atlet: number;
  nama_atlet: string;
  onClose: () => void;
}

/** The confirmation of a withdrawal: what it ends, that erasure is requested, an optional reason. */
export function CabutPersetujuanDialog({ open, id_atlet, nama_atlet, onClose }: Props) {
  const [alasan, setAlasan] = useState('');
  const [busy, setBusy] = useState(false);
  const cabut = async () => {
    setBusy(true);
    try {
      const pesan = await cabutPersetujuan(id_atlet, alasan);
      toast.success(pesan || 'Persetujuan dicabut');
      setAlasan('');
      onClose();
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 0 ? 'Pencabutan persetujuan memerlukan koneksi ke server' : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Cabut persetujuan data pribadi?"
      cancelLabel="Batal"
      confirmLabel="Cabut persetujuan"
      confirmBusyLabel="Mencabut..."
      busy={busy}
      tone="error"
      onCancel={onClose}
      onConfirm={() => void cabut()}
    >
      <p>
        Data <strong>{nama_atlet}</strong> tidak akan diproses lagi: atlet ini tidak dapat didaftarkan ke kompetisi dan datanya tidak dapat
        diubah. Permintaan penghapusan data dicatat dan diproses oleh admin; hasil pertandingan yang sudah diumumkan tetap tercatat dengan
        nama dan dojang saja.
      </p>
      <AlasanOpsional id="cabut-alasan" value={alasan} onChange={setAlasan} disabled={busy} />
    </ConfirmDialog>
  );
}
