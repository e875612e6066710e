import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { MAKS_TEKAN_JURI } from '../../src/domain/skor';
import { kategoriEvent, kelasKejuaraan } from '../../src/server/db/schema';
import { kunciTanda } from '../../src/server/kartu/tanda';
import { buatTokenJuri } from '../../src/server/skor/tautan-juri';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });

/** The fixture's Kyorugi class's category renamed to the novice one: its bouts are scored with judges' phones. */
async function jadikanPemula(id_kelas: number) {
  const [k] = await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kelas_kejuaraan, id_kelas));
  await t.db
    .update(kategoriEvent)
    .set({ nama_kategori: 'pemula-lama' })
    .where(eq(sql`lower(${kategoriEvent.nama_kategori})`, 'pemula'));
  await t.db.update(kategoriEvent).set({ nama_kategori: 'Pemula' }).where(eq(kategoriEvent.id_kategori_event, k!.id_kategori_event));
}

const gabung = (token: string, id: string) => t.api('POST', `/api/partai/${id}/juri`, { token });
const tekan = (tautan: string, json: unknown) => t.api('POST', `/api/juri/${tautan.replace('/juri/', '')}/tekan`, { json });
const detak = (tautan: string) => t.api('POST', `/api/juri/${tautan.replace('/juri/', '')}/detak`, {});
const baca = (token: string, id: string, sejak?: number) =>
  t.api('GET', `/api/partai/${id}/tekan${sejak === undefined ? '' : `?sejak=${sejak}`}`, { token });

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

describe("judges' phones (/partai/:id/juri, /juri/:token/tekan, /partai/:id/tekan)", () => {
  it("join links only for the court's staff and the competition's admin, for a Kyorugi bout only when novice", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const wt = await gabung(s.token.lapA, p1.id_match);
    expect([wt.status, kodeOf(wt), wt.body.message]).toEqual([422, 'bukan_pemula', 'Juri digital hanya untuk pertandingan pemula']);
    // A Poomsae bout's judges have phones too: one link per seat of its class's panel (tests/server/skor-poomsae-juri.test.ts).
    expect((await gabung(s.token.lapB, pb.id_match)).body.data.juri).toHaveLength(5);
    await jadikanPemula(s.ky.id_kelas);
    // Another competition's admin is answered as for a bout that does not exist (404).
    for (const [token, status] of [
      [s.token.lapB, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
    ] as const) {
      expect((await gabung(token, p1.id_match)).status, token).toBe(status);
      expect((await baca(token, p1.id_match)).status, token).toBe(status);
    }
    expect((await gabung(s.token.lapA, randomUUID())).status).toBe(404);
    const res = await gabung(s.token.panitiaA, p1.id_match);
    expect(res.status).toBe(200);
    const juri = res.body.data.juri as { nomor: number; tautan: string; kedaluwarsa: number }[];
    expect(juri.map((j) => j.nomor)).toEqual([1, 2, 3]);
    expect(juri[0]!.tautan).toMatch(new RegExp(`^/juri/${p1.id_match}_1_`));
    expect(juri[0]!.kedaluwarsa).toBeGreaterThan(Date.now());
    expect((await gabung(s.token.lapA, p1.id_match)).status).toBe(200);
  });

  it('a forged, altered or expired link is refused; a press is stored once per id and heard by the console', async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    await jadikanPemula(s.ky.id_kelas);
    const juri = (await gabung(s.token.lapA, p1.id_match)).body.data.juri as { tautan: string }[];
    const press = { sudut: 'B', teknik: 'badan', waktu: 1_764_000_000_000, id: randomUUID() };

    const ubah = juri[0]!.tautan.replace(`${p1.id_match}_1_`, `${p1.id_match}_2_`);
    for (const palsu of [ubah, '/juri/bukan-token', `/juri/${p1.id_match}_1_zzzz_AAAAAAAA`]) {
      const r = await tekan(palsu, press);
      expect([r.status, kodeOf(r), r.body.message], palsu).toEqual([
        403,
        'tautan_juri_tidak_sah',
        'Tautan juri tidak sah; pindai ulang kode QR di konsol',
      ]);
    }
    const lama = buatTokenJuri(await kunciTanda(t.db), { id_match: p1.id_match, juri: 1, kedaluwarsa: Date.now() - 1 });
    const kd = await tekan(`/juri/${lama}`, press);
    expect([kd.status, kodeOf(kd)]).toEqual([410, 'tautan_juri_kedaluwarsa']);
    expect((await detak(`/juri/${lama}`)).status).toBe(410);
    expect((await tekan(juri[0]!.tautan, { ...press, teknik: 'siku' })).body.message).toBe('Teknik tidak dikenal');

    expect(
      await heard(async () => {
        expect((await tekan(juri[0]!.tautan, press)).body.data).toMatchObject({ juri: 1, baru: true });
      }),
    ).toEqual([
      {
        resource: 'skor_tekan',
        ids: [s.la],
        id_kompetisi: s.A,
        // The press rides with its change: the console counts it without reading the presses back.
        tekan: [{ ...press, seq: expect.any(Number), juri: 1, id_match: p1.id_match }],
      },
    ]);
    // The phone resends (no answer reached it): stored once, nothing published.
    expect(
      await heard(async () => {
        expect((await tekan(juri[0]!.tautan, press)).body.data.baru).toBe(false);
      }),
    ).toEqual([]);
    expect(
      await heard(async () => {
        expect((await detak(juri[2]!.tautan)).status).toBe(200);
      }),
    ).toEqual([]);
    await tekan(juri[1]!.tautan, { ...press, id: randomUUID(), waktu: press.waktu + 300 });

    const semua = await baca(s.token.lapA, p1.id_match);
    expect(semua.status).toBe(200);
    const tk = semua.body.data.tekan as { seq: number; juri: number; sudut: string; teknik: string; waktu: number; id: string }[];
    expect(tk.map(({ juri: j, sudut, teknik, waktu }) => ({ juri: j, sudut, teknik, waktu }))).toEqual([
      { juri: 1, sudut: 'B', teknik: 'badan', waktu: press.waktu },
      { juri: 2, sudut: 'B', teknik: 'badan', waktu: press.waktu + 300 },
    ]);
    expect(tk[0]!.id).toBe(press.id);
    expect((semua.body.data.terhubung as { juri: number }[]).map((x) => x.juri)).toEqual([1, 2, 3]);
    const sesudah = await baca(s.token.lapA, p1.id_match, tk[0]!.seq);
    expect((sesudah.body.data.tekan as unknown[]).length).toBe(1);
    expect((await baca(s.token.lapA, p1.id_match, -1)).status).toBe(400);
  });

  it("a judge's presses stop at the limit per bout (422, not retried) and once the bout is finished (409)", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    await jadikanPemula(s.ky.id_kelas);
    const juri = (await gabung(s.token.lapA, p1.id_match)).body.data.juri as { tautan: string }[];
    const press = () => ({ sudut: 'R', teknik: 'pukulan', waktu: Date.now(), id: randomUUID() });
    // The phone's page reads what its link is for: the bout, and the points of the bout's rule set for its labels.
    const info = await t.api('GET', `/api/juri/${juri[0]!.tautan.replace('/juri/', '')}`);
    expect(info.body.data).toMatchObject({
      cabang: 'KYORUGI',
      nomor: p1.nomor,
      panel: null,
      poin_teknik: { pukulan: 1, badan: 2, kepala: 3, putar_badan: 4, putar_kepala: 5 },
    });
    // The seat's presses as if sent already: 1 short of the limit.
    await t.db.execute(sql`insert into skor_tekan (id_match, juri, id_tekan, sudut, teknik, waktu)
      select ${p1.id_match}, 1, gen_random_uuid(), 'B', 'badan', 1764000000000 + g from generate_series(1, ${MAKS_TEKAN_JURI - 1}) g`);
    expect((await tekan(juri[0]!.tautan, press())).status).toBe(200);
    const penuh = await tekan(juri[0]!.tautan, press());
    expect([penuh.status, kodeOf(penuh), penuh.body.message]).toEqual([
      422,
      'tekan_penuh',
      'Batas tekan juri untuk partai ini sudah tercapai; hubungi meja lapangan',
    ]);
    // Another seat still presses; after the result, nobody.
    expect((await tekan(juri[1]!.tautan, press())).status).toBe(200);
    await t.api('POST', `/api/partai/${p1.id_match}/mulai`, { token: s.token.lapA, json: { versi: p1.versi } });
    expect(
      (await t.api('PUT', `/api/matches/${p1.id_match}`, { token: s.token.lapA, json: { skor_a: 3, skor_b: 1, versi: p1.versi_match } }))
        .status,
    ).toBe(200);
    const selesai = await tekan(juri[1]!.tautan, press());
    expect([selesai.status, kodeOf(selesai), selesai.body.message]).toEqual([
      409,
      'partai_selesai',
      'Partai ini sudah selesai: tekan tidak dicatat lagi',
    ]);
  });
});
