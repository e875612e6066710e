import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ArenaDatabase, type OutboxEntry } from '../../src/client/data/db';
import { dismissEntry, enqueueWrite, retryEntry, storeServerValue } from '../../src/client/data/outbox';
import { createReplayer, type Transport } from '../../src/client/data/replayer';
import { nextTickMs, TICK_MS } from '../../src/client/data/sync/loop';
import { drawDependencies, registerDependencies } from '../../src/client/data/kompetisi/antrean';
import { pesertaEntityKey } from '../../src/client/data/kompetisi/keys';
import type { AtletDaftar } from '../../src/client/data/kompetisi/peserta-local';
import { baganEntityKey } from '../../src/client/data/bagan/keys';
import { freshDb } from '../../test-support/fresh-db';

const OWNER = 7;
const write = (path: string, entityKey: string, extra: Partial<Parameters<typeof enqueueWrite>[1]> = {}) => ({
  method: 'PUT' as const,
  path,
  kind: 'uji',
  body: { path },
  ownerId: OWNER,
  label: `Tulis ${path}`,
  entityKey,
  ...extra,
});

/** Answers by path: a status per path (200 by default) and the bodies it was sent. */
function pathTransport(status: (path: string) => number | 'network', answer: (e: OutboxEntry) => object = () => ({})) {
  const sent: { path: string; id: string; body: unknown }[] = [];
  const transport: Transport = async (e) => {
    sent.push({ path: e.path, id: e.id, body: e.body });
    const s = status(e.path);
    if (s === 'network') throw new TypeError('fetch failed');
    return s < 300
      ? { status: s, body: { success: true, data: answer(e) } }
      : {
          status: s,
          body: { success: false, message: `ditolak ${s}` },
          retryLater: s === 503,
          retryAfterMs: s === 503 ? 30_000 : undefined,
        };
  };
  return { sent, transport };
}

describe('replay by chain', () => {
  it('an entry is put in the chain of its entity unless told otherwise', async () => {
    const db = freshDb();
    const a = await enqueueWrite(db, write('/dojang/1', 'dojang:1'));
    const b = await enqueueWrite(db, write('/pelatih/upload', 'pelatih:files', { chain: 'pelatih:profile' }));
    expect([a.chain, b.chain]).toEqual(['dojang:1', 'pelatih:profile']);
  });

  it('a 503 (with Retry-After) holds that chain only; the other chains land; it lands later, once', async () => {
    const db = freshDb();
    let down = true;
    const { sent, transport } = pathTransport((p) => (p.startsWith('/dojang') && down ? 503 : 200));
    let now = 10_000;
    const replayer = createReplayer({ db, ownerId: () => OWNER, transport, now: () => now });
    const d1 = await enqueueWrite(db, write('/dojang/1', 'dojang:1'));
    const d2 = await enqueueWrite(db, write('/dojang/1?lagi', 'dojang:1'));
    const p = await enqueueWrite(db, write('/pelatih/profile', 'pelatih:profile'));
    const at = await enqueueWrite(db, write('/atlet/5', 'atlet:5'));

    const report = await replayer.run();
    expect(report.delivered.sort()).toEqual([p.id, at.id].sort());
    expect(report.held).toEqual([d1.id]);
    expect(report.unreachable).toBe(false);
    // The server's Retry-After sets the wait; the second write of the chain was never sent before the first.
    expect(await db.outbox.get(d1.id)).toMatchObject({ nextAttemptAt: now + 30_000, attempts: 1 });
    expect(sent.map((s) => s.id)).not.toContain(d2.id);

    down = false;
    now += 29_000;
    await replayer.run(false);
    expect(await db.outbox.count()).toBe(2);
    now += 1_000;
    await replayer.run(false);
    expect(await db.outbox.count()).toBe(0);
    const dojangSends = sent.filter((s) => s.path.startsWith('/dojang')).map((s) => s.id);
    expect(dojangSends).toEqual([d1.id, d1.id, d2.id]);
  });

  it('a write that depends on an athlete added offline waits for it and goes with its server id', async () => {
    const db = freshDb();
    const { sent, transport } = pathTransport(
      () => 200,
      (e) => (e.path === '/atlet' ? { id_atlet: 321, nama_atlet: 'Dewi' } : {}),
    );
    const atlet = await enqueueWrite(db, { ...write('/atlet', 'atlet:new:u1'), method: 'POST', patch: { nama_atlet: 'Dewi' } });
    const daftar = await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r1'),
      method: 'POST',
      body: { atlitId: -atlet.seq, kelasKejuaraanId: 9 },
      dependsOn: [{ key: 'atlet:new:u1', label: 'atlet Dewi', field: 'atlitId', from: 'id_atlet' }],
    });
    expect(daftar.chain).toBe(atlet.chain);
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(sent.map((s) => s.path)).toEqual(['/atlet', '/kompetisi/1/register']);
    expect(sent[1].body).toEqual({ atlitId: 321, kelasKejuaraanId: 9 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a write in another chain waits for the write it depends on, then goes in the same run', async () => {
    const db = freshDb();
    const { sent, transport } = pathTransport(() => 200);
    const edit = await enqueueWrite(db, write('/atlet/5', 'atlet:5'));
    await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r2'),
      chain: 'lain',
      dependsOn: [{ key: 'atlet:5', label: `"${edit.label}"` }],
    });
    await createReplayer({ db, ownerId: () => OWNER, transport, parallel: 2 }).run();
    expect(sent.map((s) => s.path)).toEqual(['/atlet/5', '/kompetisi/1/register']);
  });

  it('when the athlete is refused, the registration is refused with it, saying why; nothing is sent for it', async () => {
    const db = freshDb();
    const { sent, transport } = pathTransport((p) => (p === '/atlet' ? 409 : 200));
    await enqueueWrite(db, { ...write('/atlet', 'atlet:new:u2'), method: 'POST' });
    const daftar = await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r3'),
      method: 'POST',
      body: { atlitId: -1 },
      dependsOn: [{ key: 'atlet:new:u2', label: 'atlet Rudi', field: 'atlitId', from: 'id_atlet' }],
    });
    const report = await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(report.rejected).toContain(daftar.id);
    expect(sent.map((s) => s.path)).toEqual(['/atlet']);
    expect(await db.outbox.get(daftar.id)).toMatchObject({
      status: 'rejected',
      lastError: 'Tidak dikirim karena atlet Rudi ditolak server: ditolak 409. Selesaikan itu dulu, lalu kirim ulang ini.',
    });
  });

  it('an athlete corrected after its refusal goes before the registration retried behind it (no deadlock)', async () => {
    const db = freshDb();
    let nikTaken = true;
    const { sent, transport } = pathTransport(
      (p) => (p === '/atlet' && nikTaken ? 409 : 200),
      () => ({ id_atlet: 55 }),
    );
    const replayer = createReplayer({ db, ownerId: () => OWNER, transport });
    const add = await enqueueWrite(db, { ...write('/atlet', 'atlet:new:u5'), method: 'POST' });
    const daftar = await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r6'),
      method: 'POST',
      body: { atlitId: -1 },
      dependsOn: [{ key: 'atlet:new:u5', label: 'atlet Wati', field: 'atlitId', from: 'id_atlet' }],
    });
    await replayer.run();
    expect((await db.outbox.get(daftar.id))?.status).toBe('rejected');

    // Corrected offline (same local key, a later seq), and the registration is retried.
    nikTaken = false;
    await enqueueWrite(db, { ...write('/atlet', 'atlet:new:u5'), method: 'POST' });
    await dismissEntry(db, add.id);
    const retried = await retryEntry(db, daftar.id);
    await replayer.run();
    expect(await db.outbox.count()).toBe(0);
    expect(sent.slice(-2).map((s) => s.path)).toEqual(['/atlet', '/kompetisi/1/register']);
    expect(sent.at(-1)).toMatchObject({ id: retried, body: { atlitId: 55 } });
  });

  it('a registration whose athlete was dropped before it reached the server is refused, not sent', async () => {
    const db = freshDb();
    const { sent, transport } = pathTransport(() => 200);
    const atlet = await enqueueWrite(db, { ...write('/atlet', 'atlet:new:u3'), method: 'POST' });
    const daftar = await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r4'),
      method: 'POST',
      body: { atlitId: -1 },
      dependsOn: [{ key: 'atlet:new:u3', label: 'atlet Sari', field: 'atlitId', from: 'id_atlet' }],
    });
    await dismissEntry(db, atlet.id);
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(sent).toEqual([]);
    expect((await db.outbox.get(daftar.id))?.lastError).toBe('Tidak dikirim karena atlet Sari dibatalkan sebelum tersimpan di server.');
  });

  it('an athlete already delivered lends its id from the kept answer', async () => {
    const db = freshDb();
    await storeServerValue(db, 'atlet:new:u4', OWNER, { id_atlet: 77 });
    const { sent, transport } = pathTransport(() => 200);
    await enqueueWrite(db, {
      ...write('/kompetisi/1/register', 'peserta:1:new:r5'),
      method: 'POST',
      body: { atlitId: -3, atlitId2: 12 },
      dependsOn: [{ key: 'atlet:new:u4', label: 'atlet Tono', field: 'atlitId', from: 'id_atlet' }],
    });
    await createReplayer({ db, ownerId: () => OWNER, transport }).run();
    expect(sent[0].body).toEqual({ atlitId: 77, atlitId2: 12 });
  });

  it("a draw waits for the approvals of its entries queued on the tablet, and a registration for its athlete's queued edit", async () => {
    const db = freshDb();
    let busy = true;
    const { sent, transport } = pathTransport((p) => (p.includes('/status') && busy ? 503 : 200));
    let now = 1_000;
    const replayer = createReplayer({ db, ownerId: () => OWNER, transport, now: () => now });
    await enqueueWrite(db, write('/kompetisi/1/participants/10/status', pesertaEntityKey(1, 10)));
    await enqueueWrite(db, {
      ...write('/brackets', baganEntityKey(1, 4)),
      method: 'POST',
      chain: baganEntityKey(1, 4),
      dependsOn: await drawDependencies(db, OWNER, 1, [10, 11]),
    });
    await enqueueWrite(db, write('/matches/m1', baganEntityKey(1, 4)));
    await enqueueWrite(db, write('/atlet/5', 'atlet:5'));
    const bayu = { id_atlet: 5, nama_atlet: 'Bayu', kunciLokal: null } as unknown as AtletDaftar;
    const deps = await registerDependencies(db, OWNER, [bayu]);
    expect(deps).toEqual([{ key: 'atlet:5', label: '"Tulis /atlet/5"' }]);
    await enqueueWrite(db, { ...write('/kompetisi/1/register', 'peserta:1:new:r7'), method: 'POST', dependsOn: deps });

    await replayer.run();
    // The approval is held by the 503; the draw and the result on it wait; the edit and then the registration go.
    expect(sent.map((s) => s.path)).toEqual(['/kompetisi/1/participants/10/status', '/atlet/5', '/kompetisi/1/register']);
    busy = false;
    now += 60_000;
    await replayer.run(false);
    expect(sent.slice(3).map((s) => s.path)).toEqual(['/kompetisi/1/participants/10/status', '/brackets', '/matches/m1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('entries queued before chains existed still replay, in one line per account, after the upgrade', async () => {
    const name = `arena-legacy-${Date.now()}`;
    const old = new Dexie(name);
    old.version(1).stores({ outbox: 'id, seq, status, ownerId, entityKey', records: 'key, ownerId' });
    old.version(2).stores({ atlet: 'key, ownerId', files: 'key, ownerId' });
    const base = {
      method: 'PUT',
      body: {},
      attempts: 0,
      status: 'pending',
      lastError: null,
      ownerId: OWNER,
      label: 'Lama',
      createdAt: 1,
      nextAttemptAt: 0,
    };
    await old.table('outbox').bulkAdd([
      { ...base, id: 'a', seq: 1, path: '/dojang/1', entityKey: 'dojang:1' },
      { ...base, id: 'b', seq: 2, path: '/atlet/2', entityKey: 'atlet:2' },
      { ...base, id: 'c', seq: 3, path: '/atlet/3', entityKey: 'atlet:3', ownerId: 8 },
    ]);
    old.close();

    const db = new ArenaDatabase(name);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.chain)).toEqual(['legacy:7', 'legacy:7', 'legacy:8']);
    let down = true;
    const { sent, transport } = pathTransport((p) => (p.startsWith('/dojang') && down ? 'network' : 200));
    const replayer = createReplayer({ db, ownerId: () => OWNER, transport });
    await replayer.run();
    // As before chains: the account's old writes keep their order, the second waits behind the first.
    expect(sent.map((s) => s.id)).toEqual(['a']);
    down = false;
    await replayer.run();
    expect(sent.map((s) => s.id)).toEqual(['a', 'a', 'b']);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['c']);
  });

  it('the sync clock ticks every few seconds with jitter', () => {
    expect(nextTickMs(() => 0)).toBe(TICK_MS * 0.8);
    expect(nextTickMs(() => 0.999)).toBeLessThanOrEqual(TICK_MS * 1.2);
    expect(TICK_MS * 1.2).toBeLessThanOrEqual(3_000);
  });
});
