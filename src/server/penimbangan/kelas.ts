import { sql } from 'drizzle-orm';
import type { PengaturanDasarTimbang, KelasPengaturan, KelasTimbang } from '../../domain/penimbangan';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import type { KompetisiDb } from '../kompetisi/baris';
import { NAMA_KELAS } from '../db/sql-label';

export type KelasLengkap = KelasPengaturan & KelasTimbang;

/** The competition's Kyorugi weight classes, by category, age group, gender and weight. */
export async function kelasKyorugi(db: DbOrTx, id_kompetisi: number): Promise<KelasLengkap[]> {
  const rows = await queryRows<KelasLengkap>(
    db,
    sql`
    select kk.id_kelas_kejuaraan, kk.id_kompetisi, kk.cabang::text as cabang, ${NAMA_KELAS} as label,
      kk.id_kategori_event, ke.nama_kategori as kategori, kk.id_kelompok,
      coalesce(kk.jenis_kelamin::text, kb.jenis_kelamin::text) as jenis_kelamin, kb.nama_kelas, kb.batas_min,
      case when kb.nama_kelas ilike 'over%' or kb.batas_max >= 200 then null else kb.batas_max end as batas_max
    from kelas_kejuaraan kk
    join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
    where kk.id_kompetisi = ${id_kompetisi} and kk.cabang = 'KYORUGI'
    order by ke.nama_kategori, kk.id_kelompok, 6, kb.batas_min, kk.id_kelas_kejuaraan`,
  );
  return rows.map((r) => ({ ...r, batas_min: Number(r.batas_min), batas_max: r.batas_max === null ? null : Number(r.batas_max) }));
}

/** The competition's weigh-in settings from its row. */
export const pengaturanDari = (k: KompetisiDb): PengaturanDasarTimbang => ({
  toleransi_gram: k.timbang_toleransi_gram,
  percobaan_maks: k.timbang_percobaan_maks,
  boleh_pindah: k.timbang_boleh_pindah,
  acak_toleransi_persen: k.timbang_acak_toleransi_persen,
  berat_min_gram: k.timbang_berat_min_gram,
  berat_maks_gram: k.timbang_berat_maks_gram,
  jauh_bawah_persen: k.timbang_jauh_bawah_persen,
  jauh_atas_gram: k.timbang_jauh_atas_gram,
  batal_menit: k.timbang_batal_menit,
});
