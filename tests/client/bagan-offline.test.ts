import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { sessionUserSchema } from '../../src/domain';
import { matchBerikut } from '../../src/domain/bagan/susun';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import {
  bacaKompetisiBagan,
  buatDraf,
  pakaiHasilTerbaru,
  refreshBagan,
  simpanDraf,
  simpanHasilMatch,
  terapkanHasilSaya,
  type KelasBaganView,
} from '../../src/client/data/bagan';
import { writeSession } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { activityLog, bagan, match, pesertaKompetisi } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { PASSWORD, makeCoach } from '../server/helpers/fixtures';
import { KYORUGI_CADET_45, cadet, kelasId, kompetisiTerbuka, makePanitia } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

const OFFLINE = 'http://127.0.0.1:9';
let server: RealServer;
let id_kompetisi: number;
let kelas: number;
let dojang: number[] = [];

type Device = { db: ArenaDatabase; session: { token: string; user: v.InferOutput<typeof sessionUserSchema> } };

async function login(email: string): Promise<Device['session']> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  return { token: body.data.token, user: v.parse(sessionUserSchema, body.data.user) };
}

function use(device: Device, online: boolean) {
  setDb(device.db);
  writeSession(device.session);
  setApiOrigin(online ? server.url : OFFLINE);
}

async function lihat(d: Device): Promise<KelasBaganView> {
  const all = await bacaKompetisiBagan(d.db, id_kompetisi);
  return all!.kelas.find((k) => k.kelas.id_kelas_kejuaraan === kelas)!;
}

/** Plays every match this device can play (both corners known, no result), blue corner winning, until the final is decided. */
async function mainkanSemua(d: Device) {
  for (let guard = 0; guard < 64; guard += 1) {
    const k = await lihat(d);
    const m = k.bagan!.matches.find((x) => x.id_peserta_a !== null && x.id_peserta_b !== null && x.id_pemenang === null);
    if (!m) return;
    await simpanHasilMatch(id_kompetisi, k, m, { skor_a: 7 + m.posisi, skor_b: m.ronde });
  }
}

let panitiaA: Device;
let panitiaB: Device;
let ids: number[] = [];

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  await seedCatalogue(server.open.db);
  id_kompetisi = (await kompetisiTerbuka(server.open.db)).id_kompetisi;
  kelas = await kelasId(server.open.db, id_kompetisi, KYORUGI_CADET_45);
  for (const email of ['p1@uji.id', 'p2@uji.id', 'p3@uji.id']) dojang.push((await makeCoach(server.open.db, email)).id_dojang);
  await makePanitia(server.open.db, 'panitia-a@uji.id', id_kompetisi);
  await makePanitia(server.open.db, 'panitia-b@uji.id', id_kompetisi);
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await server?.close();
});
beforeEach(async () => {
  await server.open.db.delete(bagan);
  await server.open.db.delete(pesertaKompetisi);
  ids = [];
  for (let i = 0; i < 6; i += 1) {
    const a = await cadet(server.open.db, dojang[i % 3]!, { nama_atlet: `Atlet ${i + 1}` });
    const [p] = await server.open.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas, status: 'APPROVED' })
      .returning();
    ids.push(p!.id_peserta_kompetisi);
  }
  panitiaA = { db: freshDb(), session: await login('panitia-a@uji.id') };
  panitiaB = { db: freshDb(), session: await login('panitia-b@uji.id') };
  for (const d of [panitiaA, panitiaB]) {
    use(d, true);
    await refreshBagan(d.db, id_kompetisi);
  }
});

const serverMatches = (id_bagan: number) => server.open.db.select().from(match).where(eq(match.id_bagan, id_bagan));

describe('drawing and scoring at the mat without wifi', () => {
  it('a class drawn, saved and scored to the final offline reaches the server as the same bracket, each result once', async () => {
    use(panitiaA, false);
    await buatDraf(id_kompetisi, await lihat(panitiaA), true);
    // Drawn two hours before the wifi comes back: the server must keep that time, not the sync's.
    const drafKeyA = `bagan-draf:${id_kompetisi}:${kelas}`;
    const rec = (await panitiaA.db.records.get(drafKeyA))!;
    const diundi = Date.now() - 2 * 3600_000;
    await panitiaA.db.records.put({ ...rec, value: { ...(rec.value as object), dibuat_pada: diundi } });
    const draf = (await lihat(panitiaA)).draf!;
    expect(draf.participants).toHaveLength(6);
    expect(draf.dibuat_pada).toBe(diundi);
    expect(await simpanDraf(id_kompetisi, await lihat(panitiaA), false, 'Kyorugi uji')).toEqual({ status: 'queued' });
    await mainkanSemua(panitiaA);
    panitiaA.db.close();
    panitiaA = { ...panitiaA, db: new ArenaDatabase(panitiaA.db.name) };
    use(panitiaA, false);
    const lokal = await lihat(panitiaA);
    expect(lokal.status).toBe('completed');
    expect(lokal.simpanPending).toBe(true);
    expect(lokal.progres).toEqual({ selesai: 5, total: 5 });
    expect(lokal.bagan!.matches.filter((m) => m.pending)).toHaveLength(5);

    use(panitiaA, true);
    await syncNow();
    expect(await panitiaA.db.outbox.count()).toBe(0);
    const [b] = await server.open.db.select().from(bagan).where(eq(bagan.id_kelas_kejuaraan, kelas));
    expect(b).toMatchObject({ status: 'completed', seed: draf.seed, participants: draf.participants });
    const rows = await serverMatches(b!.id_bagan);
    const sekarang = await lihat(panitiaA);
    expect(sekarang.simpanPending).toBe(false);
    for (const m of sekarang.bagan!.matches) {
      const r = rows.find((x) => x.id_match === m.id_match)!;
      expect({ a: r.id_peserta_a, b: r.id_peserta_b, w: r.id_pemenang, sa: r.skor_a, sb: r.skor_b }).toEqual({
        a: m.id_peserta_a,
        b: m.id_peserta_b,
        w: m.id_pemenang,
        sa: m.skor_a,
        sb: m.skor_b,
      });
    }
    const log = await server.open.db.select().from(activityLog).where(eq(activityLog.action, 'HASIL_MATCH'));
    expect(log).toHaveLength(5);
    expect(b!.diundi_pada.getTime()).toBe(diundi);
    const [undian] = await server.open.db.select().from(activityLog).where(eq(activityLog.action, 'UNDI_BAGAN'));
    expect(undian!.created_at.getTime()).toBe(diundi);
    expect(undian!.details).toMatch(/tersimpan di server/);
  });

  it('two organisers score the same match differently: one visible conflict; either choice is honoured, nothing overwritten silently', async () => {
    use(panitiaA, true);
    await buatDraf(id_kompetisi, await lihat(panitiaA), false);
    expect(await simpanDraf(id_kompetisi, await lihat(panitiaA), false, 'Kyorugi uji')).toEqual({ status: 'delivered' });
    use(panitiaB, true);
    await refreshBagan(panitiaB.db, id_kompetisi);
    const target = (await lihat(panitiaB)).bagan!.matches.find((m) => m.ronde === 1 && m.id_peserta_b !== null)!;

    use(panitiaA, false);
    await simpanHasilMatch(id_kompetisi, await lihat(panitiaA), target, { skor_a: 10, skor_b: 2 });
    use(panitiaB, true);
    expect((await simpanHasilMatch(id_kompetisi, await lihat(panitiaB), target, { skor_a: 1, skor_b: 9 })).status).toBe('delivered');

    use(panitiaA, true);
    await syncNow();
    const bentrok = (await lihat(panitiaA)).bagan!.matches.find((m) => m.id_match === target.id_match)!;
    expect(bentrok.konflik).toMatchObject({ skor_a: 1, skor_b: 9, id_pemenang: target.id_peserta_b });
    const [onServer] = await server.open.db.select().from(match).where(eq(match.id_match, target.id_match));
    expect(onServer).toMatchObject({ skor_a: 1, skor_b: 9 });

    // Over the result the server keeps: a correction, with its reason.
    await terapkanHasilSaya(bentrok.outboxId!, 'Skor dari meja ini yang benar');
    const [mine] = await server.open.db.select().from(match).where(eq(match.id_match, target.id_match));
    expect(mine).toMatchObject({ skor_a: 10, skor_b: 2, id_pemenang: target.id_peserta_a });
    expect(await panitiaA.db.outbox.count()).toBe(0);

    use(panitiaB, false);
    const kB = await lihat(panitiaB);
    await simpanHasilMatch(id_kompetisi, kB, kB.bagan!.matches.find((m) => m.id_match === target.id_match)!, { skor_a: 0, skor_b: 4 });
    use(panitiaB, true);
    await syncNow();
    const bentrokB = (await lihat(panitiaB)).bagan!.matches.find((m) => m.id_match === target.id_match)!;
    expect(bentrokB.konflik).not.toBeNull();
    await pakaiHasilTerbaru(bentrokB.outboxId!);
    const akhir = (await lihat(panitiaB)).bagan!.matches.find((m) => m.id_match === target.id_match)!;
    expect(akhir).toMatchObject({ skor_a: 10, skor_b: 2, konflik: null, pending: false });
    const next = matchBerikut(akhir ? (await lihat(panitiaB)).bagan!.matches : [], akhir)!;
    expect([next.match.id_peserta_a, next.match.id_peserta_b]).toContain(target.id_peserta_a);
  });

  it('a draw made offline while an entry was rejected meanwhile is refused with the reason; its results too; a redraw lands', async () => {
    use(panitiaA, false);
    await buatDraf(id_kompetisi, await lihat(panitiaA), true);
    await simpanDraf(id_kompetisi, await lihat(panitiaA), false, 'Kyorugi uji');
    const k = await lihat(panitiaA);
    const m = k.bagan!.matches.find((x) => x.id_peserta_a !== null && x.id_peserta_b !== null)!;
    await simpanHasilMatch(id_kompetisi, k, m, { skor_a: 3, skor_b: 1 });
    await server.open.db
      .update(pesertaKompetisi)
      .set({ status: 'REJECTED' })
      .where(and(eq(pesertaKompetisi.id_peserta_kompetisi, ids[5]!), eq(pesertaKompetisi.id_kelas_kejuaraan, kelas)));

    use(panitiaA, true);
    await syncNow();
    const ditolak = await lihat(panitiaA);
    expect(ditolak.simpanDitolak?.pesan).toMatch(/tidak sesuai|disetujui/);
    expect(ditolak.hasilDitolak).toHaveLength(1);
    expect(ditolak.bagan).toBeNull();
    expect(await server.open.db.select().from(bagan)).toHaveLength(0);

    await refreshBagan(panitiaA.db, id_kompetisi);
    await buatDraf(id_kompetisi, await lihat(panitiaA), true);
    expect((await lihat(panitiaA)).draf!.participants).toHaveLength(5);
    expect(await simpanDraf(id_kompetisi, await lihat(panitiaA), false, 'Kyorugi uji')).toEqual({ status: 'delivered' });
    const sesudah = await lihat(panitiaA);
    expect(sesudah.simpanDitolak).toBeNull();
    expect(sesudah.bagan!.participants).toHaveLength(5);
  });
});
