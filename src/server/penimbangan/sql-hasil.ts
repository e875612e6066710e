import { sql } from 'drizzle-orm';

/**
 * The weigh-in result of an entry as SQL over the aliases pk (peserta_kompetisi) and kb (its kelas_berat), so
 * lists filter and page on it in the database. The same rule as hasilTimbang (src/domain/penimbangan): a
 * disqualified entry has failed; else the latest official attempt not voided decides (desk clock, then the attempt id in
 * byte order); an attempt made in another class (before a move) is judged again against the class now with
 * nilaiBerat's official rule and the tolerance it was weighed with.
 */
export const TERAKHIR_RESMI = sql.raw(`from penimbangan tr
  where tr.id_peserta_kompetisi = pk.id_peserta_kompetisi and tr.jenis = 'RESMI' and tr.dibatalkan_pada is null
  order by tr.ditimbang_pada desc, tr.kunci collate "C" desc limit 1`);

export const HASIL_SQL = sql`(case when pk.status = 'DISKUALIFIKASI' then 'GAGAL' else coalesce((
  select case when (case when tr.id_kelas_kejuaraan = pk.id_kelas_kejuaraan then tr.lolos
      else tr.berat_gram > round(kb.batas_min * 1000) and (kb.nama_kelas ilike 'over%' or kb.batas_max >= 200
        or tr.berat_gram <= round(kb.batas_max * 1000) + tr.toleransi_gram) end) then 'LOLOS' else 'GAGAL' end
  ${TERAKHIR_RESMI}), 'BELUM') end)`;

/** Only individual Kyorugi entries weigh, once approved (or since disqualified). */
export const IKUT_TIMBANG = sql.raw(`kk.cabang = 'KYORUGI' and kk.id_kelas_berat is not null and not pk.is_team
  and pk.status in ('APPROVED', 'DISKUALIFIKASI')`);

/** What the coach's list shows of the weigh-in ({hasil, berat_gram, percobaan} as JSON text), or null for an entry that does not weigh. */
export const RINGKAS_TIMBANG_SQL = sql`(case when ${IKUT_TIMBANG} then json_build_object(
  'hasil', ${HASIL_SQL},
  'berat_gram', (select tr.berat_gram ${TERAKHIR_RESMI}),
  'percobaan', (select count(*)::int from penimbangan tc where tc.id_peserta_kompetisi = pk.id_peserta_kompetisi and tc.jenis = 'RESMI'
    and tc.dibatalkan_pada is null)
)::text end)`;
