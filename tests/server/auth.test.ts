import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, akun, session } from '../../src/server/db/schema';
import { login, makeAdmin, makeAdminKompetisi, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('POST /api/auth/login', () => {
  it('answers token and SessionUser for a coach, and logs the login', async () => {
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const res = await t.api('POST', '/api/auth/login', { json: { email: ' BUDI@uji.id ', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.data.user).toMatchObject({
      id_akun: coach.akun.id_akun,
      email: 'budi@uji.id',
      role: 'PELATIH',
      pelatih: { id_pelatih: coach.pelatih.id_pelatih, id_dojang: coach.id_dojang },
    });
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'LOGIN'));
    expect(logs).toHaveLength(1);
  });

  it('describes admin and competition admin profiles', async () => {
    await makeAdmin(t.db);
    await makeAdminKompetisi(t.db);
    const a = await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } });
    expect(a.body.data.user.admin.nama_admin).toBe('Admin Uji');
    const k = await t.api('POST', '/api/auth/login', { json: { email: 'panitia@uji.id', password: PASSWORD } });
    expect(k.body.data.user.admin_kompetisi).toMatchObject({ nama: 'Panitia Uji', id_kompetisi: expect.any(Number) });
  });

  it('answers identically for unknown email and wrong password', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const wrong = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: 'salah12345' } });
    const unknown = await t.api('POST', '/api/auth/login', { json: { email: 'siapa@uji.id', password: 'salah12345' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Email atau password salah', kode: 'login_gagal' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the input with the spec messages', async () => {
    const empty = await t.api('POST', '/api/auth/login', { json: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Email dan password harus diisi');
    const noAt = await t.api('POST', '/api/auth/login', { json: { email: 'budi', password: 'x' } });
    expect(noAt.body.message).toBe('Format email tidak valid');
    const wrongType = await t.api('POST', '/api/auth/login', { json: { email: 5, password: [] } });
    expect(wrongType.status).toBe(400);
    const arrayBody = await t.api('POST', '/api/auth/login', { json: [1, 2] });
    expect(arrayBody.status).toBe(400);
  });

  it('refuses an INACTIVE account and stops its sessions', async () => {
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const token = await login(t, 'budi@uji.id');
    await t.db.update(akun).set({ status: 'INACTIVE' }).where(eq(akun.id_akun, coach.akun.id_akun));
    const res = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Akun Anda tidak aktif. Hubungi admin.');
    const me = await t.api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
  });

  it('locks an email after 5 failures within 15 minutes (429), even with the right password', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    for (let i = 0; i < 5; i++) {
      const r = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: `salah${i}xx` } });
      expect(r.status).toBe(401);
    }
    const locked = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Terlalu banyak percobaan login. Coba lagi dalam 15 menit.');
  });

  it('locks an IP after 100 failures across emails', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    for (let i = 0; i < 100; i++) {
      const r = await t.api('POST', '/api/auth/login', { json: { email: `orang${i}@uji.id`, password: 'salah123' } });
      expect(r.status).toBe(401);
    }
    const locked = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: PASSWORD } });
    expect(locked.status).toBe(429);
    // 100 logins each hash a password (unknown e-mails too, so both answers take as long): on a loaded 2-core machine
    // that alone can pass the file's 30 s.
  }, 90_000);
});

describe('session', () => {
  it('GET /me needs a token and answers the SessionUser', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const none = await t.api('GET', '/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Anda harus login terlebih dahulu');
    const bad = await t.api('GET', '/api/auth/me', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
    const token = await login(t, 'budi@uji.id');
    const me = await t.api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('budi@uji.id');
  });

  it('logout revokes the token; an expired session is refused', async () => {
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const token = await login(t, 'budi@uji.id');
    expect((await t.api('POST', '/api/auth/logout')).status).toBe(401);
    const out = await t.api('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Berhasil logout');
    expect((await t.api('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await t.api('POST', '/api/auth/logout', { token })).status).toBe(401);

    const token2 = await login(t, 'budi@uji.id');
    await t.db
      .update(session)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(session.id_akun, coach.akun.id_akun));
    expect((await t.api('GET', '/api/auth/me', { token: token2 })).status).toBe(401);
  });

  it('stores only a hash of the token, valid for 30 days', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const token = await login(t, 'budi@uji.id');
    const [s] = await t.db.select().from(session);
    expect(s.token_hash).not.toContain(token);
    const days = (s.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });
});
