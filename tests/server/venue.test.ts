import { tanggalWib } from '../../src/domain/jadwal/hari-awal';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { HADIR_BATAS_JURI_MS, HADIR_BATAS_MS } from '../../src/domain/venue';
import { waktuMulaiLapangan as mulaiLapangan } from '../../src/domain/jadwal';
import type { DbOrTx } from '../../src/server/db/types';
import { bacaVenue } from '../../src/server/venue/baca';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });
const PERANGKAT = 'a1b2c3d4-0000-4000-8000-00000000000a';

const venue = (token: string, id: number, q = '') => t.api('GET', `/api/kompetisi/${id}/venue${q}`, { token });
const hadir = (token: string, id_lapangan: number, json: unknown, method = 'POST') =>
  t.api(method, `/api/lapangan/${id_lapangan}/hadir`, { token, json });
const aksi = (token: string, id: string, nama: string, json: unknown) => t.api('POST', `/api/partai/${id}/${nama}`, { token, json });

async function heard(run: () => Promise<void>): Promise<ChangeEvent[]> {
  const seen: ChangeEvent[] = [];
  const off = t.feed.subscribe((e) => seen.push(e));
  try {
    await run();
  } finally {
    off();
  }
  return seen;
}

describe('the venue overview (GET /kompetisi/:id/venue)', () => {
  it("only the competition's admin (and ADMIN) reads it; another competition's admin finds nothing", async () => {
    const s = await hariSiap(t);
    for (const [token, status] of [
      ['', 401],
      [s.token.pelatih, 403],
      [s.token.lapA, 403],
      [s.token.panitiaB, 404],
      [s.token.admin, 200],
      [s.token.panitiaA, 200],
    ] as const)
      expect((await venue(token, s.A)).status, token).toBe(status);
    expect((await venue(s.token.admin, 987_654)).status).toBe(404);
    const bad = await venue(s.token.panitiaA, s.A, '?tanggal=besok');
    expect([bad.status, kodeOf(bad), bad.body.message]).toEqual([400, 'validasi', 'Tanggal tidak valid (format YYYY-MM-DD)']);
  });

  it("each court of the day: its bout on the mat, the called one and the next, bouts left, drift, staff; the weigh-in's figures", async () => {
    const s = await hariSiap(t);
    const [p1, p2, p3] = await partaiLapangan(t, s.token.lapA, s.la);
    await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1 });
    await aksi(s.token.lapA, p1.id_match, 'mulai', { versi: 2 });
    await aksi(s.token.lapA, p2.id_match, 'panggil', { versi: 1 });
    const r = await venue(s.token.panitiaA, s.A);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const d = r.body.data;
    expect(d).toMatchObject({
      kompetisi: { id_kompetisi: s.A, nama_event: 'Kejuaraan A' },
      hari: [s.w.a.tanggal_mulai],
      tanggal: s.w.a.tanggal_mulai,
    });
    expect(d.lapangan.map((l: { nama: string }) => l.nama)).toEqual(['Lapangan A', 'Lapangan B']);
    const [a, b] = d.lapangan;
    expect(a).toMatchObject({
      id_lapangan: s.la,
      di_matras: { id_match: p1.id_match, nomor: 1, status: 'BERTANDING' },
      dipanggil: { id_match: p2.id_match, nomor: 2, status: 'DIPANGGIL' },
      berikut: { id_match: p3.id_match, nomor: 3, status: 'MENUNGGU' },
      sisa: 7,
      selesai: 0,
      total: 7,
      petugas: ['lap-a@uji.id'],
      perangkat: [],
    });
    expect(a.di_matras.sudut_a.nama).toBeTruthy();
    // Behind (+) or ahead (−) of the plan: the bout on the mat started when it did, planned at the court's opening on
    // its date — or, a day run on another date, at when the court began (this very bout): on plan.
    const mulai = Date.parse(a.di_matras.mulai_pada);
    const padaTanggalnya = tanggalWib(mulai) === s.w.a.tanggal_mulai.slice(0, 10);
    expect(a.selisih_menit).toBe(padaTanggalnya ? Math.round((mulai - mulaiLapangan(s.w.a.tanggal_mulai, '08:00')) / 60_000) : 0);
    expect(b).toMatchObject({ di_matras: null, dipanggil: null, berikut: { nomor: 1 }, sisa: 3, total: 3, petugas: ['lap-b@uji.id'] });
    // The weigh-in's figures (GET …/penimbangan/progres) add up.
    const t8 = d.penimbangan;
    expect(t8.jumlah).toBe(t8.lolos + t8.gagal + t8.belum);
    expect(t8.kelas_selesai).toBeLessThanOrEqual(t8.kelas);
    // Another day asked: none of its courts.
    expect((await venue(s.token.panitiaA, s.A, '?tanggal=2001-01-01')).body.data).toMatchObject({ tanggal: '2001-01-01', lapangan: [] });
  });

  it('is built in the same few queries whatever the number of courts', async () => {
    const s = await hariSiap(t);
    const hitung = async () => {
      let n = 0;
      const db = new Proxy(t.db, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (prop === 'execute')
            return (...args: unknown[]) => {
              n++;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as DbOrTx;
      await bacaVenue(db, s.A, { sekarang: new Date(), kursiJuri: () => [] });
      return n;
    };
    const dua = await hitung();
    for (const nama of ['Lapangan C', 'Lapangan D', 'Lapangan E'])
      await t.api('POST', `/api/kompetisi/${s.A}/lapangan`, { token: s.token.panitiaA, json: { id_hari: s.id_hari, nama } });
    expect(dua).toBe(7);
    expect(await hitung()).toBe(dua);
  });
});

describe("a court's devices (POST/DELETE /lapangan/:id/hadir) on the overview", () => {
  it("the court's staff and the competition's admin say a device is there; others are refused; bad input is 400", async () => {
    const s = await hariSiap(t);
    const body = { jenis: 'meja', perangkat: PERANGKAT };
    for (const [token, id, status] of [
      ['', s.la, 401],
      [s.token.pelatih, s.la, 403],
      [s.token.admin, s.la, 403],
      [s.token.lapB, s.la, 403],
      [s.token.panitiaB, s.la, 404],
      [s.token.panitiaA, 987_654, 404],
    ] as const)
      expect((await hadir(token, id, body)).status, `${token} ${id}`).toBe(status);
    for (const [json, pesan] of [
      [{ jenis: 'kamera', perangkat: PERANGKAT }, 'Jenis perangkat harus meja, papan atau juri'],
      [{ jenis: 'meja', perangkat: 'pendek' }, 'ID perangkat tidak valid (huruf, angka, - atau _, 8 sampai 64 karakter)'],
      [{ jenis: 'juri', perangkat: PERANGKAT }, 'Kursi juri wajib diisi untuk perangkat juri'],
    ] as const) {
      const r = await hadir(s.token.lapA, s.la, json);
      expect([r.status, r.body.message]).toEqual([400, pesan]);
    }
    const ok = await hadir(s.token.lapA, s.la, body);
    expect([ok.status, ok.body.message]).toEqual([200, 'Perangkat tercatat hadir']);
    expect(ok.body.data).toMatchObject({ jenis: 'meja', kursi: 0, perangkat: PERANGKAT, batas_ms: HADIR_BATAS_MS });
    expect((await hadir(s.token.panitiaA, s.lb, { jenis: 'papan', perangkat: PERANGKAT })).status).toBe(200);
    const [a, b] = (await venue(s.token.panitiaA, s.A)).body.data.lapangan;
    expect(a.perangkat).toEqual([ok.body.data]);
    expect(b.perangkat).toMatchObject([{ jenis: 'papan', kursi: 0, perangkat: PERANGKAT }]);
  });

  it("tells the overview ('hadir' of the court) only when a device appears or leaves, not on every heartbeat", async () => {
    const s = await hariSiap(t);
    const body = { jenis: 'meja', perangkat: PERANGKAT };
    const event = { resource: 'hadir', ids: [s.la], id_kompetisi: s.A };
    expect(await heard(async () => void (await hadir(s.token.lapA, s.la, body)))).toEqual([event]);
    expect(await heard(async () => void (await hadir(s.token.lapA, s.la, body)))).toEqual([]);
    const pergi = await hadir(s.token.lapA, s.la, body, 'DELETE');
    expect(pergi.body.message).toBe('Perangkat tercatat pergi');
    expect(await heard(async () => void (await hadir(s.token.lapA, s.la, body, 'DELETE')))).toEqual([]);
    expect((await venue(s.token.panitiaA, s.A)).body.data.lapangan[0].perangkat).toEqual([]);
    expect(await heard(async () => void (await hadir(s.token.lapA, s.la, body)))).toEqual([event]);
    // A leaving device is told once.
    expect(await heard(async () => void (await hadir(s.token.lapA, s.la, body, 'DELETE')))).toEqual([event]);
  });

  it("court staff moved to another court take their desk's row of the court they left away; nobody else's", async () => {
    const s = await hariSiap(t);
    const body = { jenis: 'meja', perangkat: PERANGKAT };
    expect((await hadir(s.token.lapA, s.la, body)).status).toBe(200);
    expect((await hadir(s.token.lapB, s.la, body, 'DELETE')).status).toBe(403);
    const staf = (await t.api('GET', `/api/kompetisi/${s.A}/petugas`, { token: s.token.panitiaA })).body.data as {
      id_petugas: number;
      email: string;
    }[];
    const rudi = staf.find((p) => p.email === 'lap-a@uji.id')!;
    const pindah = await t.api('PUT', `/api/kompetisi/${s.A}/petugas/${rudi.id_petugas}`, {
      token: s.token.panitiaA,
      json: { id_lapangan: s.lb },
    });
    expect(pindah.status).toBe(200);
    expect((await hadir(s.token.lapA, s.la, body)).status).toBe(403);
    expect((await hadir(s.token.lapA, s.la, body, 'DELETE')).status).toBe(200);
    expect((await venue(s.token.panitiaA, s.A)).body.data.lapangan[0].perangkat).toEqual([]);
    // Nothing of theirs left there: refused as before.
    expect((await hadir(s.token.lapA, s.la, body, 'DELETE')).status).toBe(403);
  });

  it("judges' seats of the bout on the mat come from their phones' heartbeats (/juri/:token/detak)", async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    await aksi(s.token.lapB, pb.id_match, 'panggil', { versi: 1 });
    const tautan = (await t.api('POST', `/api/partai/${pb.id_match}/juri`, { token: s.token.lapB })).body.data.juri as {
      nomor: number;
      tautan: string;
    }[];
    const seen: ChangeEvent[] = [];
    const off = t.feed.subscribe((e) => seen.push(e));
    try {
      const detak = await t.api('POST', `/api/juri/${tautan[1].tautan.replace('/juri/', '')}/detak`, {});
      expect(detak.status).toBe(200);
      // The seat appearing is told to the overview once (heard after the answer).
      await vi.waitFor(() => expect(seen).toContainEqual({ resource: 'hadir', ids: [s.lb], id_kompetisi: s.A }));
    } finally {
      off();
    }
    const b = (await venue(s.token.panitiaA, s.A)).body.data.lapangan[1];
    expect(b.dipanggil.id_match).toBe(pb.id_match);
    expect(b.perangkat).toMatchObject([{ jenis: 'juri', kursi: 2, perangkat: null, batas_ms: HADIR_BATAS_JURI_MS }]);
  });
});
