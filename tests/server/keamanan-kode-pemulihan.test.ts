import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kodePemulihan, loginTantangan } from '../../src/server/db/schema';
import { login, makeAdmin } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { aktifkan2fa, jamPalsu, kodeApp, majukan, tantanganLogin } from './keamanan-bantu';

const t = useTestServer();
afterEach(() => vi.useRealTimers());

const EMAIL = 'admin@uji.id';
const langkah2 = (json: Record<string, unknown>) => t.api('POST', '/api/auth/login/2fa', { json });
const polos = (kode: string) => kode.replace('-', '');
const sha256Lama = (kode: string) =>
  createHash('sha256')
    .update(`arena-pemulihan:${polos(kode)}`)
    .digest('hex');

async function adminDua() {
  jamPalsu();
  const a = await makeAdmin(t.db, EMAIL);
  const token = await login(t, EMAIL);
  const { secret, kodePemulihan: codes } = await aktifkan2fa(t, token);
  majukan(30_000);
  return { a, secret, codes };
}

describe('recovery codes at rest', () => {
  it('each is stored salted (scrypt, a salt of its own), not as a plain SHA-256; a code logs in once', async () => {
    const { a, codes } = await adminDua();
    const rows = await t.db.select().from(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun));
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(r.kode_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(new Set(rows.map((r) => r.kode_hash.split('$')[4])).size).toBe(10);
    const hashes = rows.map((r) => r.kode_hash);
    for (const k of codes) expect(hashes).not.toContain(sha256Lama(k));

    const pertama = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[3] });
    expect([pertama.status, pertama.body.message]).toEqual([200, 'Login berhasil']);
    const lagi = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[3] });
    expect(lagi.status).toBe(401);
  });

  it('codes stored the old way (plain SHA-256) still log in, once each', async () => {
    const { a, codes } = await adminDua();
    await t.db.delete(kodePemulihan).where(eq(kodePemulihan.id_akun, a.id_akun));
    await t.db.insert(kodePemulihan).values(codes.map((k) => ({ id_akun: a.id_akun, kode_hash: sha256Lama(k) })));
    const res = await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[0] });
    expect(res.status).toBe(200);
    expect((await langkah2({ tantangan: await tantanganLogin(t, EMAIL), kode_pemulihan: codes[0] })).status).toBe(401);
    expect((await t.api('GET', '/api/auth/2fa', { token: res.body.data.token })).body.data.sisa_kode_pemulihan).toBe(9);
  });
});

describe('a password reset', () => {
  it('ends the two-factor logins still waiting for their code', async () => {
    const { secret } = await adminDua();
    const tantangan = await tantanganLogin(t, EMAIL);
    expect(await t.db.select().from(loginTantangan)).toHaveLength(1);
    expect((await t.api('POST', '/api/auth/reset-password/code', { json: { email: EMAIL } })).status).toBe(200);
    for (let i = 0; i < 100 && t.mailer.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const code = /\b(\d{6})\b/.exec(t.mailer.sent.at(-1)!.text)![1];
    const pw = 'Sandi-Baru-123';
    const reset = await t.api('POST', '/api/auth/reset-password', {
      json: { email: EMAIL, code, newPassword: pw, confirmNewPassword: pw },
    });
    expect(reset.status).toBe(200);
    expect(await t.db.select().from(loginTantangan)).toHaveLength(0);
    const res = await langkah2({ tantangan, kode: kodeApp(secret) });
    expect([res.status, res.body.message]).toEqual([410, 'Sesi verifikasi telah berakhir. Silakan login ulang.']);
  });
});
