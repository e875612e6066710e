import { sql } from 'drizzle-orm';
import type { BatasKategori } from '../../domain/statistik/kategori';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

/** The instants of a range (from inclusive, to exclusive) and its calendar days, as the queries take them. */
export interface Batas {
  mulai: string;
  akhir: string;
  dari: string;
  sampai: string;
}

export interface Angka {
  dojang: number;
  dojang_tunggu: number;
  peserta_tunggu: number;
  bukti_tunggu: number;
  kompetisi: number;
  dojang_baru: { APPROVED: number; PENDING: number; REJECTED: number };
  peserta_baru: { APPROVED: number; PENDING: number; REJECTED: number };
  bukti_baru: { DITERIMA: number; DITOLAK: number; MENUNGGU: number };
}

const dalam = (b: Batas) => sql`created_at >= ${b.mulai}::timestamptz and created_at < ${b.akhir}::timestamptz`;

/**
 * Every count of the dashboard but the athletes' and the accounts' (below) in one statement: each table is read once,
 * its all-time and in-range figures taken together with FILTER.
 */
export async function hitungAngka(db: DbOrTx, b: Batas): Promise<Angka> {
  const [row] = await queryRows<{ angka: Angka }>(
    db,
    sql`
    select json_build_object(
      'dojang', d.total, 'dojang_tunggu', d.tunggu,
      'dojang_baru', json_build_object('APPROVED', d.approved, 'PENDING', d.pending, 'REJECTED', d.rejected),
      'peserta_tunggu', p.tunggu,
      'peserta_baru', json_build_object('APPROVED', p.approved, 'PENDING', p.pending, 'REJECTED', p.rejected),
      'bukti_tunggu', bt.tunggu,
      'bukti_baru', json_build_object('DITERIMA', bt.diterima, 'DITOLAK', bt.ditolak, 'MENUNGGU', bt.menunggu),
      'kompetisi', (select count(*) from kompetisi where tanggal_mulai <= ${b.sampai}::date and tanggal_selesai >= ${b.dari}::date)
    ) as angka
    from (
      select count(*) as total, count(*) filter (where status = 'PENDING') as tunggu,
        count(*) filter (where ${dalam(b)} and status = 'APPROVED') as approved,
        count(*) filter (where ${dalam(b)} and status = 'PENDING') as pending,
        count(*) filter (where ${dalam(b)} and status = 'REJECTED') as rejected
      from dojang) d,
    (
      select count(*) filter (where status = 'PENDING') as tunggu,
        count(*) filter (where ${dalam(b)} and status = 'APPROVED') as approved,
        count(*) filter (where ${dalam(b)} and status = 'PENDING') as pending,
        count(*) filter (where ${dalam(b)} and status = 'REJECTED') as rejected
      from peserta_kompetisi) p,
    (
      select count(*) filter (where status_verifikasi = 'MENUNGGU') as tunggu,
        count(*) filter (where ${dalam(b)} and status_verifikasi = 'DITERIMA') as diterima,
        count(*) filter (where ${dalam(b)} and status_verifikasi = 'DITOLAK') as ditolak,
        count(*) filter (where ${dalam(b)} and status_verifikasi = 'MENUNGGU') as menunggu
      from bukti_transfer) bt`,
  );
  const a = row.angka;
  return typeof a === 'string' ? (JSON.parse(a) as Angka) : a;
}

/** All athletes, those added in the range, and those born in each age group's span (batasLahirKategori's order). */
export async function hitungAtlet(
  db: DbOrTx,
  b: Batas,
  batas: readonly BatasKategori[],
): Promise<{ total: number; baru: number; kategori: number[] }> {
  const kolom = batas.map((k) => {
    const dari = k.dari === null ? sql`true` : sql`tanggal_lahir >= ${k.dari}::date`;
    return sql`count(*) filter (where ${dari} and tanggal_lahir < ${k.sebelum}::date)`;
  });
  const [row] = await queryRows<{ angka: number[] | string }>(
    db,
    sql`
    select json_build_array(count(*), count(*) filter (where ${dalam(b)}), ${sql.join(kolom, sql`, `)}) as angka from atlet`,
  );
  const angka = (typeof row.angka === 'string' ? JSON.parse(row.angka) : row.angka) as number[];
  return { total: angka[0], baru: angka[1], kategori: angka.slice(2) };
}

/**
 * Accounts per period of the range ('YYYY-MM-DD', the WIB Monday or first of the month), with those made
 * before the range ('sebelum') and after it ('sesudah') as two more keys, so the total and the running count
 * come from the same read.
 */
export async function akunPerPeriode(db: DbOrTx, b: Batas, satuan: 'minggu' | 'bulan'): Promise<{ periode: string; jumlah: number }[]> {
  const unit = sql.raw(satuan === 'minggu' ? `'week'` : `'month'`);
  return queryRows(
    db,
    sql`
    select case when created_at < ${b.mulai}::timestamptz then 'sebelum'
                when created_at >= ${b.akhir}::timestamptz then 'sesudah'
                else to_char(date_trunc(${unit}, (created_at at time zone 'UTC') + interval '7 hours'), 'YYYY-MM-DD') end as periode,
      count(*)::int as jumlah
    from akun group by 1`,
  );
}
