import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, adminKompetisi, akun } from '../../src/server/db/schema';
import { PNG, login, makeAdmin, makeCoach, makeKompetisi } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const FIRST = 'Awal1234';
const tambah = (token: string, json: unknown, headers?: Record<string, string>) =>
  t.api('POST', '/api/admin/users', { token, json, headers });
const body = (overrides: Record<string, unknown> = {}) => ({
  role: 'ADMIN',
  nama: 'Admin Baru',
  email: 'Baru@Uji.id ',
  password: FIRST,
  konfirmasi_password: FIRST,
  ...overrides,
});
const logs = (action: string) => t.db.select().from(activityLog).where(eq(activityLog.action, action));
const ganti = (token: string, json: unknown) => t.api('POST', '/api/auth/ganti-password-awal', { token, json });

async function adminToken() {
  await makeAdmin(t.db, 'admin@uji.id');
  return login(t, 'admin@uji.id');
}

describe('POST /api/admin/users', () => {
  it('adds an ADMIN with a first password it must change', async () => {
    const token = await adminToken();
    const res = await tambah(token, body());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('User berhasil ditambahkan');
    expect(res.body.data).toMatchObject({
      email: 'baru@uji.id',
      role: 'ADMIN',
      status: 'ACTIVE',
      harus_ganti_password: true,
      admin: { nama_admin: 'Admin Baru' },
      pelatih: null,
      admin_kompetisi: null,
    });
    const [row] = await t.db.select().from(akun).where(eq(akun.email, 'baru@uji.id'));
    expect(row.password_hash).not.toContain(FIRST);
    const [entry] = await logs('TAMBAH_USER');
    expect(entry).toMatchObject({ actor: 'admin@uji.id', details: 'User baru@uji.id (ADMIN) ditambahkan' });
    const signIn = await t.api('POST', '/api/auth/login', { json: { email: 'baru@uji.id', password: FIRST } });
    expect(signIn.body.data.user).toMatchObject({ role: 'ADMIN', harus_ganti_password: true });
  });

  it('adds an ADMIN_KOMPETISI linked to an existing competition', async () => {
    const token = await adminToken();
    const k = await makeKompetisi(t.db, { nama_event: 'Kejuaraan Sriwijaya' });
    const missing = await tambah(token, body({ role: 'ADMIN_KOMPETISI' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ id_kompetisi: 'Kompetisi wajib dipilih' });
    const unknown = await tambah(token, body({ role: 'ADMIN_KOMPETISI', id_kompetisi: k.id_kompetisi + 100 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ id_kompetisi: 'Kompetisi tidak ditemukan' });
    const res = await tambah(token, body({ role: 'ADMIN_KOMPETISI', nama: 'Panitia Sriwijaya', id_kompetisi: String(k.id_kompetisi) }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      role: 'ADMIN_KOMPETISI',
      admin: null,
      admin_kompetisi: { nama: 'Panitia Sriwijaya', id_kompetisi: k.id_kompetisi, kompetisi: { nama_event: 'Kejuaraan Sriwijaya' } },
    });
    const [ak] = await t.db.select().from(adminKompetisi).where(eq(adminKompetisi.id_akun, res.body.data.id_akun));
    expect(ak.id_kompetisi).toBe(k.id_kompetisi);
    expect((await logs('TAMBAH_USER'))[0].details).toBe('User baru@uji.id (ADMIN_KOMPETISI) ditambahkan untuk Kejuaraan Sriwijaya');
  });

  it('uses the coach-registration password rules and refuses bad input without saving', async () => {
    const token = await adminToken();
    await makeCoach(t.db, 'budi@uji.id');
    const bad: [Record<string, unknown>, number, string][] = [
      [{ role: 'PELATIH' }, 400, 'Role harus ADMIN atau ADMIN_KOMPETISI'],
      [{ nama: '  ' }, 400, 'Nama wajib diisi'],
      [{ nama: 'x'.repeat(201) }, 400, 'Nama maksimal 200 karakter'],
      [{ email: '' }, 400, 'Email wajib diisi'],
      [{ email: 'bukan-email' }, 400, 'Format email tidak valid'],
      [{ password: 'Ab1', konfirmasi_password: 'Ab1' }, 400, 'Password minimal 8 karakter'],
      [{ password: 'abcdefgh', konfirmasi_password: 'abcdefgh' }, 400, 'Password harus mengandung minimal 1 huruf dan 1 angka'],
      [{ konfirmasi_password: 'Lain1234' }, 400, 'Password dan konfirmasi password tidak sama'],
      [{ password: '' }, 400, 'Password wajib diisi'],
      [{ email: ' BUDI@uji.id' }, 409, 'Email sudah terdaftar'],
    ];
    for (const [overrides, status, message] of bad) {
      const res = await tambah(token, body(overrides));
      expect(res.status, message).toBe(status);
      expect(res.body.message, message).toBe(message);
    }
    expect((await tambah(token, [1])).status).toBe(400);
    expect(await t.db.select().from(akun)).toHaveLength(2);
  });

  it('replays the answer for the same Idempotency-Key: one account', async () => {
    const token = await adminToken();
    const key = { 'Idempotency-Key': 'tambah-1' };
    const first = await tambah(token, body(), key);
    const again = await tambah(token, body(), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(akun).where(eq(akun.email, 'baru@uji.id'))).toHaveLength(1);
    expect(await logs('TAMBAH_USER')).toHaveLength(1);
  });
});

describe('first password', () => {
  async function newAdmin() {
    const token = await adminToken();
    await tambah(token, body());
    return login(t, 'baru@uji.id', FIRST);
  }

  it('refuses every other call with 403 until the password is changed', async () => {
    const token = await newAdmin();
    const name = 'a'.repeat(32) + '.png';
    await mkdir(path.join(t.dataDir, 'uploads', 'dojang', 'logos'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'dojang', 'logos', name), PNG);
    for (const [method, p] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/kompetisi'],
      ['POST', '/api/admin/users'],
      ['GET', `/uploads/dojang/logos/${name}`],
    ] as const) {
      const res = await t.api(method, p, { token, json: method === 'POST' ? body({ email: 'x@uji.id' }) : undefined });
      expect(res.status, p).toBe(403);
      expect(res.body.message, p).toBe('Silakan ganti password Anda terlebih dahulu');
    }
    const me = await t.api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.harus_ganti_password).toBe(true);
    expect((await t.api('GET', '/api/kompetisi')).status).toBe(200);
    expect((await t.api('POST', '/api/auth/logout', { token })).status).toBe(200);
  });

  it('changes it once: the flag clears, this session goes on, the others end', async () => {
    const token = await newAdmin();
    const other = await login(t, 'baru@uji.id', FIRST);
    const bad: [Record<string, unknown>, string][] = [
      [{ password_baru: '', konfirmasi_password: '' }, 'Password wajib diisi'],
      [{ password_baru: 'Baru1', konfirmasi_password: 'Baru1' }, 'Password minimal 8 karakter'],
      [{ password_baru: '12345678', konfirmasi_password: '12345678' }, 'Password harus mengandung minimal 1 huruf dan 1 angka'],
      [{ password_baru: 'Baru5678', konfirmasi_password: 'Baru0000' }, 'Password dan konfirmasi password tidak sama'],
      [{ password_baru: FIRST, konfirmasi_password: FIRST }, 'Password baru tidak boleh sama dengan password awal'],
    ];
    for (const [json, message] of bad) {
      const res = await ganti(token, json);
      expect(res.status, message).toBe(400);
      expect(res.body.message, message).toBe(message);
    }
    const res = await ganti(token, { password_baru: 'Baru5678', konfirmasi_password: 'Baru5678' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password berhasil diganti');
    expect(res.body.data).toMatchObject({
      email: 'baru@uji.id',
      role: 'ADMIN',
      harus_ganti_password: false,
      admin: { nama_admin: 'Admin Baru' },
    });
    expect((await t.api('GET', '/api/admin/users', { token })).status).toBe(200);
    expect((await t.api('GET', '/api/auth/me', { token: other })).status).toBe(401);
    const again = await ganti(token, { password_baru: 'Lagi5678', konfirmasi_password: 'Lagi5678' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Akun ini tidak perlu mengganti password awal');
    const old = await t.api('POST', '/api/auth/login', { json: { email: 'baru@uji.id', password: FIRST } });
    expect(old.status).toBe(401);
    const fresh = await t.api('POST', '/api/auth/login', { json: { email: 'baru@uji.id', password: 'Baru5678' } });
    expect(fresh.body.data.user.harus_ganti_password).toBe(false);
    expect(await logs('GANTI_PASSWORD_AWAL')).toHaveLength(1);
  });

  it('is for logged-in accounts that still have the flag only', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    const coach = await login(t, 'budi@uji.id');
    expect((await ganti('', { password_baru: 'Baru5678', konfirmasi_password: 'Baru5678' })).status).toBe(401);
    expect((await ganti(coach, { password_baru: 'Baru5678', konfirmasi_password: 'Baru5678' })).status).toBe(409);
    expect((await t.api('GET', '/api/auth/me', { token: coach })).body.data.harus_ganti_password).toBe(false);
  });

  it('a password reset by email code also counts as choosing your own', async () => {
    await newAdmin();
    await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'baru@uji.id' } });
    for (let i = 0; i < 100 && t.mailer.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20)); // mailed in the background
    const code = t.mailer.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const reset = await t.api('POST', '/api/auth/reset-password', {
      json: {
        email: 'baru@uji.id',
        code,
        newPassword: 'Sendiri99',
        confirmNewPassword: 'Sendiri99',
      },
    });
    expect(reset.status).toBe(200);
    const token = await login(t, 'baru@uji.id', 'Sendiri99');
    expect((await t.api('GET', '/api/admin/users', { token })).status).toBe(200);
  });
});
