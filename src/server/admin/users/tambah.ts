import { eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../../domain/akses';
import { ADMIN_USER_MSG, type AdminUser, type TambahUserInput } from '../../../domain/schemas/admin-user';
import { logActivity } from '../../activity/log';
import { isUniqueViolation, pgErrorCode } from '../../db/errors';
import { admin, adminKompetisi, akun, kompetisi } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../../tulis/types';
import { findAdminUser } from './sql';
import type { KodeTolakAkun } from './tolak';

/** The new account as the route hands it over: the first password already hashed (slow on purpose, outside the transaction). */
export type TambahUserTulis = Omit<TambahUserInput, 'password'> & { password_hash: string };

const emailTaken = () => tolakTulis('email_terdaftar', ADMIN_USER_MSG.emailTerdaftar, { field: 'email' });
const kompetisiHilang = () => tolakTulis('kompetisi_tidak_ditemukan', ADMIN_USER_MSG.kompetisiTidakDitemukan, { field: 'id_kompetisi' });

/**
 * POST /api/admin/users: an ADMIN or an ADMIN_KOMPETISI of an existing competition, ACTIVE, with a first
 * password (coach-registration rules) that its owner must replace at the first login.
 */
export async function tambahUser(
  _deps: Deps,
  aktor: Aktor,
  input: TambahUserTulis,
  tx: DbOrTx,
): Promise<HasilTulis<AdminUser, KodeTolakAkun>> {
  const akses = alasanTolak(aktor, 'akun.kelola');
  if (akses) return akses;
  const [taken] = await tx
    .select({ id: akun.id_akun })
    .from(akun)
    .where(eq(sql`lower(${akun.email})`, input.email));
  if (taken) return emailTaken();
  let namaEvent: string | undefined;
  if (input.id_kompetisi !== undefined) {
    const [k] = await tx.select({ nama_event: kompetisi.nama_event }).from(kompetisi).where(eq(kompetisi.id_kompetisi, input.id_kompetisi));
    if (!k) return kompetisiHilang();
    namaEvent = k.nama_event;
  }
  let id_akun: number;
  try {
    const [a] = await tx
      .insert(akun)
      .values({ email: input.email, password_hash: input.password_hash, role: input.role, harus_ganti_password: true })
      .returning({ id_akun: akun.id_akun });
    id_akun = a.id_akun;
    if (input.role === 'ADMIN') await tx.insert(admin).values({ nama_admin: input.nama, id_akun });
    else await tx.insert(adminKompetisi).values({ nama: input.nama, id_akun, id_kompetisi: input.id_kompetisi! });
  } catch (e) {
    // A parallel request took the address first: the unique index decides.
    if (isUniqueViolation(e)) return emailTaken();
    // The competition was deleted in between.
    if (pgErrorCode(e) === '23503') return kompetisiHilang();
    throw e;
  }
  await logActivity(tx, {
    action: 'TAMBAH_USER',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `User ${input.email} (${input.role}) ditambahkan${namaEvent ? ` untuk ${namaEvent}` : ''}`,
  });
  const data = await findAdminUser(tx, id_akun);
  if (!data) throw new Error('akun baru tidak terbaca');
  return berhasil(data, ADMIN_USER_MSG.ditambahkan);
}
