import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { coachRegisterSchema } from '../../domain/schemas/auth';
import { logActivity } from '../activity/log';
import { akun, dojang, pelatih } from '../db/schema';
import { constraintName, isUniqueViolation } from '../db/errors';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { hashSecret } from './password';
import { gagalAuth } from './tolak';

export const EMAIL_TAKEN = 'Email sudah terdaftar';
export const DOJANG_TAKEN = 'Dojang ini sudah memiliki pelatih';
export const DOJANG_NOT_FOUND = 'Dojang tidak ditemukan';
// Each refusal names its field (`errors`), so the form shows it under that field.

export function registerRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/register', async (c) => {
    const input = parseInput(coachRegisterSchema, bodyFields(c));
    const [taken] = await db.select({ id: akun.id_akun }).from(akun).where(eq(sql`lower(${akun.email})`, input.email));
    if (taken) throw gagalAuth('email_terdaftar', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const [d] = await db.select({ id: dojang.id_dojang }).from(dojang).where(eq(dojang.id_dojang, input.id_dojang));
    if (!d) throw gagalAuth('tidak_ditemukan', DOJANG_NOT_FOUND, { id_dojang: DOJANG_NOT_FOUND });
    const [coach] = await db.select({ id: pelatih.id_pelatih }).from(pelatih).where(eq(pelatih.id_dojang, input.id_dojang));
    if (coach) throw gagalAuth('dojang_sudah_punya_pelatih', DOJANG_TAKEN, { id_dojang: DOJANG_TAKEN });

    const password_hash = await hashSecret(input.password);
    try {
      const created = await db.transaction(async (tx) => {
        const [a] = await tx.insert(akun).values({ email: input.email, password_hash, role: 'PELATIH' }).returning();
        await tx.insert(pelatih).values({
          nama_pelatih: input.nama_pelatih, no_telp: input.no_telp, nik: input.nik, id_akun: a.id_akun, id_dojang: input.id_dojang,
        });
        await logActivity(tx, { action: 'REGISTER_PELATIH', actor: a.email, id_akun: a.id_akun,
          details: `Pelatih ${input.nama_pelatih} terdaftar` });
        return a;
      });
      return ok(c, { id_akun: created.id_akun, email: created.email }, 'Registrasi berhasil! Silakan login.', 201);
    } catch (e) {
      // A parallel registration won the race: the unique constraints decide.
      if (isUniqueViolation(e)) {
        const dojangTaken = constraintName(e)?.includes('dojang');
        throw dojangTaken
          ? gagalAuth('dojang_sudah_punya_pelatih', DOJANG_TAKEN, { id_dojang: DOJANG_TAKEN })
          : gagalAuth('email_terdaftar', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      throw e;
    }
  });
  return r;
}
