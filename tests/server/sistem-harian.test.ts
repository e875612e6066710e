import { readdir, rm } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { buatCadangan } from '../../src/server/sistem/arsip';
import { folderCadangan } from '../../src/server/sistem/berkas';
import {
  harianTerlewat,
  jalankanCadanganHarian,
  mulaiCadanganHarian,
  SUSULAN_MS,
  TIDUR_MAKS_MS,
  waktuHarianBerikutnya,
  type Jam,
} from '../../src/server/sistem/harian';
import { makeAdmin } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const deps = () => ({ db: t.db, dataDir: t.dataDir, log: () => {} });
const kept = async () => (await readdir(folderCadangan(t.dataDir)).catch(() => [])).filter((n) => !n.startsWith('.')).sort();

beforeEach(async () => {
  await rm(folderCadangan(t.dataDir), { recursive: true, force: true });
  await makeAdmin(t.db);
});

/** A clock that only moves when told to, and timers that only fire when told to. */
function jamPalsu(start: string) {
  let now = new Date(start).getTime();
  const timers: { fn: () => void; at: number; id: number }[] = [];
  let next = 1;
  const jam: Jam = {
    now: () => new Date(now),
    setTimeout: (fn, ms) => {
      timers.push({ fn, at: now + ms, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((x) => x.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  return {
    jam,
    timers,
    /** The wall clock is set to `at`; timers keep their delay (they run on the monotonic clock). */
    setNow(at: string) {
      const delta = new Date(at).getTime() - now;
      now += delta;
      for (const timer of timers) timer.at += delta;
    },
    /** Moves the clock to the next timer and fires it. */
    fire() {
      const timer = timers.shift();
      if (!timer) throw new Error('tidak ada timer');
      now = timer.at;
      timer.fn();
      return new Date(timer.at);
    },
  };
}

const settle = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i += 1) await new Promise((r) => setTimeout(r, 25));
};

describe('the daily backup at 02:00 WIB', () => {
  it('finds the next 02:00 WIB (19:00 UTC)', () => {
    expect(waktuHarianBerikutnya(new Date('2025-11-21T18:59:59.999Z')).toISOString()).toBe('2025-11-21T19:00:00.000Z');
    expect(waktuHarianBerikutnya(new Date('2025-11-21T19:00:00.000Z')).toISOString()).toBe('2025-11-22T19:00:00.000Z');
    // 08:00 WIB on 22 Nov → 02:00 WIB on 23 Nov.
    expect(waktuHarianBerikutnya(new Date('2025-11-22T01:00:00Z')).toISOString()).toBe('2025-11-22T19:00:00.000Z');
    expect(harianTerlewat(null, new Date('2025-11-22T01:00:00Z'))).toBe(true);
    expect(harianTerlewat(new Date('2025-11-21T19:00:05Z'), new Date('2025-11-22T12:00:00Z'))).toBe(false);
    expect(harianTerlewat(new Date('2025-11-20T19:00:05Z'), new Date('2025-11-22T12:00:00Z'))).toBe(true);
  });

  it('keeps the last 7 daily backups over 9 nights, and leaves manual ones alone', async () => {
    await buatCadangan(t.db, t.dataDir, 'manual', new Date('2025-11-01T03:00:00Z'));
    const removed: string[] = [];
    for (let day = 1; day <= 9; day += 1) {
      const at = new Date(Date.UTC(2025, 10, day, 19, 0, 0));
      const { nama, dihapus } = await jalankanCadanganHarian(deps(), at);
      expect(nama).toBe(`arena-harian-202511${String(day + 1).padStart(2, '0')}-020000.tar.gz`);
      removed.push(...dihapus);
    }
    expect(removed).toEqual(['arena-harian-20251102-020000.tar.gz', 'arena-harian-20251103-020000.tar.gz']);
    expect(await kept()).toEqual([
      ...[4, 5, 6, 7, 8, 9, 10].map((d) => `arena-harian-202511${String(d).padStart(2, '0')}-020000.tar.gz`),
      'arena-manual-20251101-100000.tar.gz',
    ]);
  });

  it('runs on a timer: sleeps until 02:00 WIB, backs up, sleeps a day; makes up a missed night shortly after start', async () => {
    // No daily backup yet: one is made up 5 minutes after start.
    const clock = jamPalsu('2025-11-22T05:00:00Z');
    const job = mulaiCadanganHarian(deps(), clock.jam);
    await settle(() => clock.timers.length === 1);
    expect(clock.timers[0]!.at - new Date('2025-11-22T05:00:00Z').getTime()).toBe(SUSULAN_MS);
    clock.fire();
    await settle(() => clock.timers.length === 1);
    await job.selesai();
    expect(await kept()).toEqual(['arena-harian-20251122-120500.tar.gz']);
    // Then the next 02:00 WIB, and every day after, reached through sleeps of at most an hour.
    expect(job.berikutnya()?.toISOString()).toBe('2025-11-22T19:00:00.000Z');
    expect(await fireUntilBackup(clock, job)).toBe('2025-11-22T19:00:00.000Z');
    expect(job.berikutnya()?.toISOString()).toBe('2025-11-23T19:00:00.000Z');
    expect(await kept()).toEqual(['arena-harian-20251122-120500.tar.gz', 'arena-harian-20251123-020000.tar.gz']);
    job.berhenti();
    expect(clock.timers).toHaveLength(0);

    // Restarted the same morning: nothing was missed, it waits for 02:00.
    const later = jamPalsu('2025-11-23T03:00:00Z');
    const job2 = mulaiCadanganHarian(deps(), later.jam);
    await settle(() => later.timers.length === 1);
    expect(job2.berikutnya()?.toISOString()).toBe('2025-11-23T19:00:00.000Z');
    job2.berhenti();
  });

  it("never sets a timer beyond Node's limit, and follows a clock set back by months", async () => {
    const clock = jamPalsu('2026-11-20T05:00:00Z');
    await buatCadangan(t.db, t.dataDir, 'harian', new Date('2026-11-19T19:00:00Z'));
    const job = mulaiCadanganHarian(deps(), clock.jam);
    await settle(() => clock.timers.length === 1);
    expect(job.berikutnya()?.toISOString()).toBe('2026-11-20T19:00:00.000Z');
    // The venue laptop's clock is corrected back by ten months while the job sleeps.
    clock.setNow('2026-01-10T05:00:00Z');
    clock.fire();
    await settle(() => clock.timers.length === 1);
    expect(job.berikutnya()?.toISOString()).toBe('2026-01-10T19:00:00.000Z');
    const made = await kept();
    for (let i = 0; i < 20; i += 1) {
      const pending = clock.timers[0]!;
      expect(pending.at - clock.jam.now().getTime()).toBeLessThanOrEqual(TIDUR_MAKS_MS);
      clock.fire();
      await settle(() => clock.timers.length === 1);
    }
    await job.selesai();
    // One backup at the next 02:00 WIB of the corrected clock, not a burst of them.
    expect((await kept()).filter((n) => !made.includes(n))).toEqual(['arena-harian-20260111-020000.tar.gz']);
    job.berhenti();
  });
});

/** Fires the job's timers until one backup has run; answers the moment it ran at. */
async function fireUntilBackup(clock: ReturnType<typeof jamPalsu>, job: ReturnType<typeof mulaiCadanganHarian>) {
  const before = (await kept()).length;
  for (let i = 0; i < 48; i += 1) {
    const at = clock.fire();
    await settle(() => clock.timers.length === 1);
    await job.selesai();
    if ((await kept()).length > before) return at.toISOString();
  }
  throw new Error('tidak ada cadangan dalam 48 jam');
}
