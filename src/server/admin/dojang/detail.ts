import { sql } from 'drizzle-orm';
import { alasanTidakBisaDihapus, type AdminDojangDetail, type DojangStatus } from '../../../domain/schemas/admin-dojang';
import type { DbOrTx } from '../../db/types';
import { queryRows } from '../../db/rows';
import { uploadUrl } from '../../uploads/store';
import { isoText } from './list';

interface DetailRow {
  id_dojang: number;
  nama_dojang: string;
  email: string | null;
  no_telp: string | null;
  negara: string | null;
  provinsi: string | null;
  kota: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  alamat: string | null;
  logo: string | null;
  status: DojangStatus;
  catatan_validasi: string | null;
  created_at: string;
  jumlah_atlet: number;
  jumlah_entri: number;
  jumlah_bukti_transfer: number;
  id_pelatih: number | null;
  nama_pelatih: string | null;
  pelatih_no_telp: string | null;
  pelatih_email: string | null;
  pelatih_status: string | null;
}

/**
 * One dojang for the ADMIN: every field, its coach (with the account's email and status), and what hangs
 * on it — athletes, competition entries with one of its athletes (registering or team member), payment
 * proofs — with the delete rule's verdict. `lock` takes the row for update (status change, delete).
 */
export async function findAdminDojang(db: DbOrTx, id_dojang: number, lock = false): Promise<AdminDojangDetail | null> {
  if (lock) await queryRows(db, sql`select id_dojang from dojang where id_dojang = ${id_dojang} for update`);
  const [r] = await queryRows<DetailRow>(
    db,
    sql`
    select d.id_dojang, d.nama_dojang, d.email, d.no_telp, d.negara, d.provinsi, d.kota, d.kecamatan, d.kelurahan,
      d.alamat, d.logo, d.status::text as status, d.catatan_validasi, ${isoText('d.created_at')} as created_at,
      (select count(*)::int from atlet a where a.id_dojang = d.id_dojang) as jumlah_atlet,
      (select count(*)::int from peserta_kompetisi pk
        where pk.id_atlet in (select a.id_atlet from atlet a where a.id_dojang = d.id_dojang)
           or pk.id_peserta_kompetisi in (select pta.id_peserta_kompetisi from peserta_tim_anggota pta
             join atlet a on a.id_atlet = pta.id_atlet where a.id_dojang = d.id_dojang)) as jumlah_entri,
      (select count(*)::int from bukti_transfer b where b.id_dojang = d.id_dojang) as jumlah_bukti_transfer,
      p.id_pelatih, p.nama_pelatih, p.no_telp as pelatih_no_telp, ak.email as pelatih_email, ak.status::text as pelatih_status
    from dojang d
    left join pelatih p on p.id_dojang = d.id_dojang
    left join akun ak on ak.id_akun = p.id_akun
    where d.id_dojang = ${id_dojang}`,
  );
  if (!r) return null;
  const isi = {
    jumlah_atlet: Number(r.jumlah_atlet),
    jumlah_entri: Number(r.jumlah_entri),
    jumlah_bukti_transfer: Number(r.jumlah_bukti_transfer),
    nama_pelatih: r.nama_pelatih,
  };
  return {
    id_dojang: r.id_dojang,
    nama_dojang: r.nama_dojang,
    email: r.email,
    no_telp: r.no_telp,
    negara: r.negara,
    provinsi: r.provinsi,
    kota: r.kota,
    kecamatan: r.kecamatan,
    kelurahan: r.kelurahan,
    alamat: r.alamat,
    logo_url: uploadUrl('dojang/logos', r.logo),
    status: r.status,
    created_at: r.created_at,
    ...isi,
    pelatih:
      r.id_pelatih === null || r.nama_pelatih === null
        ? null
        : {
            id_pelatih: r.id_pelatih,
            nama_pelatih: r.nama_pelatih,
            no_telp: r.pelatih_no_telp,
            email: r.pelatih_email ?? '',
            status_akun: r.pelatih_status ?? '',
          },
    alasan_tidak_bisa_dihapus: alasanTidakBisaDihapus(isi),
    catatan_validasi: r.catatan_validasi,
  };
}

/** The stored logo's file name (removed from disk once the delete has committed). */
export async function logoOf(db: DbOrTx, id_dojang: number): Promise<string | null> {
  const [r] = await queryRows<{ logo: string | null }>(db, sql`select logo from dojang where id_dojang = ${id_dojang}`);
  return r?.logo ?? null;
}
