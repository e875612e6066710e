import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun } from '../../src/server/db/schema';
import { PASSWORD, login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';

const t = useTestServer();

/**
 * Court and bout ids of another competition: a caller who may not see competition A gets the same answer for
 * one of A's ids as for an id that does not exist, on every court desk and scoring route with an id in its
 * path, so another competition's staff cannot tell which court and bout ids exist.
 */

type Panggil = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: (id: string) => string; json?: unknown };

const T0 = 1_764_000_000_000;
const lembar = [1, 2, 3].map((juri) => ({ juri, kesalahan_kecil: 1, kesalahan_besar: 0, presentasi: [1.5, 1.5, 1.5] }));
const BOUT: Panggil[] = [
  { method: 'POST', path: (id) => `/api/partai/${id}/panggil`, json: { versi: 1 } },
  { method: 'POST', path: (id) => `/api/partai/${id}/mulai`, json: { versi: 1 } },
  { method: 'POST', path: (id) => `/api/partai/${id}/tidak-hadir`, json: { sudut_tidak_hadir: 'B', versi: 1 } },
  { method: 'GET', path: (id) => `/api/partai/${id}/kejadian` },
  {
    method: 'POST',
    path: (id) => `/api/partai/${id}/kejadian`,
    json: { kejadian: [{ jenis: 'ronde_mulai', ronde: 1, seq: 1, perangkat: 'k1', id: 'e1', waktu: T0 }] },
  },
  { method: 'POST', path: (id) => `/api/partai/${id}/hasil-skor`, json: { versi_match: 1 } },
  { method: 'POST', path: (id) => `/api/partai/${id}/poomsae`, json: { versi_match: 1, juri: { B: lembar, R: lembar } } },
  { method: 'POST', path: (id) => `/api/partai/${id}/juri` },
  { method: 'GET', path: (id) => `/api/partai/${id}/tekan` },
  { method: 'GET', path: (id) => `/api/partai/${id}/poomsae-juri` },
  { method: 'PUT', path: (id) => `/api/matches/${id}`, json: { skor_a: 2, skor_b: 0 } },
  { method: 'DELETE', path: (id) => `/api/matches/${id}/result`, json: {} },
];
const COURT: Panggil[] = [{ method: 'GET', path: (id) => `/api/lapangan/${id}/partai` }];

const jawab = async (token: string, c: Panggil, id: string) => {
  const r = await t.api(c.method, c.path(id), { token, json: c.json });
  return { status: r.status, kode: (r.body as { kode?: string }).kode, message: r.body.message };
};

describe("another competition's court and bout ids", () => {
  it('are answered as ids that do not exist (404) to its admin and court staff, on every route; its own staff still get 403 for a court not theirs', async () => {
    const s = await hariSiap(t);
    const [ky] = await partaiLapangan(t, s.token.lapA, s.la);
    const [po] = await partaiLapangan(t, s.token.lapB, s.lb);
    // Competition B's court staff: a day and a court of B.
    const B = s.w.b.id_kompetisi;
    const hari = await t.api('POST', `/api/kompetisi/${B}/hari`, { token: s.token.panitiaB, json: { tanggal: s.w.b.tanggal_mulai } });
    const id_hari = hari.body.data.hari[0].id_hari as number;
    const l = await t.api('POST', `/api/kompetisi/${B}/lapangan`, {
      token: s.token.panitiaB,
      json: { id_hari, nama: 'Lapangan B1', mulai: '08:00', cabang: 'SEMUA' },
    });
    const id_lapangan = l.body.data.hari[0].lapangan[0].id_lapangan as number;
    const p = await t.api('POST', `/api/kompetisi/${B}/petugas`, {
      token: s.token.panitiaB,
      json: { nama: 'Petugas B', email: 'lap-b1@uji.id', password: PASSWORD, role: 'PETUGAS_LAPANGAN', id_lapangan },
    });
    expect(p.status).toBe(201);
    await t.db.update(akun).set({ harus_ganti_password: false }).where(eq(akun.email, 'lap-b1@uji.id'));
    const lapB1 = await login(t, 'lap-b1@uji.id');

    for (const [nama, token] of [
      ['panitia B', s.token.panitiaB],
      ['petugas B', lapB1],
    ] as const) {
      for (const c of BOUT) {
        for (const ada of [ky.id_match, po.id_match]) {
          const lain = await jawab(token, c, ada);
          expect(lain, `${nama} ${c.method} ${c.path(ada)}`).toEqual(await jawab(token, c, randomUUID()));
          expect(lain.status, `${nama} ${c.method} ${c.path(ada)}`).toBe(404);
        }
      }
      for (const c of COURT) {
        const lain = await jawab(token, c, String(s.la));
        expect(lain, `${nama} ${c.path(String(s.la))}`).toEqual(await jawab(token, c, '99999999'));
        expect(lain).toMatchObject({ status: 404, kode: 'tidak_ditemukan', message: 'Lapangan tidak ditemukan' });
      }
    }
    // Nothing was written by those answers.
    expect((await partaiLapangan(t, s.token.lapA, s.la))[0]).toMatchObject({ status: 'MENUNGGU', versi: 1 });
    // Who may see competition A but not run court A (court B's staff) is still told 403.
    expect((await jawab(s.token.lapB, BOUT[0], ky.id_match)).status).toBe(403);
    expect((await jawab(s.token.lapB, COURT[0], String(s.la))).status).toBe(200);
  });
});
