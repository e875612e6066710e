import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, admin, akun } from '../../src/server/db/schema';
import { login, makeAdmin, makeAdminKompetisi, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('GET/PUT /api/admin/profil', () => {
  it('roles: none 401, PELATIH and ADMIN_KOMPETISI 403, ADMIN reads its own profile', async () => {
    await makeAdmin(t.db);
    await makeCoach(t.db, 'budi@uji.id');
    await makeAdminKompetisi(t.db);
    expect((await t.api('GET', '/api/admin/profil')).status).toBe(401);
    expect((await t.api('PUT', '/api/admin/profil', { json: { nama_admin: 'X', email: 'x@uji.id' } })).status).toBe(401);
    for (const email of ['budi@uji.id', 'panitia@uji.id']) {
      const token = await login(t, email);
      expect((await t.api('GET', '/api/admin/profil', { token })).status).toBe(403);
      const put = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: 'X', email } });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe('Anda tidak memiliki akses');
    }
    const token = await login(t, 'admin@uji.id');
    const res = await t.api('GET', '/api/admin/profil', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nama_admin: 'Admin Uji', email: 'admin@uji.id' });
  });

  it('saves the name and reads it back; the session user and the log follow', async () => {
    const a = await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const res = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: '  Rina Sari  ', email: 'admin@uji.id' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Profil berhasil diperbarui',
      data: { nama_admin: 'Rina Sari', email: 'admin@uji.id' },
    });
    expect((await t.api('GET', '/api/admin/profil', { token })).body.data.nama_admin).toBe('Rina Sari');
    const [row] = await t.db.select().from(admin).where(eq(admin.id_akun, a.id_akun));
    expect(row.nama_admin).toBe('Rina Sari');
    expect((await t.api('GET', '/api/auth/me', { token })).body.data.admin.nama_admin).toBe('Rina Sari');
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_PROFIL_ADMIN'));
    expect(log.details).toBe('nama: Admin Uji → Rina Sari');
  });

  it('a new email needs the current password, is stored lower-case and is the new login', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const noPass = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: 'Admin Uji', email: 'baru@uji.id' } });
    expect(noPass.status).toBe(400);
    expect(noPass.body.errors).toEqual({ password_saat_ini: 'Masukkan password saat ini untuk mengganti email' });
    const wrong = await t.api('PUT', '/api/admin/profil', {
      token,
      json: { nama_admin: 'Admin Uji', email: 'baru@uji.id', password_saat_ini: 'salah12345' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password_saat_ini: 'Password saat ini salah' });
    expect((await t.api('GET', '/api/admin/profil', { token })).body.data.email).toBe('admin@uji.id');

    const res = await t.api('PUT', '/api/admin/profil', {
      token,
      json: { nama_admin: 'Admin Uji', email: ' Baru@UJI.id ', password_saat_ini: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('baru@uji.id');
    expect((await t.api('GET', '/api/admin/profil', { token })).body.data.email).toBe('baru@uji.id');
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: PASSWORD } })).status).toBe(401);
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'baru@uji.id', password: PASSWORD } })).status).toBe(200);
    // The same address in another case is no change: no password asked.
    const same = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: 'Admin Uji', email: 'BARU@uji.id' } });
    expect(same.status).toBe(200);
  });

  it('an email of another account (any case) → 409 Email sudah terdaftar under the email field', async () => {
    await makeAdmin(t.db);
    await makeCoach(t.db, 'budi@uji.id');
    const token = await login(t, 'admin@uji.id');
    const res = await t.api('PUT', '/api/admin/profil', {
      token,
      json: { nama_admin: 'Admin Uji', email: 'BUDI@uji.id', password_saat_ini: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Email sudah terdaftar',
      kode: 'email_terdaftar',
      errors: { email: 'Email sudah terdaftar' },
    });
    const [row] = await t.db.select().from(akun).where(eq(akun.email, 'admin@uji.id'));
    expect(row).toBeDefined();
  });

  it('validates with Indonesian messages under the fields', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const empty = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: '  ', email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ nama_admin: 'Nama wajib diisi', email: 'Email wajib diisi' });
    const bad = await t.api('PUT', '/api/admin/profil', { token, json: { nama_admin: 'x'.repeat(201), email: 'tanpa-at' } });
    expect(bad.body.errors).toEqual({ nama_admin: 'Nama maksimal 200 karakter', email: 'Format email tidak valid' });
    expect((await t.api('PUT', '/api/admin/profil', { token, raw: '"teks"' })).status).toBe(400);
  });

  it('honours an Idempotency-Key: the same request replays the first answer', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const headers = { 'Idempotency-Key': 'profil-1' };
    const first = await t.api('PUT', '/api/admin/profil', { token, headers, json: { nama_admin: 'Satu', email: 'admin@uji.id' } });
    const again = await t.api('PUT', '/api/admin/profil', { token, headers, json: { nama_admin: 'Satu', email: 'admin@uji.id' } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_PROFIL_ADMIN'))).toHaveLength(1);
  });
});
