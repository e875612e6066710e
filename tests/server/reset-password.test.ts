import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetCode } from '../../src/server/db/schema';
import { login, makeCoach } from './helpers/fixtures';
import { useTestServer, type TestServer } from './helpers/server';

const t = useTestServer();
const SENT = 'Jika email terdaftar, kode verifikasi telah dikirim ke email Anda';
const INVALID = 'Kode verifikasi salah atau sudah kedaluwarsa';

async function requestCode(server: TestServer, email: string): Promise<string> {
  const before = server.mailer.sent.length;
  const res = await server.api('POST', '/api/auth/reset-password/code', { json: { email } });
  expect(res.status).toBe(200);
  for (let i = 0; i < 100 && server.mailer.sent.length === before; i++) await new Promise((r) => setTimeout(r, 20));
  const mail = server.mailer.sent.at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

const reset = (email: string, code: string | undefined, pw = 'BaruSekali1') =>
  t.api('POST', '/api/auth/reset-password', { json: { email, code, newPassword: pw, confirmNewPassword: pw } });

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * The mails the app has begun to send. The code route starts its mail before it answers (and sends it in the
 * background, so the answer takes as long whether or not the email exists): once the answers are in, waiting
 * for these is waiting for every mail those requests will ever record.
 */
const dikirim = new Set<Promise<void>>();
const kirimAsli = t.mailer.send.bind(t.mailer);
t.mailer.send = (msg) => {
  const kirim = kirimAsli(msg);
  dikirim.add(kirim);
  void kirim.catch(() => undefined).finally(() => dikirim.delete(kirim));
  return kirim;
};
const semuaTerkirim = async () => {
  while (dikirim.size > 0) await Promise.allSettled([...dikirim]);
};

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails a code only to an account', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const known = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'BUDI@uji.id' } });
    const unknown = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'siapa@uji.id' } });
    expect(known.body).toEqual({ success: true, message: SENT });
    expect(unknown.body).toEqual(known.body);
    await semuaTerkirim();
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['budi@uji.id']);
    const [row] = await t.db.select().from(passwordResetCode);
    expect(row.code_hash).not.toMatch(/^\d{6}$/);
    const bad = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Format email tidak valid');
  });

  it('needs the code: missing, wrong and unknown-email attempts are refused', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const code = await requestCode(t, 'budi@uji.id');
    const none = await reset('budi@uji.id', undefined);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Kode verifikasi wajib diisi');
    const wrong = await reset('budi@uji.id', wrongOf(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(INVALID);
    const stranger = await reset('siapa@uji.id', code);
    expect(stranger.body.message).toBe(INVALID);
    const mismatch = await t.api('POST', '/api/auth/reset-password', {
      json: { email: 'budi@uji.id', code, newPassword: 'BaruSekali1', confirmNewPassword: 'Lain12345' },
    });
    expect(mismatch.body.message).toBe('Konfirmasi password baru tidak cocok');
    await login(t, 'budi@uji.id');
  });

  it('succeeds once: sets the password, revokes every session, and the code cannot be reused', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const s1 = await login(t, 'budi@uji.id');
    const s2 = await login(t, 'budi@uji.id');
    const code = await requestCode(t, 'budi@uji.id');
    const ok = await reset('budi@uji.id', code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password berhasil direset!');
    for (const token of [s1, s2]) expect((await t.api('GET', '/api/auth/me', { token })).status).toBe(401);
    await login(t, 'budi@uji.id', 'BaruSekali1');
    const again = await reset('budi@uji.id', code, 'Ketiga12345');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it('an expired code is refused', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const code = await requestCode(t, 'budi@uji.id');
    await t.db.update(passwordResetCode).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await reset('budi@uji.id', code)).body.message).toBe(INVALID);
  });

  it('a new code replaces the old one', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const first = await requestCode(t, 'budi@uji.id');
    const second = await requestCode(t, 'budi@uji.id');
    if (first !== second) expect((await reset('budi@uji.id', first)).status).toBe(400);
    expect((await reset('budi@uji.id', second)).status).toBe(200);
  });

  it('after 5 wrong attempts the code is dead even when right', async () => {
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const code = await requestCode(t, 'budi@uji.id');
    for (let i = 0; i < 5; i++) expect((await reset('budi@uji.id', wrongOf(code))).status).toBe(400);
    const [row] = await t.db.select().from(passwordResetCode).where(eq(passwordResetCode.id_akun, coach.akun.id_akun));
    expect(row.attempts).toBe(5);
    expect((await reset('budi@uji.id', code)).status).toBe(400);
    await login(t, 'budi@uji.id');
  });
});

describe('code requests', () => {
  it('mails at most 5 codes per address in 15 minutes, answering the same', async () => {
    await makeCoach(t.db, 'spam@uji.id');
    for (let i = 0; i < 7; i++) {
      const res = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'spam@uji.id' } });
      expect(res.body.message).toBe(SENT);
    }
    await semuaTerkirim();
    expect(t.mailer.sent.filter((m) => m.to === 'spam@uji.id')).toHaveLength(5);
  });
});
