import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_USER_MSG, tambahUserSchema, type AdminUser } from '../../../domain/schemas/admin-user';
import { logActivity } from '../../activity/log';
import { hashSecret } from '../../auth/password';
import { admin, adminKompetisi, akun, kompetisi } from '../../db/schema';
import { isUniqueViolation, pgErrorCode } from '../../db/errors';
import { ApiError } from '../../http/api-error';
import { currentAuth } from '../../http/auth-middleware';
import { bodyFields } from '../../http/body';
import type { AppDeps, AppEnv } from '../../http/env';
import { completeIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { findAdminUser } from './sql';
import type { Jawaban } from './status';

const emailTaken = () => new ApiError(409, ADMIN_USER_MSG.emailTerdaftar, { email: ADMIN_USER_MSG.emailTerdaftar });

/**
 * POST /api/admin/users: an ADMIN or an ADMIN_KOMPETISI of an existing competition, ACTIVE, with a first
 * password (coach-registration rules) that its owner must replace at the first login.
 */
export async function tambahUser({ db }: AppDeps, c: Context<AppEnv>): Promise<Jawaban<AdminUser>> {
  const { user } = currentAuth(c);
  const input = parseInput(tambahUserSchema, bodyFields(c));
  const [taken] = await db.select({ id: akun.id_akun }).from(akun).where(eq(sql`lower(${akun.email})`, input.email));
  if (taken) throw emailTaken();
  let namaEvent: string | undefined;
  if (input.id_kompetisi !== undefined) {
    const [k] = await db.select({ nama_event: kompetisi.nama_event }).from(kompetisi)
      .where(eq(kompetisi.id_kompetisi, input.id_kompetisi));
    if (!k) throw new ApiError(404, ADMIN_USER_MSG.kompetisiTidakDitemukan, { id_kompetisi: ADMIN_USER_MSG.kompetisiTidakDitemukan });
    namaEvent = k.nama_event;
  }
  const password_hash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [a] = await tx.insert(akun)
        .values({ email: input.email, password_hash, role: input.role, harus_ganti_password: true }).returning();
      if (input.role === 'ADMIN') await tx.insert(admin).values({ nama_admin: input.nama, id_akun: a.id_akun });
      else await tx.insert(adminKompetisi).values({ nama: input.nama, id_akun: a.id_akun, id_kompetisi: input.id_kompetisi! });
      await logActivity(tx, { action: 'TAMBAH_USER', actor: user.email, id_akun: user.id_akun,
        details: `User ${a.email} (${input.role}) ditambahkan${namaEvent ? ` untuk ${namaEvent}` : ''}` });
      const data = await findAdminUser(tx, a.id_akun);
      if (!data) throw new Error('akun baru tidak terbaca');
      const body: Jawaban<AdminUser> = { success: true, message: ADMIN_USER_MSG.ditambahkan, data };
      await completeIdempotency(c, tx, 201, body);
      return body;
    });
  } catch (e) {
    // A parallel request took the address first: the unique index decides.
    if (isUniqueViolation(e)) throw emailTaken();
    // The competition was deleted in between.
    if (pgErrorCode(e) === '23503') {
      throw new ApiError(404, ADMIN_USER_MSG.kompetisiTidakDitemukan, { id_kompetisi: ADMIN_USER_MSG.kompetisiTidakDitemukan });
    }
    throw e;
  }
}
