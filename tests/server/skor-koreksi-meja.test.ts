import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LOG_SCHEMA, turunkanHasil, ATURAN_WT_2025 } from '../../src/domain/skor';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer();

type Isi = Record<string, unknown> & { jenis: string };
const T0 = 1_764_000_000_000;
const log = (isi: Isi[], awal = 1) =>
  isi.map((x, i) => ({ ...x, seq: awal + i, perangkat: 'konsol-1', id: `e${awal + i}`, waktu: T0 + (awal + i) * 1000 }));
const kirim = (token: string, id: string, kejadian: unknown) => t.api('POST', `/api/partai/${id}/kejadian`, { token, json: { kejadian } });

describe('corrections at the mat reach the server as events of the log', () => {
  it('an undone round end, a reopened round, the clock set and a video review: the server derives what the console does', async () => {
    const s = await hariSiap(t);
    const [p] = await partaiLapangan(t, s.token.lapA, s.la);
    const isi: Isi[] = [
      { jenis: 'ronde_mulai', ronde: 1 },
      { jenis: 'poin', sudut: 'R', teknik: 'badan' },
      { jenis: 'ronde_selesai', ronde: 1 },
      { jenis: 'undo', target: 3 },
      { jenis: 'atur_waktu', sisa_ms: 20_000, alasan: 'jam terlambat' },
      { jenis: 'ivr_minta', sudut: 'B' },
      { jenis: 'ivr_putusan', minta: 6, diterima: true, ubah: { jenis: 'hapus', target: 2 } },
      { jenis: 'poin', sudut: 'B', teknik: 'pukulan' },
      { jenis: 'ronde_selesai', ronde: 1 },
      { jenis: 'ronde_buka', ronde: 1, alasan: 'poin B kedua belum dicatat' },
      { jenis: 'poin', sudut: 'B', teknik: 'pukulan' },
      { jenis: 'ronde_selesai', ronde: 1 },
    ];
    const semua = log(isi);
    const r = await kirim(s.token.lapA, p.id_match, semua);
    expect(r.status).toBe(200);
    const h = r.body.data.hasil;
    expect(h).toEqual(JSON.parse(JSON.stringify(turunkanHasil(ATURAN_WT_2025, v.parse(LOG_SCHEMA, semua)))));
    expect(h.ronde[0]).toMatchObject({ status: 'selesai', pemenang: 'B', B: { skor: 2 }, R: { skor: 0 } });
    expect(h.ivr).toMatchObject({ kartu: { B: 1, R: 1 }, permintaan: [{ seq: 6, status: 'diterima' }] });
    expect(h.diabaikan).toEqual([]);
  });

  it('a reopened round without a reason, a clock set beyond 10 minutes, a review change of no kind: 400 with the message', async () => {
    const s = await hariSiap(t);
    const [p] = await partaiLapangan(t, s.token.lapA, s.la);
    for (const [salah, pesan] of [
      [{ jenis: 'ronde_buka', ronde: 1, alasan: '  ' }, 'Alasan membuka ronde wajib diisi (maksimal 200 karakter)'],
      [{ jenis: 'atur_waktu', sisa_ms: 600_001 }, 'Sisa waktu harus 0 sampai 10 menit'],
      [{ jenis: 'ivr_putusan', minta: 1, diterima: true, ubah: { jenis: 'beri' } }, 'Perubahan hasil tinjauan video tidak valid'],
    ] as const) {
      const res = await kirim(s.token.lapA, p.id_match, log([{ jenis: 'ronde_mulai', ronde: 1 }, salah]));
      expect([res.status, kodeOf(res), res.body.message]).toEqual([400, 'validasi', pesan]);
    }
  });
});
