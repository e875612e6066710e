import { sql } from 'drizzle-orm';
import type { JenisKelamin } from '../../domain/roles';
import { namaKelas } from '../../domain/kompetisi/label';
import type { Cabang } from '../../domain/kompetisi/types';
import type { KompetisiStatistik } from '../../domain/schemas/statistik';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

interface KelasBaris {
  id: number;
  cabang: Cabang;
  kategori: string;
  id_kelompok: number;
  nama_kelompok: string;
  usia_min: number;
  usia_max: number | null;
  id_kelas_berat: number | null;
  berat: string | null;
  berat_jk: JenisKelamin | null;
  batas_min: number | null;
  batas_max: number | null;
  id_poomsae: number | null;
  poomsae: string | null;
  jenis_kelamin: JenisKelamin | null;
  total: number;
  APPROVED: number;
  PENDING: number;
  REJECTED: number;
}

/** Every class of the competition with its entries counted per status (0 for a class nobody entered). */
export async function kelasDenganEntri(db: DbOrTx, id_kompetisi: number): Promise<KelasBaris[]> {
  return queryRows<KelasBaris>(
    db,
    sql`
    select kk.id_kelas_kejuaraan as id, kk.cabang, ke.nama_kategori as kategori, ku.id_kelompok, ku.nama_kelompok,
      ku.usia_min, ku.usia_max, kb.id_kelas_berat, kb.nama_kelas as berat, kb.jenis_kelamin as berat_jk,
      kb.batas_min, kb.batas_max, kp.id_poomsae, kp.nama_kelas as poomsae, kk.jenis_kelamin,
      count(pk.id_peserta_kompetisi)::int as total,
      (count(*) filter (where pk.status = 'APPROVED'))::int as "APPROVED",
      (count(*) filter (where pk.status = 'PENDING'))::int as "PENDING",
      (count(*) filter (where pk.status = 'REJECTED'))::int as "REJECTED"
    from kelas_kejuaraan kk
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
    left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae
    left join peserta_kompetisi pk on pk.id_kelas_kejuaraan = kk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi}
    group by kk.id_kelas_kejuaraan, ke.id_kategori_event, ku.id_kelompok, kb.id_kelas_berat, kp.id_poomsae`,
  );
}

type PerStatus = { total: number; APPROVED: number; PENDING: number; REJECTED: number };
const nol = (): PerStatus => ({ total: 0, APPROVED: 0, PENDING: 0, REJECTED: 0 });
const tambah = (into: PerStatus, r: PerStatus) => {
  into.total += r.total;
  into.APPROVED += r.APPROVED;
  into.PENDING += r.PENDING;
  into.REJECTED += r.REJECTED;
};

const nama = (r: KelasBaris) =>
  namaKelas({
    id_kelas_kejuaraan: r.id,
    cabang: r.cabang,
    kategori_event: { nama_kategori: r.kategori },
    kelompok: { id_kelompok: r.id_kelompok, nama_kelompok: r.nama_kelompok, usia_min: r.usia_min, usia_max: r.usia_max },
    kelas_berat:
      r.id_kelas_berat === null
        ? null
        : {
            id_kelas_berat: r.id_kelas_berat,
            nama_kelas: r.berat ?? '',
            batas_min: r.batas_min ?? 0,
            batas_max: r.batas_max ?? 0,
            jenis_kelamin: r.berat_jk,
          },
    poomsae: r.id_poomsae === null ? null : { id_poomsae: r.id_poomsae, nama_kelas: r.poomsae ?? '' },
    jenis_kelamin: r.jenis_kelamin,
  });

/** The entry figures of the answer from the per-class counts: per status, cabang, category and class (top N + the rest). */
export function ringkasEntri(kelas: readonly KelasBaris[], top: number): KompetisiStatistik['entri'] & { kelas_siap: number } {
  const semua = nol();
  const cabang = new Map<Cabang, PerStatus>([
    ['KYORUGI', nol()],
    ['POOMSAE', nol()],
  ]);
  const kategori = new Map<string, PerStatus>([
    ['pemula', nol()],
    ['prestasi', nol()],
  ]);
  for (const r of kelas) {
    tambah(semua, r);
    tambah(cabang.get(r.cabang)!, r);
    if (!kategori.has(r.kategori)) kategori.set(r.kategori, nol());
    tambah(kategori.get(r.kategori)!, r);
  }
  const terisi = kelas.filter((r) => r.total > 0).sort((a, b) => b.total - a.total || b.APPROVED - a.APPROVED || a.id - b.id);
  const lainnya = nol();
  for (const r of terisi.slice(top)) tambah(lainnya, r);
  return {
    ...semua,
    per_cabang: [...cabang].map(([c, s]) => ({ cabang: c, ...s })),
    per_kategori: [...kategori].map(([k, s]) => ({ kategori: k, ...s })),
    per_kelas: {
      teratas: terisi.slice(0, top).map((r) => ({
        id_kelas_kejuaraan: r.id,
        nama_kelas: nama(r),
        cabang: r.cabang,
        total: r.total,
        APPROVED: r.APPROVED,
        PENDING: r.PENDING,
        REJECTED: r.REJECTED,
      })),
      lainnya: { jumlah_kelas: Math.max(0, terisi.length - top), ...lainnya },
    },
    jumlah_kelas: kelas.length,
    kelas_terisi: terisi.length,
    kelas_siap: kelas.filter((r) => r.APPROVED >= 2).length,
  };
}
