import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { bersihkanLog, kejadianTerakhir, statusTimer, turunkanHasil, type IsiKejadian, type KejadianBout } from '../../../domain/skor';
import { ApiError } from '../../data/api-error';
import { catatKejadian, simpanHasilSkor, useKonsolSkor } from '../../data/skor';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { buatPapan } from './papan-state';
import { useSiaran } from './useSiaran';

const pesan = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Gagal menyimpan. Coba lagi.');

/**
 * The console's state: the bout's log from Dexie folded by the domain (turunkanHasil for the score, statusTimer for
 * the clocks), re-read every quarter second for the clock; each tap appends one event, shown (and sent to the board)
 * as soon as it is kept. When the round clock runs out the console itself appends ronde_selesai (the domain never
 * ends a round by the clock alone).
 */
export function useKonsol(id_kompetisi: number, id_match: string) {
  const baca = useKonsolSkor(id_kompetisi, id_match);
  const now = useSekarang(250);
  const [menyimpan, setMenyimpan] = useState(false);
  // Events this console just kept, shown at once: Dexie's live read of the bout (the court's bouts, its queue) comes
  // a little later and then holds them too.
  const [lokal, setLokal] = useState<{ id_match: string; kejadian: readonly KejadianBout[] }>({ id_match, kejadian: [] });
  const dariDexie = baca?.data ?? null;
  const data = useMemo(() => {
    if (!dariDexie || lokal.id_match !== id_match || lokal.kejadian.length === 0) return dariDexie;
    const ada = new Set(dariDexie.log.map((e) => `${e.perangkat}|${e.id}`));
    const kurang = lokal.kejadian.filter((e) => !ada.has(`${e.perangkat}|${e.id}`));
    return kurang.length === 0 ? dariDexie : { ...dariDexie, log: [...dariDexie.log, ...kurang].sort((a, b) => a.seq - b.seq) };
  }, [dariDexie, lokal, id_match]);
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

  /** The log with `baru` in place of events of the same device and id (a point shown, then kept with its seq). */
  const ganti = (log: readonly KejadianBout[], baru: readonly KejadianBout[], buang = false) => {
    const kunci = new Set(baru.map((e) => `${e.perangkat}|${e.id}`));
    const sisa = log.filter((e) => !kunci.has(`${e.perangkat}|${e.id}`));
    return buang ? sisa : [...sisa, ...baru].sort((a, b) => a.seq - b.seq);
  };
  const tampilkan = (log: KejadianBout[]) => {
    if (!data) return;
    logTerakhir.current = log;
    const t = Date.now();
    kirim(buatPapan(data.partai, data.aturan, turunkanHasil(data.aturan, log), statusTimer(data.aturan, log, t), t));
  };

  /** Events just kept, or about to be (a tap, judges' points): on this console's screen and its board at once. */
  const terima = (baru: readonly KejadianBout[]) => {
    if (!data || baru.length === 0) return;
    setLokal((l) => ({ id_match, kejadian: ganti(l.id_match === id_match ? l.kejadian : [], baru) }));
    tampilkan(ganti(logTerakhir.current, baru));
  };
  /** Events shown that could not be kept: off the screen again. */
  const tarik = (batal: readonly KejadianBout[]) => {
    setLokal((l) => ({ id_match, kejadian: ganti(l.id_match === id_match ? l.kejadian : [], batal, true) }));
    tampilkan(ganti(logTerakhir.current, batal, true));
  };

  const tap = async (isi: IsiKejadian) => {
    if (!data) return;
    try {
      terima([await catatKejadian(id_kompetisi, data.partai, isi)]);
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

  const bersih = useMemo(() => (data ? bersihkanLog(data.log, data.aturan.ivr) : null), [data]);
  /** The last event of any kind still in force: 'Batal terakhir' takes it back. */
  const terakhir = bersih ? kejadianTerakhir(bersih) : null;
  /** Points and gam-jeoms in force, oldest first (what a video review may take back). */
  const skorBerlaku = useMemo(() => bersih?.kejadian.filter((k) => k.jenis === 'poin' || k.jenis === 'gam_jeom') ?? [], [bersih]);

  return {
    loading: baca === undefined || (baca.memuat && !baca.data),
    data,
    hasil,
    timer,
    now,
    terakhir,
    skorBerlaku,
    menyimpan,
    tap,
    terima,
    tarik,
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
