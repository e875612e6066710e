import { sql } from 'drizzle-orm';
import type { KompetisiKartu } from '../../domain/schemas/kartu';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';

/** The competition as cards and certificates print it (404 'Kompetisi tidak ditemukan'). */
export async function muatKompetisi(db: DbOrTx, id_kompetisi: number): Promise<KompetisiKartu> {
  const [row] = await queryRows<KompetisiKartu>(
    db,
    sql`
    select id_kompetisi, nama_event, lokasi, tanggal_mulai::text as tanggal_mulai, tanggal_selesai::text as tanggal_selesai
    from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!row) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  return row;
}

/** The joins that name an entry's class (kk = kelas_kejuaraan). */
export const JOIN_KELAS = sql.raw(`
  join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
  join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
  left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
  left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae`);

/** The class columns labelKelasKartu reads. */
export const KOLOM_KELAS = sql.raw(`kk.cabang, ke.nama_kategori, ku.nama_kelompok,
  coalesce(kk.jenis_kelamin::text, kb.jenis_kelamin::text) as jenis_kelamin, coalesce(kb.nama_kelas, kp.nama_kelas) as nama_kelas`);

/** The athletes an entry gives a card or certificate to: its registering athlete and its team members. */
export const ANGGOTA = sql.raw(`(select pk.id_atlet as id_atlet
  union select pta.id_atlet from peserta_tim_anggota pta where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi)`);
