import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun, petugasKompetisi } from '../../src/server/db/schema';
import { PASSWORD, login } from './helpers/fixtures';
import { dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { kelasDenganPeserta } from './bagan-fixtures';
import { kodeOf, percobaan, timbang } from './penimbangan-fixtures';

const t = useTestServer();
const BARU = 'Timbang123';

const buat = (token: string, id: number, json: unknown) => t.api('POST', `/api/kompetisi/${id}/petugas`, { token, json });

describe('staff accounts of a competition (/kompetisi/:id/petugas)', () => {
  it('the competition admin makes a weigh-in account that sees only its own competition and lands on the desk', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const body = { nama: 'Budi Timbang', email: 'Budi@Meja.id', password: PASSWORD };
    expect((await buat('', A, body)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.panitiaB]) expect((await buat(token, A, body)).status).toBe(403);
    const res = await buat(w.token.panitiaA, A, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Petugas berhasil ditambahkan');
    expect(res.body.data).toMatchObject({ nama: 'Budi Timbang', email: 'budi@meja.id', status: 'ACTIVE' });
    const dup = await buat(w.token.admin, A, { ...body, email: 'budi@meja.id' });
    expect(dup.status).toBe(409);
    expect(kodeOf(dup)).toBe('email_terdaftar');
    const list = await t.api('GET', `/api/kompetisi/${A}/petugas`, { token: w.token.panitiaA });
    expect(list.body.data).toEqual([res.body.data]);
    expect((await t.api('GET', `/api/kompetisi/${A}/petugas`, { token: w.token.panitiaB })).status).toBe(403);
    expect((await t.api('GET', `/api/kompetisi/${w.b.id_kompetisi}/petugas`, { token: w.token.panitiaB })).body.data).toEqual([]);

    // First login: the account must replace its first password, then it is the desk of A.
    const masuk = await t.api('POST', '/api/auth/login', { json: { email: 'budi@meja.id', password: PASSWORD } });
    expect(masuk.body.data.user).toMatchObject({
      role: 'PETUGAS_TIMBANG',
      harus_ganti_password: true,
      petugas: { id_petugas: res.body.data.id_petugas, nama: 'Budi Timbang', id_kompetisi: A },
    });
    const token = masuk.body.data.token as string;
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan`, { token })).status).toBe(403);
    expect(
      (await t.api('POST', '/api/auth/ganti-password-awal', { token, json: { password_baru: BARU, konfirmasi_password: BARU } })).status,
    ).toBe(200);
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan`, { token })).status).toBe(200);
    for (const path of [
      `/api/kompetisi/${w.b.id_kompetisi}/penimbangan`,
      `/api/kompetisi/${A}/petugas`,
      `/api/kompetisi/${A}/bagan`,
      `/api/kompetisi/${A}/atlet`,
      '/api/admin/users',
      `/api/kompetisi/${A}/statistik`,
    ]) {
      expect((await t.api('GET', path, { token })).status, path).toBe(403);
    }
  });

  it('rename, new password, deactivate (sessions end), delete; an account that weighed is kept for the record', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const { id_petugas, id_akun } = (await buat(w.token.panitiaA, A, { nama: 'Sari', email: 'sari@meja.id', password: PASSWORD })).body
      .data;
    await t.db.update(akun).set({ harus_ganti_password: false }).where(eq(akun.id_akun, id_akun));
    const token = await login(t, 'sari@meja.id');
    const put = (json: unknown, tk = w.token.panitiaA, id = A) =>
      t.api('PUT', `/api/kompetisi/${id}/petugas/${id_petugas}`, { token: tk, json });
    expect((await put({ nama: 'Sari W' }, w.token.panitiaB, w.b.id_kompetisi)).status).toBe(404);
    expect((await put({ nama: 'Sari W' }, w.token.panitiaB)).status).toBe(403);
    expect((await put({ nama: 'Sari W' })).body.data.nama).toBe('Sari W');
    expect((await put({ status: 'LIBUR' })).body.message).toBe('Status harus ACTIVE atau INACTIVE');
    expect((await put({ password: 'pendek' })).body.message).toBe('Password minimal 8 karakter');

    const { entri } = await kelasDenganPeserta(t, w, 1);
    expect((await timbang(t, token, A, percobaan(entri[0].id, 44_000))).status).toBe(201);
    expect((await put({ status: 'INACTIVE' })).body.data.status).toBe('INACTIVE');
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan`, { token })).status).toBe(401);
    const hapus = await t.api('DELETE', `/api/kompetisi/${A}/petugas/${id_petugas}`, { token: w.token.panitiaA });
    expect(hapus.status).toBe(409);
    expect(kodeOf(hapus)).toBe('masih_dipakai');
    // Nor through the ADMIN's user management: the attempts keep naming who weighed.
    const viaAdmin = await t.api('DELETE', `/api/admin/users/${id_akun}`, { token: w.token.admin });
    expect([viaAdmin.status, kodeOf(viaAdmin)]).toEqual([409, 'masih_dipakai']);

    const lain = (await buat(w.token.panitiaA, A, { nama: 'Tono', email: 'tono@meja.id', password: PASSWORD })).body.data;
    const ok = await t.api('DELETE', `/api/kompetisi/${A}/petugas/${lain.id_petugas}`, { token: w.token.panitiaA });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(petugasKompetisi)).toHaveLength(1);
    expect(await t.db.select().from(akun).where(eq(akun.email, 'tono@meja.id'))).toHaveLength(0);
  });

  it('bad input is a 400 in Indonesian', async () => {
    const w = await dunia(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'x@y.id', password: PASSWORD }, 'Nama wajib diisi'],
      [{ nama: 'A', email: 'bukan-email', password: PASSWORD }, 'Format email tidak valid'],
      [{ nama: 'A', email: 'a@b.id', password: 'hurufsaja' }, 'Password harus mengandung minimal 1 huruf dan 1 angka'],
      [{ nama: 12, email: 'a@b.id', password: PASSWORD }, 'Nama wajib diisi'],
    ];
    for (const [json, pesan] of cases) {
      const res = await buat(w.token.panitiaA, w.a.id_kompetisi, json);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(pesan);
    }
  });
});
