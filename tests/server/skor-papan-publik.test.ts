import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';

const t = useTestServer({ feed: true });

/** A tablet whose clock is far from the server's (a year behind). */
const T0 = Date.now() - 365 * 24 * 3600_000;
const log = (isi: Record<string, unknown>[], awal = 1) =>
  isi.map((x, i) => ({ ...x, seq: awal + i, perangkat: 'konsol-1', id: `e${awal + i}`, waktu: T0 + (awal + i) * 1000 }));
const papan = (id: number) => t.api('GET', `/api/public/kompetisi/${id}/papan`);

describe('GET /public/kompetisi/:id/papan (the boards for screens away from the mat)', () => {
  it("each court's bout on the mat with the board its stored log gives, on the tablet's clock; nothing before a bout starts", async () => {
    const s = await hariSiap(t);
    expect((await papan(s.A)).body.data.lapangan).toEqual([]);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    expect((await t.api('POST', `/api/partai/${p1.id_match}/mulai`, { token: s.token.lapA, json: { versi: p1.versi } })).status).toBe(200);
    const kosong = (await papan(s.A)).body.data;
    expect(kosong.lapangan).toHaveLength(1);
    expect(kosong.lapangan[0]).toMatchObject({
      id_lapangan: s.la,
      nama_lapangan: 'Lapangan A',
      id_match: p1.id_match,
      nomor: p1.nomor,
      cabang: 'KYORUGI',
    });
    expect(kosong.lapangan[0].papan).toMatchObject({ B: { skor: 0 }, R: { skor: 0 }, fase: 'belum_mulai', jam_jalan: false });

    const kirim = await t.api('POST', `/api/partai/${p1.id_match}/kejadian`, {
      token: s.token.lapA,
      json: {
        kejadian: log([
          { jenis: 'ronde_mulai', ronde: 1 },
          { jenis: 'poin', sudut: 'B', teknik: 'kepala' },
          { jenis: 'poin', sudut: 'R', teknik: 'badan' },
          { jenis: 'gam_jeom', sudut: 'R' },
          { jenis: 'poin', sudut: 'B', teknik: 'putar_badan' },
        ]),
      },
    });
    expect(kirim.status).toBe(200);
    const d = (await papan(s.A)).body.data;
    const b = d.lapangan[0].papan;
    // B: 3 + 4 + R's gam-jeom 1 = 8; R: 2.
    expect(b).toMatchObject({
      jenis: 'papan',
      nomor: p1.nomor,
      ronde: 1,
      ronde_jumlah: 3,
      fase: 'ronde',
      jam_jalan: true,
      B: { skor: 8, gam_jeom: 0, menang_ronde: 0 },
      R: { skor: 2, gam_jeom: 1, menang_ronde: 0 },
      pemenang: null,
    });
    expect(typeof b.B.nama).toBe('string');
    // The round started 4 s before the last event on the tablet's clock: about 116 s left, however far its clock is off.
    expect(b.jam_ms).toBeGreaterThan(110_000);
    expect(b.jam_ms).toBeLessThanOrEqual(116_000);
    expect(d.dikirim).toBeGreaterThanOrEqual(d.sekarang);
    expect(JSON.stringify(d)).not.toMatch(/tanggal_lahir|email|telepon/);
  });

  it('an unknown competition 404 with an Indonesian message; a bad id 400', async () => {
    const r = await papan(999_999);
    expect([r.status, r.body.message]).toEqual([404, 'Kompetisi tidak ditemukan']);
    expect((await t.api('GET', '/api/public/kompetisi/abc/papan')).status).toBe(400);
  });
});
