import { describe, expect, it } from 'vitest';
import { kategoriUmur, todayWib } from '../../src/domain/atlet/umur';
import { atlet } from '../../src/server/db/schema';
import { enter, kelasIn } from './helpers/atlet';
import { dunia, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const NAMA = ['Ani', 'Budi', 'Citra', 'Dani', 'Eka', 'Fajar', 'Gita', 'Hana', 'Indra', 'Joko', 'Kania', 'Lukman'];
const YEAR = Number(todayWib().slice(0, 4));

interface Row {
  id_atlet: number;
  nama_atlet: string;
  jenis_kelamin: 'LAKI_LAKI' | 'PEREMPUAN';
  tanggal_lahir: string;
  id_dojang: number;
}

/** 230 athletes: 200 of the coach's dojang, 30 of the other; names repeat (ids break the ties); ages 4..40. */
async function banyak(w: Dunia): Promise<Row[]> {
  const values = Array.from({ length: 230 }, (_, i) => ({
    nama_atlet: `${NAMA[i % NAMA.length]} ${String.fromCharCode(65 + (i % 7))}`,
    jenis_kelamin: (i % 3 === 0 ? 'PEREMPUAN' : 'LAKI_LAKI') as Row['jenis_kelamin'],
    tanggal_lahir: `${YEAR - 4 - (i % 37)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    id_dojang: i < 200 ? w.pelatih.id_dojang : w.lain.id_dojang,
  }));
  return t.db.insert(atlet).values(values).returning({
    id_atlet: atlet.id_atlet,
    nama_atlet: atlet.nama_atlet,
    jenis_kelamin: atlet.jenis_kelamin,
    tanggal_lahir: atlet.tanggal_lahir,
    id_dojang: atlet.id_dojang,
  });
}

/** What the server should answer: the same filter in JS, by name then id (the C collation of both engines). */
function expected(rows: readonly Row[], f: { search?: string; jk?: string; kategori?: number } = {}) {
  return rows
    .filter((r) => !f.search || r.nama_atlet.toLowerCase().includes(f.search.toLowerCase()))
    .filter((r) => !f.jk || r.jenis_kelamin === f.jk)
    .filter((r) => f.kategori === undefined || kategoriUmur(r.tanggal_lahir)?.id === f.kategori)
    .sort((a, b) => (a.nama_atlet < b.nama_atlet ? -1 : a.nama_atlet > b.nama_atlet ? 1 : a.id_atlet - b.id_atlet))
    .map((r) => r.id_atlet);
}

const get = (token: string, q: string) => t.api('GET', `/api/atlet?${q}`, { token });
const ids = (res: { body: { data?: { id_atlet: number }[] } }) => res.body.data?.map((a) => a.id_atlet);

describe("GET /api/atlet?page= (the admin's Data Atlet)", () => {
  it('100 per page by name, with meta counted on the server; pages past the end are empty with the right total', async () => {
    const w = await dunia(t);
    const rows = await banyak(w);
    const all = expected(rows);
    const p1 = await get(w.token.admin, 'page=1');
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ page: 1, limit: 100, total: 230, totalPages: 3 });
    expect(ids(p1)).toEqual(all.slice(0, 100));
    expect(Object.keys(p1.body.data[0]).sort()).toEqual([
      'dojang',
      'id_atlet',
      'jenis_kelamin',
      'kewarganegaraan',
      'nama_atlet',
      'tanggal_lahir',
      'umur',
    ]);
    expect(p1.body.data[0]).toMatchObject({ umur: expect.any(Number), dojang: { nama_dojang: expect.any(String) } });
    expect(ids(await get(w.token.admin, 'page=3'))).toEqual(all.slice(200));
    expect(ids(await get(w.token.admin, 'page=2&limit=25'))).toEqual(all.slice(25, 50));
    // Pages in the second half are read from the end of the name order: the same rows.
    for (const [page, limit] of [
      [5, 25],
      [7, 25],
      [10, 25],
      [5, 46],
      [6, 46],
      [2, 90],
      [3, 90],
      [115, 2],
      [116, 2],
    ]) {
      expect([page, limit, ids(await get(w.token.admin, `page=${page}&limit=${limit}`))]).toEqual([
        page,
        limit,
        all.slice((page - 1) * limit, page * limit),
      ]);
    }
    const past = await get(w.token.admin, 'page=9');
    expect([past.body.data, past.body.meta]).toEqual([[], { page: 9, limit: 100, total: 230, totalPages: 3 }]);
    const pastSearch = await get(w.token.admin, 'page=9&search=an');
    expect([pastSearch.body.data, pastSearch.body.meta.total]).toEqual([[], expected(rows, { search: 'an' }).length]);
    // Without page: the plain list the coach screens read, unchanged.
    const plain = await t.api('GET', '/api/atlet', { token: w.token.admin });
    expect([Array.isArray(plain.body.data), plain.body.data.length, plain.body.meta]).toEqual([true, 230, undefined]);
  });

  it('search by name, gender and age category (birth year), alone and together, against the counted rows', async () => {
    const w = await dunia(t);
    const rows = await banyak(w);
    const cases: [string, Parameters<typeof expected>[1]][] = [
      ['search=an', { search: 'an' }],
      ['search=%20GITA%20', { search: 'gita' }],
      ['jenis_kelamin=PEREMPUAN', { jk: 'PEREMPUAN' }],
      ['jenis_kelamin=laki_laki', { jk: 'LAKI_LAKI' }],
      ['kategori_umur=1', { kategori: 1 }],
      ['kategori_umur=3', { kategori: 3 }],
      ['kategori_umur=5', { kategori: 5 }],
      ['search=a&jenis_kelamin=PEREMPUAN&kategori_umur=4', { search: 'a', jk: 'PEREMPUAN', kategori: 4 }],
      ['jenis_kelamin=SEMUA&kategori_umur=', {}],
      ['search=%25', { search: '%' }],
    ];
    for (const [q, f] of cases) {
      const want = expected(rows, f);
      const res = await get(w.token.admin, `page=1&limit=100&${q}`);
      expect([q, res.body.meta.total]).toEqual([q, want.length]);
      expect(ids(res)).toEqual(want.slice(0, 100));
    }
    // Nobody born in the year that makes them 4 belongs to a group; the groups together cover the rest.
    const groups = await Promise.all(
      [1, 2, 3, 4, 5].map(async (k) => (await get(w.token.admin, `page=1&kategori_umur=${k}`)).body.meta.total),
    );
    expect(groups.reduce((s, n) => s + n, 0)).toBe(rows.filter((r) => kategoriUmur(r.tanggal_lahir) !== null).length);
  });

  it('bad query values: 400 with an Indonesian message', async () => {
    const w = await dunia(t);
    const cases: [string, string][] = [
      ['page=0', 'Halaman tidak valid'],
      ['page=abc', 'Halaman tidak valid'],
      ['page=1&limit=101', 'Jumlah data per halaman harus antara 1 dan 100'],
      ['page=1&jenis_kelamin=X', 'Jenis kelamin harus LAKI_LAKI atau PEREMPUAN'],
      ['page=1&kategori_umur=9', 'Kategori umur tidak valid'],
      [`page=1&search=${'a'.repeat(101)}`, 'Kata pencarian terlalu panjang (maksimal 100 karakter)'],
    ];
    for (const [q, message] of cases) {
      const res = await get(w.token.admin, q);
      expect([q, res.status, res.body.message]).toEqual([q, 400, message]);
    }
  });

  it('roles: none 401; a coach pages the own dojang; ADMIN_KOMPETISI its entrants only; ADMIN everyone', async () => {
    const w = await dunia(t);
    const rows = await banyak(w);
    const entrants = rows.filter((r) => r.id_dojang === w.lain.id_dojang).slice(0, 3);
    const kelas = await kelasIn(t.db, w.a.id_kompetisi);
    for (const r of entrants) await enter(t.db, kelas, r.id_atlet);
    expect((await t.api('GET', '/api/atlet?page=1')).status).toBe(401);
    const coach = await get(w.token.pelatih, 'page=2');
    expect(coach.body.meta).toEqual({ page: 2, limit: 100, total: 200, totalPages: 2 });
    expect(ids(coach)).toEqual(expected(rows.filter((r) => r.id_dojang === w.pelatih.id_dojang)).slice(100));
    const lain = await get(w.token.lain, 'page=1&jenis_kelamin=PEREMPUAN');
    expect(ids(lain)).toEqual(
      expected(
        rows.filter((r) => r.id_dojang === w.lain.id_dojang),
        { jk: 'PEREMPUAN' },
      ),
    );
    expect(ids(await get(w.token.panitiaA, 'page=1'))).toEqual(expected(entrants));
    expect((await get(w.token.panitiaB, 'page=1')).body.meta.total).toBe(0);
    expect((await get(w.token.admin, 'page=1')).body.meta.total).toBe(230);
  });
});
