import { sql, type SQL } from 'drizzle-orm';
import { awalHariWib, type RentangPeriode } from '../../domain/laporan/periode';
import { tarifKompetisi } from '../../domain/kompetisi/biaya';

/** The period's instants: rows count while `kolom` >= its first day 00:00 WIB and < the next period's. */
export function dalamPeriode(kolom: SQL, r: RentangPeriode): SQL {
  return sql`(${kolom} >= ${awalHariWib(r.mulai).toISOString()}::timestamptz and ${kolom} < ${awalHariWib(r.selesai).toISOString()}::timestamptz)`;
}

/**
 * Per entry `pk` (with kk its class and a its registering athlete): the athlete places it is charged for
 * (src/domain/kompetisi/biaya.ts: the athlete and each team member once, at the member's own rate), split
 * into WNI and WNA, as `tempat.wni` / `tempat.wna`. Use after the FROM list: `, lateral (...) tempat`.
 */
export const TEMPAT = sql.raw(`lateral (
  select (count(*) filter (where m.kewarganegaraan <> 'WNA'))::int as wni, (count(*) filter (where m.kewarganegaraan = 'WNA'))::int as wna
  from (select pk.id_atlet as id_atlet union select pta.id_atlet from peserta_tim_anggota pta
        where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi) ids
  join atlet m on m.id_atlet = ids.id_atlet) tempat`);

/**
 * Whether the entry's dojang paid for it (src/server/bukti-transfer/lunas.ts): `terverifikasi` when a proof
 * of that dojang for that competition was DITERIMA at or after the entry was made; `dibayar` also when a
 * proof not refused (MENUNGGU or DITERIMA) was uploaded at or after it.
 */
export const TERVERIFIKASI = sql.raw(`exists (select 1 from bukti_transfer bt where bt.id_kompetisi = kk.id_kompetisi
  and bt.id_dojang = a.id_dojang and bt.status_verifikasi = 'DITERIMA' and bt.diverifikasi_pada >= pk.created_at)`);
export const DIBAYAR = sql`(${TERVERIFIKASI} or exists (select 1 from bukti_transfer bt where bt.id_kompetisi = kk.id_kompetisi
  and bt.id_dojang = a.id_dojang and bt.status_verifikasi <> 'DITOLAK' and bt.created_at >= pk.created_at))`;

/** A class as the activity log names it (src/domain/kompetisi/label.ts namaKelas), from kk, ke, ku, kb, kp. */
export const NAMA_KELAS = sql.raw(`concat_ws(' ', case kk.cabang when 'KYORUGI' then 'Kyorugi' else 'Poomsae' end,
  ke.nama_kategori, ku.nama_kelompok,
  case coalesce(kk.jenis_kelamin, kb.jenis_kelamin) when 'LAKI_LAKI' then 'Putra' when 'PEREMPUAN' then 'Putri' end,
  coalesce(kb.nama_kelas, kp.nama_kelas))`);

export const KELAS_LENGKAP = sql.raw(`join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
  join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
  left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
  left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae`);

/** Places of one competition's rates. */
export interface Tempat {
  wni: number;
  wna: number;
  biaya_pendaftaran: number | null;
  biaya_wna: number | null;
}

/** Rupiah of these places at the competition's rates (tarifKompetisi: null or 0 falls back to the defaults). */
export function biayaTempat(t: Tempat): number {
  const tarif = tarifKompetisi(t);
  return Number(t.wni) * tarif.WNI + Number(t.wna) * tarif.WNA;
}

/** A JSON column that one driver hands over as text and the other parsed. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
