import { sql } from 'drizzle-orm';

/**
 * The names queries give classes and entries, written once: every screen, PDF and report that names a class or a
 * team reads the same text. They read the aliases their joins set (kk, ke, ku, kb, kp for a class; pk, a for an entry).
 */

/** A class's tables under the aliases NAMA_KELAS reads, after `kelas_kejuaraan kk`. */
export const JOIN_KELAS = sql.raw(`join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
  join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
  left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
  left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae`);

/**
 * A class's name, as src/domain/kompetisi/label.ts namaKelas gives it: 'Kyorugi Prestasi Cadet Putra Under 45 kg'. It
 * needs kk, ke, ku and kb (a Kyorugi-only query need not join the Poomsae classes).
 */
export const NAMA_KELAS = sql.raw(`concat_ws(' ', case kk.cabang when 'KYORUGI' then 'Kyorugi' else 'Poomsae' end, ke.nama_kategori,
  ku.nama_kelompok, case coalesce(kk.jenis_kelamin::text, kb.jenis_kelamin::text) when 'LAKI_LAKI' then 'Putra' when 'PEREMPUAN' then 'Putri' end,
  coalesce(kb.nama_kelas, (select nk.nama_kelas from kelas_poomsae nk where nk.id_poomsae = kk.id_poomsae)))`);

/** An entry's name: the athlete, or a pair's or team's members (the registering athlete first, then by id) joined with ' & '. */
export const NAMA_PESERTA = sql.raw(`case when pk.is_team then coalesce((
    select string_agg(ma.nama_atlet, ' & ' order by ma.id_atlet <> pk.id_atlet, ma.id_atlet)
    from (select pk.id_atlet as id_atlet
          union select pta.id_atlet from peserta_tim_anggota pta where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi) t
    join atlet ma on ma.id_atlet = t.id_atlet), a.nama_atlet) else a.nama_atlet end`);
