import { randomBytes } from 'node:crypto';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PESAN_PEMELIHARAAN, SISTEM_MSG, type Manifest } from '../../src/domain/schemas/sistem';
import { activityLog } from '../../src/server/db/schema';
import { DEMO_PASSWORDS } from '../../src/server/db/seed/demo-data';
import { header, type TarEntry } from '../../src/server/sistem/tar';
import { login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { buatArsip, fotoBerkas, fotoData, isiArsip, isiSemuaTabel, unduh, unggahPulihkan } from './sistem-fixtures';

const t = useTestServer();
let token = '';
let pelatih = '';
let asli: TarEntry[] = [];
let sebelum: Record<string, string> = {};
let berkasSebelum: Record<string, string> = {};

beforeEach(async () => {
  await rm(path.join(t.dataDir, 'backups'), { recursive: true, force: true });
  await isiSemuaTabel(t.db, t.dataDir);
  token = await login(t, DEMO_PASSWORDS.admin.email, DEMO_PASSWORDS.admin.password);
  pelatih = await login(t, DEMO_PASSWORDS.pelatih2.email, DEMO_PASSWORDS.pelatih2.password);
  const made = await t.api('POST', '/api/admin/sistem/backup', { token });
  expect(made.status).toBe(201);
  asli = await isiArsip((await unduh(t, token, `/api/admin/sistem/backup/${made.body.data.nama}`)).bytes);
  sebelum = await fotoData(t.db);
  berkasSebelum = await fotoBerkas(t.dataDir);
});
afterEach(() => {
  delete process.env.RESTORE_MAX_MB;
});

const manifestOf = (entries: TarEntry[]) => JSON.parse(entries[0]!.data.toString('utf8')) as Manifest;

/** Refused with 400 and this message; not a row, not a file changed, no staging folder left. */
async function ditolak(bytes: Buffer, message: string) {
  const res = await unggahPulihkan(t, token, bytes);
  expect([res.status, res.body.message]).toEqual([400, message]);
  expect(await fotoData(t.db)).toEqual(sebelum);
  expect(await fotoBerkas(t.dataDir)).toEqual(berkasSebelum);
  expect((await readdir(t.dataDir)).filter((n) => n.startsWith('.pulihkan-') || n.startsWith('.unggah-'))).toEqual([]);
}

/** A raw upload whose body the test writes by hand (to hold it open, or stop half way). */
function unggahManual(length: number, opts: { token?: string } = {}) {
  const url = new URL(`${t.url}/api/admin/sistem/pulihkan/unggah?konfirmasi=PULIHKAN`);
  let req!: ClientRequest;
  const jawaban = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          'content-type': 'application/gzip',
          'content-length': String(length),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', () => undefined); // the server may close its side after answering
  });
  return { req, jawaban };
}

/** Resolves when `cek` holds; the test fails after `ms` instead of hanging. */
async function tunggu(cek: () => Promise<boolean>, apa: string, ms = 10_000) {
  const akhir = Date.now() + ms;
  while (!(await cek())) {
    if (Date.now() > akhir) throw new Error(`tidak terjadi: ${apa}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pemeliharaan = async () => (await t.api('GET', '/api/status')).body.data.maintenance as { aktif: boolean; pesan: string };

describe('a restore is held to the manifest and to a cap while it inflates', () => {
  it('a gzip bomb (1.2 GB of zeros in 1.2 MB) is refused at its first entry, before it is inflated', async () => {
    const m = manifestOf(asli);
    const awal = asli.filter((e) => !e.name.startsWith('uploads/'));
    const folder = path.posix.dirname(asli.find((e) => e.name.startsWith('uploads/'))!.name);
    const sink: Buffer[] = [];
    for (const e of awal) {
      sink.push(header(e.name, e.data.length, new Date()), e.data, Buffer.alloc((512 - (e.data.length % 512)) % 512));
    }
    // Gzip members one after another inflate as one stream: one small member of zeros, repeated.
    const nol = gzipSync(Buffer.alloc(1024 * 1024));
    const bagian = [gzipSync(Buffer.concat(sink))];
    const nama: string[] = [];
    for (let i = 0; i < 5; i++) {
      nama.push(`${folder}/${randomBytes(8).toString('hex')}.png`);
      bagian.push(gzipSync(header(nama[i]!, 240 * 1024 * 1024, new Date())));
      for (let k = 0; k < 240; k++) bagian.push(nol);
    }
    bagian.push(gzipSync(Buffer.alloc(1024)));
    const bom = Buffer.concat(bagian);
    expect(bom.length).toBeLessThan(2 * 1024 * 1024);
    expect(m.berkas.ukuran).toBeLessThan(240 * 1024 * 1024);
    await ditolak(bom, SISTEM_MSG.melebihiManifes(nama[0]!));
  });

  it("a part larger than its table's recorded size is refused at that part", async () => {
    const lebar = asli.map((e) =>
      e.name === 'db/atlet/0001.json'
        ? { name: e.name, data: Buffer.from(JSON.stringify(JSON.parse(e.data.toString('utf8')), null, 2)) }
        : e,
    );
    await ditolak(await buatArsip(lebar), SISTEM_MSG.melebihiManifes('db/atlet/0001.json'));
    const kecil = asli.map((e) =>
      e.name === 'db/atlet/0001.json'
        ? { name: e.name, data: Buffer.from(JSON.stringify(JSON.parse(e.data.toString('utf8')).slice(0, 1))) }
        : e,
    );
    await ditolak(await buatArsip(kecil), SISTEM_MSG.tidakLengkap);
  });

  it('everything is held to RESTORE_MAX_MB: by the manifest, or entry by entry for a manifest without sizes', async () => {
    process.env.RESTORE_MAX_MB = '0.01';
    await ditolak(await buatArsip(asli), SISTEM_MSG.melebihiBatas(0.01));
    const m = manifestOf(asli);
    const tanpaUkuran = { ...m, tabel: m.tabel.map(({ ukuran: _u, ...x }) => x), berkas: { ...m.berkas, ukuran: 0 } };
    expect(tanpaUkuran.tabel[0]).not.toHaveProperty('ukuran');
    await ditolak(
      await buatArsip([{ name: 'manifest.json', data: Buffer.from(JSON.stringify(tanpaUkuran)) }, ...asli.slice(1)]),
      SISTEM_MSG.melebihiBatas(0.01),
    );
    delete process.env.RESTORE_MAX_MB;
    const res = await unggahPulihkan(t, token, await buatArsip(asli));
    expect(res.status, res.body.message).toBe(200);
  });
});

describe('the uploaded restore route', () => {
  it('refuses an anonymous or non-ADMIN upload before reading its body (300 MB announced, 64 KB sent)', async () => {
    for (const [who, tok, status] of [
      ['anonim', undefined, 401],
      ['pelatih', pelatih, 403],
    ] as const) {
      const { req, jawaban } = unggahManual(300 * 1024 * 1024, { token: tok });
      req.write(randomBytes(64 * 1024));
      const res = await Promise.race([jawaban, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
      req.destroy();
      expect(res?.status, `${who}: no answer while the body was still coming`).toBe(status);
    }
    expect((await pemeliharaan()).aktif).toBe(false);
  });

  it('while a restore runs every write gets 503 (ADMIN and login too) and reads go on; afterwards writes land again', async () => {
    const bytes = await buatArsip(asli);
    const { req, jawaban } = unggahManual(bytes.length, { token });
    req.write(bytes.subarray(0, 1000));
    await tunggu(async () => (await pemeliharaan()).aktif, 'pemulihan berjalan');
    expect((await pemeliharaan()).pesan).toBe(SISTEM_MSG.pemulihanBerjalan);

    const langganan = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-1',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    for (const [apa, res] of [
      ['pelatih', await t.api('POST', '/api/push/langganan', { token: pelatih, json: langganan })],
      ['admin', await t.api('PUT', '/api/admin/sistem/maintenance', { token, json: { aktif: true, pesan: 'x' } })],
      [
        'login',
        await t.api('POST', '/api/auth/login', { json: { email: DEMO_PASSWORDS.admin.email, password: DEMO_PASSWORDS.admin.password } }),
      ],
      ['restore kedua', await t.api('POST', '/api/admin/sistem/backup', { token })],
    ] as const) {
      expect([apa, res.status, res.body.message]).toEqual([apa, 503, PESAN_PEMELIHARAAN]);
      expect(res.headers.get('retry-after')).toBe('120');
    }
    expect((await t.api('GET', '/api/admin/sistem/backup', { token })).status).toBe(200);

    req.end(bytes.subarray(1000));
    const res = await jawaban;
    expect(res.status, res.body).toBe(200);
    expect((await pemeliharaan()).aktif).toBe(false);
    expect((await t.api('POST', '/api/push/langganan', { token: pelatih, json: langganan })).status).toBe(200);
  });

  it('a restore whose request is gone (the client closed after sending it all) is not applied', async () => {
    const bytes = await buatArsip(asli);
    await t.db.delete(activityLog);
    sebelum = await fotoData(t.db);
    const { req } = unggahManual(bytes.length, { token });
    req.write(bytes.subarray(0, 1000));
    await tunggu(async () => (await pemeliharaan()).aktif, 'pemulihan berjalan');
    req.end(bytes.subarray(1000), () => req.destroy());
    await tunggu(async () => !(await pemeliharaan()).aktif, 'pemulihan selesai');
    const log = await t.db.select().from(activityLog);
    expect(log.map((l) => l.action)).toEqual(['PULIHKAN_DIBATALKAN']);
    await t.db.delete(activityLog).where(eq(activityLog.action, 'PULIHKAN_DIBATALKAN'));
    expect(await fotoData(t.db)).toEqual(sebelum);
    expect(await fotoBerkas(t.dataDir)).toEqual(berkasSebelum);
  });
});
