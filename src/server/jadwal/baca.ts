import { sql } from 'drizzle-orm';
import { cariBentrok, type BentrokJadwal, type JadwalKompetisi, type KelasJadwal, type PengaturanJadwal } from '../../domain/jadwal';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { jumlahPartai, muatHari, muatKelasTerundi, type KelasTerundi } from './muat';

export interface KompetisiJadwal {
  id_kompetisi: number;
  nama_event: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  pengaturan: PengaturanJadwal;
}

/** The competition's dates and schedule settings, or null. */
export async function muatKompetisiJadwal(db: DbOrTx, id_kompetisi: number): Promise<KompetisiJadwal | null> {
  const [k] = await queryRows<{
    id_kompetisi: number;
    nama_event: string;
    tanggal_mulai: string;
    tanggal_selesai: string;
    istirahat_partai: number;
    tunggu_detik: number;
    menit_kyorugi: number;
    menit_poomsae: number;
  }>(
    db,
    sql`
    select id_kompetisi, nama_event, tanggal_mulai::text as tanggal_mulai, tanggal_selesai::text as tanggal_selesai,
      jadwal_istirahat_partai as istirahat_partai, jadwal_tunggu_detik as tunggu_detik,
      jadwal_menit_kyorugi as menit_kyorugi, jadwal_menit_poomsae as menit_poomsae
    from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!k) return null;
  const { istirahat_partai, tunggu_detik, menit_kyorugi, menit_poomsae, ...rest } = k;
  return {
    ...rest,
    pengaturan: { istirahat_partai, tunggu_detik, menit_kyorugi: Number(menit_kyorugi), menit_poomsae: Number(menit_poomsae) },
  };
}

/** Expected minutes of a class's bouts with the default durations. */
export const menitKelas = (k: Pick<KelasTerundi, 'matches' | 'cabang'>, p: PengaturanJadwal) =>
  jumlahPartai(k) * (k.cabang === 'KYORUGI' ? p.menit_kyorugi : p.menit_poomsae);

/** GET /kompetisi/{id}/jadwal: days and courts, every drawn class with its place, overlaps of shared athletes. */
export async function bacaJadwal(db: DbOrTx, k: KompetisiJadwal): Promise<JadwalKompetisi> {
  const hari = await muatHari(db, k.id_kompetisi);
  const terundi = await muatKelasTerundi(db, k.id_kompetisi);
  const urutLapangan = new Map(hari.flatMap((h) => h.lapangan).map((l, i) => [l.id_lapangan, i]));
  const kelas: KelasJadwal[] = terundi
    .map((t) => ({
      id_kelas_kejuaraan: t.id_kelas_kejuaraan,
      nama: t.nama,
      cabang: t.cabang,
      jumlah_partai: jumlahPartai(t),
      menit: menitKelas(t, k.pengaturan),
      id_lapangan: t.id_lapangan,
      urutan: t.urutan,
      bernomor: t.bernomor,
    }))
    .sort(
      (a, b) =>
        (urutLapangan.get(a.id_lapangan ?? -1) ?? 1e9) - (urutLapangan.get(b.id_lapangan ?? -1) ?? 1e9) ||
        a.urutan - b.urutan ||
        a.nama.localeCompare(b.nama),
    );
  const bentrok: BentrokJadwal[] = [];
  const nama = await namaAtlet(db, k.id_kompetisi);
  for (const h of hari) {
    const isi = new Map(
      h.lapangan.map((l) => [l.id_lapangan, terundi.filter((t) => t.id_lapangan === l.id_lapangan).sort((a, b) => a.urutan - b.urutan)]),
    );
    const atlet = new Map(terundi.map((t) => [t.id_kelas_kejuaraan, new Set([...t.atlet.values()].flat())]));
    for (const b of cariBentrok(
      { tanggal: h.tanggal, istirahat: k.pengaturan.istirahat_partai, ...k.pengaturan, lapangan: h.lapangan },
      isi,
      atlet,
    )) {
      bentrok.push({ id_kelas_a: b.id_kelas_a, id_kelas_b: b.id_kelas_b, nama_atlet: nama.get(b.id_atlet) ?? `#${b.id_atlet}` });
    }
  }
  return {
    kompetisi: {
      id_kompetisi: k.id_kompetisi,
      nama_event: k.nama_event,
      tanggal_mulai: k.tanggal_mulai,
      tanggal_selesai: k.tanggal_selesai,
    },
    pengaturan: k.pengaturan,
    hari,
    kelas,
    bentrok,
  };
}

/** Names of the competition's athletes (entries and team members), by id_atlet. */
export async function namaAtlet(db: DbOrTx, id_kompetisi: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ id_atlet: number; nama_atlet: string }>(
    db,
    sql`
    select distinct a.id_atlet, a.nama_atlet from atlet a
    where a.id_atlet in (select pk.id_atlet from peserta_kompetisi pk join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${id_kompetisi}
      union select pta.id_atlet from peserta_tim_anggota pta join peserta_kompetisi pk using (id_peserta_kompetisi)
      join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${id_kompetisi})`,
  );
  return new Map(rows.map((r) => [r.id_atlet, r.nama_atlet]));
}
