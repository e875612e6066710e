import { sql, type SQL } from 'drizzle-orm';

/**
 * An account's name as other people see it in an answer (who changed an entry, a result, a weigh-in): the
 * admin's, the organiser's, the staff member's or the coach's name, never its e-mail; null for no account.
 * `idAkun` is a trusted SQL expression naming the account (a column), never user input.
 */
export const NAMA_AKUN_TEKS = (
  idAkun: string,
) => `(select coalesce(ad.nama_admin, ak.nama, pt.nama, pl.nama_pelatih, 'Pengguna #' || ac.id_akun)
  from akun ac left join admin ad on ad.id_akun = ac.id_akun left join admin_kompetisi ak on ak.id_akun = ac.id_akun
  left join petugas_kompetisi pt on pt.id_akun = ac.id_akun left join pelatih pl on pl.id_akun = ac.id_akun
  where ac.id_akun = ${idAkun})`;

export const namaAkun = (idAkun: string): SQL => sql.raw(NAMA_AKUN_TEKS(idAkun));
