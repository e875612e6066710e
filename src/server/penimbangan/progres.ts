import { sql } from 'drizzle-orm';
import type { ProgresTimbang } from '../../domain/penimbangan';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { HASIL_SQL, IKUT_TIMBANG } from './sql-hasil';
import { NAMA_KELAS } from '../db/sql-label';

const JUMLAH = sql.raw(`'jumlah', count(*)::int, 'lolos', count(*) filter (where hasil = 'LOLOS')::int,
  'gagal', count(*) filter (where hasil = 'GAGAL')::int, 'belum', count(*) filter (where hasil = 'BELUM')::int`);

/** Weighed / failed / not yet, for the competition, per class (catalogue order) and per dojang (by name), in one query. */
export async function progresTimbang(db: DbOrTx, id_kompetisi: number): Promise<ProgresTimbang> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    with e as (
      select pk.id_kelas_kejuaraan, ${NAMA_KELAS} as kelas_label, ke.nama_kategori, kk.id_kelompok, kb.batas_min,
        d.id_dojang, d.nama_dojang, ${HASIL_SQL} as hasil
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
      join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
      join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
      join atlet a on a.id_atlet = pk.id_atlet
      join dojang d on d.id_dojang = a.id_dojang
      where kk.id_kompetisi = ${id_kompetisi} and ${IKUT_TIMBANG}
    ), k as (
      select nama_kategori, id_kelompok, batas_min, kelas_label, id_kelas_kejuaraan,
        json_build_object('id_kelas_kejuaraan', id_kelas_kejuaraan, 'kelas_label', kelas_label, ${JUMLAH}) as j
      from e group by 1, 2, 3, 4, 5
    ), dj as (
      select nama_dojang, id_dojang, json_build_object('id_dojang', id_dojang, 'nama_dojang', nama_dojang, ${JUMLAH}) as j
      from e group by 1, 2
    )
    select json_build_object(
      'total', (select json_build_object(${JUMLAH}) from e),
      'per_kelas', coalesce((select json_agg(j order by nama_kategori, id_kelompok, kelas_label, batas_min, id_kelas_kejuaraan) from k), '[]'::json),
      'per_dojang', coalesce((select json_agg(j order by nama_dojang, id_dojang) from dj), '[]'::json)
    )::text as packed`,
  );
  return JSON.parse(row?.packed ?? '{}') as ProgresTimbang;
}
