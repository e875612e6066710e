import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/data/api-error';
import { setApiOrigin } from '../../src/client/data/api';
import { fetchAdminUsers, hapusUser, tambahUser, ubahStatusUser } from '../../src/client/data/online/admin-users';
import { gantiPasswordAwal } from '../../src/client/data/online/ganti-password-awal';
import { currentUser, writeSession } from '../../src/client/data/session';
import { UsersLoadError } from '../../src/client/features/pengguna/UsersListStates';
import { UsersTable } from '../../src/client/features/pengguna/UsersTable';
import type { UserAksi } from '../../src/client/features/pengguna/UserBits';
import { gagalText, rangeText } from '../../src/client/features/pengguna/user-view';
import { decideAccess } from '../../src/client/ui/guard/decide';
import { POLICY } from '../../src/client/ui/guard/policies';
import type { AdminUser } from '../../src/domain/schemas/admin-user';
import { makeAdmin, makeCoach, makeKompetisi, PASSWORD } from '../server/helpers/fixtures';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;

async function loginAs(email: string, password = PASSWORD) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { token: string; user: { id_akun: number; email: string; role: 'ADMIN' } } };
  writeSession(body.data);
  return body.data.user;
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  setApiOrigin(server.url);
});
afterAll(async () => {
  setApiOrigin('');
  await server?.close();
});

describe('first password on the client', () => {
  it('sends a flagged account to /auth/ganti-password from every protected page', () => {
    const flagged = { role: 'ADMIN', harus_ganti_password: true };
    for (const policy of [POLICY.admin, POLICY.loggedIn, POLICY.adminKompetisi, POLICY.dashboard]) {
      expect(decideAccess(policy, flagged, false, '/admin/users')).toEqual({ kind: 'redirect', to: '/auth/ganti-password' });
    }
    expect(decideAccess(POLICY.admin, { role: 'ADMIN', harus_ganti_password: false }, false)).toEqual({ kind: 'allow' });
  });
});

describe('admin users data layer against the real server', () => {
  it('lists, adds, toggles and deletes; a new user changes the first password and the stored session follows', async () => {
    await makeAdmin(server.open.db, 'admin@uji.id');
    const coach = await makeCoach(server.open.db, 'budi@uji.id');
    const k = await makeKompetisi(server.open.db, { nama_event: 'Kejuaraan Sriwijaya' });
    const me = await loginAs('admin@uji.id');

    const first = await fetchAdminUsers({ page: 1, search: '' });
    expect(first.meta).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(first.counts).toMatchObject({ total: 2, ADMIN: 1, PELATIH: 1 });
    expect((await fetchAdminUsers({ page: 1, search: 'budi', role: 'PELATIH', status: 'ACTIVE' })).data.map((u) => u.email)).toEqual([
      'budi@uji.id',
    ]);

    const added = await tambahUser({
      role: 'ADMIN_KOMPETISI',
      nama: 'Panitia',
      email: 'panitia@uji.id',
      password: 'Awal1234',
      konfirmasi_password: 'Awal1234',
      id_kompetisi: k.id_kompetisi,
    });
    expect(added.user).toMatchObject({ harus_ganti_password: true, admin_kompetisi: { kompetisi: { nama_event: 'Kejuaraan Sriwijaya' } } });
    const refused = await tambahUser({
      role: 'ADMIN',
      nama: 'X',
      email: 'PANITIA@uji.id',
      password: 'Awal1234',
      konfirmasi_password: 'Awal1234',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors).toEqual({ email: 'Email sudah terdaftar' });

    expect((await ubahStatusUser(coach.akun.id_akun, 'INACTIVE')).user?.status).toBe('INACTIVE');
    const self = await hapusUser(me.id_akun).catch((e: unknown) => e);
    expect((self as ApiError).message).toBe('Anda tidak dapat menghapus akun Anda sendiri');
    expect((await hapusUser(coach.akun.id_akun)).message).toBe('User berhasil dihapus');
    expect((await fetchAdminUsers({ page: 1, search: '' })).counts).toMatchObject({ total: 2, PELATIH: 0, ADMIN_KOMPETISI: 1 });

    await loginAs('panitia@uji.id', 'Awal1234');
    expect(currentUser()?.harus_ganti_password).toBe(true);
    const blocked = await fetchAdminUsers({ page: 1, search: '' }).catch((e: unknown) => e);
    expect((blocked as ApiError).message).toBe('Silakan ganti password Anda terlebih dahulu');
    const user = await gantiPasswordAwal({ password_baru: 'Sendiri99', konfirmasi_password: 'Sendiri99' });
    expect(user.harus_ganti_password).toBe(false);
    expect(currentUser()).toMatchObject({ email: 'panitia@uji.id', harus_ganti_password: false });
  });
});

describe('user list screen', () => {
  const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
    id_akun: id,
    email: `u${id}@uji.id`,
    role: 'PELATIH',
    status: 'ACTIVE',
    created_at: '2025-08-01T03:00:00.000Z',
    harus_ganti_password: false,
    admin: null,
    pelatih: { nama_pelatih: `Pelatih ${id}`, dojang: { id_dojang: 1, nama_dojang: 'Rajawali' } },
    admin_kompetisi: null,
    ...over,
  });
  const aksi: UserAksi = { selfId: 1, busyId: null, onToggle: () => undefined, onDelete: () => undefined };

  it('offers neither the switch nor delete on your own account', () => {
    const rows = [
      user(1, { role: 'ADMIN', pelatih: null, admin: { nama_admin: 'Saya' } }),
      user(2, { status: 'INACTIVE', harus_ganti_password: true }),
    ];
    const html = renderToStaticMarkup(createElement(UsersTable, { rows, aksi }));
    const toggles = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(toggles).toHaveLength(4); // table and cards
    expect(toggles.filter((t) => t.includes('u1@uji.id')).every((t) => t.includes('disabled'))).toBe(true);
    expect(toggles.filter((t) => t.includes('u2@uji.id')).some((t) => t.includes('disabled') || t.includes('checked'))).toBe(false);
    const deletes = [...html.matchAll(/<button[^>]*aria-label="Hapus (u\d)@uji.id"[^>]*>/g)];
    expect(deletes.filter((m) => m[1] === 'u1').every((m) => m[0].includes('disabled'))).toBe(true);
    expect(deletes.filter((m) => m[1] === 'u2').some((m) => m[0].includes('disabled'))).toBe(false);
    expect(html).toContain('aria-label="Dojang"');
    expect(html).toContain('>Rajawali</span>');
    expect(html).toContain('Belum mengganti password awal');
    expect(html).toContain('Anda');
  });

  it('a failed load shows the spec message with a retry, never sample users', () => {
    const html = renderToStaticMarkup(createElement(UsersLoadError, { onRetry: () => undefined, retrying: false }));
    expect(html).toContain('Gagal memuat data user');
    expect(html).toContain('Coba lagi');
    expect(rangeText(2, 20, 5, 25)).toBe('Menampilkan 21-25 dari 25 user');
    expect(gagalText('Gagal menghapus user', '')).toBe('Gagal menghapus user');
    expect(gagalText('Gagal mengupdate status user', 'Anda tidak dapat mengubah status akun Anda sendiri')).toBe(
      'Gagal mengupdate status user: Anda tidak dapat mengubah status akun Anda sendiri',
    );
  });
});
