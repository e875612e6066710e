import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { KelasKejuaraan } from '../../domain/schemas/peserta-response';
import { kategoriEvent, kelasBerat, kelasKejuaraan, kelasPoomsae, kelompokUsia } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * Championship classes with their joins, in the shape the domain's
 * eligibility reads (KelasKejuaraanKompetisi) and the API answers.
 */
function selectKelas(db: DbOrTx) {
  return db
    .select({
      id_kelas_kejuaraan: kelasKejuaraan.id_kelas_kejuaraan,
      id_kompetisi: kelasKejuaraan.id_kompetisi,
      cabang: kelasKejuaraan.cabang,
      kategori_event: { id_kategori_event: kategoriEvent.id_kategori_event, nama_kategori: kategoriEvent.nama_kategori },
      kelompok: {
        id_kelompok: kelompokUsia.id_kelompok,
        nama_kelompok: kelompokUsia.nama_kelompok,
        usia_min: kelompokUsia.usia_min,
        usia_max: kelompokUsia.usia_max,
      },
      kelas_berat: {
        id_kelas_berat: kelasBerat.id_kelas_berat,
        id_kelompok: kelasBerat.id_kelompok,
        nama_kelas: kelasBerat.nama_kelas,
        batas_min: kelasBerat.batas_min,
        batas_max: kelasBerat.batas_max,
        jenis_kelamin: kelasBerat.jenis_kelamin,
      },
      poomsae: { id_poomsae: kelasPoomsae.id_poomsae, nama_kelas: kelasPoomsae.nama_kelas },
      jenis_kelamin: kelasKejuaraan.jenis_kelamin,
    })
    .from(kelasKejuaraan)
    .innerJoin(kategoriEvent, eq(kategoriEvent.id_kategori_event, kelasKejuaraan.id_kategori_event))
    .innerJoin(kelompokUsia, eq(kelompokUsia.id_kelompok, kelasKejuaraan.id_kelompok))
    .leftJoin(kelasBerat, eq(kelasBerat.id_kelas_berat, kelasKejuaraan.id_kelas_berat))
    .leftJoin(kelasPoomsae, eq(kelasPoomsae.id_poomsae, kelasKejuaraan.id_poomsae));
}

/** Stable order: style, category, age group, gender, weight (lightest first), poomsae class. */
const ORDER = [
  asc(kelasKejuaraan.cabang),
  asc(kategoriEvent.nama_kategori),
  asc(kelasKejuaraan.id_kelompok),
  asc(kelasKejuaraan.jenis_kelamin),
  asc(kelasBerat.batas_max),
  asc(kelasKejuaraan.id_poomsae),
  asc(kelasKejuaraan.id_kelas_kejuaraan),
];

export async function listKelas(db: DbOrTx, where: SQL | undefined): Promise<KelasKejuaraan[]> {
  return selectKelas(db)
    .where(where)
    .orderBy(...ORDER);
}

/** Every class of a competition. */
export function kelasKompetisi(db: DbOrTx, id_kompetisi: number): Promise<KelasKejuaraan[]> {
  return listKelas(db, eq(kelasKejuaraan.id_kompetisi, id_kompetisi));
}

/** One class, only when it belongs to `id_kompetisi` (when given). */
export async function findKelas(db: DbOrTx, id_kelas_kejuaraan: number, id_kompetisi?: number): Promise<KelasKejuaraan | null> {
  const [row] = await selectKelas(db).where(
    and(
      eq(kelasKejuaraan.id_kelas_kejuaraan, id_kelas_kejuaraan),
      id_kompetisi === undefined ? undefined : eq(kelasKejuaraan.id_kompetisi, id_kompetisi),
    ),
  );
  return row ?? null;
}
