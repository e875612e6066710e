import { describe, expect, it } from 'vitest';
import { cast, kelasBaru } from './admin-dojang-fixtures';
import { enter, insertAtlet } from './helpers/atlet';
import { makeDojang } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('GET /api/kompetisi/:id/dojang (the competition admin list)', () => {
  it('only dojangs with entries in this competition; athletes entered here counted once each, team members included', async () => {
    const w = await cast(t);
    const elang = await makeDojang(t.db, { nama_dojang: 'Dojang Elang', provinsi: 'Bali', status: 'APPROVED' });
    const harimau = await makeDojang(t.db, { nama_dojang: 'Dojang Harimau' });
    await makeDojang(t.db, { nama_dojang: 'Dojang Kosong' });
    const [e1, e2, e3] = [
      await insertAtlet(t.db, elang.id_dojang),
      await insertAtlet(t.db, elang.id_dojang),
      await insertAtlet(t.db, elang.id_dojang),
    ];
    await insertAtlet(t.db, elang.id_dojang); // never entered
    const h1 = await insertAtlet(t.db, harimau.id_dojang);
    const [k1, k2] = [await kelasBaru(t.db, w.a.id_kompetisi), await kelasBaru(t.db, w.a.id_kompetisi)];
    await enter(t.db, k1, e1.id_atlet);
    await enter(t.db, k2, e1.id_atlet); // the same athlete twice
    await enter(t.db, k2, e2.id_atlet, [e3.id_atlet]); // a team
    await enter(t.db, await kelasBaru(t.db, w.b.id_kompetisi), h1.id_atlet); // only in B
    const res = await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/dojang`, { token: w.token.panitiaA });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id_dojang: elang.id_dojang,
        nama_dojang: 'Dojang Elang',
        provinsi: 'Bali',
        jumlah_atlet: 3,
        jumlah_entri: 3,
        status: 'APPROVED',
      }),
    ]);
    const b = await t.api('GET', `/api/kompetisi/${w.b.id_kompetisi}/dojang`, { token: w.token.panitiaB });
    expect(b.body.data.map((d: { nama_dojang: string; jumlah_atlet: number }) => [d.nama_dojang, d.jumlah_atlet])).toEqual([
      ['Dojang Harimau', 1],
    ]);
  });

  it('pages of 20 and search, against counted rows; bad queries are 400', async () => {
    const w = await cast(t);
    const kelas = await kelasBaru(t.db, w.a.id_kompetisi);
    for (let i = 0; i < 23; i++) {
      const d = await makeDojang(t.db, {
        nama_dojang: `Dojang ${String(i).padStart(2, '0')}`,
        kota: i < 4 ? 'Kota Prabumulih' : 'Kota Lain',
      });
      await enter(t.db, kelas, (await insertAtlet(t.db, d.id_dojang)).id_atlet);
    }
    const p = `/api/kompetisi/${w.a.id_kompetisi}/dojang`;
    const p1 = await t.api('GET', p, { token: w.token.panitiaA });
    expect(p1.body.meta).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(p1.body.data[0].nama_dojang).toBe('Dojang 00');
    expect((await t.api('GET', `${p}?page=2`, { token: w.token.panitiaA })).body.data).toHaveLength(3);
    const past = await t.api('GET', `${p}?page=5`, { token: w.token.panitiaA });
    expect(past.body).toMatchObject({ data: [], meta: { total: 23, totalPages: 2 } });
    const cari = await t.api('GET', `${p}?search=prabumulih`, { token: w.token.panitiaA });
    expect(cari.body.meta.total).toBe(4);
    expect((await t.api('GET', `${p}?search=dojang 1`, { token: w.token.panitiaA })).body.meta.total).toBe(10);
    const bad = await t.api('GET', `${p}?limit=0`, { token: w.token.panitiaA });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Jumlah data per halaman harus antara 1 dan 100');
  });
});
