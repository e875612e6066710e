import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  KEAMANAN_MSG,
  aktifkanDuaFaktorSchema,
  nonaktifkanDuaFaktorSchema,
  passwordSajaSchema,
  type StatusDuaFaktor,
} from '../../domain/schemas/keamanan';
import { clientIp } from '../auth/client-ip';
import { totp } from '../db/schema';
import { ApiError } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { sisaKodePemulihan } from './kode-pemulihan';
import { STATUS_TOLAK, gagalKeamanan } from './tolak';
import { aktifkanDuaFaktor, buatKodePemulihan, daftarDuaFaktor, nonaktifkanDuaFaktor } from './tulis-dua-faktor';
import { cekPasswordSaatIni } from './verifikasi';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

/**
 * Two-factor login of the signed-in account (any role; the ADMIN settings page is the screen for it):
 * GET /api/auth/2fa status; POST /2fa/daftar {password} a new secret (stored encrypted, not yet on) with its
 * QR; POST /2fa/aktifkan {kode} turns it on and answers 10 recovery codes, shown once; POST /2fa/nonaktifkan
 * {password, kode}; POST /2fa/kode-pemulihan {password} new codes. Answers carrying secrets or codes are
 * never kept by the idempotency store (see http/idempotency.ts); each of these is safe to retry by itself.
 */
export function duaFaktorRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('/2fa', akunSendiri);
  r.use('/2fa/*', akunSendiri);

  const baris = async (id_akun: number) => (await db.select().from(totp).where(eq(totp.id_akun, id_akun)))[0];

  r.get('/2fa', async (c) => {
    const { user } = currentAuth(c);
    const row = await baris(user.id_akun);
    const aktif = row?.aktif ?? false;
    const data: StatusDuaFaktor = {
      aktif,
      diaktifkan_pada: aktif && row?.diaktifkan_pada ? row.diaktifkan_pada.toISOString() : null,
      sisa_kode_pemulihan: aktif ? await sisaKodePemulihan(db, user.id_akun) : 0,
    };
    return ok(c, data);
  });

  // The password first (counted by the login limiter like a login), then the write.
  const denganPassword = async (c: Context<AppEnv>, password: string, aktif: boolean) => {
    const { user } = currentAuth(c);
    const sudah = (await baris(user.id_akun))?.aktif ?? false;
    if (aktif && sudah) throw gagalKeamanan('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
    if (!aktif && !sudah) throw gagalKeamanan('dua_faktor_belum_aktif', KEAMANAN_MSG.belumAktif);
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, password, 'password');
    return user;
  };

  r.post('/2fa/daftar', async (c) => {
    const { password } = parseInput(passwordSajaSchema, bodyFields(c));
    const user = await denganPassword(c, password, true);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => daftarDuaFaktor(deps, user, {}, tx));
  });

  r.post('/2fa/aktifkan', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(aktifkanDuaFaktorSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => aktifkanDuaFaktor(deps, user, input, tx));
  });

  r.post('/2fa/nonaktifkan', async (c) => {
    const input = parseInput(nonaktifkanDuaFaktorSchema, bodyFields(c));
    const user = await denganPassword(c, input.password, false);
    try {
      return await jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => nonaktifkanDuaFaktor(deps, user, input, tx));
    } catch (e) {
      // Guessing codes here counts like guessing them at the login.
      if (e instanceof ApiError && e.kode === 'kode_salah') await deps.loginLimiter.recordFailure(user.email.toLowerCase(), clientIp(c));
      throw e;
    }
  });

  r.post('/2fa/kode-pemulihan', async (c) => {
    const { password } = parseInput(passwordSajaSchema, bodyFields(c));
    const user = await denganPassword(c, password, false);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => buatKodePemulihan(deps, user, {}, tx));
  });

  return r;
}
