import { sql } from 'drizzle-orm';
import { STATUS_PESERTA_LABEL, type KolomLaporan } from '../../domain/laporan/tabel';
import { queryRows } from '../db/rows';
import { KELAS_LENGKAP, NAMA_KELAS, biayaTempat, cteEntri, dalamPeriode, json, type Tempat } from './sql';
import { barisPeriode, type PembuatLaporan } from './halaman';
import { NAMA_PESERTA } from '../db/sql-label';

export const KOLOM_PESERTA: KolomLaporan[] = [
  { judul: 'Tanggal Daftar', tipe: 'waktu', lebar: 18 },
  { judul: 'Nama Atlet', tipe: 'teks', lebar: 30 },
  { judul: 'Dojang', tipe: 'teks', lebar: 26 },
  { judul: 'Kompetisi', tipe: 'teks', lebar: 28 },
  { judul: 'Kelas', tipe: 'teks', lebar: 38 },
  { judul: 'Status', tipe: 'teks', lebar: 11 },
  { judul: 'Biaya', tipe: 'rupiah', lebar: 14 },
];

interface Baris extends Tempat {
  created_at: string;
  nama: string;
  nama_dojang: string;
  nama_event: string;
  kelas: string;
  status: string;
}

/**
 * 'peserta': the entries registered in the period, newest first: athlete (a team: its members), dojang,
 * competition, class, status and fee (src/domain/kompetisi/biaya.ts; a rejected entry is not charged).
 * One query: the period's count and its fees per competition, and the asked rows packed as JSON.
 */
export const laporanPeserta: PembuatLaporan = async (db, r, potong) => {
  const rows = await queryRows<{ total: number; tempat: unknown; packed: string | null }>(
    db,
    sql`
    with ${cteEntri(dalamPeriode(sql`pk.created_at`, r), false)},
    ringkasan as (
      select (select count(*) from entri)::int as total, coalesce((
        select json_agg(json_build_object('wni', s.wni, 'wna', s.wna, 'biaya_pendaftaran', k.biaya_pendaftaran, 'biaya_wna', k.biaya_wna))
        from (select id_kompetisi, sum(wni)::int as wni, sum(wna)::int as wna from entri where status <> 'REJECTED' group by id_kompetisi) s
        join kompetisi k on k.id_kompetisi = s.id_kompetisi), '[]'::json) as tempat
    ),
    halaman as (
      select * from entri order by created_at desc, id_peserta_kompetisi desc limit ${potong.limit} offset ${potong.offset}
    )
    select r.total, r.tempat, x.packed from ringkasan r left join (
      select h.created_at, h.id_peserta_kompetisi, json_build_object(
        'created_at', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'nama', ${NAMA_PESERTA},
        'nama_dojang', d.nama_dojang, 'nama_event', k.nama_event, 'kelas', ${NAMA_KELAS}, 'status', h.status,
        'wni', h.wni, 'wna', h.wna, 'biaya_pendaftaran', k.biaya_pendaftaran, 'biaya_wna', k.biaya_wna)::text as packed
      from halaman h
      join peserta_kompetisi pk on pk.id_peserta_kompetisi = h.id_peserta_kompetisi
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan ${KELAS_LENGKAP}
      join atlet a on a.id_atlet = pk.id_atlet join dojang d on d.id_dojang = a.id_dojang
      join kompetisi k on k.id_kompetisi = kk.id_kompetisi
    ) x on true
    order by x.created_at desc, x.id_peserta_kompetisi desc`,
  );
  const first = rows[0];
  const baris = rows.flatMap((row) => {
    if (row.packed === null) return [];
    const b = JSON.parse(row.packed) as Baris;
    return [
      [
        b.created_at,
        b.nama,
        b.nama_dojang,
        b.nama_event,
        b.kelas,
        STATUS_PESERTA_LABEL[b.status] ?? b.status,
        b.status === 'REJECTED' ? 0 : biayaTempat(b),
      ],
    ];
  });
  const totalBiaya = json<Tempat[]>(first?.tempat ?? '[]').reduce((s, t) => s + biayaTempat(t), 0);
  return {
    jumlah: Number(first?.total ?? 0),
    tabel: {
      judul: 'Laporan Peserta',
      subjudul: [barisPeriode(r)],
      kolom: KOLOM_PESERTA,
      baris,
      total: ['Total', `${Number(first?.total ?? 0)} entri`, null, null, null, null, totalBiaya],
    },
  };
};
