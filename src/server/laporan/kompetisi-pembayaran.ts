import { sql } from 'drizzle-orm';
import { STATUS_BAYAR_LABEL, statusBayar as statusDomain } from '../../domain/kompetisi/pembayaran';
import type { KolomLaporan, Sel, TabelLaporan } from '../../domain/laporan/tabel';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';
import { cteEntri } from './sql';
import { CTE_BAYAR, tagihanDari, type TempatBayar } from './bayar';
import type { KepalaKompetisi } from './kompetisi';

export const KOLOM_PEMBAYARAN: KolomLaporan[] = [
  { judul: 'Dojang', tipe: 'teks', lebar: 28 },
  { judul: 'Kota', tipe: 'teks', lebar: 20 },
  { judul: 'Pelatih', tipe: 'teks', lebar: 24 },
  { judul: 'Entri', tipe: 'angka', lebar: 7 },
  { judul: 'Peserta', tipe: 'angka', lebar: 8 },
  { judul: 'Tagihan', tipe: 'rupiah', lebar: 15 },
  { judul: 'Dibayar', tipe: 'rupiah', lebar: 15 },
  { judul: 'Terverifikasi', tipe: 'rupiah', lebar: 15 },
  { judul: 'Sisa', tipe: 'rupiah', lebar: 15 },
  { judul: 'Bukti', tipe: 'angka', lebar: 7 },
  { judul: 'Diterima', tipe: 'angka', lebar: 9 },
  { judul: 'Status', tipe: 'teks', lebar: 20 },
];

interface Packed {
  nama_dojang: string;
  kota: string | null;
  pelatih: string | null;
  entri: number;
  tempat: TempatBayar[];
  bukti: number;
  diterima: number;
}

/** The dojang's payment state in words: the domain's rule, the words the coach's invoice shows too. */
export function statusBayar(t: { tagihan: number; dibayar: number; terverifikasi: number }): string {
  return STATUS_BAYAR_LABEL[statusDomain(t)];
}

/**
 * The payment recap of a competition per dojang (every dojang with an entry or a proof in it), by name:
 * entries and athlete places not rejected, the invoice (src/domain/kompetisi/biaya.ts), paid (entries a
 * proof not refused was uploaded after), verified (entries a proof DITERIMA was verified after, the rule of
 * src/server/bukti-transfer/lunas.ts), what is still owed, the proofs uploaded and accepted.
 */
export async function laporanPembayaran(db: DbOrTx, k: KepalaKompetisi, batas: number): Promise<{ tabel: TabelLaporan; jumlah: number }> {
  const rows = await queryRows<{ packed: string }>(
    db,
    sql`
    with ${cteEntri(sql`kk.id_kompetisi = ${k.id_kompetisi}`, true)},
    ${CTE_BAYAR},
    per_dojang as (select id_dojang, count(*)::int as n from entri where status <> 'REJECTED' group by 1),
    dj as (select id_dojang from entri union select id_dojang from bukti_transfer where id_kompetisi = ${k.id_kompetisi})
    select json_build_object('nama_dojang', d.nama_dojang, 'kota', d.kota,
      'pelatih', (select p.nama_pelatih from pelatih p where p.id_dojang = d.id_dojang limit 1),
      'entri', coalesce(p.n, 0), 'tempat', coalesce(b.tempat, '[]'::json),
      'bukti', (select count(*) from bukti_transfer bt where bt.id_kompetisi = ${k.id_kompetisi} and bt.id_dojang = d.id_dojang),
      'diterima', (select count(*) from bukti_transfer bt where bt.id_kompetisi = ${k.id_kompetisi} and bt.id_dojang = d.id_dojang
        and bt.status_verifikasi = 'DITERIMA'))::text as packed
    from dj join dojang d on d.id_dojang = dj.id_dojang
    left join per_dojang p on p.id_dojang = d.id_dojang left join bayar b on b.id_dojang = d.id_dojang
    order by d.nama_dojang, d.id_dojang
    limit ${batas}`,
  );
  const sum = new Array<number>(12).fill(0);
  const baris: Sel[][] = rows.map((row) => {
    const p = JSON.parse(row.packed) as Packed;
    const t = tagihanDari(p.tempat);
    const tempat = p.tempat.reduce((s, x) => s + Number(x.wni) + Number(x.wna), 0);
    const angka = [
      Number(p.entri),
      tempat,
      t.tagihan,
      t.dibayar,
      t.terverifikasi,
      t.tagihan - t.terverifikasi,
      Number(p.bukti),
      Number(p.diterima),
    ];
    angka.forEach((n, i) => (sum[i + 3] += n));
    return [p.nama_dojang, p.kota, p.pelatih, ...angka, statusBayar(t)];
  });
  return {
    jumlah: baris.length,
    tabel: {
      judul: 'Rekap Pembayaran per Dojang',
      subjudul: [k.nama_event, k.keterangan].filter(Boolean),
      kolom: KOLOM_PEMBAYARAN,
      baris,
      total: ['Total', `${baris.length} dojang`, null, ...sum.slice(3, 11), null],
    },
  };
}
