import { CADANGAN_HARIAN_DISIMPAN } from '../../domain/schemas/sistem';
import type { Db } from '../db/types';
import type { ChangeFeed } from '../feed/feed';
import { jalankanRetensi, type HasilRetensi } from '../retensi/jalankan';
import { buatCadangan, pangkasCadangan } from './arsip';
import { bersihkanSisa, daftarBerkasCadangan } from './berkas';
import { satuSatu } from './satu-satu';

/** The backup runs daily at 02:00 — WIB (UTC+7), i.e. 19:00 UTC the day before. */
export const JAM_HARIAN_UTC = 19;
const HARI_MS = 24 * 3600 * 1000;
/** A missed run (the server was off at 02:00) is made up this long after start. */
export const SUSULAN_MS = 5 * 60 * 1000;

export interface DepsHarian {
  db: Db;
  dataDir: string;
  log: (msg: string, err?: unknown) => void;
  feed?: ChangeFeed;
}

/** The next 02:00 WIB strictly after `now`. */
export function waktuHarianBerikutnya(now: Date): Date {
  const t = new Date(now);
  t.setUTCHours(JAM_HARIAN_UTC, 0, 0, 0);
  if (t.getTime() <= now.getTime()) t.setUTCDate(t.getUTCDate() + 1);
  return t;
}

/** The last 02:00 WIB passed was missed when no daily backup was made since. */
export function harianTerlewat(terakhir: Date | null, now: Date): boolean {
  const slotTerakhir = waktuHarianBerikutnya(now).getTime() - HARI_MS;
  return !terakhir || terakhir.getTime() < slotTerakhir;
}

/**
 * One daily run at `now`: identity documents past their retention period erased first (so the backup does not
 * carry them; a failure there is logged and the backup still made), a backup in DATA_DIR/backups, then only
 * the last 7 daily ones are kept.
 */
export async function jalankanCadanganHarian(
  deps: DepsHarian,
  now: Date,
): Promise<{ nama: string; dihapus: string[]; retensi: HasilRetensi | null }> {
  return satuSatu(deps.dataDir, async () => {
    const retensi = await jalankanRetensi(deps, now).catch((e: unknown) => {
      deps.log('retensi dokumen gagal', e);
      return null;
    });
    const { nama } = await buatCadangan(deps.db, deps.dataDir, 'harian', now);
    const dihapus = await pangkasCadangan(deps.dataDir, 'harian', CADANGAN_HARIAN_DISIMPAN);
    return { nama, dihapus, retensi };
  });
}

export interface Jam {
  now(): Date;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const jamNyata: Jam = {
  now: () => new Date(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/**
 * Node fires a timer set more than 2^31 − 1 ms (24.8 days) ahead at once, so no sleep is longer than this: a long
 * wait is a chain of short ones, each of which reads the clock again (a clock corrected backwards or forwards is
 * followed within this time).
 */
export const TIDUR_MAKS_MS = 60 * 60 * 1000;

/**
 * The daily backup on a timer (not cron): sleeps until the next 02:00 WIB, runs, sleeps again. When the
 * last 02:00 was missed (the server was off), one run is made up shortly after start.
 */
export function mulaiCadanganHarian(
  deps: DepsHarian,
  jam: Jam = jamNyata,
): { berhenti(): void; selesai(): Promise<void>; berikutnya(): Date | null } {
  let handle: unknown = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let target: number | null = null;
  let terakhirDijalankan: number | null = null;

  const run = () => {
    handle = null;
    terakhirDijalankan = target;
    target = null;
    running = jalankanCadanganHarian(deps, jam.now())
      .then(({ nama, dihapus, retensi }) => {
        if (retensi?.atlet) deps.log(`retensi: dokumen identitas ${retensi.atlet} atlet dihapus (${retensi.berkas} berkas)`);
        deps.log(`cadangan harian ${nama} dibuat${dihapus.length ? `; dihapus: ${dihapus.join(', ')}` : ''}`);
      })
      .catch((e: unknown) => deps.log('cadangan harian gagal', e))
      .finally(() => tidur());
  };

  /** The next 02:00 WIB, never the one just run (a timer may fire a little early), unless the clock went back. */
  const sasaranBaru = (now: number) => {
    const sudah = terakhirDijalankan;
    const dari = sudah !== null && sudah >= now && sudah - now < TIDUR_MAKS_MS ? sudah + 1000 : now;
    return waktuHarianBerikutnya(new Date(dari)).getTime();
  };

  function tidur() {
    if (stopped) return;
    const now = jam.now().getTime();
    // A target more than a day ahead means the clock was set back: it is worked out again from now.
    if (target === null || target - now > HARI_MS) target = sasaranBaru(now);
    if (now >= target) return run();
    handle = jam.setTimeout(tidur, Math.min(target - now, TIDUR_MAKS_MS));
  }

  void bersihkanSisa(deps.dataDir)
    .catch(() => undefined)
    .then(() => daftarBerkasCadangan(deps.dataDir))
    .then((list) => harianTerlewat(list.find((b) => b.jenis === 'harian')?.waktu ?? null, jam.now()))
    .catch(() => false)
    .then((missed) => {
      if (missed) target = jam.now().getTime() + SUSULAN_MS;
      tidur();
    });

  return {
    berhenti() {
      stopped = true;
      if (handle !== null) jam.clearTimeout(handle);
      handle = null;
    },
    selesai: () => running,
    berikutnya: () => (target === null ? null : new Date(target)),
  };
}
