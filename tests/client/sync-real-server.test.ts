import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionUserSchema, type Atlet } from '../../src/domain';
import { KEBIJAKAN_PRIVASI_VERSI, fieldsPernyataan } from '../../src/domain/privasi';
import { kelasKejuaraanSchema, pesertaKompetisiSchema, type KelasKejuaraan } from '../../src/domain/schemas/peserta-response';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { enqueueWrite, retryEntry } from '../../src/client/data/outbox';
import { createReplayer } from '../../src/client/data/replayer';
import { addAtlet, loadQueuedAdd } from '../../src/client/data/atlet';
import { buildList } from '../../src/client/data/atlet/read';
import { daftarkanPeserta, type AtletDaftar } from '../../src/client/data/kompetisi';
import { writeSession, currentToken } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { koneksi } from '../../src/client/data/sync/koneksi';
import { createSyncLoop, type SyncLoop } from '../../src/client/data/sync/loop';
import { probeServer } from '../../src/client/data/sync/probe';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { kelasId, kompetisiTerbuka, tahunKompetisi, KYORUGI_CADET_45 } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startGateProxy, until, type GateProxy } from '../../test-support/gate-proxy';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let gate: GateProxy;
let db: ArenaDatabase;
let user: v.InferOutput<typeof sessionUserSchema>;
let id_kompetisi: number;
let kelas45: KelasKejuaraan;
let loop: SyncLoop | null = null;

async function api<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${currentToken()}` } });
  return v.parse(v.object({ data: schema }), await res.json()).data;
}
async function countLog(action: string): Promise<number> {
  const rows = await server.open.db.execute(sql`select count(*)::int as n from activity_log where action = ${action}`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list[0] as { n: number }).n;
}
const serverAtlet = () => api('/atlet', v.array(v.looseObject({ id_atlet: v.number(), nama_atlet: v.string() })));
const serverPeserta = () => api(`/kompetisi/${id_kompetisi}/atlet`, v.array(pesertaKompetisiSchema));
const sends = (method: string, prefix: string) => gate.log.filter((r) => r.method === method && r.path.startsWith(prefix));
/** No Idempotency-Key was answered 2xx twice: nothing applied twice. */
function expectEachKeyLandedOnce() {
  const landed = gate.log.filter((r) => r.key && r.status >= 200 && r.status < 300).map((r) => r.key);
  expect(new Set(landed).size).toBe(landed.length);
}

/** The coach's consent statement, sent with every add (issue 31). */
const PERNYATAAN = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Siti Aminah' };

let nikSeq = 0;
/** A Cadet boy of 43 kg (fits Kyorugi prestasi Cadet Under 45 kg). */
const cadetFields = (nama: string, nik?: string) => ({
  nama_atlet: nama,
  tanggal_lahir: `${tahunKompetisi() - 13}-06-15`,
  jenis_kelamin: 'LAKI_LAKI',
  alamat: 'Jl. Sudirman 1',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  nik: nik ?? `16710115061300${String((nikSeq += 1)).padStart(2, '0')}`,
  no_telp: '081234567890',
  belt: 'hijau',
  berat_badan: '43',
  tinggi_badan: '150',
});

/** The coach's athletes as the wizard's step 3 offers them (one still queued under its stand-in id). */
async function wizardAtlet(nama: string): Promise<AtletDaftar> {
  const view = buildList(
    (await db.atlet.toArray()).map((r) => r.data as Atlet),
    await db.outbox.toArray(),
  ).find((a) => a.nama_atlet === nama)!;
  return { ...view, id_atlet: view.id_atlet ?? view.idSementara!, kunciLokal: view.kunciLokal };
}

function startLoop() {
  const replayer = createReplayer({ db, ownerId: () => user.id_akun });
  loop = createSyncLoop({
    run: (force) => replayer.run(force),
    probe: () => probeServer(),
    waiting: () => db.outbox.filter((e) => e.status !== 'rejected').count(),
    reachable: () => koneksi().terhubung,
    visible: () => true,
    tickMs: 100,
  });
  loop.start();
  return replayer;
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  gate = await startGateProxy(server.url);
  const session = await coachSession(server.url);
  user = v.parse(sessionUserSchema, session.user);
  writeSession({ token: session.token, user });
  await seedCatalogue(server.open.db);
  id_kompetisi = (await kompetisiTerbuka(server.open.db)).id_kompetisi;
  const id45 = await kelasId(server.open.db, id_kompetisi, KYORUGI_CADET_45);
  kelas45 = (await api(`/kelas/kejuaraan/${id_kompetisi}`, v.array(kelasKejuaraanSchema))).find((k) => k.id_kelas_kejuaraan === id45)!;
});
afterAll(async () => {
  loop?.stop();
  setApiOrigin('');
  setDb(null);
  await gate?.close();
  await server?.close();
});
beforeEach(() => {
  loop?.stop();
  loop = null;
  db = freshDb();
  setDb(db);
  setApiOrigin(gate.url);
  gate.mode = 'up';
  gate.fail.clear();
  gate.log.length = 0;
});

const dojangEdit = (alamat: string) => ({
  method: 'PUT' as const,
  kind: 'uji',
  path: `/dojang/${user.pelatih!.id_dojang}`,
  files: [{ name: 'alamat', value: alamat }],
  ownerId: user.id_akun,
  label: 'Ubah data dojang',
  entityKey: `dojang:${user.pelatih!.id_dojang}`,
  patch: { alamat },
});

describe('replay at the venue, against the real server', () => {
  it('with no route to the server it probes every few seconds instead of resending, and replays as soon as it answers', async () => {
    gate.mode = 'down';
    const before = await countLog('UPDATE_DOJANG');
    await enqueueWrite(db, dojangEdit('Jl. Probe 1'));
    startLoop();
    // The first attempt fails; from then on only the cheap status probe knocks.
    await until(() => sends('GET', '/api/status').length >= 3);
    expect(sends('PUT', '/api/dojang')).toHaveLength(1);
    expect(koneksi().terhubung).toBe(false);

    gate.mode = 'up';
    await until(async () => (await db.outbox.count()) === 0);
    const puts = sends('PUT', '/api/dojang');
    expect(puts.map((r) => r.status)).toEqual([0, 200]);
    expect(puts[0].key).toBe(puts[1].key);
    expect(await countLog('UPDATE_DOJANG')).toBe(before + 1);
    expect(koneksi()).toMatchObject({ terhubung: true, mengirim: false, terakhirTerhubung: expect.any(Number) });
  });

  it('one endpoint answering 503 holds its own chain only: the other writes land, it lands once it recovers, nothing twice', async () => {
    gate.fail.set('/api/dojang', { status: 503, retryAfter: 1 });
    const dojangBefore = await countLog('UPDATE_DOJANG');
    await enqueueWrite(db, dojangEdit('Jl. Sibuk 2'));
    await enqueueWrite(db, dojangEdit('Jl. Sibuk 3'));
    await enqueueWrite(db, {
      method: 'PUT',
      kind: 'uji',
      path: '/pelatih/profile',
      body: { alamat: 'Jl. Profil 9' },
      ownerId: user.id_akun,
      label: 'Ubah profil pelatih',
      entityKey: 'pelatih:profile',
      patch: { alamat: 'Jl. Profil 9' },
    });
    await enqueueWrite(db, {
      method: 'POST',
      kind: 'uji',
      path: '/atlet',
      ownerId: user.id_akun,
      label: 'Tambah atlet Sela Antrian',
      entityKey: 'atlet:new:sela',
      files: Object.entries({ ...cadetFields('Sela Antrian'), ...fieldsPernyataan(PERNYATAAN) }).map(([name, value]) => ({ name, value })),
    });
    const replayer = createReplayer({ db, ownerId: () => user.id_akun });
    const first = await replayer.run();
    expect(first.delivered).toHaveLength(2);
    expect(first.held).toHaveLength(1);
    expect((await serverAtlet()).filter((a) => a.nama_atlet === 'Sela Antrian')).toHaveLength(1);
    // The second dojang write never went before the first.
    expect(sends('PUT', '/api/dojang').map((r) => r.status)).toEqual([503]);

    gate.fail.clear();
    startLoop();
    await until(async () => (await db.outbox.count()) === 0);
    expect(sends('PUT', '/api/dojang').map((r) => r.status)).toEqual([503, 200, 200]);
    expect(await countLog('UPDATE_DOJANG')).toBe(dojangBefore + 2);
    expect((await serverAtlet()).filter((a) => a.nama_atlet === 'Sela Antrian')).toHaveLength(1);
    expectEachKeyLandedOnce();
  });

  it('an athlete added offline can be entered at once; the registration lands after it, with its server id', async () => {
    gate.mode = 'down';
    expect((await addAtlet({ pernyataan: PERNYATAAN, fields: cadetFields('Bayu Baru'), files: {} })).queued).toBe(true);
    const bayu = await wizardAtlet('Bayu Baru');
    expect(bayu.id_atlet).toBeLessThan(0);
    expect(await daftarkanPeserta({ kompetisi: { id_kompetisi }, kelas: kelas45, atlet: [bayu] })).toEqual({ queued: true });
    const [add, daftar] = await db.outbox.orderBy('seq').toArray();
    expect(daftar).toMatchObject({ chain: add.chain, dependsOn: [{ key: add.entityKey, field: 'atlitId', from: 'id_atlet' }] });

    gate.mode = 'up';
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const posts = gate.log.filter((r) => r.method === 'POST' && r.status > 0).map((r) => r.path);
    expect(posts).toEqual(['/api/atlet', `/api/kompetisi/${id_kompetisi}/register`]);
    const [onServer] = (await serverAtlet()).filter((a) => a.nama_atlet === 'Bayu Baru');
    const entries = (await serverPeserta()).filter((p) => p.atlet.nama_atlet === 'Bayu Baru');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id_atlet: onServer.id_atlet, id_kelas_kejuaraan: kelas45.id_kelas_kejuaraan });
    expectEachKeyLandedOnce();
  });

  it('a refused athlete refuses its registration with it, saying why; corrected, both land', async () => {
    const taken = cadetFields('Pemilik NIK').nik;
    await addAtlet({ pernyataan: PERNYATAAN, fields: cadetFields('Pemilik NIK', taken), files: {} });
    gate.mode = 'down';
    await addAtlet({ pernyataan: PERNYATAAN, fields: cadetFields('Citra Kembar', taken), files: {} });
    await daftarkanPeserta({ kompetisi: { id_kompetisi }, kelas: kelas45, atlet: [await wizardAtlet('Citra Kembar')] });

    gate.mode = 'up';
    await syncNow();
    const [add, daftar] = await db.outbox.orderBy('seq').toArray();
    expect(add).toMatchObject({ status: 'rejected', lastError: 'NIK sudah terdaftar' });
    expect(daftar).toMatchObject({
      status: 'rejected',
      lastError: 'Tidak dikirim karena atlet Citra Kembar ditolak server: NIK sudah terdaftar. Selesaikan itu dulu, lalu kirim ulang ini.',
    });
    expect(sends('POST', `/api/kompetisi/${id_kompetisi}/register`)).toHaveLength(0);

    // 'Perbaiki' on the athlete keeps its local key, so Retry on the registration finds the corrected athlete.
    const queued = await loadQueuedAdd(add.id);
    await addAtlet({
      pernyataan: PERNYATAAN,
      fields: { ...queued!.fields, nik: '1671011506139999' },
      files: queued!.files,
      replaceOutboxId: add.id,
    });
    await retryEntry(db, daftar.id);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const [citra] = (await serverAtlet()).filter((a) => a.nama_atlet === 'Citra Kembar');
    expect((await serverPeserta()).filter((p) => p.id_atlet === citra.id_atlet)).toHaveLength(1);
  });
});
