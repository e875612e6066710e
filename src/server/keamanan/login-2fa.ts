import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { KEAMANAN_MSG, skemaLoginDuaFaktor } from '../../domain/schemas/keamanan';
import { logActivity } from '../activity/log';
import { clientIp } from '../auth/client-ip';
import { ACCOUNT_INACTIVE, LOGIN_LOCKED } from '../auth/routes';
import { createSession } from '../auth/session';
import { loadSessionUser, toSessionUser } from '../auth/session-user';
import { akun } from '../db/schema';
import { MSG } from '../http/api-error';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { pakaiKodePemulihan } from './kode-pemulihan';
import { cariTantangan, catatKodeSalah, habiskanTantangan, hapusTantanganAkun } from './tantangan';
import { terimaKodeTotp } from './verifikasi';
import { gagalKeamanan } from './tolak';

/**
 * POST /api/auth/login/2fa {tantangan, kode} or {tantangan, kode_pemulihan}: the second step of a login
 * with two-factor on. A right code spends the challenge and answers the normal login answer {token, user};
 * a wrong one counts against the challenge (5 at most) and against the login limiter (email and IP), which
 * the password step does not clear for such an account — so codes cannot be guessed faster than passwords.
 */
export function login2faRoutes({ db, loginLimiter }: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/login/2fa', async (c) => {
    const body = bodyFields(c);
    const input = parseInput(skemaLoginDuaFaktor(body), body);
    const ip = clientIp(c);
    const found = await cariTantangan(db, input.tantangan);
    if (!found) {
      if (await loginLimiter.isIpBlocked(ip)) throw gagalKeamanan('terlalu_banyak', LOGIN_LOCKED);
      await loginLimiter.recordIpFailure(ip);
      throw gagalKeamanan('tantangan_kedaluwarsa', KEAMANAN_MSG.tantanganHabis);
    }
    const [a] = await db
      .select({ email: akun.email, status: akun.status, role: akun.role })
      .from(akun)
      .where(eq(akun.id_akun, found.id_akun));
    if (!a || a.status !== 'ACTIVE') {
      await hapusTantanganAkun(db, found.id_akun);
      throw gagalKeamanan('akun_nonaktif', ACCOUNT_INACTIVE);
    }
    const email = a.email.toLowerCase();
    if (await loginLimiter.isBlocked(email, ip)) throw gagalKeamanan('terlalu_banyak', LOGIN_LOCKED);

    const pakaiPemulihan = 'kode_pemulihan' in input;
    const hasil = await db.transaction(async (tx) => {
      const diterima = pakaiPemulihan
        ? await pakaiKodePemulihan(tx, found.id_akun, input.kode_pemulihan)
        : await terimaKodeTotp(tx, found.id_akun, input.kode, { hanyaAktif: true });
      if (!diterima) return null;
      // A twin request with the same challenge got there first: this one rolls back its code use.
      if (!(await habiskanTantangan(tx, input.tantangan))) throw gagalKeamanan('tantangan_kedaluwarsa', KEAMANAN_MSG.tantanganHabis);
      const user = await loadSessionUser(tx, found.id_akun);
      if (!user) throw gagalKeamanan('perlu_login', MSG.needLogin);
      const token = await createSession(tx, found.id_akun);
      await logActivity(tx, {
        action: 'LOGIN',
        actor: a.email,
        id_akun: found.id_akun,
        details: `Login sebagai ${a.role} (${pakaiPemulihan ? 'kode pemulihan' : 'autentikator'})`,
      });
      return { token, user: toSessionUser(user) };
    });

    if (hasil) {
      await loginLimiter.recordSuccess(email, ip);
      return ok(c, hasil, 'Login berhasil');
    }
    await loginLimiter.recordFailure(email, ip);
    const masihBisa = await catatKodeSalah(db, input.tantangan);
    if (await loginLimiter.isBlocked(email, ip)) {
      await hapusTantanganAkun(db, found.id_akun);
      throw gagalKeamanan('terlalu_banyak', LOGIN_LOCKED);
    }
    if (!masihBisa) throw gagalKeamanan('tantangan_kedaluwarsa', KEAMANAN_MSG.terlaluBanyakKode);
    const [field, message] = pakaiPemulihan ? ['kode_pemulihan', KEAMANAN_MSG.kodePemulihanSalah] : ['kode', KEAMANAN_MSG.kodeSalah];
    throw gagalKeamanan('login_gagal', message, { [field]: message });
  });

  return r;
}
