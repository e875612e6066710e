import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun, kompetisi } from '../../src/server/db/schema';
import { STATUS_TOLAK as STATUS_AKUN } from '../../src/server/admin/users/tolak';
import { STATUS_TOLAK as STATUS_ATLET } from '../../src/server/atlet/tolak';
import { STATUS_TOLAK as STATUS_AUTH } from '../../src/server/auth/tolak';
import { STATUS_TOLAK as STATUS_BAGAN } from '../../src/server/bagan/tolak';
import { STATUS_AKSES } from '../../src/server/http/akses';
import { STATUS_UMUM } from '../../src/server/http/api-error';
import { STATUS_TOLAK as STATUS_PESERTA } from '../../src/server/peserta/tolak';
import { atletFields, postAtlet } from './helpers/atlet';
import { PNG, fileOf } from './helpers/fixtures';
import { KYORUGI_CADET_45, cadet, daftar, dunia, hari, kelasId } from './helpers/peserta';
import { useTestServer, type ApiResult } from './helpers/server';
import { batal, hasil, kelasDenganPeserta, matchesOf, simpan, undi } from './bagan-fixtures';

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
    tolakan(
      await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, { token: w.token.pelatih, raw: '{ rusak' }),
      STATUS_UMUM,
      'validasi',
    );
    tolakan(await t.api('GET', '/api/atlet/abc', { token: w.token.pelatih }), STATUS_UMUM, 'validasi');
    const key = { 'Idempotency-Key': 'kunci-sama' };
    await t.api('PATCH', '/api/admin/dojang/999999/status', { token: w.token.admin, json: { status: 'APPROVED' }, headers: key });
    tolakan(
      await t.api('PATCH', '/api/admin/dojang/999999/status', { token: w.token.admin, json: { status: 'REJECTED' }, headers: key }),
      STATUS_UMUM,
      'kunci_idempotensi_dipakai',
    );
  });

  it('registration refusals: window, class, eligibility, duplicate, quota, another dojang', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const a = await cadet(t.db, w.pelatih.id_dojang);
    const berat = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 60 });
    const lain = await cadet(t.db, w.lain.id_dojang);
    const daftarkan = (id_atlet: number, id_kelas = kelas) =>
      daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: id_atlet, kelasKejuaraanId: id_kelas });

    tolakan(await daftarkan(a.id_atlet, 987654), STATUS_PESERTA, 'kelas_tidak_ditemukan');
    tolakan(await daftarkan(berat.id_atlet), STATUS_PESERTA, 'kelas_tidak_cocok');
    tolakan(await daftarkan(lain.id_atlet), STATUS_PESERTA, 'akses_ditolak');
    tolakan(await daftarkan(987654), STATUS_PESERTA, 'atlet_tidak_ditemukan');
    expect((await daftarkan(a.id_atlet)).status).toBe(201);
    tolakan(await daftarkan(a.id_atlet), STATUS_PESERTA, 'sudah_terdaftar');

    await t.db.update(kompetisi).set({ kuota: 1 }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const b = await cadet(t.db, w.pelatih.id_dojang);
    tolakan(await daftarkan(b.id_atlet), STATUS_PESERTA, 'kuota_penuh');

    await t.db
      .update(kompetisi)
      .set({ kuota: null, batas_pendaftaran: hari(-1) })
      .where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
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
    expect((await t.api('PUT', path, { token: w.token.admin, json: { status: 'APPROVED', status_sebelumnya: 'PENDING' } })).status).toBe(
      200,
    );
    const stale = await t.api('PUT', path, {
      token: w.token.panitiaA,
      json: { status: 'REJECTED', status_sebelumnya: 'PENDING', alasan_ditolak: 'Berat tidak sesuai' },
    });
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
    tolakan(
      await postAtlet(t, w.token.pelatih, atletFields({ nik: '1671011403120002', tanggal_lahir: '1990-01-01' }), { pas_foto }),
      STATUS_ATLET,
      'dokumen_wajib',
    );

    const [admin] = await t.db.select().from(akun).where(eq(akun.email, 'admin@uji.id'));
    tolakan(
      await t.api('PATCH', `/api/admin/users/${admin.id_akun}/status`, { token: w.token.admin, json: { status: 'INACTIVE' } }),
      STATUS_AKUN,
      'akun_sendiri',
    );
    tolakan(await t.api('DELETE', '/api/admin/users/999999', { token: w.token.admin }), STATUS_AKUN, 'tidak_ditemukan');

    tolakan(
      await t.api('POST', '/api/auth/login', { json: { email: 'admin@uji.id', password: 'SalahSekali1' } }),
      STATUS_AUTH,
      'login_gagal',
    );
  });

  it("maintenance: a coach's write is 'pemeliharaan' (503) and keeps its data", async () => {
    const w = await dunia(t);
    expect((await t.api('PUT', '/api/admin/sistem/maintenance', { token: w.token.admin, json: { aktif: true } })).status).toBe(200);
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: 1, kelasKejuaraanId: 1 });
    tolakan(res, STATUS_UMUM, 'pemeliharaan');
    expect(res.body.data).toMatchObject({ maintenance: { aktif: true } });
  });

  it("brackets: access, unknown class or match, a changed entry list, a forged draw, an old versi ('konflik_versi' with the class), results to discard, a locked or invalid result", async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const draw = undi(id_kelas, entri);
    tolakan(await simpan(t, w.token.admin, draw.body), STATUS_AKSES, 'akses_ditolak');
    tolakan(await simpan(t, w.token.panitiaB, draw.body), STATUS_AKSES, 'akses_ditolak');
    tolakan(await simpan(t, w.token.panitiaA, { ...draw.body, id_kelas_kejuaraan: 987654 }), STATUS_BAGAN, 'tidak_ditemukan');
    tolakan(await simpan(t, w.token.panitiaA, undi(id_kelas, entri.slice(0, 3)).body), STATUS_BAGAN, 'peserta_berubah');
    const palsu = {
      ...draw.body,
      matches: draw.body.matches.map((m) => (m.ronde === 1 ? { ...m, id_peserta_a: m.id_peserta_b, id_peserta_b: m.id_peserta_a } : m)),
    };
    tolakan(await simpan(t, w.token.panitiaA, palsu), STATUS_BAGAN, 'undian_tidak_sah');
    tolakan(
      await simpan(t, w.token.panitiaA, { ...draw.body, participants: [entri[0].id, ...draw.body.participants.slice(1, 3), entri[0].id] }),
      STATUS_BAGAN,
      'undian_tidak_sah',
    );

    const saved = await simpan(t, w.token.panitiaA, draw.body);
    expect(saved.status).toBe(201);
    const stale = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 99 }).body);
    tolakan(stale, STATUS_BAGAN, 'konflik_versi');
    expect(stale.body.data).toMatchObject({ kelas: { id_kelas_kejuaraan: id_kelas }, bagan: { versi: 1 } });

    const [m1, m2] = matchesOf(saved.body.data).filter((m) => m.ronde === 1);
    tolakan(await hasil(t, w.token.panitiaA, m1.id_match, { skor_a: 5, skor_b: 5 }), STATUS_BAGAN, 'hasil_tidak_sah');
    tolakan(
      await hasil(t, w.token.panitiaA, '00000000-0000-4000-8000-000000000000', { skor_a: 1, skor_b: 0 }),
      STATUS_BAGAN,
      'tidak_ditemukan',
    );
    tolakan(await hasil(t, w.token.panitiaA, 'bukan-uuid', { skor_a: 1, skor_b: 0 }), STATUS_BAGAN, 'validasi');
    tolakan(await hasil(t, w.token.pelatih, m1.id_match, { skor_a: 1, skor_b: 0 }), STATUS_AKSES, 'akses_ditolak');
    expect((await hasil(t, w.token.panitiaA, m1.id_match, { skor_a: 3, skor_b: 1, versi: 0 })).status).toBe(200);
    const kedua = await hasil(t, w.token.panitiaA, m2.id_match, { skor_a: 3, skor_b: 1, versi: 0 });
    expect(kedua.status).toBe(200);
    const final = matchesOf(kedua.body.data).find((m) => m.ronde === 2)!;
    expect((await hasil(t, w.token.panitiaA, final.id_match, { skor_a: 2, skor_b: 0, versi: final.versi })).status).toBe(200);
    tolakan(await hasil(t, w.token.panitiaA, m1.id_match, { skor_a: 1, skor_b: 9, versi: 1 }), STATUS_BAGAN, 'hasil_terkunci');
    tolakan(await batal(t, w.token.panitiaA, m1.id_match, { versi: 1 }), STATUS_BAGAN, 'hasil_terkunci');
    const lama = await hasil(t, w.token.panitiaA, final.id_match, { skor_a: 0, skor_b: 2, versi: 0 });
    tolakan(lama, STATUS_BAGAN, 'konflik_versi');
    expect(lama.body.data).toMatchObject({ match: { id_match: final.id_match, skor_a: 2 } });

    const ulang = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 99, versi_sebelumnya: 4 }).body);
    tolakan(ulang, STATUS_BAGAN, 'bagan_ada_hasil');
    expect(ulang.body.data).toMatchObject({ kelas: { id_kelas_kejuaraan: id_kelas }, bracket_status: 'completed' });
  });
});
