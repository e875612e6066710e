import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bungkusUlang, dekripsiBerkas, idKunciBerkas, kunciDenganId, type KunciServer } from '../../src/server/berkas-aman/format';
import { daftarBerkasPribadi } from '../../src/server/berkas-aman/daftar';
import { dekripsiDengan, enkripsiDengan, parseKunci } from '../../src/server/crypto/kunci';
import { openPglite } from '../../src/server/db/client';
import { activityLog, akun, setting, totp } from '../../src/server/db/schema';
import { storeUpload } from '../../src/server/uploads/store';
import { JPEG, PDF, PNG } from './helpers/fixtures';

const jalankan = promisify(execFile);
let dir: string;
const isi = new Map<string, Buffer>();

/** `npm run kunci:putar` as an operator runs it: its own process, the key in DATA_DIR/secret.key. */
function putar() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.ARENA_SECRET_KEY;
  delete env.DATABASE_URL;
  return jalankan(process.execPath, ['--import', 'tsx', 'src/server/berkas-aman/kunci-putar.ts'], { env, timeout: 120_000 });
}

const kunciFile = async (nama = 'secret.key') => kunciDenganId(parseKunci(await readFile(path.join(dir, nama), 'utf8')));

async function bacaDb<T>(fn: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>): Promise<T> {
  const opened = await openPglite(path.join(dir, 'pglite'));
  try {
    return await fn(opened.db);
  } finally {
    await opened.close();
  }
}

async function semuaDengan(kunci: KunciServer) {
  const files = await daftarBerkasPribadi(dir);
  expect(files.length).toBe(isi.size);
  for (const f of files) {
    const disk = await readFile(f.full);
    expect(idKunciBerkas(disk), f.nama).toBe(kunci.id.toString('hex'));
    expect(dekripsiBerkas(disk, kunci).equals(isi.get(f.nama)!)).toBe(true);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arena-putar-'));
  const lama = randomBytes(32);
  await writeFile(path.join(dir, 'secret.key'), lama.toString('base64'), { mode: 0o600 });
  for (const [folder, bytes, ext] of [
    ['atlet/akte_kelahiran', PNG, 'png'],
    ['atlet/pas_foto', JPEG, 'jpg'],
    ['atlet/ktp', PNG, 'png'],
    ['pelatih/sertifikat', PDF, 'pdf'],
    ['pelatih/BuktiTf', PNG, 'png'],
  ] as const) {
    const b = Buffer.concat([bytes, randomBytes(2000)]);
    const nama = await storeUpload(dir, folder, { bytes: b, ext });
    isi.set(nama, b);
  }
  // A file from before encryption: the rotation encrypts it with the new key.
  const polos = Buffer.concat([JPEG, randomBytes(500)]);
  const namaPolos = `${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(path.join(dir, 'uploads', 'atlet', 'pas_foto', namaPolos), polos);
  isi.set(namaPolos, polos);
  await bacaDb(async (db) => {
    const [a] = await db.insert(akun).values({ email: 'dua@uji.id', password_hash: 'x', role: 'ADMIN' }).returning();
    await db.insert(totp).values({ id_akun: a!.id_akun, secret_enc: enkripsiDengan(lama, 'JBSWY3DPEHPK3PXP'), aktif: true });
    await db.insert(setting).values({ key: 'smtp', value: { host: 'smtp.uji.id', password_enc: enkripsiDengan(lama, 'sandi-smtp') } });
  });
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run kunci:putar', () => {
  it('moves every file key and every stored secret to a new key, then the new key replaces secret.key', async () => {
    const lama = await kunciFile();
    const { stdout } = await putar();
    expect(stdout).toMatch(/5 dibungkus ulang, 1 berkas lama dienkripsi, 0 sudah memakai kunci baru/);
    expect(existsSync(path.join(dir, 'secret.key.baru'))).toBe(false);
    const baru = await kunciFile();
    expect(baru.id.equals(lama.id)).toBe(false);
    await semuaDengan(baru);
    await bacaDb(async (db) => {
      const [t] = await db.select().from(totp);
      expect(dekripsiDengan(baru.kunci, t!.secret_enc)).toBe('JBSWY3DPEHPK3PXP');
      const [s] = await db.select().from(setting).where(eq(setting.key, 'smtp'));
      const nilai = s!.value as { host: string; password_enc: string };
      expect([nilai.host, dekripsiDengan(baru.kunci, nilai.password_enc)]).toEqual(['smtp.uji.id', 'sandi-smtp']);
      expect((await db.select().from(activityLog).where(eq(activityLog.action, 'PUTAR_KUNCI_SERVER'))).length).toBe(1);
    });
  }, 120_000);

  it('a run cut short is finished by running it again: each file says which key wraps it', async () => {
    const sekarang = await kunciFile();
    // As a run stopped half-way leaves it: the next key already kept, two files moved to it, the rest not.
    const berikut = kunciDenganId(randomBytes(32));
    await writeFile(path.join(dir, 'secret.key.baru'), berikut.kunci.toString('base64'), { mode: 0o600 });
    const files = await daftarBerkasPribadi(dir);
    for (const f of files.slice(0, 2)) await writeFile(f.full, bungkusUlang(await readFile(f.full), sekarang, berikut));
    const { stdout } = await putar();
    expect(stdout).toMatch(/4 dibungkus ulang, 0 berkas lama dienkripsi, 2 sudah memakai kunci baru/);
    const akhir = await kunciFile();
    expect(akhir.id.equals(berikut.id)).toBe(true);
    await semuaDengan(berikut);
    await bacaDb(async (db) => {
      const [t] = await db.select().from(totp);
      expect(dekripsiDengan(berikut.kunci, t!.secret_enc)).toBe('JBSWY3DPEHPK3PXP');
    });
  }, 120_000);
});
