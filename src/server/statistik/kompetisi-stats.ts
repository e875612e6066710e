import { sql } from 'drizzle-orm';
import type { KompetisiStatistik } from '../../domain/schemas/statistik';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';
import { queryRows } from '../db/rows';
import { statistikBayar } from './kompetisi-bayar';
import { kelasDenganEntri, ringkasEntri } from './kompetisi-entri';

interface KompetisiBaris {
  id_kompetisi: number;
  nama_event: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  status: string;
  biaya_pendaftaran: number | null;
  biaya_wna: number | null;
}

type BaganAngka = Omit<KompetisiStatistik['bagan'], 'kelas_siap'>;

/**
 * Brackets of the competition (table bagan) per stored status, and their matches: to play (all but round-1
 * free draws, as progresBagan counts them), ready (both corners filled) and decided (a winner set).
 */
async function statistikBagan(db: DbOrTx, id: number): Promise<BaganAngka> {
  const [row] = await queryRows<BaganAngka>(
    db,
    sql`
    select b.dibuat, b.created, b.in_progress, b.completed, m.pertandingan, m.pertandingan_siap, m.pertandingan_selesai
    from (
      select count(*)::int as dibuat,
        (count(*) filter (where b.status = 'created'))::int as created,
        (count(*) filter (where b.status = 'in_progress'))::int as in_progress,
        (count(*) filter (where b.status = 'completed'))::int as completed
      from bagan b join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
      where kk.id_kompetisi = ${id}
    ) b, (
      select
        (count(*) filter (where not bebas))::int as pertandingan,
        (count(*) filter (where not bebas and id_peserta_a is not null and id_peserta_b is not null))::int as pertandingan_siap,
        (count(*) filter (where not bebas and id_pemenang is not null))::int as pertandingan_selesai
      from (
        select m.id_peserta_a, m.id_peserta_b, m.id_pemenang,
          (m.ronde = 1 and (m.id_peserta_a is null) <> (m.id_peserta_b is null)) as bebas
        from match m join bagan b on b.id_bagan = m.id_bagan
        join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
        where kk.id_kompetisi = ${id}) x
    ) m`,
  );
  return row;
}

/** GET /kompetisi/{id}/statistik: entries, payments and brackets of one competition, counted by the database. */
export async function kompetisiStatistik(db: DbOrTx, id_kompetisi: number, top: number): Promise<KompetisiStatistik> {
  const [k] = await queryRows<KompetisiBaris>(
    db,
    sql`
    select id_kompetisi, nama_event, tanggal_mulai::text as tanggal_mulai, tanggal_selesai::text as tanggal_selesai, status::text as status,
      biaya_pendaftaran, biaya_wna
    from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!k) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const { kelas_siap, ...entri } = ringkasEntri(await kelasDenganEntri(db, id_kompetisi), top);
  const { per_dojang, pembayaran } = await statistikBayar(db, k);
  const bagan = await statistikBagan(db, id_kompetisi);
  return {
    kompetisi: {
      id_kompetisi: k.id_kompetisi,
      nama_event: k.nama_event,
      tanggal_mulai: k.tanggal_mulai,
      tanggal_selesai: k.tanggal_selesai,
      status: k.status,
    },
    entri,
    per_dojang,
    pembayaran,
    bagan: { kelas_siap, ...bagan },
  };
}
