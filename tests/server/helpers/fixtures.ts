import { hashSecret } from '../../../src/server/auth/password';
import { admin, adminKompetisi, akun, dojang, kompetisi, pelatih } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';
import type { TestServer } from './server';

export const PASSWORD = 'Rahasia123';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashSecret(PASSWORD));

export async function makeDojang(db: Db, overrides: Partial<typeof dojang.$inferInsert> = {}) {
  const [row] = await db
    .insert(dojang)
    .values({ nama_dojang: 'Dojang Uji', provinsi: 'Sumatera Selatan', kota: 'Kota Palembang', ...overrides })
    .returning();
  return row;
}

export async function makeCoach(db: Db, email: string, id_dojang?: number) {
  const d = id_dojang ?? (await makeDojang(db, { nama_dojang: `Dojang ${email}` })).id_dojang;
  const [a] = await db
    .insert(akun)
    .values({ email, password_hash: await passwordHash(), role: 'PELATIH' })
    .returning();
  const [p] = await db
    .insert(pelatih)
    .values({ nama_pelatih: `Pelatih ${email}`, id_akun: a.id_akun, id_dojang: d })
    .returning();
  return { akun: a, pelatih: p, id_dojang: d };
}

export async function makeAdmin(db: Db, email = 'admin@uji.id') {
  const [a] = await db
    .insert(akun)
    .values({ email, password_hash: await passwordHash(), role: 'ADMIN' })
    .returning();
  await db.insert(admin).values({ nama_admin: 'Admin Uji', id_akun: a.id_akun });
  return a;
}

export async function makeKompetisi(db: Db, overrides: Partial<typeof kompetisi.$inferInsert> = {}) {
  const [k] = await db
    .insert(kompetisi)
    .values({
      nama_event: 'Kejuaraan Uji',
      tanggal_mulai: '2025-11-22',
      tanggal_selesai: '2025-11-26',
      biaya_pendaftaran: 500_000,
      ...overrides,
    })
    .returning();
  return k;
}

export async function makeAdminKompetisi(db: Db, email = 'panitia@uji.id') {
  const k = await makeKompetisi(db);
  const [a] = await db
    .insert(akun)
    .values({ email, password_hash: await passwordHash(), role: 'ADMIN_KOMPETISI' })
    .returning();
  await db.insert(adminKompetisi).values({ nama: 'Panitia Uji', id_akun: a.id_akun, id_kompetisi: k.id_kompetisi });
  return a;
}

export async function login(t: TestServer, email: string, password = PASSWORD): Promise<string> {
  const res = await t.api('POST', '/api/auth/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.body.message}`);
  return res.body.data.token as string;
}

/** Smallest real files, recognised by their magic bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);

export function fileOf(bytes: Buffer, name: string, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function form(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [k, v] of Object.entries(files)) f.append(k, v);
  return f;
}
