import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

export interface AkunInsiden {
  id_akun: number;
  email: string;
  peran: string;
  nama: string;
  id_dojang: number | null;
  id_kompetisi: number | null;
  nama_lingkup: string | null;
}

/** The account a report is about, by email (any case), with what it owns (a coach's dojang, a competition's staff). */
export async function cariAkun(db: DbOrTx, email: string): Promise<AkunInsiden | null> {
  const [a] = await queryRows<AkunInsiden>(
    db,
    sql`select u.id_akun, u.email, u.role as peran,
        coalesce(ad.nama_admin, pl.nama_pelatih, ak.nama, pt.nama, u.email) as nama,
        pl.id_dojang, coalesce(ak.id_kompetisi, pt.id_kompetisi) as id_kompetisi,
        coalesce(d.nama_dojang, k.nama_event) as nama_lingkup
      from akun u
      left join admin ad on ad.id_akun = u.id_akun
      left join pelatih pl on pl.id_akun = u.id_akun
      left join dojang d on d.id_dojang = pl.id_dojang
      left join admin_kompetisi ak on ak.id_akun = u.id_akun
      left join petugas_kompetisi pt on pt.id_akun = u.id_akun
      left join kompetisi k on k.id_kompetisi = coalesce(ak.id_kompetisi, pt.id_kompetisi)
      where lower(u.email) = lower(${email}) limit 1`,
  );
  return a ?? null;
}

/**
 * The athletes an account could reach (the subjects possibly affected if it was misused): a coach its dojang's, a
 * competition's admin or staff those entered in it, the ADMIN — and no account — everyone.
 */
export function lingkupAtlet(akun: AkunInsiden | null): { where: SQL; keterangan: string } {
  if (akun?.id_dojang != null)
    return { where: sql`a.id_dojang = ${akun.id_dojang}`, keterangan: `Atlet dojang ${akun.nama_lingkup} (jangkauan akun pelatih)` };
  if (akun?.id_kompetisi != null) {
    return {
      where: sql`a.id_atlet in (select pk.id_atlet from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
        where kk.id_kompetisi = ${akun.id_kompetisi}
        union select t.id_atlet from peserta_tim_anggota t join peserta_kompetisi pk on pk.id_peserta_kompetisi = t.id_peserta_kompetisi
        join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan where kk.id_kompetisi = ${akun.id_kompetisi})`,
      keterangan: `Atlet yang terdaftar di ${akun.nama_lingkup} (jangkauan akun ${akun.peran})`,
    };
  }
  if (akun && akun.peran !== 'ADMIN')
    return { where: sql`false`, keterangan: `Akun ${akun.peran} tanpa profil: tidak menjangkau data atlet` };
  return {
    where: sql`true`,
    keterangan: akun
      ? 'Seluruh atlet (jangkauan akun ADMIN)'
      : 'Seluruh atlet di platform (tanpa akun tertentu: anggap semua data terdampak)',
  };
}
