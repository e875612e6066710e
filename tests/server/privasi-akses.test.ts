import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { samarkanNik } from '../../src/domain/privasi';
import { aksesData } from '../../src/server/db/schema';
import { atletFields, enter, insertAtlet, kelasIn, postAtlet } from './helpers/atlet';
import { JPEG, PNG, fileOf, login, makeAdmin, makeCoach, makeKompetisi } from './helpers/fixtures';
import { makePanitia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const NIK = '1671011403120001';
const SAMAR = '1671••••••••0001';

/** A coach's athlete with an akta, a KK/KTP and a photo, entered in a competition whose ADMIN_KOMPETISI is logged in too. */
async function dunia() {
  const pelatih = await makeCoach(t.db, 'pelatih@uji.id');
  await makeCoach(t.db, 'lain@uji.id');
  await makeAdmin(t.db);
  const k = await makeKompetisi(t.db);
  await makePanitia(t.db, 'panitia@uji.id', k.id_kompetisi);
  const token = {
    pelatih: await login(t, 'pelatih@uji.id'),
    lain: await login(t, 'lain@uji.id'),
    admin: await login(t, 'admin@uji.id'),
    panitia: await login(t, 'panitia@uji.id'),
  };
  const res = await postAtlet(t, token.pelatih, atletFields({ nama_atlet: 'Rizky' }), {
    akte_kelahiran: fileOf(PNG, 'akte.png'),
    ktp: fileOf(PNG, 'kk.png'),
    pas_foto: fileOf(JPEG, 'foto.jpg', 'image/jpeg'),
  });
  expect(res.status).toBe(201);
  const atlet = res.body.data as { id_atlet: number; ktp: string; akte_kelahiran: string; pas_foto: string };
  await enter(t.db, await kelasIn(t.db, k.id_kompetisi), atlet.id_atlet);
  return { pelatih, token, atlet };
}

const riwayat = (token: string, id: number, q = '') => t.api('GET', `/api/atlet/${id}/akses${q}`, { token });

describe('NIK is masked in every answer about athletes', () => {
  it('list, detail, dojang list and the write answer, for the coach, ADMIN and ADMIN_KOMPETISI alike', async () => {
    const w = await dunia();
    const id = w.atlet.id_atlet;
    expect((w.atlet as unknown as { nik: string }).nik).toBe(SAMAR);
    for (const token of [w.token.pelatih, w.token.admin, w.token.panitia]) {
      const list = await t.api('GET', '/api/atlet', { token });
      expect(list.body.data.map((a: { nik: string }) => a.nik)).toEqual([SAMAR]);
      expect((await t.api('GET', `/api/atlet/${id}`, { token })).body.data.nik).toBe(SAMAR);
      const dojang = await t.api('GET', `/api/atlet/dojang/${w.pelatih.id_dojang}`, { token });
      expect(dojang.body.data.map((a: { nik: string }) => a.nik)).toEqual([SAMAR]);
    }
    const put = await t.api('PUT', `/api/atlet/${id}`, {
      token: w.token.pelatih,
      json: { nama_atlet: 'Rizky', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2012-03-14' },
    });
    expect(put.body.data.nik).toBe(SAMAR);
    expect(samarkanNik(NIK)).toBe(SAMAR);
  });
});

describe("'Tampilkan': GET /api/atlet/:id/nik", () => {
  it('gives the whole NIK to the own coach and ADMIN, never cached, each time recorded', async () => {
    const w = await dunia();
    const id = w.atlet.id_atlet;
    for (const token of [w.token.pelatih, w.token.admin, w.token.pelatih]) {
      const res = await t.api('GET', `/api/atlet/${id}/nik`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ nik: NIK });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const rows = await t.db.select().from(aksesData).orderBy(aksesData.id);
    expect(rows.map((r) => [r.objek, r.peran, r.nama, r.berkas])).toEqual([
      ['nik', 'PELATIH', 'Pelatih pelatih@uji.id', null],
      ['nik', 'ADMIN', 'Admin Uji', null],
      ['nik', 'PELATIH', 'Pelatih pelatih@uji.id', null],
    ]);
  });

  it('ADMIN_KOMPETISI 403, another coach 404, no login 401: nothing recorded', async () => {
    const w = await dunia();
    const id = w.atlet.id_atlet;
    expect((await t.api('GET', `/api/atlet/${id}/nik`, { token: w.token.panitia })).status).toBe(403);
    expect((await t.api('GET', `/api/atlet/${id}/nik`, { token: w.token.lain })).status).toBe(404);
    expect((await t.api('GET', `/api/atlet/${id}/nik`)).status).toBe(401);
    expect(await t.db.select().from(aksesData)).toHaveLength(0);
  });

  it('an athlete without a NIK answers null and records nothing', async () => {
    const w = await dunia();
    const a = await insertAtlet(t.db, w.pelatih.id_dojang, { nik: null });
    expect((await t.api('GET', `/api/atlet/${a.id_atlet}/nik`, { token: w.token.pelatih })).body.data).toEqual({ nik: null });
    expect(await t.db.select().from(aksesData)).toHaveLength(0);
  });
});

describe('views of private documents are recorded', () => {
  it('once per view: who, role, when, which athlete and file; a photo, a HEAD and a refused view are not', async () => {
    const w = await dunia();
    const { id_atlet, ktp, akte_kelahiran, pas_foto } = w.atlet;
    const lihat = (token: string, path: string, method = 'GET') => t.fetch(path, { method, headers: { Authorization: `Bearer ${token}` } });
    expect((await lihat(w.token.admin, `/uploads/atlet/ktp/${ktp}`)).status).toBe(200);
    expect((await lihat(w.token.admin, `/uploads/atlet/ktp/${ktp}`)).status).toBe(200);
    expect((await lihat(w.token.panitia, `/uploads/atlet/akte_kelahiran/${akte_kelahiran}`)).status).toBe(200);
    expect((await lihat(w.token.pelatih, `/uploads/atlet/pas_foto/${pas_foto}`)).status).toBe(200);
    expect((await lihat(w.token.pelatih, `/uploads/atlet/ktp/${ktp}`, 'HEAD')).status).toBe(200);
    expect((await lihat(w.token.lain, `/uploads/atlet/ktp/${ktp}`)).status).toBe(403);

    const rows = await t.db.select().from(aksesData).orderBy(aksesData.id);
    expect(rows.map((r) => [r.id_atlet, r.objek, r.berkas, r.peran, r.nama])).toEqual([
      [id_atlet, 'ktp', ktp, 'ADMIN', 'Admin Uji'],
      [id_atlet, 'ktp', ktp, 'ADMIN', 'Admin Uji'],
      [id_atlet, 'akte_kelahiran', akte_kelahiran, 'ADMIN_KOMPETISI', `Panitia panitia@uji.id`],
    ]);
    for (const r of rows) expect(Date.now() - r.pada.getTime()).toBeLessThan(60_000);
  });
});

describe('the access record: GET /api/atlet/:id/akses', () => {
  it('newest first, a server page at a time, for the own coach and ADMIN; others refused', async () => {
    const w = await dunia();
    const id = w.atlet.id_atlet;
    for (let i = 0; i < 3; i++) await t.api('GET', `/api/atlet/${id}/nik`, { token: w.token.admin });
    await t.fetch(`/uploads/atlet/ktp/${w.atlet.ktp}`, { headers: { Authorization: `Bearer ${w.token.pelatih}` } });

    const p1 = await riwayat(w.token.pelatih, id, '?limit=2');
    expect(p1.status).toBe(200);
    expect(p1.headers.get('cache-control')).toBe('private, no-store');
    expect(p1.body.meta).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(p1.body.data[0]).toMatchObject({ objek: 'ktp', berkas: w.atlet.ktp, peran: 'PELATIH', nama: 'Pelatih pelatih@uji.id' });
    expect(p1.body.data[1]).toMatchObject({ objek: 'nik', berkas: null, peran: 'ADMIN', nama: 'Admin Uji' });
    const p2 = await riwayat(w.token.admin, id, '?limit=2&page=2');
    expect(p2.body.data).toHaveLength(2);
    const semua = [...p1.body.data, ...p2.body.data].map((r: { id: number }) => r.id);
    expect(new Set(semua).size).toBe(4);
    expect((await riwayat(w.token.admin, id, '?page=5')).body.meta.total).toBe(4);

    expect((await riwayat(w.token.lain, id)).status).toBe(404);
    expect((await riwayat(w.token.panitia, id)).status).toBe(403);
    expect((await riwayat(w.token.admin, id, '?limit=101')).status).toBe(400);
    expect((await riwayat(w.token.admin, 999_999)).status).toBe(404);
  });

  it('the ADMIN exports it whole as XLSX or CSV; a coach may not', async () => {
    const w = await dunia();
    const id = w.atlet.id_atlet;
    await t.api('GET', `/api/atlet/${id}/nik`, { token: w.token.pelatih });
    await t.fetch(`/uploads/atlet/akte_kelahiran/${w.atlet.akte_kelahiran}`, { headers: { Authorization: `Bearer ${w.token.admin}` } });

    const csv = await t.fetch(`/api/atlet/${id}/akses/ekspor?format=csv`, { headers: { Authorization: `Bearer ${w.token.admin}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="riwayat-akses-atlet-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const baris = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(baris[0]).toBe('waktu_wib,nama,peran,data,berkas');
    expect(baris.slice(1).map((b) => b.split(',').slice(1))).toEqual([
      ['Pelatih pelatih@uji.id', 'Pelatih', 'NIK (ditampilkan utuh)', ''],
      ['Admin Uji', 'Admin', 'Akta Kelahiran', w.atlet.akte_kelahiran],
    ]);

    const xlsx = await t.fetch(`/api/atlet/${id}/akses/ekspor`, { headers: { Authorization: `Bearer ${w.token.admin}` } });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const sel = wb.worksheets[0]
      .getSheetValues()
      .flat()
      .filter((x) => typeof x === 'string');
    expect(sel).toEqual(expect.arrayContaining(['Riwayat Akses Data Pribadi', 'Atlet: Rizky', 'NIK (ditampilkan utuh)', 'Akta Kelahiran']));

    expect((await t.fetch(`/api/atlet/${id}/akses/ekspor`, { headers: { Authorization: `Bearer ${w.token.pelatih}` } })).status).toBe(403);
    expect(
      (await t.fetch(`/api/atlet/${id}/akses/ekspor?format=pdf`, { headers: { Authorization: `Bearer ${w.token.admin}` } })).status,
    ).toBe(400);
  });
});
