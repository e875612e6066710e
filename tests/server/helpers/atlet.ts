import { eq } from 'drizzle-orm';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../../src/domain/privasi/kebijakan';
import {
  adminKompetisi,
  atlet,
  kategoriEvent,
  kelasKejuaraan,
  kelasPoomsae,
  persetujuanData,
  pesertaKompetisi,
  pesertaTimAnggota,
} from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';
import { form } from './fixtures';
import type { ApiResult, TestServer } from './server';

/** The consent statement as the add form sends it with a ticked box (the guardian's name counts only for a child). */
export const PERNYATAAN_FIELDS: Record<string, string> = {
  persetujuan: '1',
  versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI,
  nama_wali: 'Siti Aminah',
};

/** Every field of spec 001 §5 "Add athlete", valid, with the coach's consent statement (issue 31). */
export function atletFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...PERNYATAAN_FIELDS,
    nama_atlet: 'Muhammad Rizky',
    tanggal_lahir: '2012-03-14',
    jenis_kelamin: 'LAKI_LAKI',
    alamat: 'Jl. Merdeka 1',
    provinsi: 'Sumatera Selatan',
    kota: 'Kota Palembang',
    nik: '1671011403120001',
    no_telp: '081234567890',
    belt: 'hijau',
    berat_badan: '41',
    tinggi_badan: '150',
    ...overrides,
  };
}

export function postAtlet(
  t: TestServer,
  token: string,
  fields: Record<string, string> = atletFields(),
  files: Record<string, File> = {},
  headers?: Record<string, string>,
): Promise<ApiResult> {
  return t.api('POST', '/api/atlet', { token, form: form(fields, files), headers });
}

let nikSeq = 1000;
/**
 * An athlete written straight into the database (for read tests), with the consent statement a coach records when
 * adding one; `persetujuan: false` leaves it out (an athlete added before consent was asked).
 */
export async function insertAtlet(
  db: Db,
  id_dojang: number,
  overrides: Partial<typeof atlet.$inferInsert> = {},
  opsi: { persetujuan?: boolean } = {},
) {
  const [row] = await db
    .insert(atlet)
    .values({
      nama_atlet: 'Atlet Uji',
      jenis_kelamin: 'LAKI_LAKI',
      tanggal_lahir: '2010-05-05',
      nik: `167101000000${nikSeq++}`,
      belt: 'putih',
      berat_badan: 40,
      tinggi_badan: 150,
      provinsi: 'Sumatera Selatan',
      kota: 'Kota Palembang',
      id_dojang,
      ...overrides,
    })
    .returning();
  if (opsi.persetujuan !== false) await catatPersetujuan(db, row.id_atlet);
  return row;
}

/** Records the consent statement of athletes as their coach would have (the notice's current version). */
export async function catatPersetujuan(db: Db, ...ids: number[]) {
  if (ids.length === 0) return;
  await db.insert(persetujuanData).values(
    ids.map((id_atlet) => ({
      id_atlet,
      jenis: 'PERNYATAAN' as const,
      versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI,
      oleh_wali: true,
      nama_wali: 'Wali Uji',
      dicatat_oleh: 'Pelatih Uji',
    })),
  );
}

/** A championship class of the competition of this ADMIN_KOMPETISI account. */
export async function kelasOfPanitia(db: Db, id_akun: number): Promise<number> {
  const [ak] = await db.select().from(adminKompetisi).where(eq(adminKompetisi.id_akun, id_akun));
  return kelasIn(db, ak.id_kompetisi);
}

export async function kelasIn(db: Db, id_kompetisi: number): Promise<number> {
  const [kat] = await db.select().from(kategoriEvent).limit(1);
  const [poomsae] = await db.select().from(kelasPoomsae).limit(1);
  const [k] = await db
    .insert(kelasKejuaraan)
    .values({
      id_kompetisi,
      cabang: 'POOMSAE',
      id_kategori_event: kat.id_kategori_event,
      id_kelompok: 3,
      id_poomsae: poomsae.id_poomsae,
      jenis_kelamin: null,
    })
    .returning();
  return k.id_kelas_kejuaraan;
}

/** Enters an athlete (and optional team members) into a class. */
export async function enter(db: Db, id_kelas_kejuaraan: number, id_atlet: number, anggota: number[] = []) {
  const [p] = await db
    .insert(pesertaKompetisi)
    .values({ id_atlet, id_kelas_kejuaraan, is_team: anggota.length > 0 })
    .returning();
  for (const id of anggota) await db.insert(pesertaTimAnggota).values({ id_peserta_kompetisi: p.id_peserta_kompetisi, id_atlet: id });
  return p;
}
