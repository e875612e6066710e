import { describe, expect, it } from 'vitest';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { makeKompetisi } from './helpers/fixtures';
import { KYORUGI_CADET_45, POOMSAE_CADET_PASANGAN, cadet, dunia, kelasId, tahunKompetisi } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const get = (path: string, token?: string) => t.api('GET', path, { token });

describe('class catalogue: GET /api/kelas/kelompok-usia, /berat, /poomsae (public reference data)', () => {
  it('age groups: all five, or the options of one style and category (spec 001 §3)', async () => {
    const all = await get('/api/kelas/kelompok-usia');
    expect(all.status).toBe(200);
    expect(all.body.data.map((k: { id_kelompok: number; nama_kelompok: string }) => [k.id_kelompok, k.nama_kelompok])).toEqual([
      [1, 'Super Pra-Cadet'],
      [2, 'Pra-Cadet'],
      [3, 'Cadet'],
      [4, 'Junior'],
      [5, 'Senior'],
    ]);
    expect(all.headers.get('cache-control')).toBe('public, max-age=3600');
    const ids = async (q: string) =>
      (await get(`/api/kelas/kelompok-usia?${q}`)).body.data.map((k: { id_kelompok: number }) => k.id_kelompok);
    expect(await ids('cabang=KYORUGI&kategori=prestasi')).toEqual([2, 3, 4, 5]);
    expect(await ids('cabang=kyorugi&kategori=pemula')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids('cabang=POOMSAE&kategori=prestasi')).toEqual([3, 4, 5]);
    const pemula = await get('/api/kelas/kelompok-usia?cabang=POOMSAE&kategori=pemula');
    expect(pemula.body.data).toEqual([{ id_kelompok: 4, nama_kelompok: 'Pemula', usia_min: 15, usia_max: 17 }]);
    const bad = await get('/api/kelas/kelompok-usia?cabang=SILAT');
    expect([bad.status, bad.body.message]).toEqual([400, 'Cabang harus KYORUGI atau POOMSAE']);
  });

  it('weight classes by kelompokId and jenis_kelamin, lightest first; poomsae classes', async () => {
    const res = await get('/api/kelas/berat?kelompokId=3&jenis_kelamin=LAKI_LAKI');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toMatchObject({
      nama_kelas: 'Under 33 kg',
      batas_min: 0,
      batas_max: 33,
      jenis_kelamin: 'LAKI_LAKI',
      id_kelompok: 3,
    });
    expect(res.body.data.at(-1).nama_kelas).toBe('Over 65 kg');
    expect(res.body.data.every((k: { id_kelas_berat: number }) => typeof k.id_kelas_berat === 'number')).toBe(true);
    const putri = await get('/api/kelas/berat?kelompokId=3&jenis_kelamin=perempuan');
    expect(putri.body.data[0].nama_kelas).toBe('Under 29 kg');
    expect((await get('/api/kelas/berat')).body.data.length).toBeGreaterThan(80);
    for (const q of ['kelompokId=abc', 'kelompokId=0', 'jenis_kelamin=X']) expect((await get(`/api/kelas/berat?${q}`)).status).toBe(400);
    const poomsae = await get('/api/kelas/poomsae?kelompokId=3');
    expect(poomsae.body.data.map((p: { nama_kelas: string }) => p.nama_kelas)).toEqual(['Individu', 'Berpasangan', 'Beregu']);
  });
});

describe('championship classes of a competition', () => {
  it('GET /api/kelas/kejuaraan/:kompetisiId lists every class with its joins; 404 unknown', async () => {
    const w = await dunia(t);
    const res = await get(`/api/kelas/kejuaraan/${w.a.id_kompetisi}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(100);
    expect(res.body.data.every((k: { id_kompetisi: number }) => k.id_kompetisi === w.a.id_kompetisi)).toBe(true);
    expect((await get('/api/kelas/kejuaraan/424242')).status).toBe(404);
  });

  it('POST /api/kelas/kejuaraan/:kompetisiId/filter: the wizard choices → id_kelas_kejuaraan; open choices list candidates', async () => {
    const w = await dunia(t);
    const post = (json: unknown, id = w.a.id_kompetisi) => t.api('POST', `/api/kelas/kejuaraan/${id}/filter`, { json });
    const weight = (await get('/api/kelas/berat?kelompokId=3&jenis_kelamin=LAKI_LAKI')).body.data.find(
      (k: { nama_kelas: string }) => k.nama_kelas === 'Under 45 kg',
    ).id_kelas_berat;
    const one = await post({ styleType: 'KYORUGI', categoryType: 'prestasi', gender: 'LAKI_LAKI', kelompokId: 3, kelasBeratId: weight });
    expect(one.status).toBe(200);
    expect(one.body.data.id_kelas_kejuaraan).toBe(await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45));
    expect(one.body.data.kandidat).toHaveLength(1);
    const pemula = await post({ styleType: 'KYORUGI', categoryType: 'pemula', gender: 'PEREMPUAN' });
    expect(pemula.body.data.kandidat.length).toBeGreaterThan(10);
    const missing = await post({ categoryType: 'prestasi' });
    expect([missing.status, missing.body.message]).toEqual([400, 'Anda harus memilih style dan kategori terlebih dahulu!']);
    const none = await post({ styleType: 'KYORUGI', categoryType: 'prestasi', kelompokId: 1 });
    expect([none.status, none.body.message]).toEqual([404, 'Kelas kejuaraan tidak ditemukan']);
    const empty = await makeKompetisi(t.db);
    expect((await post({ styleType: 'POOMSAE', categoryType: 'pemula' }, empty.id_kompetisi)).status).toBe(404);
  });
});

describe('POST /api/atlet/eligible', () => {
  it('the own dojang athletes that fit the class and are not entered yet, in the spec option shape', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const fits = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Cocok', tinggi_badan: 151, provinsi: 'Jambi', belt: 'hijau' });
    await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Terlalu Berat', berat_badan: 45.5 });
    await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Terlalu Tua', tanggal_lahir: `${tahunKompetisi() - 18}-01-01` });
    const entered = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Sudah Daftar' });
    await t.db.insert(pesertaKompetisi).values({ id_atlet: entered.id_atlet, id_kelas_kejuaraan: kelas });
    await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Dojang Lain' });
    const res = await t.api('POST', '/api/atlet/eligible', {
      token: w.token.pelatih,
      json: { kelasId: kelas, dojangId: w.pelatih.id_dojang, gender: 'LAKI_LAKI', kelompokUsiaId: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: fits.id_atlet,
        nama: 'Cocok',
        bb: 43,
        tb: 151,
        provinsi: 'Jambi',
        belt: 'hijau',
        id_atlet: fits.id_atlet,
        nama_atlet: 'Cocok',
        jenis_kelamin: 'LAKI_LAKI',
        tanggal_lahir: fits.tanggal_lahir,
        kewarganegaraan: 'WNI',
      },
    ]);
  });

  it('roles: none 401; a coach naming another dojang 403; ADMIN names a dojang; ADMIN_KOMPETISI only its own competition', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
    await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Eko' });
    const post = (token: string, json: unknown) => t.api('POST', '/api/atlet/eligible', { token, json });
    expect((await post('', { kelasId: kelas })).status).toBe(401);
    expect((await post(w.token.pelatih, { kelasId: kelas, dojangId: w.lain.id_dojang })).status).toBe(403);
    expect((await post(w.token.lain, { kelasId: kelas })).body.data.map((a: { nama: string }) => a.nama)).toEqual(['Eko']);
    expect((await post(w.token.admin, { kelasId: kelas, dojangId: w.lain.id_dojang })).body.data).toHaveLength(1);
    const noDojang = await post(w.token.admin, { kelasId: kelas });
    expect([noDojang.status, noDojang.body.message]).toEqual([400, 'ID dojang tidak valid']);
    expect((await post(w.token.panitiaA, { kelasId: kelas, dojangId: w.lain.id_dojang })).status).toBe(200);
    expect((await post(w.token.panitiaB, { kelasId: kelas, dojangId: w.lain.id_dojang })).status).toBe(403);
    const missing = await post(w.token.pelatih, {});
    expect([missing.status, missing.body.message]).toEqual([400, 'Kelas kejuaraan tidak ditemukan']);
    expect((await post(w.token.pelatih, { kelasId: 999_999 })).status).toBe(404);
  });
});
