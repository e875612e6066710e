import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, akun, atlet, dojang, pelatih, session } from '../../src/server/db/schema';
import { insertAtlet } from './helpers/atlet';
import { PASSWORD, login, makeAdmin, makeCoach, makeKompetisi } from './helpers/fixtures';
import { dunia, makePanitia } from './helpers/peserta';
import { useTestServer, type ApiResult } from './helpers/server';

const t = useTestServer();

const list = (token: string, query = '') => t.api('GET', `/api/admin/users${query}`, { token });
const setStatus = (token: string, id: number, status: unknown, headers?: Record<string, string>) =>
  t.api('PATCH', `/api/admin/users/${id}/status`, { token, json: { status }, headers });
const hapus = (token: string, id: number, headers?: Record<string, string>) =>
  t.api('DELETE', `/api/admin/users/${id}`, { token, headers });
const countsOf = (res: ApiResult) => (res.body as { counts?: unknown }).counts;
const akunOf = async (id: number) => (await t.db.select().from(akun).where(eq(akun.id_akun, id)))[0];
const logs = (action: string) => t.db.select().from(activityLog).where(eq(activityLog.action, action));
const tambahBody = (overrides: Record<string, unknown> = {}) => ({
  role: 'ADMIN',
  nama: 'Admin Baru',
  email: 'baru@uji.id',
  password: 'Awal1234',
  konfirmasi_password: 'Awal1234',
  ...overrides,
});

describe('every endpoint × role', () => {
  it('only an ADMIN lists, adds, changes status and deletes; the others write nothing', async () => {
    const w = await dunia(t);
    const target = w.lain.akun.id_akun;
    const calls = (token: string) => [
      () => list(token),
      () => t.api('POST', '/api/admin/users', { token, json: tambahBody() }),
      () => setStatus(token, target, 'INACTIVE'),
      () => hapus(token, target),
    ];
    for (const call of calls('')) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Anda harus login terlebih dahulu');
    }
    for (const token of [w.token.pelatih, w.token.panitiaA, w.token.panitiaB]) {
      for (const call of calls(token)) {
        const res = await call();
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Anda tidak memiliki akses');
      }
    }
    expect((await akunOf(target)).status).toBe('ACTIVE');
    expect(await t.db.select().from(akun).where(eq(akun.email, 'baru@uji.id'))).toHaveLength(0);
    const statuses = [];
    for (const call of calls(w.token.admin)) statuses.push((await call()).status);
    expect(statuses).toEqual([200, 201, 200, 200]);
  });
});

describe('GET /api/admin/users', () => {
  async function populate() {
    const admin = await makeAdmin(t.db, 'admin@uji.id');
    const k = await makeKompetisi(t.db, { nama_event: 'Kejuaraan Sriwijaya' });
    for (let i = 1; i <= 23; i += 1) await makeCoach(t.db, `pelatih${String(i).padStart(2, '0')}@uji.id`);
    await makePanitia(t.db, 'panitia@uji.id', k.id_kompetisi);
    await makePanitia(t.db, 'sekretaris_50%@uji.id', k.id_kompetisi);
    await t.db.update(akun).set({ status: 'INACTIVE' }).where(ilike(akun.email, 'pelatih0%'));
    return { token: await login(t, 'admin@uji.id'), admin, k };
  }
  const counted = async (where?: ReturnType<typeof and>) =>
    (await t.db.select({ n: count() }).from(akun).leftJoin(pelatih, eq(pelatih.id_akun, akun.id_akun)).where(where))[0].n;

  it('pages on the server (20 by default), newest first, with meta from the counted rows', async () => {
    const { token } = await populate();
    const total = await counted();
    expect(total).toBe(26);
    const p1 = await list(token);
    expect(p1.status).toBe(200);
    expect(p1.body.success).toBe(true);
    expect(p1.body.data).toHaveLength(20);
    expect(p1.body.meta).toEqual({ page: 1, limit: 20, total, totalPages: 2 });
    const p2 = await list(token, '?page=2');
    expect(p2.body.data).toHaveLength(6);
    const ids = [...p1.body.data, ...p2.body.data].map((u: { id_akun: number }) => u.id_akun);
    expect(new Set(ids).size).toBe(26);
    expect(ids).toEqual([...ids].sort((a, b) => b - a)); // created one after another: newest first
    const past = await list(token, '?page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toEqual({ page: 9, limit: 20, total, totalPages: 2 });
    const small = await list(token, '?limit=5&page=3');
    expect(small.body.data.map((u: { id_akun: number }) => u.id_akun)).toEqual(ids.slice(10, 15));
  });

  it('filters by search (email or name), role and status; counts are of the whole table', async () => {
    const { token } = await populate();
    const counts = {
      total: await counted(),
      ACTIVE: await counted(eq(akun.status, 'ACTIVE')),
      INACTIVE: await counted(eq(akun.status, 'INACTIVE')),
      ADMIN: await counted(eq(akun.role, 'ADMIN')),
      PELATIH: await counted(eq(akun.role, 'PELATIH')),
      ADMIN_KOMPETISI: await counted(eq(akun.role, 'ADMIN_KOMPETISI')),
    };
    expect(counts).toEqual({ total: 26, ACTIVE: 17, INACTIVE: 9, ADMIN: 1, PELATIH: 23, ADMIN_KOMPETISI: 2 });
    const cases: [string, ReturnType<typeof and>][] = [
      ['?role=PELATIH', eq(akun.role, 'PELATIH')],
      ['?status=INACTIVE', eq(akun.status, 'INACTIVE')],
      ['?role=PELATIH&status=ACTIVE', and(eq(akun.role, 'PELATIH'), eq(akun.status, 'ACTIVE'))],
      ['?search=PELATIH1', or(ilike(akun.email, '%pelatih1%'), ilike(pelatih.nama_pelatih, '%pelatih1%'))],
      ['?search=%20Pelatih%20pelatih2', ilike(pelatih.nama_pelatih, '%pelatih pelatih2%')],
      ['?search=50%25', eq(akun.email, 'sekretaris_50%@uji.id')],
      ['?search=_', ilike(akun.email, '%\\_%')],
    ];
    for (const [query, where] of cases) {
      const res = await list(token, query);
      expect(res.status, query).toBe(200);
      const expected = await counted(where);
      expect(expected, query).toBeGreaterThan(0);
      expect(res.body.meta.total, query).toBe(expected);
      expect(res.body.data.length, query).toBe(Math.min(expected, 20));
      expect(countsOf(res), query).toEqual(counts);
    }
    const none = await list(token, '?search=tidak-ada&role=ADMIN');
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ total: 0, totalPages: 1 });
    // The profile name is searched too (Panitia <email>), and a blank filter means none.
    expect((await list(token, '?search=Panitia%20panitia@&role=&status=')).body.meta.total).toBe(1);
  });

  it('answers the spec §3 account shape', async () => {
    const { token, k } = await populate();
    const [coach] = await t.db
      .select()
      .from(pelatih)
      .innerJoin(akun, eq(akun.id_akun, pelatih.id_akun))
      .where(eq(akun.email, 'pelatih11@uji.id'));
    const [d] = await t.db.select().from(dojang).where(eq(dojang.id_dojang, coach.pelatih.id_dojang));
    const byRole = async (role: string, search: string) => (await list(token, `?role=${role}&search=${search}`)).body.data[0];
    expect(await byRole('PELATIH', 'pelatih11@')).toEqual({
      id_akun: coach.akun.id_akun,
      email: 'pelatih11@uji.id',
      role: 'PELATIH',
      status: 'ACTIVE',
      created_at: coach.akun.created_at.toISOString(),
      harus_ganti_password: false,
      admin: null,
      pelatih: { nama_pelatih: 'Pelatih pelatih11@uji.id', dojang: { id_dojang: d.id_dojang, nama_dojang: d.nama_dojang } },
      admin_kompetisi: null,
    });
    expect(await byRole('ADMIN', 'admin')).toMatchObject({ admin: { nama_admin: 'Admin Uji' }, pelatih: null, admin_kompetisi: null });
    expect(await byRole('ADMIN_KOMPETISI', 'panitia@')).toMatchObject({
      admin: null,
      pelatih: null,
      admin_kompetisi: { nama: 'Panitia panitia@uji.id', id_kompetisi: k.id_kompetisi, kompetisi: { nama_event: 'Kejuaraan Sriwijaya' } },
    });
  });

  it('refuses bad paging and filters with a clear message', async () => {
    const { token } = await populate();
    const bad: [string, string][] = [
      ['?limit=101', 'Jumlah data per halaman harus antara 1 dan 100'],
      ['?limit=0', 'Jumlah data per halaman harus antara 1 dan 100'],
      ['?page=-1', 'Halaman tidak valid'],
      ['?page=abc', 'Halaman tidak valid'],
      ['?role=SUPERADMIN', 'Role tidak valid'],
      ['?status=BANNED', 'Status user harus ACTIVE atau INACTIVE'],
      [`?search=${'x'.repeat(101)}`, 'Kata pencarian terlalu panjang (maksimal 100 karakter)'],
    ];
    for (const [query, message] of bad) {
      const res = await list(token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await list(token, '?limit=100')).body.data).toHaveLength(26);
  });
});

describe('PATCH /api/admin/users/:id/status', () => {
  it('INACTIVE ends every session and refuses login; ACTIVE lets it log in again (old sessions stay ended)', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const admin = await login(t, 'admin@uji.id');
    const phone = await login(t, 'budi@uji.id');
    const laptop = await login(t, 'budi@uji.id');
    const off = await setStatus(admin, coach.akun.id_akun, 'INACTIVE');
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('User berhasil dinonaktifkan');
    expect(off.body.data).toMatchObject({ id_akun: coach.akun.id_akun, status: 'INACTIVE' });
    const live = await t.db
      .select()
      .from(session)
      .where(and(eq(session.id_akun, coach.akun.id_akun), sql`${session.revoked_at} is null`));
    expect(live).toHaveLength(0);
    for (const token of [phone, laptop]) expect((await t.api('GET', '/api/auth/me', { token })).status).toBe(401);
    const refused = await t.api('POST', '/api/auth/login', { json: { email: 'budi@uji.id', password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Akun Anda tidak aktif. Hubungi admin.');
    // Asking again writes nothing more.
    expect((await setStatus(admin, coach.akun.id_akun, 'INACTIVE')).status).toBe(200);
    expect(await logs('UBAH_STATUS_USER')).toHaveLength(1);
    const on = await setStatus(admin, coach.akun.id_akun, 'ACTIVE');
    expect(on.body.message).toBe('User berhasil diaktifkan');
    expect((await t.api('GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await t.api('GET', '/api/auth/me', { token: await login(t, 'budi@uji.id') })).status).toBe(200);
    const [entry] = await logs('UBAH_STATUS_USER');
    expect(entry).toMatchObject({ actor: 'admin@uji.id', details: 'Status user budi@uji.id (PELATIH) diubah dari ACTIVE ke INACTIVE' });
  });

  it('never your own account; bad status, bad id and unknown accounts are refused', async () => {
    const me = await makeAdmin(t.db, 'admin@uji.id');
    const other = await makeAdmin(t.db, 'admin2@uji.id');
    const token = await login(t, 'admin@uji.id');
    for (const status of ['INACTIVE', 'ACTIVE']) {
      const self = await setStatus(token, me.id_akun, status);
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('Anda tidak dapat mengubah status akun Anda sendiri');
    }
    expect((await akunOf(me.id_akun)).status).toBe('ACTIVE');
    for (const status of ['BANNED', '', null, 1]) {
      const res = await setStatus(token, other.id_akun, status);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Status user harus ACTIVE atau INACTIVE');
    }
    expect((await setStatus(token, 999999, 'INACTIVE')).body).toEqual({
      success: false,
      message: 'User tidak ditemukan',
      kode: 'tidak_ditemukan',
    });
    expect((await t.api('PATCH', '/api/admin/users/abc/status', { token, json: { status: 'ACTIVE' } })).status).toBe(400);
    // Another admin may be deactivated (an ACTIVE one remains: you).
    expect((await setStatus(token, other.id_akun, 'INACTIVE')).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it("deletes a coach's account; the dojang, its athletes and entries stay and the dojang is free again", async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const a = await insertAtlet(t.db, coach.id_dojang, { id_pelatih_pembuat: coach.pelatih.id_pelatih });
    const dir = path.join(t.dataDir, 'uploads', 'pelatih', 'ktp');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'ktpbudi.png'), 'x');
    await t.db.update(pelatih).set({ foto_ktp: 'ktpbudi.png' }).where(eq(pelatih.id_pelatih, coach.pelatih.id_pelatih));
    const coachToken = await login(t, 'budi@uji.id');
    const admin = await login(t, 'admin@uji.id');
    const res = await hapus(admin, coach.akun.id_akun);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'User berhasil dihapus', data: { id_akun: coach.akun.id_akun } });
    expect(await akunOf(coach.akun.id_akun)).toBeUndefined();
    expect((await t.api('GET', '/api/auth/me', { token: coachToken })).status).toBe(401);
    expect(await t.db.select().from(dojang).where(eq(dojang.id_dojang, coach.id_dojang))).toHaveLength(1);
    const [kept] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, a.id_atlet));
    expect(kept).toMatchObject({ id_dojang: coach.id_dojang, id_pelatih_pembuat: null });
    expect(existsSync(path.join(dir, 'ktpbudi.png'))).toBe(false);
    const [entry] = await logs('HAPUS_USER');
    expect(entry).toMatchObject({ actor: 'admin@uji.id', details: 'User budi@uji.id (PELATIH) dihapus' });
    const register = await t.api('POST', '/api/auth/register', {
      json: {
        email: 'baru@uji.id',
        password: 'rahasia123',
        confirmPassword: 'rahasia123',
        nama_pelatih: 'Pelatih Baru',
        no_telp: '081234567890',
        nik: '1671012345678901',
        id_dojang: coach.id_dojang,
      },
    });
    expect(register.status).toBe(201);
    expect((await hapus(admin, coach.akun.id_akun)).status).toBe(404);
  });

  it('never your own account; a competition admin goes with its profile', async () => {
    const me = await makeAdmin(t.db, 'admin@uji.id');
    const k = await makeKompetisi(t.db);
    const panitia = await makePanitia(t.db, 'panitia@uji.id', k.id_kompetisi);
    const token = await login(t, 'admin@uji.id');
    const self = await hapus(token, me.id_akun);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Anda tidak dapat menghapus akun Anda sendiri');
    expect(await akunOf(me.id_akun)).toBeDefined();
    expect((await hapus(token, panitia.id_akun)).status).toBe(200);
    expect(countsOf(await list(token))).toMatchObject({ total: 1, ADMIN_KOMPETISI: 0 });
  });

  it('two admins deleting each other at once leave one ACTIVE admin', async () => {
    const a = await makeAdmin(t.db, 'a@uji.id');
    const b = await makeAdmin(t.db, 'b@uji.id');
    const [ta, tb] = [await login(t, 'a@uji.id'), await login(t, 'b@uji.id')];
    const results = await Promise.all([hapus(ta, b.id_akun), hapus(tb, a.id_akun)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.find((r) => r.status !== 200)!;
    expect([401, 409]).toContain(refused.status);
    if (refused.status === 409) expect(refused.body.message).toBe('Tidak dapat menonaktifkan atau menghapus admin aktif terakhir');
    const admins = await t.db
      .select()
      .from(akun)
      .where(and(eq(akun.role, 'ADMIN'), eq(akun.status, 'ACTIVE')));
    expect(admins).toHaveLength(1);
  });

  it('replays the answer for the same Idempotency-Key without a second write', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const coach = await makeCoach(t.db, 'budi@uji.id');
    const other = await makeCoach(t.db, 'sari@uji.id');
    const token = await login(t, 'admin@uji.id');
    const key = { 'Idempotency-Key': 'hapus-budi-1' };
    const first = await hapus(token, coach.akun.id_akun, key);
    const again = await hapus(token, coach.akun.id_akun, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await logs('HAPUS_USER')).toHaveLength(1);
    expect((await hapus(token, other.akun.id_akun, key)).status).toBe(422);
    const statusKey = { 'Idempotency-Key': 'status-sari-1' };
    await setStatus(token, other.akun.id_akun, 'INACTIVE', statusKey);
    await t.db.update(akun).set({ status: 'ACTIVE' }).where(eq(akun.id_akun, other.akun.id_akun));
    const replay = await setStatus(token, other.akun.id_akun, 'INACTIVE', statusKey);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await akunOf(other.akun.id_akun)).status).toBe('ACTIVE');
    expect(await logs('UBAH_STATUS_USER')).toHaveLength(1);
  });
});
