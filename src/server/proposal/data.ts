import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

/** What the proposal prints of a competition: its own row (the committee's contact and account included). */
export interface KompetisiProposal {
  id_kompetisi: number;
  nama_event: string;
  deskripsi: string | null;
  lokasi: string | null;
  tanggal_mulai: string;
  tanggal_selesai: string;
  batas_pendaftaran: string | null;
  biaya_pendaftaran: number | null;
  biaya_wna: number | null;
  kuota: number | null;
  kontak_nama: string | null;
  kontak_whatsapp: string | null;
  kontak_email: string | null;
  bank_nama: string | null;
  bank_nomor_rekening: string | null;
  bank_atas_nama: string | null;
}

/** The classes held, counted per branch, level and age group (with the genders they are held for). */
export interface RingkasanKelas {
  cabang: 'KYORUGI' | 'POOMSAE';
  kategori: string;
  id_kelompok: number;
  nama_kelompok: string;
  jumlah: number;
  putra: boolean;
  putri: boolean;
}

export interface DataProposal {
  kompetisi: KompetisiProposal;
  kelas: RingkasanKelas[];
}

/** The competition and its class catalogue summary in two small queries; null when there is no such competition. */
export async function muatDataProposal(db: DbOrTx, id_kompetisi: number): Promise<DataProposal | null> {
  const [kompetisi] = await queryRows<KompetisiProposal>(
    db,
    sql`
    select id_kompetisi, nama_event, deskripsi, lokasi, tanggal_mulai::text as tanggal_mulai, tanggal_selesai::text as tanggal_selesai,
      batas_pendaftaran::text as batas_pendaftaran, biaya_pendaftaran, biaya_wna, kuota, kontak_nama, kontak_whatsapp, kontak_email,
      bank_nama, bank_nomor_rekening, bank_atas_nama
    from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!kompetisi) return null;
  const kelas = await queryRows<RingkasanKelas>(
    db,
    sql`
    select kk.cabang::text as cabang, ke.nama_kategori as kategori, ku.id_kelompok, ku.nama_kelompok, count(*)::int as jumlah,
      bool_or(kk.jenis_kelamin is null or kk.jenis_kelamin = 'LAKI_LAKI') as putra,
      bool_or(kk.jenis_kelamin is null or kk.jenis_kelamin = 'PEREMPUAN') as putri
    from kelas_kejuaraan kk
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
    where kk.id_kompetisi = ${id_kompetisi}
    group by 1, 2, 3, 4
    order by 1, 2 desc, 3`,
  );
  return { kompetisi, kelas };
}
