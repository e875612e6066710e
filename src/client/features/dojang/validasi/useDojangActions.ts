import { useState } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_DOJANG_MSG, type DojangStatus } from '../../../../domain/schemas/admin-dojang';
import { adalahKode, errorMessage } from '../../../data/api-error';
import { KODE } from '../../../data/sync/kode';
import { hapusDojang, ubahStatusDojang, useRefreshDojang } from '../../../data/online/admin-dojang';
import type { DojangAksi } from './DojangAksiButtons';

interface Sasaran {
  id_dojang: number;
  nama_dojang: string;
  status: DojangStatus;
  /** Known from the detail: the server would refuse, so the refusal is shown at once. */
  alasan_tidak_bisa_dihapus?: string | null;
}

/**
 * The ADMIN's writes on a dojang: validation status (a rejection with its reason) and delete (asked to confirm first). Every answer
 * is a toast — the server's refusal word for word — and the lists, detail and stat cards are read again.
 */
export function useDojangActions(onDeleted: (id_dojang: number) => void) {
  const refresh = useRefreshDojang();
  const [busy, setBusy] = useState<DojangAksi['busy']>(null);
  const [confirm, setConfirm] = useState<Sasaran | null>(null);
  const [tolak, setTolak] = useState<Sasaran | null>(null);

  /** 'Tolak' first asks for the reason the coach will read (catatan); the other statuses are set at once. */
  const setStatus = async (d: Sasaran, status: DojangStatus, catatan?: string) => {
    if (busy) return;
    if (status === 'REJECTED' && catatan === undefined) {
      setTolak(d);
      return;
    }
    setBusy({ id_dojang: d.id_dojang, aksi: status });
    try {
      const res = await ubahStatusDojang({ id_dojang: d.id_dojang, status, status_sebelumnya: d.status, catatan });
      toast.success(res.message || ADMIN_DOJANG_MSG.berhasil[status]);
      refresh(res.data);
      setTolak(null);
    } catch (e) {
      // Another ADMIN set the status first: the refusal names it, so it stays longer; the lists are read again either way.
      toast.error(errorMessage(e, ADMIN_DOJANG_MSG.gagalStatus), { duration: adalahKode(e, KODE.konflikVersi) ? 6000 : 4000 });
      refresh();
    } finally {
      setBusy(null);
    }
  };

  const askHapus = (d: Sasaran) => {
    if (busy) return;
    if (d.alasan_tidak_bisa_dihapus) {
      toast.error(d.alasan_tidak_bisa_dihapus, { id: `hapus-${d.id_dojang}`, duration: 6000 });
      return;
    }
    setConfirm(d);
  };

  const hapus = async () => {
    if (!confirm || busy) return;
    const d = confirm;
    setBusy({ id_dojang: d.id_dojang, aksi: 'HAPUS' });
    try {
      const res = await hapusDojang(d.id_dojang);
      toast.success(res.message || ADMIN_DOJANG_MSG.hapusBerhasil(d.nama_dojang));
      onDeleted(d.id_dojang);
    } catch (e) {
      // Still used (athletes, entries, proofs, a coach): the refusal gives the reason, kept longer to be read.
      const refused = adalahKode(e, 'masih_dipakai');
      toast.error(errorMessage(e, ADMIN_DOJANG_MSG.gagalHapus), { duration: refused ? 6000 : 4000 });
    } finally {
      setBusy(null);
      setConfirm(null);
      refresh();
    }
  };

  return {
    busy,
    confirm,
    setStatus,
    askHapus,
    hapus,
    cancelHapus: () => !busy && setConfirm(null),
    tolak,
    konfirmasiTolak: (catatan: string) => tolak && void setStatus(tolak, 'REJECTED', catatan),
    batalTolak: () => !busy && setTolak(null),
  };
}
