import { and, eq, isNull } from 'drizzle-orm';
import { todayWib } from '../../../src/domain/atlet/umur';
import { adminKompetisi, akun, kategoriEvent, kelasBerat, kelasKejuaraan, kelasPoomsae } from '../../../src/server/db/schema';
import { seedKelasKejuaraan } from '../../../src/server/db/seed/catalogue';
import { hashSecret } from '../../../src/server/auth/password';
import type { Db } from '../../../src/server/db/types';
import { insertAtlet } from './atlet';
import { PASSWORD, login, makeAdmin, makeCoach, makeKompetisi } from './fixtures';
import type { TestServer } from './server';

/** 'YYYY-MM-DD' `days` from today (WIB); negative = past. */
export function hari(days: number): string {
  const [y, m, d] = todayWib().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A competition open for registration (starts in 30 days, deadline in 20), with every class of the catalogue. */
export async function kompetisiTerbuka(db: Db, overrides: Parameters<typeof makeKompetisi>[1] = {}) {
  const k = await makeKompetisi(db, {
    nama_event: 'Kejuaraan Terbuka',
    tanggal_mulai: hari(30),
    tanggal_selesai: hari(34),
    batas_pendaftaran: hari(20),
    status: 'PENDAFTARAN',
    ...overrides,
  });
  await seedKelasKejuaraan(db, k.id_kompetisi);
  return k;
}

/** The competition's year, which decides the age groups. */
export const tahunKompetisi = () => Number(hari(30).slice(0, 4));

export async function makePanitia(db: Db, email: string, id_kompetisi: number) {
  const [a] = await db
    .insert(akun)
    .values({ email, password_hash: await hashSecret(PASSWORD), role: 'ADMIN_KOMPETISI' })
    .returning();
  await db.insert(adminKompetisi).values({ nama: `Panitia ${email}`, id_akun: a.id_akun, id_kompetisi });
  return a;
}

export interface KelasCari {
  cabang: 'KYORUGI' | 'POOMSAE';
  kategori: 'pemula' | 'prestasi';
  kelompok: number;
  jenis_kelamin?: 'LAKI_LAKI' | 'PEREMPUAN' | null;
  berat?: string;
  poomsae?: string;
}

/** The id of one class of the competition. */
export async function kelasId(db: Db, id_kompetisi: number, q: KelasCari): Promise<number> {
  const rows = await db
    .select({ id: kelasKejuaraan.id_kelas_kejuaraan, berat: kelasBerat.nama_kelas, poomsae: kelasPoomsae.nama_kelas })
    .from(kelasKejuaraan)
    .innerJoin(kategoriEvent, eq(kategoriEvent.id_kategori_event, kelasKejuaraan.id_kategori_event))
    .leftJoin(kelasBerat, eq(kelasBerat.id_kelas_berat, kelasKejuaraan.id_kelas_berat))
    .leftJoin(kelasPoomsae, eq(kelasPoomsae.id_poomsae, kelasKejuaraan.id_poomsae))
    .where(
      and(
        eq(kelasKejuaraan.id_kompetisi, id_kompetisi),
        eq(kelasKejuaraan.cabang, q.cabang),
        eq(kategoriEvent.nama_kategori, q.kategori),
        eq(kelasKejuaraan.id_kelompok, q.kelompok),
        q.jenis_kelamin === undefined
          ? undefined
          : q.jenis_kelamin === null
            ? isNull(kelasKejuaraan.jenis_kelamin)
            : eq(kelasKejuaraan.jenis_kelamin, q.jenis_kelamin),
      ),
    );
  const hit = rows.filter((r) => (q.berat === undefined || r.berat === q.berat) && (q.poomsae === undefined || r.poomsae === q.poomsae));
  if (hit.length !== 1) throw new Error(`kelas ${JSON.stringify(q)}: ${hit.length} cocok`);
  return hit[0].id;
}

/** Cadet Putra Kyorugi prestasi Under 45 kg (41 < kg <= 45). */
export const KYORUGI_CADET_45: KelasCari = {
  cabang: 'KYORUGI',
  kategori: 'prestasi',
  kelompok: 3,
  jenis_kelamin: 'LAKI_LAKI',
  berat: 'Under 45 kg',
};
export const KYORUGI_CADET_49: KelasCari = { ...KYORUGI_CADET_45, berat: 'Under 49 kg' };
export const POOMSAE_CADET_INDIVIDU: KelasCari = {
  cabang: 'POOMSAE',
  kategori: 'prestasi',
  kelompok: 3,
  jenis_kelamin: 'LAKI_LAKI',
  poomsae: 'Individu',
};
export const POOMSAE_CADET_PASANGAN: KelasCari = {
  cabang: 'POOMSAE',
  kategori: 'prestasi',
  kelompok: 3,
  jenis_kelamin: null,
  poomsae: 'Berpasangan',
};
export const POOMSAE_CADET_BEREGU: KelasCari = {
  cabang: 'POOMSAE',
  kategori: 'prestasi',
  kelompok: 3,
  jenis_kelamin: null,
  poomsae: 'Beregu',
};

/** A Cadet (13 in the competition's year) boy of 43 kg, unless overridden. */
export function cadet(db: Db, id_dojang: number, overrides: Parameters<typeof insertAtlet>[2] = {}) {
  return insertAtlet(db, id_dojang, {
    nama_atlet: 'Atlet Cadet',
    jenis_kelamin: 'LAKI_LAKI',
    tanggal_lahir: `${tahunKompetisi() - 13}-06-15`,
    berat_badan: 43,
    ...overrides,
  });
}

/**
 * The cast of every permission test: an open competition A and another one B, the coaches of two
 * dojangs, an ADMIN, and the ADMIN_KOMPETISI of A and of B, each logged in.
 */
export async function dunia(t: TestServer, overrides: Parameters<typeof makeKompetisi>[1] = {}) {
  const a = await kompetisiTerbuka(t.db, { nama_event: 'Kejuaraan A', ...overrides });
  const b = await kompetisiTerbuka(t.db, { nama_event: 'Kejuaraan B' });
  const pelatih = await makeCoach(t.db, 'pelatih@uji.id');
  const lain = await makeCoach(t.db, 'lain@uji.id');
  await makeAdmin(t.db, 'admin@uji.id');
  await makePanitia(t.db, 'panitia-a@uji.id', a.id_kompetisi);
  await makePanitia(t.db, 'panitia-b@uji.id', b.id_kompetisi);
  const token = {
    pelatih: await login(t, 'pelatih@uji.id'),
    lain: await login(t, 'lain@uji.id'),
    admin: await login(t, 'admin@uji.id'),
    panitiaA: await login(t, 'panitia-a@uji.id'),
    panitiaB: await login(t, 'panitia-b@uji.id'),
  };
  return { a, b, pelatih, lain, token };
}

export type Dunia = Awaited<ReturnType<typeof dunia>>;

/** Registers through the API; the answer as is. */
export function daftar(
  t: TestServer,
  token: string,
  id_kompetisi: number,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return t.api('POST', `/api/kompetisi/${id_kompetisi}/register`, { token, json: body, headers });
}
