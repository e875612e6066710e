import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { POOMSAE_CADET_INDIVIDU, KYORUGI_CADET_49, dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { kelasDenganPeserta, simpan, undi } from './bagan-fixtures';
import { hariSiap } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer();

describe('days, courts and the order of play (/kompetisi/:id/hari, /lapangan, /jadwal)', () => {
  it('days within the competition, courts per day, susun otomatis over the drawn classes, numbers, the PDF; only the competition admin', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const tok = w.token.panitiaA;
    const kelas = [
      await kelasDenganPeserta(t, w, 6),
      await kelasDenganPeserta(t, w, 5, { kelas: KYORUGI_CADET_49, awalan: 'B' }),
      await kelasDenganPeserta(t, w, 3, { kelas: POOMSAE_CADET_INDIVIDU, awalan: 'P' }),
    ];
    for (const k of kelas) expect((await simpan(t, tok, undi(k.id_kelas, k.entri).body)).status).toBe(201);
    const post = (p: string, json: unknown, token = tok) => t.api('POST', `/api/kompetisi/${A}${p}`, { token, json });
    // Roles and scope.
    for (const [token, status] of [
      ['', 401],
      [w.token.pelatih, 403],
      [w.token.panitiaB, 403],
    ] as const) {
      expect((await post('/hari', { tanggal: w.a.tanggal_mulai }, token)).status).toBe(status);
    }
    const luar = await post('/hari', { tanggal: '2001-01-01' });
    expect([luar.status, kodeOf(luar), luar.body.message]).toEqual([
      422,
      'tanggal_luar',
      'Tanggal pertandingan harus di antara tanggal mulai dan selesai kompetisi',
    ]);
    expect((await post('/hari', { tanggal: '2026-02-30' })).body.message).toBe('Tanggal tidak valid (format YYYY-MM-DD)');
    const h1 = await post('/hari', { tanggal: w.a.tanggal_mulai });
    expect(h1.status).toBe(201);
    expect(kodeOf(await post('/hari', { tanggal: w.a.tanggal_mulai }))).toBe('tanggal_ada');
    const id_hari = h1.body.data.hari[0].id_hari;
    expect((await post('/lapangan', { id_hari, nama: 'Lapangan A', mulai: '8:00' })).body.message).toBe(
      'Jam mulai harus berformat JJ:MM (mis. 08:00)',
    );
    for (const nama of ['Lapangan A', 'Lapangan B', 'Lapangan C'])
      expect((await post('/lapangan', { id_hari, nama, mulai: '08:00' })).status).toBe(201);
    expect(kodeOf(await post('/lapangan', { id_hari, nama: 'Lapangan A' }))).toBe('lapangan_ada');

    const susun = await post('/jadwal/susun-otomatis', { id_hari });
    expect(susun.status).toBe(200);
    const j = susun.body.data;
    expect(j.kelas).toHaveLength(3);
    expect(new Set(j.kelas.map((k: { id_lapangan: number }) => k.id_lapangan)).size).toBe(3);
    expect(j.bentrok).toEqual([]);
    const nomor = await post('/jadwal/nomor', { id_hari });
    expect(nomor.body.message).toBe('11 partai diberi nomor'); // 5 + 4 + 2 bouts, byes without a number
    const la = j.hari[0].lapangan[0].id_lapangan;
    const pdf = await t.fetch(`/api/kompetisi/${A}/jadwal/pdf?id_lapangan=${la}`, { headers: { authorization: `Bearer ${tok}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // Every bout, numbered with its court's letter, with its round (the venue's Indonesian name) under the class and each corner's dojang under the
    // name (nothing cut off); an empty corner names the bout whose winner fills it.
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const dilapangan = j.kelas.filter((k: { id_lapangan: number }) => k.id_lapangan === la).length;
    expect(dilapangan).toBeGreaterThan(0);
    for (const baris of [
      'A-1 08:00 Kyorugi prestasi Cadet Putra Under 45 kg\nPerempat final\nAtlet 5\nDojang lain@uji.id\nAtlet 4\nDojang pelatih@uji.id',
      'A-5 08:24 Kyorugi prestasi Cadet Putra Under 45 kg\nFinal\nPemenang partai A-3 Pemenang partai A-4',
    ]) {
      expect(text).toContain(baris);
    }
    expect(
      (await t.fetch(`/api/kompetisi/${A}/jadwal/pdf?id_lapangan=${la}`, { headers: { authorization: `Bearer ${w.token.panitiaB}` } }))
        .status,
    ).toBe(403);
    // A Poomsae class may not go to a Kyorugi court.
    await t.api('PUT', `/api/kompetisi/${A}/lapangan/${la}`, { token: tok, json: { cabang: 'KYORUGI' } });
    const salah = await t.api('PUT', `/api/kompetisi/${A}/jadwal`, {
      token: tok,
      json: { kelas: [{ id_kelas_kejuaraan: kelas[2].id_kelas, id_lapangan: la, urutan: 1 }] },
    });
    expect([salah.status, kodeOf(salah), salah.body.message]).toEqual([
      422,
      'cabang_tidak_cocok',
      'Lapangan Lapangan A tidak menerima cabang kelas ini',
    ]);
    // Reordering one court's bouts before the day starts: every bout once.
    const baca = await t.api('GET', `/api/kompetisi/${A}/jadwal`, { token: tok });
    expect(baca.status).toBe(200);
    expect((await t.api('GET', `/api/kompetisi/${A}/jadwal`, { token: w.token.pelatih })).status).toBe(403);
    const salahUrut = await post('/jadwal/nomor', { id_hari, id_lapangan: la, urutan: ['00000000-0000-4000-8000-000000000000'] });
    expect(kodeOf(salahUrut)).toBe('urutan_tidak_sah');
    // A day not started yet goes with its courts and their schedule.
    expect((await t.api('DELETE', `/api/kompetisi/${A}/hari/${id_hari}`, { token: tok })).status).toBe(200);
    expect((await t.api('GET', `/api/kompetisi/${A}/hari`, { token: tok })).body.data).toEqual([]);
  });

  it("the coach sees its athletes' bouts with court, number, bouts ahead and ETA; nothing of other dojangs", async () => {
    const s = await hariSiap(t);
    const res = await t.api('GET', `/api/kompetisi/${s.A}/jadwal-saya`, { token: s.token.pelatih });
    expect(res.status).toBe(200);
    const partai = res.body.data.partai as Array<{
      sudut_saya: string[];
      nama_lapangan: string;
      nomor: number;
      eta: string;
      partai_lagi: number;
      sudut_a: { nama: string } | null;
      sudut_b: { nama: string } | null;
    }>;
    expect(partai.length).toBeGreaterThan(0);
    for (const p of partai) {
      expect(p.sudut_saya.length).toBeGreaterThan(0);
      // The dojang's corners in the one convention: B (biru) = sudut_a, R (merah) = sudut_b.
      for (const x of p.sudut_saya) expect(x === 'B' ? p.sudut_a : x === 'R' ? p.sudut_b : null).not.toBeNull();
      expect(['Lapangan A', 'Lapangan B']).toContain(p.nama_lapangan);
      expect(typeof p.partai_lagi).toBe('number');
    }
    expect((await t.api('GET', `/api/kompetisi/${s.A}/jadwal-saya`, { token: s.token.panitiaA })).status).toBe(403);
    expect((await t.api('GET', `/api/kompetisi/${s.A}/jadwal-saya`)).status).toBe(401);
  });
});
