import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU, dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { kelasDenganPeserta, simpan, undi } from './bagan-fixtures';

const t = useTestServer();

describe("POST /kompetisi/:id/jadwal/susun-otomatis: the arrangement's clashes and rest breaches, named", () => {
  it('names the athlete on two mats at once when no arrangement avoids it, and avoids it once one does', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const tok = w.token.panitiaA;
    const post = (p: string, json: unknown) => t.api('POST', `/api/kompetisi/${A}${p}`, { token: tok, json });
    // 'Atlet 1' fights in a Kyorugi class and a Poomsae class.
    const ky = await kelasDenganPeserta(t, w, 2);
    const po = await kelasDenganPeserta(t, w, 1, { kelas: POOMSAE_CADET_INDIVIDU, awalan: 'Poomsae' });
    const [satu] = await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, ky.entri[0].id));
    const [ganda] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: satu.id_atlet, id_kelas_kejuaraan: po.id_kelas, status: 'APPROVED' })
      .returning();
    po.entri.push({ id: ganda.id_peserta_kompetisi, nama: 'Atlet 1', id_dojang: ky.entri[0].id_dojang });
    for (const k of [ky, po]) expect((await simpan(t, tok, undi(k.id_kelas, k.entri).body)).status).toBe(201);
    const id_hari = (await post('/hari', { tanggal: w.a.tanggal_mulai })).body.data.hari[0].id_hari as number;
    expect((await post('/lapangan', { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' })).status).toBe(201);
    expect((await post('/lapangan', { id_hari, nama: 'Lapangan B', mulai: '08:00', cabang: 'POOMSAE' })).status).toBe(201);

    // One bout each, both courts from 08:00: they must overlap (the Poomsae bout's 4 minutes).
    const r1 = await post('/jadwal/susun-otomatis', { id_hari });
    expect(r1.status).toBe(200);
    expect(r1.body.message).toBe(
      'Jadwal disusun otomatis. Tidak ada susunan tanpa bentrok: 1 atlet masih bertanding di dua lapangan sekaligus (susunan paling ringan)',
    );
    const s1 = r1.body.data.susun;
    expect(s1).toMatchObject({ id_hari, tuntas: true, istirahat_minimal: 3 });
    expect(s1.bentrok).toEqual([
      {
        atlet: ['Atlet 1'],
        partai_a: 'A-1',
        partai_b: 'B-1',
        kelas_a: expect.stringContaining('Kyorugi'),
        kelas_b: expect.stringContaining('Poomsae'),
        menit: 4,
      },
    ]);
    expect(s1.selesai.map((x: { nama: string; selesai: string }) => x.nama)).toEqual(['Lapangan A', 'Lapangan B']);
    expect(r1.body.data.bentrok).toHaveLength(1);

    // A second Kyorugi class lets court A fight it first: Atlet 1's Kyorugi bout starts after the Poomsae bout ended.
    const ky2 = await kelasDenganPeserta(t, w, 2, { kelas: KYORUGI_CADET_49, awalan: 'B' });
    expect((await simpan(t, tok, undi(ky2.id_kelas, ky2.entri).body)).status).toBe(201);
    const r2 = await post('/jadwal/susun-otomatis', { id_hari });
    expect(r2.status).toBe(200);
    expect(r2.body.message).toBe('Jadwal disusun otomatis');
    expect(r2.body.data.susun.bentrok).toEqual([]);
    expect(r2.body.data.bentrok).toEqual([]);
    const diA = r2.body.data.kelas
      .filter((k: { id_lapangan: number | null }) => k.id_lapangan === r2.body.data.hari[0].lapangan[0].id_lapangan)
      .map((k: { id_kelas_kejuaraan: number }) => k.id_kelas_kejuaraan);
    expect(diA).toEqual([ky2.id_kelas, ky.id_kelas]);
    // The read of the schedule agrees.
    expect((await t.api('GET', `/api/kompetisi/${A}/jadwal`, { token: tok })).body.data.bentrok).toEqual([]);
  });

  it("names a final that cannot rest, by the bout whose winner it waits for, in the numbers 'Nomori partai' then gives", async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const tok = w.token.panitiaA;
    const post = (p: string, json: unknown) => t.api('POST', `/api/kompetisi/${A}${p}`, { token: tok, json });
    const ky = await kelasDenganPeserta(t, w, 4);
    expect((await simpan(t, tok, undi(ky.id_kelas, ky.entri).body)).status).toBe(201);
    const id_hari = (await post('/hari', { tanggal: w.a.tanggal_mulai })).body.data.hari[0].id_hari as number;
    await post('/lapangan', { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'SEMUA' });
    const r = await post('/jadwal/susun-otomatis', { id_hari });
    expect(r.status).toBe(200);
    // Semi-finals, the final A-3: 1 and 0 bouts of rest where 3 are asked.
    expect(r.body.data.susun.pelanggaran_istirahat).toEqual([
      { atlet: expect.any(Array), pemenang_dari: 'A-1', partai_a: 'A-1', partai_b: 'A-3', partai: 1, menit: 6 },
      { atlet: expect.any(Array), pemenang_dari: 'A-2', partai_a: 'A-2', partai_b: 'A-3', partai: 0, menit: 0 },
    ]);
    expect((await post('/jadwal/nomor', { id_hari })).body.message).toBe('3 partai diberi nomor');
  });
});
