import { eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityLog, idempotencyKey, kodePemulihan, totp } from '../../src/server/db/schema';
import { login, makeAdmin, makeAdminKompetisi, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { aktifkan2fa, jamPalsu, kodeApp, majukan } from './keamanan-bantu';

const t = useTestServer();
afterEach(() => vi.useRealTimers());

describe('two-factor enrolment (any role, own account)', () => {
  it('needs a session: none → 401 on every endpoint', async () => {
    for (const [m, p] of [
      ['GET', '/api/auth/2fa'],
      ['POST', '/api/auth/2fa/daftar'],
      ['POST', '/api/auth/2fa/aktifkan'],
      ['POST', '/api/auth/2fa/nonaktifkan'],
      ['POST', '/api/auth/2fa/kode-pemulihan'],
    ] as const) {
      const res = await t.api(m, p, m === 'GET' ? {} : { json: {} });
      expect(res.status, `${m} ${p}`).toBe(401);
    }
  });

  it('daftar asks the current password, stores the secret encrypted and inactive, answers URL, QR and secret', async () => {
    const a = await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const wrong = await t.api('POST', '/api/auth/2fa/daftar', { token, json: { password: 'salah12345' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Password saat ini salah', errors: { password: 'Password saat ini salah' } });
    const empty = await t.api('POST', '/api/auth/2fa/daftar', { token, json: {} });
    expect(empty.body.message).toBe('Password saat ini wajib diisi');

    const res = await t.api('POST', '/api/auth/2fa/daftar', { token, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.issuer).toBe('Arena TKD');
    expect(d.label).toBe('admin@uji.id');
    expect(d.secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(d.otpauth_url);
    expect(parsed).toMatchObject({ issuer: 'Arena TKD', label: 'admin@uji.id', algorithm: 'SHA1', digits: 6, period: 30 });
    expect(parsed.secret.base32).toBe(d.secret);
    expect(d.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(d.qr.split(',')[1], 'base64').toString()).toContain('<svg');

    const [row] = await t.db.select().from(totp).where(eq(totp.id_akun, a.id_akun));
    expect(row.aktif).toBe(false);
    expect(row.secret_enc.startsWith('v1:')).toBe(true);
    expect(row.secret_enc).not.toContain(d.secret);
    const status = await t.api('GET', '/api/auth/2fa', { token });
    expect(status.body.data).toEqual({ aktif: false, diaktifkan_pada: null, sisa_kode_pemulihan: 0 });
    // A login still needs no code while it is not confirmed.
    const plain = await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } });
    expect(plain.body.data.token).toEqual(expect.any(String));
  });

  it('aktifkan: a wrong code is refused; the right one turns it on with 10 hashed recovery codes shown once', async () => {
    jamPalsu();
    const a = await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const noEnrol = await t.api('POST', '/api/auth/2fa/aktifkan', { token, json: { kode: '123456' } });
    expect(noEnrol.status).toBe(409);
    expect(noEnrol.body.message).toBe('Mulai pendaftaran autentikator terlebih dahulu');
    const daftar = await t.api('POST', '/api/auth/2fa/daftar', { token, json: { password: PASSWORD } });
    const secret = daftar.body.data.secret as string;

    const bad = await t.api('POST', '/api/auth/2fa/aktifkan', { token, json: { kode: '12' } });
    expect(bad.body).toMatchObject({
      message: 'Kode autentikator harus 6 digit angka',
      errors: { kode: 'Kode autentikator harus 6 digit angka' },
    });
    const old = kodeApp(secret, Date.now() - 90_000);
    const wrong = await t.api('POST', '/api/auth/2fa/aktifkan', { token, json: { kode: old } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ kode: 'Kode autentikator salah' });

    const kode = kodeApp(secret);
    const on = await t.api('POST', '/api/auth/2fa/aktifkan', { token, json: { kode: `${kode.slice(0, 3)} ${kode.slice(3)}` } });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Autentikasi dua langkah diaktifkan');
    const codes = on.body.data.kode_pemulihan as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await t.db.select().from(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun));
    expect(rows).toHaveLength(10);
    for (const r of rows) for (const c of codes) expect(r.kode_hash).not.toContain(c.replace('-', ''));

    const status = await t.api('GET', '/api/auth/2fa', { token });
    expect(status.body.data).toEqual({ aktif: true, diaktifkan_pada: new Date(Date.now()).toISOString(), sisa_kode_pemulihan: 10 });
    const again = await t.api('POST', '/api/auth/2fa/daftar', { token, json: { password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Autentikasi dua langkah sudah aktif');
    const log = await t.db.select().from(activityLog).where(eq(activityLog.action, 'AKTIFKAN_2FA'));
    expect(log).toHaveLength(1);
  });

  it('never stores a secret or recovery codes in the idempotency records, even when a key is sent', async () => {
    jamPalsu();
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const daftar = await t.api('POST', '/api/auth/2fa/daftar', {
      token,
      json: { password: PASSWORD },
      headers: { 'Idempotency-Key': 'k-daftar' },
    });
    await t.api('POST', '/api/auth/2fa/aktifkan', {
      token,
      json: { kode: kodeApp(daftar.body.data.secret) },
      headers: { 'Idempotency-Key': 'k-aktif' },
    });
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);
  });

  it('a coach and a competition admin can turn it on for their own account too', async () => {
    jamPalsu();
    await makeCoach(t.db, 'budi@uji.id');
    await makeAdminKompetisi(t.db);
    for (const email of ['budi@uji.id', 'panitia@uji.id']) {
      const token = await login(t, email);
      await aktifkan2fa(t, token);
      const status = await t.api('GET', '/api/auth/2fa', { token });
      expect(status.body.data.aktif).toBe(true);
    }
  });

  it('nonaktifkan needs the password and a code (app or recovery); afterwards the login asks no code', async () => {
    jamPalsu();
    const a = await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const { secret, kodePemulihan: codes } = await aktifkan2fa(t, token);
    majukan(30_000);
    const noPass = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: 'salah12345', kode: kodeApp(secret) } });
    expect(noPass.status).toBe(400);
    expect(noPass.body.errors).toEqual({ password: 'Password saat ini salah' });
    const badCode = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: PASSWORD, kode: '000000' } });
    expect(badCode.body.errors).toEqual({ kode: 'Kode autentikator salah' });
    const junk = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: PASSWORD, kode: 'abc' } });
    expect(junk.body.message).toBe('Masukkan kode autentikator (6 digit) atau kode pemulihan');

    const off = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: PASSWORD, kode: codes[3].toUpperCase() } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Autentikasi dua langkah dinonaktifkan');
    expect(await t.db.select().from(totp).where(eq(totp.id_akun, a.id_akun))).toHaveLength(0);
    expect(await t.db.select().from(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun))).toHaveLength(0);
    const plain = await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } });
    expect(plain.body.data.token).toEqual(expect.any(String));
    const again = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: PASSWORD, kode: '123456' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Autentikasi dua langkah belum aktif');
  });

  it('nonaktifkan with the app code of the current step', async () => {
    jamPalsu();
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const { secret } = await aktifkan2fa(t, token);
    majukan(30_000);
    const off = await t.api('POST', '/api/auth/2fa/nonaktifkan', { token, json: { password: PASSWORD, kode: kodeApp(secret) } });
    expect(off.status).toBe(200);
  });

  it('kode-pemulihan (password) replaces every code: the old ones stop working', async () => {
    jamPalsu();
    const a = await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const { kodePemulihan: lama } = await aktifkan2fa(t, token);
    const wrong = await t.api('POST', '/api/auth/2fa/kode-pemulihan', { token, json: { password: 'salah12345' } });
    expect(wrong.status).toBe(400);
    const res = await t.api('POST', '/api/auth/2fa/kode-pemulihan', { token, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kode pemulihan baru telah dibuat');
    const baru = res.body.data.kode_pemulihan as string[];
    expect(baru).toHaveLength(10);
    expect(baru.filter((k) => lama.includes(k))).toHaveLength(0);
    expect(await t.db.select().from(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun))).toHaveLength(10);

    const tantangan = (await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } })).body.data.tantangan;
    const old = await t.api('POST', '/api/auth/login/2fa', { json: { tantangan, kode_pemulihan: lama[0] } });
    expect(old.status).toBe(401);
    const ok = await t.api('POST', '/api/auth/login/2fa', { json: { tantangan, kode_pemulihan: baru[0] } });
    expect(ok.status).toBe(200);
  });
});
