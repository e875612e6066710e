import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/server/http/read-cache';
import { bersama } from '../../src/server/statistik/bersama';
import { cadet, dunia, kelasId, KYORUGI_CADET_45 } from './helpers/peserta';
import { useTestServer } from './helpers/server';

/** With the app's read cache on (PGlite as `npm start` runs it), a write through the API shows at once. */
const t = useTestServer({ readCache: new ReadCache(true) });

describe('statistics with the read cache on', () => {
  it('an entry registered and approved through the API is counted by the next read', async () => {
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const read = async () => ({
      admin: (await t.api('GET', '/api/admin/stats', { token: w.token.admin })).body.data,
      kompetisi: (await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/statistik`, { token: w.token.panitiaA })).body.data,
    });
    const before = await read();
    expect(before.admin.pendingRincian.peserta).toBe(0);
    expect(before.kompetisi.entri.total).toBe(0);

    const reg = await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, {
      token: w.token.pelatih,
      json: { atlitId: a.id_atlet, kelasKejuaraanId: kelas },
    });
    expect(reg.status).toBe(201);
    const mid = await read();
    expect(mid.admin.pendingRincian.peserta).toBe(1);
    expect(mid.admin.recentActivity[0].action).toBe('DAFTAR_PESERTA');
    expect(mid.kompetisi.entri).toMatchObject({ total: 1, PENDING: 1 });

    const id = reg.body.data.id_peserta_kompetisi as number;
    const ok = await t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${id}/status`, {
      token: w.token.admin,
      json: { status: 'APPROVED' },
    });
    expect(ok.status).toBe(200);
    const after = await read();
    expect(after.admin.pendingRincian.peserta).toBe(0);
    expect(after.admin.validasi.peserta).toEqual({ APPROVED: 1, PENDING: 0, REJECTED: 0 });
    expect(after.admin.keputusanTerkini[0]).toMatchObject({ objek: 'Peserta', keputusan: 'Disetujui' });
    expect(after.kompetisi.entri).toMatchObject({ total: 1, APPROVED: 1 });
    // Same read again: the cached answer, identical.
    expect((await read()).admin).toEqual(after.admin);
  });
});

describe('bersama (the read cache off: PostgreSQL)', () => {
  it('reads of the same moment share one count; the next read counts again; a failure is not kept', async () => {
    const db = {};
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return loads;
    };
    const [a, b, c] = await Promise.all([bersama(db, 'k', load), bersama(db, 'k', load), bersama(db, 'k', load)]);
    expect([a, b, c, loads]).toEqual([1, 1, 1, 1]);
    expect(await bersama(db, 'k', load)).toBe(2);
    expect(await bersama({}, 'k', load)).toBe(3); // another database never shares
    await expect(
      bersama(db, 'x', async () => {
        throw new Error('gagal');
      }),
    ).rejects.toThrow('gagal');
    expect(await bersama(db, 'x', async () => 'lagi')).toBe('lagi');
  });
});
