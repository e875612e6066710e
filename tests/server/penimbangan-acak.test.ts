import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { undiTimbangAcak } from '../../src/domain/penimbangan';
import { undianTimbangAcak } from '../../src/server/db/schema';
import { aturTimbang, kodeOf, meja, percobaan, putuskan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('progress, the random weigh-in draw and the official sheet', () => {
  it('progress counts weighed / failed / not yet for the competition, per class and per dojang', async () => {
    const { w, mejaA1, entri, id_kelas } = await meja(t, 4);
    const A = w.a.id_kompetisi;
    await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 44_000));
    await timbang(t, mejaA1.token, A, percobaan(entri[1].id, 46_000));
    const res = await t.api('GET', `/api/kompetisi/${A}/penimbangan/progres`, { token: mejaA1.token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toEqual({ jumlah: 4, lolos: 1, gagal: 1, belum: 2 });
    expect(res.body.data.per_kelas).toEqual([
      { id_kelas_kejuaraan: id_kelas, kelas_label: 'Kyorugi prestasi Cadet Putra Under 45 kg', jumlah: 4, lolos: 1, gagal: 1, belum: 2 },
    ]);
    const dojang = res.body.data.per_dojang.find((d: { id_dojang: number }) => d.id_dojang === entri[0].id_dojang);
    expect(dojang).toMatchObject({ jumlah: 2, lolos: 1, gagal: 0, belum: 1 });
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan/progres`, { token: w.token.pelatih })).status).toBe(403);
  });

  it('a day is drawn once with a seed: the same seed draws the same athletes; only entries that passed are drawn', async () => {
    const { w, mejaA1, entri } = await meja(t, 6);
    const A = w.a.id_kompetisi;
    const url = `/api/kompetisi/${A}/penimbangan/acak`;
    const kosong = await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '2026-11-22', persen: 50, seed: 'hari-1' } });
    expect(kosong.status).toBe(422);
    expect(kodeOf(kosong)).toBe('tidak_ada_peserta');
    for (const e of entri.slice(0, 5)) await timbang(t, mejaA1.token, A, percobaan(e.id, 44_000));
    await timbang(t, mejaA1.token, A, percobaan(entri[5].id, 46_000));
    expect((await t.api('POST', url, { token: mejaA1.token, json: { tanggal: '2026-11-22', persen: 50 } })).status).toBe(403);
    expect((await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '22-11-2026', persen: 50 } })).body.message).toBe(
      'Tanggal tidak valid (format YYYY-MM-DD)',
    );
    expect((await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '2026-11-22', persen: 0 } })).status).toBe(400);

    await aturTimbang(t.db, A, { timbang_acak_toleransi_persen: 3 });
    const res = await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '2026-11-22', persen: 50, seed: 'hari-1' } });
    expect(res.status).toBe(201);
    const lolos = entri.slice(0, 5).map((e) => e.id);
    const ids = res.body.data.peserta.map((p: { id_peserta_kompetisi: number }) => p.id_peserta_kompetisi);
    expect(ids).toEqual(undiTimbangAcak(lolos, 50, 'hari-1'));
    expect(ids).toHaveLength(3);
    expect(res.body.data).toMatchObject({ tanggal: '2026-11-22', seed: 'hari-1', persen: 50, toleransi_persen: 3 });
    const lagi = await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '2026-11-22', persen: 50, seed: 'lain' } });
    expect(lagi.status).toBe(409);
    expect(lagi.body.data).toEqual(res.body.data);
    // The same seed on another day draws the same athletes from the same pool.
    const besok = await t.api('POST', url, { token: w.token.panitiaA, json: { tanggal: '2026-11-23', persen: 50, seed: 'hari-1' } });
    expect(besok.body.data.peserta).toEqual(res.body.data.peserta);
    const baca = await t.api('GET', `${url}?tanggal=2026-11-22`, { token: mejaA1.token });
    expect(baca.body.data).toEqual([res.body.data]);
    expect((await t.api('GET', url, { token: mejaA1.token })).body.data.map((u: { tanggal: string }) => u.tanggal)).toEqual([
      '2026-11-23',
      '2026-11-22',
    ]);
    expect(await t.db.select().from(undianTimbangAcak)).toHaveLength(2);
  });

  it('the official sheet is a PDF per class with weights, verdicts, decisions and signature lines', async () => {
    const { w, mejaA1, entri, id_kelas } = await meja(t, 2);
    const A = w.a.id_kompetisi;
    await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_600, 30));
    const e = (await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_400, 5))).body.data.entri;
    await putuskan(t, w.token.panitiaA, A, entri[0].id, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: e.versi });
    await timbang(t, mejaA1.token, A, percobaan(entri[1].id, 44_000));
    const res = await t.fetch(`/api/kompetisi/${A}/penimbangan/lembar?kelas=${id_kelas}`, {
      headers: { authorization: `Bearer ${mejaA1.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const s of [
      'LEMBAR PENIMBANGAN RESMI',
      'Kejuaraan A',
      'Kyorugi prestasi Cadet Putra Under 45 kg',
      'Batas: lebih dari 41 kg sampai 45 kg',
      'Atlet 1',
      '45,6 kg gagal',
      '45,4 kg gagal',
      'DSQ',
      'Atlet 2',
      '44 kg lolos',
      'LOLOS',
      'Petugas Penimbangan',
      'Ketua Pertandingan',
    ]) {
      expect(text, s).toContain(s);
    }
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan/lembar?kelas=99999`, { token: mejaA1.token })).status).toBe(404);
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan/lembar`, { token: w.token.pelatih })).status).toBe(403);
  });
});
