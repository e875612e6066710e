import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import {
  KEAMANAN_MSG, TOTP_ISSUER, aktifkanDuaFaktorSchema, nonaktifkanDuaFaktorSchema, passwordSajaSchema,
  type PendaftaranDuaFaktor, type StatusDuaFaktor,
} from '../../domain/schemas/keamanan';
import { logActivity } from '../activity/log';
import { clientIp } from '../auth/client-ip';
import { enkripsi } from '../crypto/kunci';
import { kodePemulihan, totp } from '../db/schema';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { gantiKodePemulihan, sisaKodePemulihan } from './kode-pemulihan';
import { hapusTantanganAkun } from './tantangan';
import { buatRahasiaTotp, qrSvgDataUrl } from './totp';
import { cekPasswordSaatIni, terimaKodeApaSaja, terimaKodeTotp } from './verifikasi';
import { gagalKeamanan } from './tolak';

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

  r.post('/2fa/daftar', async (c) => {
    const { user } = currentAuth(c);
    const { password } = parseInput(passwordSajaSchema, bodyFields(c));
    if ((await baris(user.id_akun))?.aktif) throw gagalKeamanan('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, password, 'password');
    const { secret, url } = buatRahasiaTotp(user.email);
    const secret_enc = enkripsi(secret);
    // A started but unconfirmed enrolment is replaced; an active one is never overwritten here.
    const saved = await db.insert(totp).values({ id_akun: user.id_akun, secret_enc, aktif: false })
      .onConflictDoUpdate({ target: totp.id_akun, set: { secret_enc, langkah_terakhir: null, created_at: new Date() }, setWhere: eq(totp.aktif, false) })
      .returning({ id_akun: totp.id_akun });
    if (saved.length === 0) throw gagalKeamanan('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
    const data: PendaftaranDuaFaktor = { otpauth_url: url, qr: await qrSvgDataUrl(url), secret, issuer: TOTP_ISSUER, label: user.email };
    return ok(c, data, KEAMANAN_MSG.pendaftaranDimulai);
  });

  r.post('/2fa/aktifkan', async (c) => {
    const { user } = currentAuth(c);
    const { kode } = parseInput(aktifkanDuaFaktorSchema, bodyFields(c));
    const row = await baris(user.id_akun);
    if (row?.aktif) throw gagalKeamanan('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
    if (!row) throw gagalKeamanan('dua_faktor_belum_aktif', KEAMANAN_MSG.belumDidaftarkan);
    const kodeBaru = await db.transaction(async (tx) => {
      if (!(await terimaKodeTotp(tx, user.id_akun, kode, { hanyaAktif: false }))) return null;
      const on = await tx.update(totp).set({ aktif: true, diaktifkan_pada: new Date() })
        .where(and(eq(totp.id_akun, user.id_akun), eq(totp.aktif, false))).returning({ id_akun: totp.id_akun });
      if (on.length === 0) throw gagalKeamanan('dua_faktor_sudah_aktif', KEAMANAN_MSG.sudahAktif);
      await logActivity(tx, { action: 'AKTIFKAN_2FA', actor: user.email, id_akun: user.id_akun,
        details: 'Autentikasi dua langkah: nonaktif → aktif' });
      return gantiKodePemulihan(tx, user.id_akun);
    });
    if (!kodeBaru) throw gagalKeamanan('kode_salah', KEAMANAN_MSG.kodeSalah, { kode: KEAMANAN_MSG.kodeSalah });
    return ok(c, { kode_pemulihan: kodeBaru }, KEAMANAN_MSG.diaktifkan);
  });

  r.post('/2fa/nonaktifkan', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(nonaktifkanDuaFaktorSchema, bodyFields(c));
    if (!(await baris(user.id_akun))?.aktif) throw gagalKeamanan('dua_faktor_belum_aktif', KEAMANAN_MSG.belumAktif);
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, input.password, 'password');
    const done = await db.transaction(async (tx) => {
      if (!(await terimaKodeApaSaja(tx, user.id_akun, input.kode))) return false;
      await tx.delete(totp).where(eq(totp.id_akun, user.id_akun));
      await tx.delete(kodePemulihan).where(eq(kodePemulihan.id_akun, user.id_akun));
      await hapusTantanganAkun(tx, user.id_akun);
      await logActivity(tx, { action: 'NONAKTIFKAN_2FA', actor: user.email, id_akun: user.id_akun,
        details: 'Autentikasi dua langkah: aktif → nonaktif' });
      return true;
    });
    if (!done) {
      // Guessing codes here counts like guessing them at the login.
      await deps.loginLimiter.recordFailure(user.email.toLowerCase(), clientIp(c));
      throw gagalKeamanan('kode_salah', KEAMANAN_MSG.kodeSalah, { kode: KEAMANAN_MSG.kodeSalah });
    }
    return ok(c, { aktif: false }, KEAMANAN_MSG.dinonaktifkan);
  });

  r.post('/2fa/kode-pemulihan', async (c) => {
    const { user } = currentAuth(c);
    const { password } = parseInput(passwordSajaSchema, bodyFields(c));
    if (!(await baris(user.id_akun))?.aktif) throw gagalKeamanan('dua_faktor_belum_aktif', KEAMANAN_MSG.belumAktif);
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, password, 'password');
    const kode = await db.transaction(async (tx) => {
      const baru = await gantiKodePemulihan(tx, user.id_akun);
      await logActivity(tx, { action: 'BUAT_KODE_PEMULIHAN', actor: user.email, id_akun: user.id_akun,
        details: 'Kode pemulihan lama diganti dengan 10 kode baru' });
      return baru;
    });
    return ok(c, { kode_pemulihan: kode }, KEAMANAN_MSG.kodeBaru);
  });

  return r;
}
