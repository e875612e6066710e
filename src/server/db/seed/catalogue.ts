import { and, eq, sql } from 'drizzle-orm';
import { KATEGORI_EVENT, KELAS_BERAT, KELAS_POOMSAE, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../../domain/catalogue/kelas';
import { JENIS_KELAMIN } from '../../../domain/roles';
import { kategoriEvent, kelasBerat, kelasKejuaraan, kelasPoomsae, kelompokUsia } from '../schema';
import type { DbOrTx } from '../types';

/** Reference rows shared by every competition; safe to run on every start. */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  await db
    .insert(kategoriEvent)
    .values(KATEGORI_EVENT.map((nama_kategori) => ({ nama_kategori })))
    .onConflictDoNothing();
  await db
    .insert(kelompokUsia)
    .values(KELOMPOK_USIA.map((k) => ({ id_kelompok: k.id, nama_kelompok: k.nama, usia_min: k.usia_min, usia_max: k.usia_max })))
    .onConflictDoNothing();
  await db
    .insert(kelasBerat)
    .values(KELAS_BERAT.map((k) => ({ ...k })))
    .onConflictDoNothing();
  await db
    .insert(kelasPoomsae)
    .values(KELAS_POOMSAE.map((nama_kelas) => ({ nama_kelas })))
    .onConflictDoNothing();
}

const TEAM_POOMSAE = /beregu|berpasangan|team/i;

/** Every championship class OPSI_KELOMPOK_PER_GAYA allows, for one competition (idempotent). */
export async function seedKelasKejuaraan(db: DbOrTx, id_kompetisi: number): Promise<number> {
  const kategori = await db.select().from(kategoriEvent);
  const berat = await db.select().from(kelasBerat);
  const poomsae = await db.select().from(kelasPoomsae);
  const rows: (typeof kelasKejuaraan.$inferInsert)[] = [];
  for (const kat of kategori) {
    for (const id_kelompok of OPSI_KELOMPOK_PER_GAYA[`KYORUGI_${kat.nama_kategori}`] ?? []) {
      for (const kb of berat.filter((b) => b.id_kelompok === id_kelompok)) {
        rows.push({
          id_kompetisi,
          cabang: 'KYORUGI',
          id_kategori_event: kat.id_kategori_event,
          id_kelompok,
          id_kelas_berat: kb.id_kelas_berat,
          jenis_kelamin: kb.jenis_kelamin,
        });
      }
    }
    for (const id_kelompok of OPSI_KELOMPOK_PER_GAYA[`POOMSAE_${kat.nama_kategori}`] ?? []) {
      for (const p of poomsae) {
        const genders = TEAM_POOMSAE.test(p.nama_kelas) ? [null] : JENIS_KELAMIN;
        for (const jenis_kelamin of genders) {
          rows.push({
            id_kompetisi,
            cabang: 'POOMSAE',
            id_kategori_event: kat.id_kategori_event,
            id_kelompok,
            id_poomsae: p.id_poomsae,
            jenis_kelamin,
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(kelasKejuaraan)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kelasKejuaraan)
    .where(and(eq(kelasKejuaraan.id_kompetisi, id_kompetisi)));
  return n;
}
