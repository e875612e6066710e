import { useMemo } from 'react';
import { tagihanDojang, type Tagihan } from '../../../../domain/kompetisi/biaya';
import { pembayaranDojang, type Pembayaran } from '../../../../domain/kompetisi/pembayaran';
import { useBuktiTransfer, usePesertaSaya } from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { currentUser } from '../../../data/session';

export interface PembayaranSaya {
  tagihan: Tagihan;
  bayar: Pembayaran;
  nama_dojang: string;
  /** Both the entries and the proofs have been read (from Dexie or the server). */
  siap: boolean;
}

/**
 * The coach's invoice and payment state for one competition, from the entries and proofs kept on the device
 * (so it reads offline) by the same domain rule the server locks entries with. A registration the server
 * refused is left out; a queued one is not yet paid; a queued proof counts as uploaded, awaiting review.
 */
export function usePembayaranSaya(kompetisi: Kompetisi): PembayaranSaya {
  const peserta = usePesertaSaya(kompetisi.id_kompetisi);
  const bukti = useBuktiTransfer(kompetisi.id_kompetisi);
  return useMemo(() => {
    const baru = (p: { key: string }) => p.key.startsWith('new:');
    const aktif = (peserta.data ?? []).filter((p) => !(baru(p) && p.rejected !== null));
    const id_dojang = currentUser()?.pelatih?.id_dojang ?? aktif[0]?.atlet.id_dojang ?? 0;
    const entri = aktif.map((p) => ({ ...p, created_at: baru(p) ? null : p.created_at }));
    const proofs = (bukti.data ?? []).filter((b) => b.rejected === null);
    return {
      tagihan: tagihanDojang(kompetisi, { id_dojang }, aktif),
      bayar: pembayaranDojang(kompetisi, entri, proofs),
      nama_dojang: aktif[0]?.atlet.dojang.nama_dojang ?? '',
      siap: peserta.data !== undefined && bukti.data !== undefined,
    };
  }, [kompetisi, peserta.data, bukti.data]);
}
