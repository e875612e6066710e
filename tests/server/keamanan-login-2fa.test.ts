import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityLog, akun, kodePemulihan, loginTantangan, session, totp } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/session';
import { login, makeAdmin, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { aktifkan2fa, jamPalsu, kodeApp, majukan, tantanganLogin } from './keamanan-bantu';

const t = useTestServer();
afterEach(() => vi.useRealTimers());

const EMAIL = 'admin@uji.id';
const langkah2 = (json: Record<string, unknown>) => t.api('POST', '/api/auth/login/2fa', { json });

/** An ADMIN with two-factor on (its code of T0 already used by the confirmation). */
async function adminDua() {
  jamPalsu();
  const a = await makeAdmin(t.db);
  const token = await login(t, EMAIL);
  const { secret, kodePemulihan: codes } = await aktifkan2fa(t, token);
  majukan(30_000); // the next step: a fresh code
  return { a, secret, codes };
}

describe('login with two-factor on', () => {
  it('a right password answers a challenge and no session; the code exchanges it for the normal answer', async () => {
    const { a, secret } = await adminDua();
    const sesiSebelum = (await t.db.select().from(session)).length;
    const res = await t.api('POST', '/api/auth/login', { json: { email: 'ADMIN@uji.id', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Masukkan kode autentikator' });
    expect(res.body.data).toEqual({
      perlu_2fa: true,
      tantangan: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kedaluwarsa: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    expect(await t.db.select().from(session)).toHaveLength(sesiSebelum);
    const [stored] = await t.db.select().from(loginTantangan);
    expect(stored.token_hash).toBe(hashToken(res.body.data.tantangan));

    const ok = await langkah2({ tantangan: res.body.data.tantangan, kode: kodeApp(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Login berhasil');
    expect(ok.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(ok.body.data.user).toMatchObject({ id_akun: a.id_akun, email: EMAIL, role: 'ADMIN', admin: { nama_admin: 'Admin Uji' } });
    const me = await t.api('GET', '/api/auth/me', { token: ok.body.data.token });
    expect(me.body.data.email).toBe(EMAIL);
    expect(await t.db.select().from(loginTantangan)).toHaveLength(0);
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'LOGIN'));
    expect(logs.at(-1)?.details).toBe('Login sebagai ADMIN (autentikator)');
  });

  it('a wrong password still answers 401 without a challenge', async () => {
    await adminDua();
    const res = await t.api('POST', '/api/auth/login', { json: { email: EMAIL, password: 'salah12345' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Email atau password salah', kode: 'login_gagal' });
    expect(await t.db.select().from(loginTantangan)).toHaveLength(0);
  });

  it('a code one step early or late is accepted (drift); two steps away is not', async () => {
    const { secret } = await adminDua();
    const far = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode: kodeApp(secret, Date.now() + 60_000) });
    expect(far.status).toBe(401);
    const late = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode: kodeApp(secret, Date.now() + 30_000) });
    expect(late.status).toBe(200);
  });

  it('a code is never accepted twice (not even at the next login in the same step)', async () => {
    const { secret } = await adminDua();
    const kode = kodeApp(secret);
    expect((await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode })).status).toBe(200);
    const reuse = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ message: 'Kode autentikator salah', errors: { kode: 'Kode autentikator salah' } });
    // An older step than the last accepted one is refused too, even inside the drift window.
    majukan(30_000);
    const older = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode: kodeApp(secret, Date.now() - 30_000) });
    expect(older.status).toBe(401);
    expect((await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode: kodeApp(secret) })).status).toBe(200);
  });

  it('a challenge is spent by a successful login and gone after 5 minutes', async () => {
    const { secret } = await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    expect((await langkah2({ tantangan, kode: kodeApp(secret) })).status).toBe(200);
    majukan(30_000);
    const used = await langkah2({ tantangan, kode: kodeApp(secret) });
    expect(used.status).toBe(410);
    expect(used.body.message).toBe('Sesi verifikasi telah berakhir. Silakan login ulang.');

    const late = await tantanganLogin(t, EMAIL);
    majukan(5 * 60_000 + 1_000);
    const expired = await langkah2({ tantangan: late, kode: kodeApp(secret) });
    expect(expired.status).toBe(410);
    const unknown = await langkah2({ tantangan: 'x'.repeat(43), kode: '123456' });
    expect(unknown.status).toBe(410);
  });

  it('5 wrong codes end the challenge and lock the login for 15 minutes, like 5 wrong passwords', async () => {
    const { secret } = await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    const right = kodeApp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await langkah2({ tantangan, kode: wrong });
      expect(res.status, `attempt ${i}`).toBe(401);
      const [row] = await t.db.select().from(loginTantangan);
      expect(row.percobaan).toBe(i);
    }
    const fifth = await langkah2({ tantangan, kode: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Terlalu banyak percobaan login. Coba lagi dalam 15 menit.');
    expect(await t.db.select().from(loginTantangan)).toHaveLength(0);
    expect((await langkah2({ tantangan, kode: right })).status).toBe(410);
    const pw = await t.api('POST', '/api/auth/login', { json: { email: EMAIL, password: PASSWORD } });
    expect(pw.status).toBe(429);
  });

  it('without the limiter lock, the 5th wrong code still removes the challenge (410)', async () => {
    const { secret } = await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    const wrong = kodeApp(secret) === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) expect((await langkah2({ tantangan, kode: wrong })).status).toBe(401);
    await t.limiter.reset();
    const fifth = await langkah2({ tantangan, kode: wrong });
    expect(fifth.status).toBe(410);
    expect(fifth.body.message).toBe('Terlalu banyak kode salah. Silakan login ulang.');
    expect((await langkah2({ tantangan, kode: kodeApp(secret) })).status).toBe(410);
  });

  it('a password success does not clear earlier code failures (no unlimited guessing across challenges)', async () => {
    const { secret } = await adminDua();
    const wrong = kodeApp(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode: wrong })).status).toBe(401);
    const fourth = await tantanganLogin(t, EMAIL);
    expect((await langkah2({ tantangan: fourth, kode: wrong })).status).toBe(401);
    expect((await langkah2({ tantangan: fourth, kode: wrong })).status).toBe(429);
  });

  it('a recovery code works exactly once, with or without its hyphen', async () => {
    const { a, codes } = await adminDua();
    const first = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[0].replace('-', ' ').toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toEqual(expect.any(String));
    const again = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[0] });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      message: 'Kode pemulihan salah atau sudah dipakai',
      errors: { kode_pemulihan: 'Kode pemulihan salah atau sudah dipakai' },
    });
    const rows = await t.db.select().from(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun));
    expect(rows.filter((r) => r.dipakai_pada)).toHaveLength(1);
    const token = first.body.data.token as string;
    expect((await t.api('GET', '/api/auth/2fa', { token })).body.data.sisa_kode_pemulihan).toBe(9);
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'LOGIN'));
    expect(logs.at(-1)?.details).toBe('Login sebagai ADMIN (kode pemulihan)');
  });

  it('validates the second step with Indonesian messages', async () => {
    await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    expect((await langkah2({ tantangan })).body.message).toBe('Kode autentikator wajib diisi');
    expect((await langkah2({ tantangan, kode: '12ab56' })).body.message).toBe('Kode autentikator harus 6 digit angka');
    expect((await langkah2({ tantangan, kode_pemulihan: 'abc' })).body.message).toBe('Format kode pemulihan tidak valid');
    const none = await langkah2({ kode: '123456' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Sesi verifikasi tidak valid. Silakan login ulang.');
    expect((await t.api('POST', '/api/auth/login/2fa', { raw: '[1]' })).status).toBe(400);
  });

  it('an account deactivated during the second step is refused', async () => {
    const { a, secret } = await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    await t.db.update(akun).set({ status: 'INACTIVE' }).where(eq(akun.id_akun, a.id_akun));
    const res = await langkah2({ tantangan, kode: kodeApp(secret) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Akun Anda tidak aktif. Hubungi admin.');
  });

  it('an account without 2FA logs in as before; a coach with 2FA on is asked too', async () => {
    jamPalsu();
    await makeCoach(t.db, 'budi@uji.id');
    await makeCoach(t.db, 'sari@uji.id');
    const plain = await t.api('POST', '/api/auth/login', { json: { email: 'sari@uji.id', password: PASSWORD } });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body.data).sort()).toEqual(['token', 'user']);
    const token = await login(t, 'budi@uji.id');
    const { secret } = await aktifkan2fa(t, token);
    majukan(30_000);
    const res = await langkah2({ tantangan: await tantanganLogin(t, 'budi@uji.id'), kode: kodeApp(secret) });
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe('PELATIH');
  });
});

describe('a secret the server can no longer read (made with another key)', () => {
  it('refuses app codes without a server error; a recovery code still logs in', async () => {
    const { a, secret, codes } = await adminDua();
    await t.db.update(totp).set({ secret_enc: 'v1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }).where(eq(totp.id_akun, a.id_akun));
    const tantangan = await tantanganLogin(t, EMAIL);
    const app = await langkah2({ tantangan, kode: kodeApp(secret) });
    expect(app.status).toBe(401);
    const rec = await langkah2({ tantangan, kode_pemulihan: codes[5] });
    expect(rec.status).toBe(200);
  });
});
