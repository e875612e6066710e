import { describe, expect, it } from 'vitest';
import { jsonBertanggal } from '../../src/server/bagan/jawaban';
import { sekaliJalan } from '../../src/server/bagan/sekali-jalan';
import { ReadCache } from '../../src/server/http/read-cache';

/** A load that finishes when told to, counting how often it ran. */
function loader() {
  const runs: ((v: number) => void)[] = [];
  return {
    runs,
    load: () => new Promise<number>((resolve) => runs.push(resolve)),
  };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('sekaliJalan (one build per key between writes)', () => {
  it('readers that miss together share one build; after a write a new reader starts a new one', async () => {
    const cache = new ReadCache(true);
    const l = loader();
    const a = sekaliJalan(cache, 'k', l.load);
    const b = sekaliJalan(cache, 'k', l.load);
    await tick();
    expect(l.runs).toHaveLength(1);
    cache.invalidate(); // a write finished while the build ran: its answer may predate the write
    const c = sekaliJalan(cache, 'k', l.load);
    await tick();
    expect(l.runs).toHaveLength(2);
    l.runs[0](1);
    l.runs[1](2);
    expect(await Promise.all([a, b, c])).toEqual([1, 1, 2]);
    // Another key is another build; a finished build is not reused (the read cache keeps answers, not this).
    const d = sekaliJalan(cache, 'k2', l.load);
    const e = sekaliJalan(cache, 'k', l.load);
    await tick();
    expect(l.runs).toHaveLength(4);
    l.runs[2](3);
    l.runs[3](4);
    expect(await Promise.all([d, e])).toEqual([3, 4]);
  });

  it('with the read cache off (PostgreSQL) every reader builds for itself; a failed build fails its readers only', async () => {
    const off = new ReadCache(false);
    const l = loader();
    const a = sekaliJalan(off, 'k', l.load);
    const b = sekaliJalan(off, 'k', l.load);
    await tick();
    expect(l.runs).toHaveLength(2);
    l.runs.forEach((r, i) => r(i));
    expect(await Promise.all([a, b])).toEqual([0, 1]);

    const on = new ReadCache(true);
    const gagal = sekaliJalan(on, 'x', () => Promise.reject(new Error('404')));
    await expect(gagal).rejects.toThrow('404');
    expect(await sekaliJalan(on, 'x', async () => 5)).toBe(5);
  });
});

describe('the ETag of bracket answers', () => {
  it('jsonBertanggal: the read time is in the body, not in the ETag', () => {
    const a = jsonBertanggal({ kelas: [1, 2] }, '2026-11-23T10:00:00.000Z');
    const b = jsonBertanggal({ kelas: [1, 2] }, '2026-11-23T10:00:05.000Z');
    const c = jsonBertanggal({ kelas: [1, 3] }, '2026-11-23T10:00:00.000Z');
    expect(JSON.parse(a.body)).toEqual({ success: true, data: { kelas: [1, 2], dibaca_pada: '2026-11-23T10:00:00.000Z' } });
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });
});
