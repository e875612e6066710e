import { sql } from 'drizzle-orm';
import { JENIS_KELAMIN_LABEL, type JenisKelamin } from '../../domain/roles';
import { STATUS_PESERTA_LABEL, type KolomLaporan, type Sel, type TabelLaporan } from '../../domain/laporan/tabel';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';
import { KELAS_LENGKAP, NAMA_KELAS } from './sql';
import type { KepalaKompetisi } from './kompetisi';
import { NAMA_PESERTA } from '../db/sql-label';

export const KOLOM_PESERTA_KOMPETISI: KolomLaporan[] = [
  { judul: 'Kelas', tipe: 'teks', lebar: 40 },
  { judul: 'No', tipe: 'angka', lebar: 5 },
  { judul: 'Nama Atlet', tipe: 'teks', lebar: 32 },
  { judul: 'Jenis Kelamin', tipe: 'teks', lebar: 13 },
  { judul: 'Tanggal Lahir', tipe: 'tanggal', lebar: 13 },
  { judul: 'Berat (kg)', tipe: 'angka', lebar: 10, desimal: true },
  { judul: 'Sabuk', tipe: 'teks', lebar: 10 },
  { judul: 'Dojang', tipe: 'teks', lebar: 28 },
  { judul: 'Status', tipe: 'teks', lebar: 11 },
];

interface Packed {
  id_kelas: number;
  kelas: string;
  nama: string;
  is_team: boolean;
  jenis_kelamin: JenisKelamin;
  tanggal_lahir: string;
  berat_badan: number | null;
  belt: string | null;
  nama_dojang: string;
  status: string;
}

/**
 * The participant list of a competition for the technical meeting: every entry not rejected, per class
 * (cabang, level, age group, gender, weight or poomsae class) and within it per dojang, then by name.
 * A team is one line with its members (the registering athlete first); its personal columns stay empty.
 */
export async function laporanPesertaKompetisi(
  db: DbOrTx,
  k: KepalaKompetisi,
  batas: number,
): Promise<{ tabel: TabelLaporan; jumlah: number }> {
  const rows = await queryRows<{ packed: string }>(
    db,
    sql`
    select json_build_object('id_kelas', kk.id_kelas_kejuaraan, 'kelas', ${NAMA_KELAS},
      'nama', ${NAMA_PESERTA},
      'is_team', pk.is_team, 'jenis_kelamin', a.jenis_kelamin, 'tanggal_lahir', a.tanggal_lahir, 'berat_badan', a.berat_badan,
      'belt', a.belt, 'nama_dojang', d.nama_dojang, 'status', pk.status)::text as packed
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan ${KELAS_LENGKAP}
    join atlet a on a.id_atlet = pk.id_atlet join dojang d on d.id_dojang = a.id_dojang
    where kk.id_kompetisi = ${k.id_kompetisi} and pk.status <> 'REJECTED'
    order by kk.cabang, ke.nama_kategori desc, kk.id_kelompok, coalesce(kk.jenis_kelamin, kb.jenis_kelamin) nulls last,
      kb.batas_max nulls last, kp.id_poomsae nulls last, kk.id_kelas_kejuaraan, d.nama_dojang, a.nama_atlet, pk.id_peserta_kompetisi
    limit ${batas}`,
  );
  let kelasIni = -1;
  let no = 0;
  const kelas = new Set<number>();
  const baris: Sel[][] = rows.map((row) => {
    const p = JSON.parse(row.packed) as Packed;
    if (p.id_kelas !== kelasIni) {
      kelasIni = p.id_kelas;
      no = 0;
    }
    kelas.add(p.id_kelas);
    no++;
    return [
      p.kelas,
      no,
      p.nama,
      p.is_team ? null : (JENIS_KELAMIN_LABEL[p.jenis_kelamin] ?? p.jenis_kelamin),
      p.is_team ? null : p.tanggal_lahir,
      p.is_team || p.berat_badan === null ? null : Number(p.berat_badan),
      p.is_team ? null : p.belt,
      p.nama_dojang,
      STATUS_PESERTA_LABEL[p.status] ?? p.status,
    ];
  });
  return {
    jumlah: baris.length,
    tabel: {
      judul: 'Daftar Peserta per Kelas dan Dojang',
      subjudul: [k.nama_event, k.keterangan, `${baris.length} peserta dalam ${kelas.size} kelas (tanpa peserta yang ditolak)`].filter(
        Boolean,
      ),
      kolom: KOLOM_PESERTA_KOMPETISI,
      baris,
      grup: 0,
      grupHitung: 'peserta',
    },
  };
}
