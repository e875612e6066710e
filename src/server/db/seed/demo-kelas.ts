import { eq } from 'drizzle-orm';
import type { KelasKejuaraanKompetisi } from '../../../domain/kompetisi/types';
import { kategoriEvent, kelasBerat, kelasKejuaraan, kelasPoomsae, kelompokUsia } from '../schema';
import type { DbOrTx } from '../types';

/** A competition's championship classes in the shape the domain's eligibility rules read. */
export async function kelasKompetisi(db: DbOrTx, id_kompetisi: number): Promise<KelasKejuaraanKompetisi[]> {
  const rows = await db
    .select({
      kk: kelasKejuaraan,
      kategori: kategoriEvent,
      kelompok: kelompokUsia,
      berat: kelasBerat,
      poomsae: kelasPoomsae,
    })
    .from(kelasKejuaraan)
    .innerJoin(kategoriEvent, eq(kategoriEvent.id_kategori_event, kelasKejuaraan.id_kategori_event))
    .innerJoin(kelompokUsia, eq(kelompokUsia.id_kelompok, kelasKejuaraan.id_kelompok))
    .leftJoin(kelasBerat, eq(kelasBerat.id_kelas_berat, kelasKejuaraan.id_kelas_berat))
    .leftJoin(kelasPoomsae, eq(kelasPoomsae.id_poomsae, kelasKejuaraan.id_poomsae))
    .where(eq(kelasKejuaraan.id_kompetisi, id_kompetisi))
    .orderBy(kelasKejuaraan.id_kelas_kejuaraan);
  return rows.map(({ kk, kategori, kelompok, berat, poomsae }) => ({
    id_kelas_kejuaraan: kk.id_kelas_kejuaraan,
    id_kompetisi: kk.id_kompetisi,
    cabang: kk.cabang,
    kategori_event: { nama_kategori: kategori.nama_kategori },
    kelompok,
    kelas_berat: berat,
    poomsae,
    jenis_kelamin: kk.jenis_kelamin,
  }));
}
