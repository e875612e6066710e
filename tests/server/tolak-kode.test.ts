import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun, kompetisi } from '../../src/server/db/schema';
import { STATUS_TOLAK as STATUS_AKUN } from '../../src/server/admin/users/tolak';
import { STATUS_TOLAK as STATUS_ATLET } from '../../src/server/atlet/tolak';
import { STATUS_TOLAK as STATUS_AUTH } from '../../src/server/auth/tolak';
import { STATUS_AKSES } from '../../src/server/http/akses';
import { STATUS_UMUM } from '../../src/server/http/api-error';
import { STATUS_TOLAK as STATUS_PESERTA } from '../../src/server/peserta/tolak';
import { atletFields, postAtlet } from './helpers/atlet';
import { PNG, fileOf } from './helpers/fixtures';
import { KYORUGI_CADET_45, cadet, daftar, dunia, hari, kelasId } from './helpers/peserta';
import { useTestServer, type ApiResult } from './helpers/server';

const t = useTestServer();

type Kode = { kode?: string };

/** An error answer: success false, the Indonesian message, and the code whose status (by `tabel`) it was answered with. */
function tolakan(res: ApiResult, tabel: Readonly<Record<string, number>>, kode: string) {
  const body = res.body as ApiResult['body'] & Kode;
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.kode, JSON.stringify(body)).toBe(kode);
  expect(res.status).toBe(tabel[kode]);
}

describe('every error answer carries kode; its status comes from the resource table', () => {
  it('plumbing: unknown endpoint, no login, a role refused, bad JSON, a reused Idempotency-Key', async () => {
    const w = await dunia(t);
    tolakan(await t.api('GET', '/api/tidak-ada', {}), STATUS_UMUM, 'tidak_ditemukan');
    tolakan(await t.api('GET', '/api/atlet', {}), STATUS_AKSES, 'perlu_login');
    tolakan(await t.api('GET', '/api/admin/users', { token: w.token.pelatih }), STATUS_AKSES, 'akses_ditolak');
    tolakan(await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, { token: w.token.pelatih, raw: '{ rusak' }), STATUS_UMUM, 'validasi');
    tolakan(await t.api('GET', '/api/atlet/abc', { token: w.token.pelatih }), STATUS_UMUM, 'validasi');
    const key = { 'Idempotency-Key': 'kunci-sama' };
    await t.api('PATCH', '/api/admin/dojang/999999/status', { token: w.token.admin, json: { status: 'APPROVED' }, headers: key });
    tolakan(await t.api('PATCH', '/api/admin/dojang/999999/status', { token: w.token.admin, json: { status: 'REJECTED' }, headers: key }),
      STATUS_UMUM, 'kunci_idempotensi_dipakai');
  });

  it('registration refusals: window, class, eligibility, duplicate, quota, another dojang', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const a = await cadet(t.db, w.pelatih.id_dojang);
    const berat = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 60 });
    const lain = await cadet(t.db, w.lain.id_dojang);
    const daftarkan = (id_atlet: number, id_kelas = kelas) => daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: id_atlet, kelasKejuaraanId: id_kelas });

    tolakan(await daftarkan(a.id_atlet, 987654), STATUS_PESERTA, 'kelas_tidak_ditemukan');
    tolakan(await daftarkan(berat.id_atlet), STATUS_PESERTA, 'kelas_tidak_cocok');
    tolakan(await daftarkan(lain.id_atlet), STATUS_PESERTA, 'akses_ditolak');
    tolakan(await daftarkan(987654), STATUS_PESERTA, 'atlet_tidak_ditemukan');
    expect((await daftarkan(a.id_atlet)).status).toBe(201);
    tolakan(await daftarkan(a.id_atlet), STATUS_PESERTA, 'sudah_terdaftar');

    await t.db.update(kompetisi).set({ kuota: 1 }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const b = await cadet(t.db, w.pelatih.id_dojang);
    tolakan(await daftarkan(b.id_atlet), STATUS_PESERTA, 'kuota_penuh');

    await t.db.update(kompetisi).set({ kuota: null, batas_pendaftaran: hari(-1) }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    tolakan(await daftarkan(b.id_atlet), STATUS_PESERTA, 'batas_pendaftaran_lewat');
    await t.db.update(kompetisi).set({ status: 'SELESAI' }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    tolakan(await daftarkan(b.id_atlet), STATUS_PESERTA, 'pendaftaran_ditutup');
  });

  it("a stale status change: 'konflik_versi' with the entry as it is now", async () => {
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const p = (await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: a.id_atlet, kelasKejuaraanId: kelas })).body.data;
    const path = `/api/kompetisi/${w.a.id_kompetisi}/participants/${p.id_peserta_kompetisi}/status`;
    expect((await t.api('PUT', path, { token: w.token.admin, json: { status: 'APPROVED', status_sebelumnya: 'PENDING' } })).status).toBe(200);
    const stale = await t.api('PUT', path, { token: w.token.panitiaA, json: { status: 'REJECTED', status_sebelumnya: 'PENDING', alasan_ditolak: 'Berat tidak sesuai' } });
    tolakan(stale, STATUS_PESERTA, 'konflik_versi');
    expect(stale.body.data).toMatchObject({ id_peserta_kompetisi: p.id_peserta_kompetisi, status: 'APPROVED' });
    tolakan(await t.api('PUT', path, { token: w.token.pelatih, json: { status: 'APPROVED' } }), STATUS_AKSES, 'akses_ditolak');
    tolakan(await t.api('PUT', path, { token: w.token.admin, json: { status: 'DITUNDA' } }), STATUS_PESERTA, 'validasi');
  });

  it('athletes, accounts and login answer their own codes', async () => {
    const w = await dunia(t);
    const pas_foto = fileOf(PNG, 'foto.png');
    expect((await postAtlet(t, w.token.pelatih, atletFields(), { pas_foto })).status).toBe(201);
    tolakan(await postAtlet(t, w.token.pelatih, atletFields(), { pas_foto }), STATUS_ATLET, 'nik_terdaftar');
    tolakan(await postAtlet(t, w.token.pelatih, atletFields({ nik: '1671011403120002', tanggal_lahir: '1990-01-01' }), { pas_foto }),
      STATUS_ATLET, 'dokumen_wajib');

    const [admin] = await t.db.select().from(akun).where(eq(akun.email, 'admin@uji.id'));
    tolakan(await t.api('PATCH', `/api/admin/users/${admin.id_akun}/status`, { token: w.token.admin, json: { status: 'INACTIVE' } }),
      STATUS_AKUN, 'akun_sendiri');
    tolakan(await t.api('DELETE', '/api/admin/users/999999', { token: w.token.admin }), STATUS_AKUN, 'tidak_ditemukan');

    tolakan(await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: 'SalahSekali1' } }), STATUS_AUTH, 'login_gagal');
  });

  it("maintenance: a coach's write is 'pemeliharaan' (503) and keeps its data", async () => {
    const w = await dunia(t);
    expect((await t.api('PUT', '/api/admin/sistem/maintenance', { token: w.token.admin, json: { aktif: true } })).status).toBe(200);
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: 1, kelasKejuaraanId: 1 });
    tolakan(res, STATUS_UMUM, 'pemeliharaan');
    expect(res.body.data).toMatchObject({ maintenance: { aktif: true } });
  });
});
