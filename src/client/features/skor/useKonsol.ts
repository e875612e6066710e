import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { bersihkanLog, statusTimer, turunkanHasil, type IsiKejadian } from '../../../domain/skor';
import { ApiError } from '../../data/api-error';
import { catatKejadian, simpanHasilSkor, useKonsolSkor } from '../../data/skor';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { buatPapan } from './papan-state';
import { useSiaran } from './useSiaran';

const BISA_BATAL = new Set(['poin', 'gam_jeom', 'sup', 'keputusan']);
const pesan = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Gagal menyimpan. Coba lagi.');

/**
 * The console's state: the bout's log from Dexie folded by the domain (turunkanHasil for the score, statusTimer for
 * the clocks), re-read every quarter second for the clock; each tap appends one event. When the round clock runs
 * out the console itself appends ronde_selesai (the domain never ends a round by the clock alone).
 */
export function useKonsol(id_kompetisi: number, id_match: string) {
  const baca = useKonsolSkor(id_kompetisi, id_match);
  const now = useSekarang(250);
  const [menyimpan, setMenyimpan] = useState(false);
  const data = baca?.data ?? null;
  const hasil = useMemo(() => (data ? turunkanHasil(data.aturan, data.log) : null), [data]);
  const timer = data ? statusTimer(data.aturan, data.log, now) : null;
  const papan = useMemo(
    () => (data && hasil && timer ? buatPapan(data.partai, data.aturan, hasil, timer, now) : null),
    // The board counts its clock down by itself: a new picture per log change and per second is enough.
    [data, hasil, timer?.fase, timer?.berjalan, Math.floor(now / 1000)],
  );
  const kirim = useSiaran(id_match, papan);
  // The log as this console last wrote it: a tap's picture goes to the board as soon as the tap is kept, without
  // waiting for the console's re-read of Dexie (taps in quick succession each build on the one before).
  const logTerakhir = useRef(data?.log ?? []);
  useEffect(() => {
    logTerakhir.current = data?.log ?? [];
  }, [data]);

  const tap = async (isi: IsiKejadian) => {
    if (!data) return;
    try {
      const k = await catatKejadian(id_kompetisi, data.partai, isi);
      const log = [...logTerakhir.current.filter((e) => e.perangkat !== k.perangkat || e.id !== k.id), k];
      logTerakhir.current = log;
      const t = Date.now();
      kirim(buatPapan(data.partai, data.aturan, turunkanHasil(data.aturan, log), statusTimer(data.aturan, log, t), t));
    } catch (e) {
      toast.error(pesan(e));
    }
  };

  const ditutup = useRef<number | null>(null);
  const habis = timer?.habis ?? false;
  const ronde = timer?.ronde ?? 0;
  useEffect(() => {
    if (!habis || ditutup.current === ronde) return;
    ditutup.current = ronde;
    void tap({ jenis: 'ronde_selesai', ronde });
  }, [habis, ronde]);

  /** The last point, gam-jeom, SUP or decision still in force: 'Batal terakhir' takes it back. */
  const terakhir = data
    ? (bersihkanLog(data.log)
        .kejadian.filter((k) => BISA_BATAL.has(k.jenis))
        .at(-1) ?? null)
    : null;

  return {
    loading: baca === undefined || (baca.memuat && !baca.data),
    data,
    hasil,
    timer,
    now,
    terakhir,
    menyimpan,
    tap,
    batal: () => terakhir && void tap({ jenis: 'undo', target: terakhir.seq }),
    simpan: async (): Promise<boolean> => {
      if (!data) return false;
      setMenyimpan(true);
      try {
        await simpanHasilSkor(id_kompetisi, data.partai, data.aturan);
        return true;
      } catch (e) {
        toast.error(pesan(e));
        return false;
      } finally {
        setMenyimpan(false);
      }
    },
  };
}
export type Konsol = ReturnType<typeof useKonsol>;
