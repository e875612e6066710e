import { sql } from 'drizzle-orm';

/** An athlete as AtletPeserta, from aliases of atlet and dojang. */
const atletJson = (a: string, d: string) =>
  sql.raw(`json_build_object(
  'id_atlet', ${a}.id_atlet, 'nama_atlet', ${a}.nama_atlet, 'jenis_kelamin', ${a}.jenis_kelamin,
  'tanggal_lahir', ${a}.tanggal_lahir, 'berat_badan', ${a}.berat_badan, 'tinggi_badan', ${a}.tinggi_badan,
  'belt', ${a}.belt, 'provinsi', ${a}.provinsi, 'kewarganegaraan', ${a}.kewarganegaraan, 'id_dojang', ${a}.id_dojang,
  'dojang', json_build_object('id_dojang', ${d}.id_dojang, 'nama_dojang', ${d}.nama_dojang))`);

/**
 * The tables of a participant under the aliases every fragment here uses, after `peserta_kompetisi pk`:
 * kk (its class) and a (the registering athlete); then ke (the class's category) and d (the athlete's dojang).
 */
export const PESERTA_JOINS_INTI = sql.raw(`join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
  join atlet a on a.id_atlet = pk.id_atlet`);
export const JOIN_KATEGORI = sql.raw('join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event');
export const JOIN_DOJANG = sql.raw('join dojang d on d.id_dojang = a.id_dojang');
export const PESERTA_JOINS = sql`${PESERTA_JOINS_INTI} ${JOIN_KATEGORI} ${JOIN_DOJANG}`;

/** The rest of the class's joins, which only the answer reads: ku, kb, kp. */
export const KELAS_JOINS = sql.raw(`join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
  left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
  left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae`);

/**
 * One participant (PesertaKompetisi of peserta-response) as JSON text: one value per row, which PGlite
 * hands over far cheaper than ~40 separate columns. Team members: the registering athlete first, then
 * by id (peserta_tim_anggota may or may not repeat the first member).
 */
export const PESERTA_JSON = sql`json_build_object(
  'id_peserta_kompetisi', pk.id_peserta_kompetisi, 'id_atlet', pk.id_atlet, 'id_kelas_kejuaraan', pk.id_kelas_kejuaraan,
  'status', pk.status, 'alasan_ditolak', pk.alasan_ditolak, 'is_team', pk.is_team,
  'created_at', to_char(pk.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'atlet', ${atletJson('a', 'd')},
  'anggota_tim', case when pk.is_team then coalesce((
    select json_agg(json_build_object('atlet', ${atletJson('ma', 'md')}) order by ma.id_atlet <> pk.id_atlet, ma.id_atlet)
    from (select pk.id_atlet as id_atlet
          union select pta.id_atlet from peserta_tim_anggota pta where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi) m
    join atlet ma on ma.id_atlet = m.id_atlet
    join dojang md on md.id_dojang = ma.id_dojang), '[]'::json) else '[]'::json end,
  'kelas_kejuaraan', json_build_object(
    'id_kelas_kejuaraan', kk.id_kelas_kejuaraan, 'id_kompetisi', kk.id_kompetisi, 'cabang', kk.cabang,
    'kategori_event', json_build_object('id_kategori_event', ke.id_kategori_event, 'nama_kategori', ke.nama_kategori),
    'kelompok', json_build_object('id_kelompok', ku.id_kelompok, 'nama_kelompok', ku.nama_kelompok,
      'usia_min', ku.usia_min, 'usia_max', ku.usia_max),
    'kelas_berat', case when kb.id_kelas_berat is null then null else json_build_object(
      'id_kelas_berat', kb.id_kelas_berat, 'id_kelompok', kb.id_kelompok, 'nama_kelas', kb.nama_kelas,
      'batas_min', kb.batas_min, 'batas_max', kb.batas_max, 'jenis_kelamin', kb.jenis_kelamin) end,
    'poomsae', case when kp.id_poomsae is null then null else json_build_object(
      'id_poomsae', kp.id_poomsae, 'nama_kelas', kp.nama_kelas) end,
    'jenis_kelamin', kk.jenis_kelamin)
)::text`;
