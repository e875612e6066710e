import { sql } from 'drizzle-orm';
import { labelAksi } from '../../domain/laporan/aksi';
import type { KolomLaporan } from '../../domain/laporan/tabel';
import { queryRows } from '../db/rows';
import { dalamPeriode } from './sql';
import { barisPeriode, type PembuatLaporan } from './halaman';

export const KOLOM_AKTIVITAS: KolomLaporan[] = [
  { judul: 'Waktu', tipe: 'waktu', lebar: 18 },
  { judul: 'Pelaku', tipe: 'teks', lebar: 28 },
  { judul: 'Aksi', tipe: 'teks', lebar: 26 },
  { judul: 'Rincian', tipe: 'teks', lebar: 70 },
];

/** 'aktivitas': the activity log of the period, newest first (who, what, when). One query, counted by a window. */
export const laporanAktivitas: PembuatLaporan = async (db, r, potong) => {
  const where = dalamPeriode(sql`l.created_at`, r);
  const rows = await queryRows<{ total: number; waktu: string; actor: string | null; action: string; details: string | null }>(
    db,
    sql`
    select count(*) over ()::int as total,
      to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waktu,
      coalesce(l.actor, ak.email) as actor, l.action, l.details
    from activity_log l left join akun ak on ak.id_akun = l.id_akun
    where ${where}
    order by l.created_at desc, l.id desc
    limit ${potong.limit} offset ${potong.offset}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && potong.offset > 0) {
    const [c] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from activity_log l where ${where}`);
    total = Number(c?.total ?? 0);
  }
  return {
    jumlah: total,
    tabel: {
      judul: 'Laporan Aktivitas',
      subjudul: [barisPeriode(r)],
      kolom: KOLOM_AKTIVITAS,
      baris: rows.map((x) => [x.waktu, x.actor, labelAksi(x.action), x.details]),
    },
  };
};
