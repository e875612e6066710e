import { describe, expect, it } from 'vitest';
import { ArenaDatabase } from '../../src/client/data/db';
import { dismissEntry, enqueueWrite, retryEntry, storeServerValue } from '../../src/client/data/outbox';
import { createReplayer, type Transport } from '../../src/client/data/replayer';
import { freshDb } from '../../test-support/fresh-db';

const OWNER = 7;
const write = (path: string, patch: Record<string, unknown>, entityKey = 'dojang:1') => ({
  method: 'PUT' as const,
  path,
  kind: 'uji',
  body: patch,
  ownerId: OWNER,
  label: 'Ubah data dojang',
  entityKey,
  patch,
});

function recordingTransport(answers: Array<number | 'network'>) {
  const sent: string[] = [];
  const transport: Transport = async (entry) => {
    sent.push(`${entry.path}#${entry.id}`);
    const next = answers.shift() ?? 200;
    if (next === 'network') throw new TypeError('fetch failed');
    return {
      status: next,
      body:
        next < 300 ? { success: true, data: { ...(entry.body as object), server: true } } : { success: false, message: `ditolak ${next}` },
    };
  };
  return { sent, transport };
}

describe('outbox', () => {
  it('writes the local record and the entry in one go, in seq order', async () => {
    const db = freshDb();
    await storeServerValue(db, 'dojang:1', OWNER, { nama_dojang: 'Lama', kota: 'Palembang' });
    const a = await enqueueWrite(db, write('/dojang/1', { nama_dojang: 'Baru' }));
    const b = await enqueueWrite(db, write('/dojang/1', { kota: 'Lubuklinggau' }));
    expect(b.seq).toBe(a.seq + 1);
    const rec = await db.records.get('dojang:1');
    expect(rec?.value).toEqual({ nama_dojang: 'Baru', kota: 'Lubuklinggau' });
    expect(rec?.base).toEqual({ nama_dojang: 'Lama', kota: 'Palembang' });
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['pending', 'pending']);
  });

  it('replays in seq order and stores the server answer', async () => {
    const db = freshDb();
    const first = await enqueueWrite(db, write('/a', { x: 1 }));
    const second = await enqueueWrite(db, write('/b', { y: 2 }));
    const { sent, transport } = recordingTransport([200, 200]);
    const report = await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(sent).toEqual([`/a#${first.id}`, `/b#${second.id}`]);
    expect(report.delivered).toEqual([first.id, second.id]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.records.get('dojang:1'))?.value).toEqual({ y: 2, server: true });
  });

  it('keeps entries queued on network errors and 5xx, holding their chain in order', async () => {
    const db = freshDb();
    const first = await enqueueWrite(db, write('/a', { x: 1 }));
    await enqueueWrite(db, write('/b', { y: 2 }));
    const { sent, transport } = recordingTransport(['network', 503, 200, 200]);
    let now = 1_000;
    const replayer = createReplayer({ db, ownerId: () => OWNER, transport, now: () => now });

    // No answer at all: the write stays queued with no backoff (the sync loop probes the server instead),
    // and the second write of the same chain waits behind it.
    const offline = await replayer.run();
    expect(offline).toMatchObject({ unreachable: true, stalledAt: first.id, delivered: [] });
    expect(sent).toHaveLength(1);
    let entry = await db.outbox.get(first.id);
    expect(entry).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'Koneksi bermasalah. Periksa internet Anda.',
    });

    // The server answered 503: now the chain backs off, and the clock respects it.
    await replayer.run(false);
    entry = await db.outbox.get(first.id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastError: 'ditolak 503', nextAttemptAt: now + 4_000 });
    expect(sent).toHaveLength(2);
    await replayer.run(false);
    expect(sent).toHaveLength(2);

    now += 4_000;
    await replayer.run(false);
    expect(await db.outbox.count()).toBe(0);
    expect(sent.filter((s) => s.startsWith('/a#'))).toHaveLength(3);
    expect(new Set(sent.filter((s) => s.startsWith('/a#')))).toEqual(new Set([`/a#${first.id}`]));
  });

  it('marks 4xx as rejected with the server message, drops its patch, and goes on with the rest', async () => {
    const db = freshDb();
    await storeServerValue(db, 'dojang:1', OWNER, { nama_dojang: 'Asli' });
    const bad = await enqueueWrite(db, write('/a', { nama_dojang: 'X' }));
    const good = await enqueueWrite(db, write('/b', { y: 2 }, 'profile'));
    const { transport } = recordingTransport([400, 200]);
    const report = await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(report.rejected).toEqual([bad.id]);
    expect(report.delivered).toEqual([good.id]);
    expect(await db.outbox.get(bad.id)).toMatchObject({ status: 'rejected', lastError: 'ditolak 400' });
    expect((await db.records.get('dojang:1'))?.value).toEqual({ nama_dojang: 'Asli' });

    const retried = await retryEntry(db, bad.id);
    // A refused write goes back with a new Idempotency-Key (the server would replay the old key's refusal).
    expect(retried).not.toBe(bad.id);
    expect(await db.outbox.get(retried!)).toMatchObject({ status: 'pending', attempts: 0, lastError: null, seq: bad.seq });
    expect((await db.records.get('dojang:1'))?.value).toEqual({ nama_dojang: 'X' });
    await dismissEntry(db, retried!);
    expect(await db.outbox.get(retried!)).toBeUndefined();
    expect((await db.records.get('dojang:1'))?.value).toEqual({ nama_dojang: 'Asli' });
  });

  it('treats 401 as retryable (the session can be renewed) instead of dropping the write', async () => {
    const db = freshDb();
    const e = await enqueueWrite(db, write('/a', { x: 1 }));
    const { transport } = recordingTransport([401]);
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(await db.outbox.get(e.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('keeps a write queued when the server says it is still processing it (409 with Retry-After)', async () => {
    const db = freshDb();
    const e = await enqueueWrite(db, write('/a', { x: 1 }));
    const transport: Transport = async () => ({
      status: 409,
      body: { success: false, message: 'Permintaan yang sama sedang diproses' },
      retryLater: true,
    });
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(await db.outbox.get(e.id)).toMatchObject({ status: 'pending', lastError: 'Permintaan yang sama sedang diproses' });
  });

  it("replays only the signed-in account's writes", async () => {
    const db = freshDb();
    await enqueueWrite(db, write('/mine', { x: 1 }));
    await enqueueWrite(db, { ...write('/theirs', { x: 2 }), ownerId: 99 });
    const { sent, transport } = recordingTransport([200, 200]);
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(sent.map((s) => s.split('#')[0])).toEqual(['/mine']);
    const none = recordingTransport([]);
    await createReplayer({ db, ownerId: () => null, transport: none.transport }).run();
    expect(none.sent).toEqual([]);
  });

  it('a refresh from the server keeps pending writes on top', async () => {
    const db = freshDb();
    await enqueueWrite(db, write('/a', { kota: 'Baru' }));
    await storeServerValue(db, 'dojang:1', OWNER, { kota: 'Server', alamat: 'Jl. A' });
    expect((await db.records.get('dojang:1'))?.value).toEqual({ kota: 'Baru', alamat: 'Jl. A' });
  });

  it('survives a new database connection, files included', async () => {
    const db = freshDb();
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
    const e = await enqueueWrite(db, {
      ...write('/dojang/1', { nama_dojang: 'Z' }),
      body: undefined,
      files: [
        { name: 'nama_dojang', value: 'Z' },
        { name: 'logo', blob, filename: 'logo.jpg' },
      ],
    });
    db.close();
    const again = new ArenaDatabase(db.name);
    const stored = await again.outbox.get(e.id);
    const file = stored?.files?.find((f) => f.name === 'logo');
    expect(file && 'blob' in file ? new Uint8Array(await file.blob.arrayBuffer()) : null).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
    expect(stored?.status).toBe('pending');
  });
});
