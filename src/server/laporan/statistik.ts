import { sql } from 'drizzle-orm';
import { STATUS_PESERTA_LABEL, type KolomLaporan, type Sel } from '../../domain/laporan/tabel';
import { queryRows } from '../db/rows';
import { biayaTempat, cteEntri, dalamPeriode } from './sql';
import { barisPeriode, type PembuatLaporan } from './halaman';

export const KOLOM_STATISTIK: KolomLaporan[] = [
  { judul: 'Bagian', tipe: 'teks', lebar: 16 },
  { judul: 'Uraian', tipe: 'teks', lebar: 40 },
  { judul: 'Jumlah', tipe: 'angka', lebar: 10 },
  { judul: 'Tagihan', tipe: 'rupiah', lebar: 18 },
];

interface Grup {
  status: string;
  cabang: string;
  kategori: string;
  id_kelompok: number;
  kelompok: string;
  id_kompetisi: number;
  nama_event: string;
  biaya_pendaftaran: number | null;
  biaya_wna: number | null;
  n: number;
  wni: number;
  wna: number;
}

interface Packed {
  atlet: number;
  dojang: number;
  akun: number;
  bukti: number;
  diterima: number;
  ditolak: number;
  grup: Grup[];
}

const CABANG: Record<string, string> = { KYORUGI: 'Kyorugi', POOMSAE: 'Poomsae' };
const kapital = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Entries and the fee of the non-rejected ones, rolled up by one key (the label unless given), sorted. */
function per(
  grup: readonly Grup[],
  label: (g: Grup) => string,
  urut?: (g: Grup) => number | string,
  kunci: (g: Grup) => string | number = label,
): Sel[][] {
  const acc = new Map<string | number, { label: string; n: number; rp: number; urut: number | string }>();
  for (const g of grup) {
    const k = kunci(g);
    const cur = acc.get(k) ?? { label: label(g), n: 0, rp: 0, urut: urut?.(g) ?? label(g) };
    cur.n += Number(g.n);
    if (g.status !== 'REJECTED') cur.rp += biayaTempat(g);
    acc.set(k, cur);
  }
  return [...acc.entries()]
    .sort((a, b) => (a[1].urut < b[1].urut ? -1 : a[1].urut > b[1].urut ? 1 : 0))
    .map(([, v]) => [v.label, v.n, v.rp]);
}

/**
 * 'statistik': the period's figures, each counted in the database: new entries, athletes, dojangs,
 * accounts and payment proofs; entries and their invoice per status, cabang, category (level), age group
 * and competition. One query; the roll-up per dimension is done here from the grouped counts.
 */
export const laporanStatistik: PembuatLaporan = async (db, r, potong) => {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    with ${cteEntri(dalamPeriode(sql`pk.created_at`, r), false)},
    grup as (
      select e.status, kk.cabang, ke.nama_kategori as kategori, ku.id_kelompok, ku.nama_kelompok as kelompok,
        k.id_kompetisi, k.nama_event, k.biaya_pendaftaran, k.biaya_wna, count(*)::int as n, sum(e.wni)::int as wni, sum(e.wna)::int as wna
      from entri e join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = e.id_kelas_kejuaraan
      join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
      join kompetisi k on k.id_kompetisi = e.id_kompetisi
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    )
    select json_build_object(
      'atlet', (select count(*) from atlet x where ${dalamPeriode(sql`x.created_at`, r)}),
      'dojang', (select count(*) from dojang x where ${dalamPeriode(sql`x.created_at`, r)}),
      'akun', (select count(*) from akun x where ${dalamPeriode(sql`x.created_at`, r)}),
      'bukti', (select count(*) from bukti_transfer x where ${dalamPeriode(sql`x.created_at`, r)}),
      'diterima', (select count(*) from bukti_transfer x where x.status_verifikasi = 'DITERIMA' and ${dalamPeriode(sql`x.diverifikasi_pada`, r)}),
      'ditolak', (select count(*) from bukti_transfer x where x.status_verifikasi = 'DITOLAK' and ${dalamPeriode(sql`x.diverifikasi_pada`, r)}),
      'grup', coalesce((select json_agg(g) from grup g), '[]'::json)
    )::text as packed`,
  );
  const p = JSON.parse(row.packed) as Packed;
  const entri = p.grup.reduce((s, g) => s + Number(g.n), 0);
  const tagihan = p.grup.reduce((s, g) => s + (g.status === 'REJECTED' ? 0 : biayaTempat(g)), 0);
  const bagian = (nama: string, isi: Sel[][]) => isi.map((x) => [nama, ...x]);
  const semua: Sel[][] = [
    ['Ringkasan', 'Entri baru', entri, tagihan],
    ['Ringkasan', 'Atlet baru', Number(p.atlet), null],
    ['Ringkasan', 'Dojang baru', Number(p.dojang), null],
    ['Ringkasan', 'Akun baru', Number(p.akun), null],
    ['Ringkasan', 'Bukti transfer diupload', Number(p.bukti), null],
    ['Ringkasan', 'Bukti transfer diterima', Number(p.diterima), null],
    ['Ringkasan', 'Bukti transfer ditolak', Number(p.ditolak), null],
    ...bagian(
      'Status',
      per(
        p.grup,
        (g) => STATUS_PESERTA_LABEL[g.status] ?? g.status,
        (g) => ['PENDING', 'APPROVED', 'REJECTED'].indexOf(g.status),
      ),
    ),
    ...bagian(
      'Cabang',
      per(p.grup, (g) => CABANG[g.cabang] ?? g.cabang),
    ),
    ...bagian(
      'Kategori',
      per(p.grup, (g) => kapital(g.kategori)),
    ),
    ...bagian(
      'Kelompok Usia',
      per(
        p.grup,
        (g) => g.kelompok,
        (g) => g.id_kelompok,
      ),
    ),
    ...bagian(
      'Kompetisi',
      per(
        p.grup,
        (g) => g.nama_event,
        (g) => g.nama_event,
        (g) => g.id_kompetisi,
      ),
    ),
  ];
  return {
    jumlah: semua.length,
    tabel: {
      judul: 'Laporan Statistik',
      subjudul: [barisPeriode(r)],
      kolom: KOLOM_STATISTIK,
      grup: 0,
      baris: semua.slice(potong.offset, potong.offset + potong.limit),
    },
  };
};
