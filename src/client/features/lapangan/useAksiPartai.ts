import { useState } from 'react';
import toast from 'react-hot-toast';
import type { InputHasil } from '../../../domain/bagan/types';
import type { Sudut } from '../../../domain/sudut';
import { peringatanPanggil } from '../../../domain/tanda-timbang';
import { ApiError } from '../../data/api-error';
import { catatHasilPartai, mulaiPartai, panggilPartai, tidakHadir, type PartaiTampil } from '../../data/lapangan';
import type { MatchView } from '../../data/bagan/types';

type Errors = Partial<Record<keyof InputHasil, string>>;

const pesan = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Gagal menyimpan. Coba lagi.');

/** The bout as the result dialog reads it: the bracket match with this device's state of it. */
export function matchDari(p: PartaiTampil): MatchView {
  return {
    id_match: p.id_match,
    ronde: p.ronde,
    posisi: p.posisi ?? 0,
    id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null,
    id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null,
    skor_a: p.skor_a,
    skor_b: p.skor_b,
    id_pemenang: p.id_pemenang,
    keputusan: p.keputusan,
    versi: p.versi_match,
    pending: p.menunggu > 0,
    rejected: p.ditolak?.aksi === 'hasil' ? p.ditolak.pesan : null,
    outboxId: p.ditolak?.aksi === 'hasil' ? p.ditolak.outboxId : null,
    konflik: p.ditolak?.konflikMatch ?? null,
  };
}

/** Call, start, no-show and result at the desk: each saved on the device at once (no waiting for the server). */
export function useAksiPartai(id_kompetisi: number) {
  const [hasil, setHasil] = useState<PartaiTampil | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const jalankan = async (kerja: () => Promise<unknown>) => {
    try {
      await kerja();
    } catch (e) {
      toast.error(pesan(e));
    }
  };
  return {
    panggil: (p: PartaiTampil) =>
      void jalankan(async () => {
        await panggilPartai(id_kompetisi, p);
        // Called all the same: the flag is said aloud here, the organiser decides what follows.
        const peringatan = peringatanPanggil(p);
        if (peringatan) toast(`Perhatian: ${peringatan}. Panitia yang memutuskan.`, { icon: '⚠️', duration: 8000 });
      }),
    mulai: (p: PartaiTampil) => void jalankan(() => mulaiPartai(id_kompetisi, p)),
    /** `tunggu_detik`: the competition's no-show wait (the court's settings). */
    tidakHadir: (p: PartaiTampil, sudut: Sudut, tunggu_detik: number) =>
      void jalankan(() => tidakHadir(id_kompetisi, p, sudut, tunggu_detik)),
    hasil,
    errors,
    busy,
    bukaHasil: (p: PartaiTampil) => {
      setErrors({});
      setHasil(p);
    },
    tutupHasil: () => {
      setHasil(null);
      setErrors({});
    },
    simpanHasil: async (input: InputHasil) => {
      if (!hasil) return;
      setBusy(true);
      try {
        await catatHasilPartai(id_kompetisi, hasil, input);
        setHasil(null);
      } catch (e) {
        if (e instanceof ApiError && e.errors && Object.keys(e.errors).length > 0) setErrors(e.errors as Errors);
        else toast.error(pesan(e));
      } finally {
        setBusy(false);
      }
    },
  };
}
