import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rekapMedaliSchema } from '../../src/domain/schemas/bagan';
import { KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { dunia, hasil, kelasDenganPeserta, matchesOf, siapMain, simpan, undi } from './bagan-fixtures';

const t = useTestServer();

describe('classes of 2 and 3 entries (issue 17 point 9): drawn through the API, played, medals as for larger classes', () => {
  it('2 entries make a final (gold + silver), 3 a semi-final with one bye and a final (gold, silver, one bronze); the tally is sementara until both are decided', async () => {
    const w = await dunia(t);
    const dua = await kelasDenganPeserta(t, w, 2, { awalan: 'Dua' });
    const tiga = await kelasDenganPeserta(t, w, 3, { kelas: KYORUGI_CADET_49, awalan: 'Tiga' });
    const medali = async () =>
      v.parse(rekapMedaliSchema, (await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/medali`, { token: w.token.panitiaA })).body.data);

    // Not drawn yet: both classes can be held, so nothing is final (the public read carries the same flags).
    const publik = await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/medali`);
    expect(publik.body.data).toMatchObject({ kelas_total: 0, final: false, juara_umum_final: { prestasi: false, pemula: true } });

    const sDua = await simpan(t, w.token.panitiaA, undi(dua.id_kelas, dua.entri).body);
    expect(sDua.status).toBe(201);
    expect(sDua.body.data.bagan).toMatchObject({ ukuran: 2, jumlah_ronde: 1 });
    expect(sDua.body.data.match_total).toBe(1);
    const sTiga = await simpan(t, w.token.panitiaA, undi(tiga.id_kelas, tiga.entri).body);
    expect(sTiga.status).toBe(201);
    expect(sTiga.body.data.bagan).toMatchObject({ ukuran: 4, jumlah_ronde: 2 });
    // One real semi-final, one free draw already won, and the final: two matches to play.
    expect(sTiga.body.data.match_total).toBe(2);
    const byes = matchesOf(sTiga.body.data).filter((m) => m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null));
    expect(byes).toHaveLength(1);

    // The final of the 2-entry class: corner R wins 4–9.
    const final2 = siapMain(matchesOf(sDua.body.data))!;
    const r2 = await hasil(t, w.token.panitiaA, final2.id_match, { skor_a: 4, skor_b: 9, versi: final2.versi });
    expect([r2.status, r2.body.data.bracket_status]).toEqual([200, 'completed']);
    expect(await medali()).toMatchObject({ kelas_selesai: 1, kelas_total: 2, final: false, juara_umum_final: { prestasi: false } });

    // The 3-entry class: the semi-final (B wins), then the final (B wins).
    const semi = siapMain(matchesOf(sTiga.body.data))!;
    expect(semi.ronde).toBe(1);
    const r3a = await hasil(t, w.token.panitiaA, semi.id_match, { skor_a: 12, skor_b: 2, versi: semi.versi });
    const final3 = siapMain(matchesOf(r3a.body.data))!;
    expect(final3.ronde).toBe(2);
    const r3b = await hasil(t, w.token.panitiaA, final3.id_match, { skor_a: 6, skor_b: 5, versi: final3.versi });
    expect([r3b.status, r3b.body.data.bracket_status]).toEqual([200, 'completed']);

    const dojangOf = (entri: typeof dua.entri, id: number | null) => entri.find((e) => e.id === id)!.id_dojang;
    const tally = new Map<number, [number, number, number]>();
    const add = (id_dojang: number, i: 0 | 1 | 2) => {
      const row = tally.get(id_dojang) ?? [0, 0, 0];
      row[i] += 1;
      tally.set(id_dojang, row);
    };
    add(dojangOf(dua.entri, final2.id_peserta_b), 0);
    add(dojangOf(dua.entri, final2.id_peserta_a), 1);
    add(dojangOf(tiga.entri, final3.id_peserta_a), 0);
    add(dojangOf(tiga.entri, final3.id_peserta_b), 1);
    add(dojangOf(tiga.entri, semi.id_peserta_b), 2);

    const data = await medali();
    expect(data).toMatchObject({ kelas_selesai: 2, kelas_total: 2, final: true, juara_umum_final: { prestasi: true, pemula: true } });
    expect(new Map(data.semua.map((b) => [b.id_dojang, [b.emas, b.perak, b.perunggu]]))).toEqual(tally);
    // 2 + 3 medals: gold and silver, then gold, silver and one bronze.
    expect(data.semua.reduce((n, b) => [n[0] + b.emas, n[1] + b.perak, n[2] + b.perunggu], [0, 0, 0])).toEqual([2, 2, 1]);

    // Another class reaches 2 approved entries: it can be held, so the standings are provisional again.
    await kelasDenganPeserta(t, w, 2, { kelas: POOMSAE_CADET_INDIVIDU, awalan: 'Poomsae' });
    expect(await medali()).toMatchObject({ final: false, juara_umum_final: { prestasi: false, pemula: true } });
  });

  it('a class of 1 stays undrawable', async () => {
    const w = await dunia(t);
    const satu = await kelasDenganPeserta(t, w, 1, { awalan: 'Satu' });
    const body = {
      id_kelas_kejuaraan: satu.id_kelas,
      participants: [satu.entri[0].id],
      seed: null,
      matches: [
        { id_match: '00000000-0000-4000-8000-000000000001', ronde: 1, posisi: 1, id_peserta_a: satu.entri[0].id, id_peserta_b: null },
      ],
    };
    const res = await simpan(t, w.token.panitiaA, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ participants: 'Daftar peserta bagan tidak valid' });
    // Padding the list with an entry of another class is refused as not this class's approved entries.
    const lain = await kelasDenganPeserta(t, w, 1, { kelas: KYORUGI_CADET_49, awalan: 'Lain' });
    const dua = undi(satu.id_kelas, [...satu.entri, ...lain.entri]).body;
    const tolak = await simpan(t, w.token.panitiaA, dua);
    expect(tolak.status).toBe(422);
    expect(tolak.body.message).toMatch(/bukan peserta kelas ini/);
  });
});
