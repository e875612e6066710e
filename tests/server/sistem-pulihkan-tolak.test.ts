import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { SISTEM_MSG, type Manifest } from '../../src/domain/schemas/sistem';
import { login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { buatArsip, fotoBerkas, fotoData, isiArsip, isiSemuaTabel, unduh, unggahPulihkan } from './sistem-fixtures';
import type { TarEntry } from '../../src/server/sistem/tar';

const t = useTestServer();
let token = '';
let asli: TarEntry[] = [];
let sebelum: Record<string, string> = {};
let berkasSebelum: Record<string, string> = {};

beforeEach(async () => {
  await rm(path.join(t.dataDir, 'backups'), { recursive: true, force: true });
  await isiSemuaTabel(t.db, t.dataDir);
  token = await login(t, 'admin@arenatkd.demo', 'Admin123!');
  const made = await t.api('POST', '/api/admin/sistem/backup', { token });
  expect(made.status).toBe(201);
  asli = await isiArsip((await unduh(t, token, `/api/admin/sistem/backup/${made.body.data.nama}`)).bytes);
  sebelum = await fotoData(t.db);
  berkasSebelum = await fotoBerkas(t.dataDir);
});

const manifestOf = (entries: TarEntry[]) => JSON.parse(entries[0]!.data.toString('utf8')) as Manifest;
const withManifest = (entries: TarEntry[], m: Manifest): TarEntry[] => [
  { name: 'manifest.json', data: Buffer.from(JSON.stringify(m)) },
  ...entries.slice(1),
];

/** Refused with 400 and this message; not a row, not a file changed. */
async function ditolak(bytes: Buffer, message: string) {
  const res = await unggahPulihkan(t, token, bytes);
  expect(res.status, res.body.message).toBe(400);
  expect(res.body.message).toBe(message);
  expect(await fotoData(t.db)).toEqual(sebelum);
  expect(await fotoBerkas(t.dataDir)).toEqual(berkasSebelum);
}

describe('a restore refuses what is not a whole backup of this app, and changes nothing', () => {
  it('the untouched archive is accepted (the check below can fail)', async () => {
    const res = await unggahPulihkan(t, token, await buatArsip(asli));
    expect(res.status, res.body.message).toBe(200);
  });

  it('random bytes, a gzip that holds no tar, an empty body', async () => {
    await ditolak(randomBytes(5000), SISTEM_MSG.rusak);
    await ditolak(gzipSync(Buffer.from('bukan arsip tar sama sekali'.repeat(40))), SISTEM_MSG.rusak);
    const kosong = await t.api('POST', '/api/admin/sistem/pulihkan/unggah?konfirmasi=PULIHKAN', {
      token,
      raw: '',
      headers: { 'content-type': 'application/gzip' },
    });
    expect(kosong.status).toBe(400);
    expect(kosong.body.message).toBe(SISTEM_MSG.kosong);
  });

  it('a foreign tar.gz (no manifest first) or another format', async () => {
    await ditolak(await buatArsip([{ name: 'foto/liburan.jpg', data: randomBytes(100) }]), SISTEM_MSG.bukanCadangan);
    await ditolak(await buatArsip([{ name: 'manifest.json', data: Buffer.from('{"format":"lain"}') }]), SISTEM_MSG.bukanCadangan);
    await ditolak(await buatArsip(withManifest(asli, { ...manifestOf(asli), versi_format: 99 })), SISTEM_MSG.versiFormat);
  });

  it('a backup of another database version', async () => {
    const m = manifestOf(asli);
    await ditolak(
      await buatArsip(withManifest(asli, { ...m, migrasi: { jumlah: m.migrasi.jumlah - 1, hash_terakhir: 'lama' } })),
      SISTEM_MSG.migrasi(m.migrasi.jumlah - 1, m.migrasi.jumlah),
    );
  });

  it('a cut archive, a missing part, a count that does not match the rows (rolled back after the wipe)', async () => {
    const full = await buatArsip(asli);
    await ditolak(full.subarray(0, Math.floor(full.length / 2)), SISTEM_MSG.rusak);
    await ditolak(await buatArsip(asli.filter((e) => e.name !== 'db/atlet/0001.json')), SISTEM_MSG.tidakLengkap);
    const m = manifestOf(asli);
    const lebih = { ...m, tabel: m.tabel.map((x) => (x.nama === 'match' ? { ...x, baris: x.baris + 1 } : x)) };
    await ditolak(await buatArsip(withManifest(asli, lebih)), SISTEM_MSG.tidakLengkap);
    const file = asli.find((e) => e.name.startsWith('uploads/'))!;
    await ditolak(await buatArsip(asli.filter((e) => e !== file)), SISTEM_MSG.tidakLengkap);
  });

  it('names that would leave the staging folder or are not ours', async () => {
    for (const name of ['uploads/../../pglite/evil.png', '../evil.json', 'uploads/lain/abc.png', 'db/atlet/0002.json', 'skrip.sh']) {
      await ditolak(await buatArsip([...asli, { name, data: Buffer.from('x') }]), SISTEM_MSG.isiAsing(name));
    }
  });

  it('needs the typed confirmation', async () => {
    const res = await unggahPulihkan(t, token, await buatArsip(asli), 'ya');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SISTEM_MSG.konfirmasi);
    expect(await fotoData(t.db)).toEqual(sebelum);
    // A large body refused before it is read still gets its answer (not a closed socket).
    const besar = randomBytes(6 * 1024 * 1024);
    const tanpaKonfirmasi = await unggahPulihkan(t, token, besar, '');
    expect(tanpaKonfirmasi.status).toBe(400);
    expect(tanpaKonfirmasi.body.message).toBe(SISTEM_MSG.konfirmasi);
    const tanpaLogin = await unggahPulihkan(t, undefined, besar);
    expect(tanpaLogin.status).toBe(401);
  });
});
