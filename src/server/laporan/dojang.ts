import { sql } from 'drizzle-orm';
import { STATUS_PESERTA_LABEL, type KolomLaporan } from '../../domain/laporan/tabel';
import { queryRows } from '../db/rows';
import { cteEntri, dalamPeriode, json } from './sql';
import { CTE_BAYAR, TEMPAT_SEMUA, tagihanDari, type TempatBayar } from './bayar';
import { barisPeriode, type PembuatLaporan } from './halaman';

export const KOLOM_DOJANG: KolomLaporan[] = [
  { judul: 'Nama Dojang', tipe: 'teks', lebar: 30 },
  { judul: 'Kota', tipe: 'teks', lebar: 22 },
  { judul: 'Provinsi', tipe: 'teks', lebar: 22 },
  { judul: 'Tanggal Daftar', tipe: 'tanggal', lebar: 14 },
  { judul: 'Status', tipe: 'teks', lebar: 11 },
  { judul: 'Atlet', tipe: 'angka', lebar: 8 },
  { judul: 'Entri', tipe: 'angka', lebar: 8 },
  { judul: 'Tagihan', tipe: 'rupiah', lebar: 15 },
  { judul: 'Dibayar', tipe: 'rupiah', lebar: 15 },
  { judul: 'Terverifikasi', tipe: 'rupiah', lebar: 15 },
];

interface Packed {
  nama_dojang: string;
  kota: string | null;
  provinsi: string | null;
  tanggal: string;
  status: string;
  atlet: number;
  entri: number;
  tempat: TempatBayar[];
}

/**
 * 'dojang': dojangs registered in the period or with entries made in it (an entry's dojang is its
 * registering athlete's), by name: their athletes, the period's entries, and the invoice of those entries
 * with what was paid (a proof uploaded after them) and verified (a proof DITERIMA after them). One query.
 */
export const laporanDojang: PembuatLaporan = async (db, r, potong) => {
  const rows = await queryRows<{ total: number; atlet: number; entri: number; tempat: unknown; packed: string | null }>(
    db,
    sql`
    with ${cteEntri(dalamPeriode(sql`pk.created_at`, r), true)},
    ${CTE_BAYAR},
    per_dojang as (select id_dojang, count(*)::int as n from entri group by 1),
    cocok as (
      select d.id_dojang from dojang d where ${dalamPeriode(sql`d.created_at`, r)}
      union select id_dojang from per_dojang
    ),
    ringkasan as (
      select (select count(*) from cocok)::int as total, (select count(*) from entri)::int as entri,
        (select count(*) from atlet x where x.id_dojang in (select id_dojang from cocok))::int as atlet,
        ${TEMPAT_SEMUA} as tempat
    ),
    halaman as (
      select d.id_dojang, d.nama_dojang from cocok c join dojang d on d.id_dojang = c.id_dojang
      order by d.nama_dojang, d.id_dojang limit ${potong.limit} offset ${potong.offset}
    )
    select r.total, r.atlet, r.entri, r.tempat, x.packed from ringkasan r left join (
      select h.nama_dojang, h.id_dojang, json_build_object(
        'nama_dojang', d.nama_dojang, 'kota', d.kota, 'provinsi', d.provinsi,
        'tanggal', to_char((d.created_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD'), 'status', d.status,
        'atlet', (select count(*) from atlet x where x.id_dojang = d.id_dojang),
        'entri', coalesce(p.n, 0), 'tempat', coalesce(b.tempat, '[]'::json))::text as packed
      from halaman h join dojang d on d.id_dojang = h.id_dojang
      left join per_dojang p on p.id_dojang = d.id_dojang left join bayar b on b.id_dojang = d.id_dojang
    ) x on true
    order by x.nama_dojang, x.id_dojang`,
  );
  const first = rows[0];
  const baris = rows.flatMap((row) => {
    if (row.packed === null) return [];
    const p = JSON.parse(row.packed) as Packed;
    const t = tagihanDari(p.tempat);
    return [
      [
        p.nama_dojang,
        p.kota,
        p.provinsi,
        p.tanggal,
        STATUS_PESERTA_LABEL[p.status] ?? p.status,
        Number(p.atlet),
        Number(p.entri),
        t.tagihan,
        t.dibayar,
        t.terverifikasi,
      ],
    ];
  });
  const semua = tagihanDari(json<TempatBayar[]>(first?.tempat ?? '[]'));
  const total = Number(first?.total ?? 0);
  return {
    jumlah: total,
    tabel: {
      judul: 'Laporan Dojang',
      subjudul: [barisPeriode(r)],
      kolom: KOLOM_DOJANG,
      baris,
      total: [
        'Total',
        `${total} dojang`,
        null,
        null,
        null,
        Number(first?.atlet ?? 0),
        Number(first?.entri ?? 0),
        semua.tagihan,
        semua.dibayar,
        semua.terverifikasi,
      ],
    },
  };
};
