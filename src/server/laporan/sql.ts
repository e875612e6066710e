import { sql, type SQL } from 'drizzle-orm';
import { awalHariWib, type RentangPeriode } from '../../domain/laporan/periode';
import { tarifKompetisi } from '../../domain/kompetisi/biaya';

/** The period's instants: rows count while `kolom` >= its first day 00:00 WIB and < the next period's. */
export function dalamPeriode(kolom: SQL, r: RentangPeriode): SQL {
  return sql`(${kolom} >= ${awalHariWib(r.mulai).toISOString()}::timestamptz and ${kolom} < ${awalHariWib(r.selesai).toISOString()}::timestamptz)`;
}

/**
 * The CTEs every entry report starts from: `entri` = the entries matching `where` (over pk, kk and a: the entry,
 * its class, its registering athlete) with id_peserta_kompetisi, id_kelas_kejuaraan, id_atlet, created_at,
 * status, id_kompetisi, id_dojang (the registering athlete's), the places it is charged for split into `wni` and
 * `wna` (src/domain/kompetisi/biaya.ts: the athlete and each team member once, at the member's own rate) and,
 * with `bayar`, whether its dojang paid for it (src/server/bukti-transfer/lunas.ts): `terverifikasi` when a proof
 * of that dojang for that competition was DITERIMA at or after the entry was made; `dibayar` also when a proof not
 * refused (MENUNGGU or DITERIMA) was uploaded at or after it. Everything is set-wise — grouped joins, not a
 * subquery per entry (on PGlite the places of 5,000 entries cost 13 ms instead of 90): "a proof at or after the
 * entry" is "the latest such proof at or after the entry".
 */
export function cteEntri(where: SQL, bayar: boolean): SQL {
  const bukti = sql`bukti_maks as (
      select id_kompetisi, id_dojang,
        max(diverifikasi_pada) filter (where status_verifikasi = 'DITERIMA') as diterima,
        max(created_at) filter (where status_verifikasi <> 'DITOLAK') as diunggah
      from bukti_transfer group by 1, 2
    ),`;
  return sql`${bayar ? bukti : sql``}
    dasar as (
      select pk.id_peserta_kompetisi, pk.id_kelas_kejuaraan, pk.id_atlet, pk.created_at, pk.status, kk.id_kompetisi, a.id_dojang
        ${
          bayar
            ? sql`, coalesce(bm.diterima >= pk.created_at, false) as terverifikasi,
          coalesce(bm.diterima >= pk.created_at or bm.diunggah >= pk.created_at, false) as dibayar`
            : sql``
        }
      from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join atlet a on a.id_atlet = pk.id_atlet
      ${bayar ? sql`left join bukti_maks bm on bm.id_kompetisi = kk.id_kompetisi and bm.id_dojang = a.id_dojang` : sql``}
      where ${where}
    ),
    tempat as (
      select x.id, (count(*) filter (where m.kewarganegaraan <> 'WNA'))::int as wni, (count(*) filter (where m.kewarganegaraan = 'WNA'))::int as wna
      from (select d.id_peserta_kompetisi as id, d.id_atlet from dasar d
            union select pta.id_peserta_kompetisi, pta.id_atlet from peserta_tim_anggota pta
            join dasar d on d.id_peserta_kompetisi = pta.id_peserta_kompetisi) x
      join atlet m on m.id_atlet = x.id_atlet group by x.id
    ),
    entri as (select d.*, t.wni, t.wna from dasar d join tempat t on t.id = d.id_peserta_kompetisi)`;
}

export { JOIN_KELAS as KELAS_LENGKAP, NAMA_KELAS } from '../db/sql-label';

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
