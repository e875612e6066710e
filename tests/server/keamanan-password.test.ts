import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityLog, loginTantangan, session } from '../../src/server/db/schema';
import { login, makeAdmin, makeAdminKompetisi, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { aktifkan2fa, jamPalsu, tantanganLogin } from './keamanan-bantu';

const t = useTestServer();
afterEach(() => vi.useRealTimers());

const BARU = 'PasswordBaru9';
const ganti = (token: string | undefined, json: Record<string, unknown>) => t.api('PUT', '/api/auth/password', { token, json });

describe('PUT /api/auth/password', () => {
  it('needs a session (401)', async () => {
    const res = await ganti(undefined, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: BARU });
    expect(res.status).toBe(401);
  });

  it('needs the current password: a wrong one → 400 under its field, nothing changes', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const res = await ganti(token, { password_saat_ini: 'salah12345', password_baru: BARU, konfirmasi_password: BARU });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Password saat ini salah',
      kode: 'password_salah',
      errors: { password_saat_ini: 'Password saat ini salah' },
    });
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } })).status).toBe(200);
  });

  it("applies the project's password rules with the spec messages", async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const empty = await ganti(token, {});
    expect(empty.body.errors).toEqual({
      password_saat_ini: 'Password saat ini wajib diisi',
      password_baru: 'Password baru wajib diisi',
      konfirmasi_password: 'Konfirmasi password wajib diisi',
    });
    const short = await ganti(token, { password_saat_ini: PASSWORD, password_baru: 'abc12', konfirmasi_password: 'abc12' });
    expect(short.body.errors).toEqual({ password_baru: 'Password minimal 8 karakter' });
    const letters = await ganti(token, { password_saat_ini: PASSWORD, password_baru: 'abcdefgh', konfirmasi_password: 'abcdefgh' });
    expect(letters.body.errors).toEqual({ password_baru: 'Password harus mengandung minimal 1 huruf dan 1 angka' });
    const differ = await ganti(token, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: 'lain12345' });
    expect(differ.body.errors).toEqual({ konfirmasi_password: 'Password dan konfirmasi password tidak sama' });
    const same = await ganti(token, { password_saat_ini: PASSWORD, password_baru: PASSWORD, konfirmasi_password: PASSWORD });
    expect(same.body.errors).toEqual({ password_baru: 'Password baru tidak boleh sama dengan password saat ini' });
  });

  it('ends every OTHER session of the account, keeps this one and those of other accounts', async () => {
    const a = await makeAdmin(t.db);
    await makeAdmin(t.db, 'admin2@uji.id');
    const here = await login(t, 'admin@uji.id');
    const phone = await login(t, 'admin@uji.id');
    const tablet = await login(t, 'admin@uji.id');
    const other = await login(t, 'admin2@uji.id');
    const res = await ganti(here, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: BARU });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.',
      data: { sesi_diakhiri: 2 },
    });
    expect((await t.api('GET', '/api/auth/me', { token: here })).status).toBe(200);
    expect((await t.api('GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await t.api('GET', '/api/auth/me', { token: tablet })).status).toBe(401);
    expect((await t.api('GET', '/api/auth/me', { token: other })).status).toBe(200);
    const live = await t.db
      .select()
      .from(session)
      .where(and(eq(session.id_akun, a.id_akun), isNull(session.revoked_at)));
    expect(live).toHaveLength(1);
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } })).status).toBe(401);
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: BARU } })).status).toBe(200);
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'GANTI_PASSWORD'));
    expect(log.details).toBe('Password diganti dari pengaturan; 2 sesi lain diakhiri');
  });

  it('works for a coach and a competition admin too', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    await makeAdminKompetisi(t.db);
    for (const email of ['budi@uji.id', 'panitia@uji.id']) {
      const token = await login(t, email);
      expect((await ganti(token, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: BARU })).status).toBe(200);
      expect((await t.api('POST', '/api/auth/login', { json: { email, password: BARU } })).status).toBe(200);
    }
  });

  it('drops a half-finished two-factor login started with the old password', async () => {
    jamPalsu();
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    await aktifkan2fa(t, token);
    await tantanganLogin(t, 'admin@uji.id');
    expect(await t.db.select().from(loginTantangan)).toHaveLength(1);
    expect((await ganti(token, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: BARU })).status).toBe(200);
    expect(await t.db.select().from(loginTantangan)).toHaveLength(0);
  });

  it('wrong current passwords count towards the login lock (a stolen session cannot guess faster)', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    for (let i = 0; i < 5; i++) {
      expect((await ganti(token, { password_saat_ini: `salah${i}xyz1`, password_baru: BARU, konfirmasi_password: BARU })).status).toBe(400);
    }
    const locked = await ganti(token, { password_saat_ini: PASSWORD, password_baru: BARU, konfirmasi_password: BARU });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Terlalu banyak percobaan login. Coba lagi dalam 15 menit.');
  });
});
