import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../../src/server/auth/password';
import { akun, kompetisi, petugasKompetisi } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { PASSWORD, login } from './helpers/fixtures';
import { dunia } from './helpers/peserta';
import { kelasDenganPeserta } from './bagan-fixtures';
import type { TestServer } from './helpers/server';

/** A weigh-in staff account of a competition, its first password already replaced, logged in. */
export async function makePetugas(t: TestServer, email: string, id_kompetisi: number, nama = `Petugas ${email}`) {
  const [a] = await t.db
    .insert(akun)
    .values({ email, password_hash: await hashSecret(PASSWORD), role: 'PETUGAS_TIMBANG' })
    .returning();
  const [p] = await t.db.insert(petugasKompetisi).values({ nama, id_akun: a.id_akun, id_kompetisi }).returning();
  return { akun: a, petugas: p, token: await login(t, email) };
}

/** The cast of dunia(), desks of A (two) and of B, and `n` approved Cadet Putra Under 45 kg entries in A. */
export async function meja(t: TestServer, n = 3) {
  const w = await dunia(t);
  const mejaA1 = await makePetugas(t, 'timbang-a1@uji.id', w.a.id_kompetisi, 'Petugas Satu');
  const mejaA2 = await makePetugas(t, 'timbang-a2@uji.id', w.a.id_kompetisi, 'Petugas Dua');
  const mejaB = await makePetugas(t, 'timbang-b@uji.id', w.b.id_kompetisi);
  const kelas = await kelasDenganPeserta(t, w, n);
  return { w, mejaA1, mejaA2, mejaB, ...kelas };
}

export async function aturTimbang(db: Db, id_kompetisi: number, set: Partial<typeof kompetisi.$inferInsert>) {
  await db.update(kompetisi).set(set).where(eq(kompetisi.id_kompetisi, id_kompetisi));
}

/** An attempt as a desk sends it: `menit` minutes ago by the desk's clock. */
export function percobaan(id_peserta_kompetisi: number, berat_gram: number, menit = 0, extra: Record<string, unknown> = {}) {
  return {
    kunci: randomUUID(),
    id_peserta_kompetisi,
    berat_gram,
    meja: 'Meja 1',
    ditimbang_pada: new Date(Date.now() - menit * 60_000).toISOString(),
    jenis: 'RESMI',
    ...extra,
  };
}

export const timbang = (t: TestServer, token: string, id_kompetisi: number, body: unknown, headers?: Record<string, string>) =>
  t.api('POST', `/api/kompetisi/${id_kompetisi}/penimbangan`, { token, json: body, headers });

export const putuskan = (
  t: TestServer,
  token: string,
  id_kompetisi: number,
  pid: number,
  body: unknown,
  headers?: Record<string, string>,
) => t.api('POST', `/api/kompetisi/${id_kompetisi}/penimbangan/${pid}/keputusan`, { token, json: body, headers });

export const daftar = (t: TestServer, token: string, id_kompetisi: number, query = '') =>
  t.api('GET', `/api/kompetisi/${id_kompetisi}/penimbangan${query}`, { token });

/** The refusal code of an answer. */
export const kodeOf = (res: { body: unknown }) => (res.body as { kode?: string }).kode;
