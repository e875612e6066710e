import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { PENGATURAN_SKOR_BAWAAN, type PanelPoomsaeKelas } from '../../src/domain/skor';
import { kompetisi, skorPoomsae, skorPoomsaeJuri } from '../../src/server/db/schema';
import { kunciTanda } from '../../src/server/kartu/tanda';
import { buatTokenJuri } from '../../src/server/skor/tautan-juri';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });

/** The class's Poomsae panel in the competition's scoring setting, written as the settings screen stores it. */
async function aturPanel(id_kompetisi: number, id_kelas_kejuaraan: number, panel: PanelPoomsaeKelas) {
  await t.db
    .update(kompetisi)
    .set({ pengaturan_skor: { ...PENGATURAN_SKOR_BAWAAN, poomsae_kelas: [{ id_kelas_kejuaraan, ...panel }] } })
    .where(eq(kompetisi.id_kompetisi, id_kompetisi));
}

const kirim = (token: string, id: string, json: unknown) => t.api('POST', `/api/partai/${id}/poomsae`, { token, json });
const gabung = (token: string, id: string) => t.api('POST', `/api/partai/${id}/juri`, { token });
const tok = (tautan: string) => tautan.replace('/juri/', '');
const info = (tautan: string) => t.api('GET', `/api/juri/${tok(tautan)}`, {});
const kirimHp = (tautan: string, json: unknown) => t.api('POST', `/api/juri/${tok(tautan)}/poomsae`, { json });
const bacaHp = (token: string, id: string) => t.api('GET', `/api/partai/${id}/poomsae-juri`, { token });

const lembar = (kecil: number, p = 1.5) => ({ kesalahan_kecil: kecil, kesalahan_besar: 0, presentasi: [p, p, p] });
const nilai5 = (kecil: number) => Array.from({ length: 5 }, (_, i) => ({ juri: i + 1, ...lembar(kecil) }));

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

describe("Poomsae bendera mode and the class's panel (POST /partai/:id/poomsae)", () => {
  it('a bendera class: the majority of flags lands in the bracket (PTF, flags as scores); another size or mode is refused', async () => {
    const s = await hariSiap(t);
    const [pb, pc] = await partaiLapangan(t, s.token.lapB, s.lb);
    // The default panel (5 judges, nilai): flags are refused.
    const bawaan = await kirim(s.token.lapB, pb!.id_match, {
      mode: 'bendera',
      versi_match: pb!.versi_match,
      bendera: ['B', 'R', 'R', 'R', 'B'],
    });
    expect([bawaan.status, kodeOf(bawaan), bawaan.body.message]).toEqual([
      400,
      'panel_tidak_sesuai',
      'Kelas ini dinilai 5 juri dengan nilai; muat ulang panel dan isi lagi.',
    ]);

    await aturPanel(s.A, s.po.id_kelas, { juri: 3, mode: 'bendera' });
    const msg = 'Kelas ini dinilai 3 juri dengan bendera; muat ulang panel dan isi lagi.';
    for (const body of [
      { versi_match: pb!.versi_match, juri: { B: nilai5(2), R: nilai5(3) } },
      { mode: 'bendera', versi_match: pb!.versi_match, bendera: ['B', 'R', 'R', 'R', 'B'] },
    ]) {
      const r = await kirim(s.token.lapB, pb!.id_match, body);
      expect([r.status, kodeOf(r), r.body.message]).toEqual([400, 'panel_tidak_sesuai', msg]);
    }
    expect(await t.db.select().from(skorPoomsae)).toHaveLength(0);

    const res = await kirim(s.token.lapB, pb!.id_match, { mode: 'bendera', versi_match: pb!.versi_match, bendera: ['R', 'B', 'R'] });
    expect(res.status).toBe(200);
    expect(res.body.data.hasil).toMatchObject({ mode: 'bendera', pemenang: 'R', suara: { B: 1, R: 2 } });
    const pemenang = pb!.sudut_b!.id_peserta_kompetisi;
    expect(res.body.data.partai).toMatchObject({ status: 'SELESAI', skor_a: 1, skor_b: 2, id_pemenang: pemenang, keputusan: 'PTF' });
    const matches = res.body.data.bagan.bagan.matches as Array<{ ronde: number; id_peserta_a: number | null; id_peserta_b: number | null }>;
    expect(matches.some((m) => m.ronde === 2 && (m.id_peserta_a === pemenang || m.id_peserta_b === pemenang))).toBe(true);
    const [row] = await t.db.select().from(skorPoomsae).where(eq(skorPoomsae.id_match, pb!.id_match));
    expect(row!.panel).toEqual({ mode: 'bendera', bendera: ['R', 'B', 'R'] });
    // Blue's flags win the other bout.
    const r2 = await kirim(s.token.lapB, pc!.id_match, { mode: 'bendera', versi_match: pc!.versi_match, bendera: ['B', 'B', 'R'] });
    expect(r2.body.data.partai).toMatchObject({ skor_a: 2, skor_b: 1, id_pemenang: pc!.sudut_a!.id_peserta_kompetisi, keputusan: 'PTF' });
  });
});

describe("Poomsae judges' phones (/partai/:id/juri, /juri/:token, /juri/:token/poomsae, /partai/:id/poomsae-juri)", () => {
  it("one link per seat of the class's panel; a sheet is stored per seat, replaced on resend, heard by the console, refused once SELESAI", async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const res = await gabung(s.token.lapB, pb!.id_match);
    expect(res.status).toBe(200);
    const juri = res.body.data.juri as { nomor: number; tautan: string }[];
    expect(juri.map((j) => j.nomor)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.data.panel).toEqual({ juri: 5, mode: 'nilai' });
    expect((await gabung(s.token.lapA, pb!.id_match)).status).toBe(403);

    const i5 = await info(juri[4]!.tautan);
    expect(i5.status).toBe(200);
    expect(i5.body.data).toMatchObject({
      id_match: pb!.id_match,
      juri: 5,
      cabang: 'POOMSAE',
      panel: { juri: 5, mode: 'nilai' },
      kiriman: null,
    });
    expect(i5.body.data.sudut.B.nama).toEqual(expect.any(String));
    expect(i5.body.data.nama_kelas).toEqual(expect.any(String));

    const sheet = { B: lembar(3, 1.6), R: lembar(5, 1.5) };
    // The seat's first word also tells the venue overview that its phone is here ('hadir'); the console hears the sheet.
    const kabar = await heard(async () => {
      const r = await kirimHp(juri[4]!.tautan, sheet);
      expect([r.status, r.body.data]).toEqual([200, expect.objectContaining({ juri: 5, mode: 'nilai', baru: true })]);
    });
    expect(kabar.filter((e) => e.resource !== 'hadir')).toEqual([{ resource: 'skor_tekan', ids: [s.lb], id_kompetisi: s.A }]);
    // The same sheet again (no answer reached the phone): nothing changes, nothing published.
    expect(
      await heard(async () => {
        expect((await kirimHp(juri[4]!.tautan, sheet)).body.data.baru).toBe(false);
      }),
    ).toEqual([]);
    const ganti = { B: lembar(1, 1.8), R: lembar(5, 1.5) };
    expect((await kirimHp(juri[4]!.tautan, ganti)).body.data.baru).toBe(true);
    await kirimHp(juri[0]!.tautan, { mode: 'nilai', ...sheet });
    const flag = await kirimHp(juri[1]!.tautan, { mode: 'bendera', bendera: 'B' });
    expect([flag.status, kodeOf(flag), flag.body.message]).toEqual([
      400,
      'panel_tidak_sesuai',
      'Kelas ini dinilai dengan nilai; muat ulang halaman juri.',
    ]);
    const rusak = await kirimHp(juri[1]!.tautan, { B: lembar(0, 2.5), R: lembar(0) });
    expect([rusak.status, rusak.body.message]).toEqual([400, 'Presentasi terdiri dari tiga nilai 0,5 sampai 2,0']);
    expect(await t.db.select().from(skorPoomsaeJuri).where(eq(skorPoomsaeJuri.id_match, pb!.id_match))).toHaveLength(2);
    expect((await info(juri[4]!.tautan)).body.data.kiriman).toEqual({
      mode: 'nilai',
      B: { juri: 5, ...ganti.B },
      R: { juri: 5, ...ganti.R },
    });

    // Another competition's admin is answered as for a bout that does not exist.
    for (const [token, status] of [
      [s.token.lapA, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
    ] as const) {
      expect((await bacaHp(token, pb!.id_match)).status, token).toBe(status);
    }
    const baca = await bacaHp(s.token.lapB, pb!.id_match);
    expect(baca.status).toBe(200);
    expect(baca.body.data.panel).toEqual({ juri: 5, mode: 'nilai' });
    expect((baca.body.data.kiriman as { juri: number; isi: unknown }[]).map((k) => [k.juri, k.isi])).toEqual([
      [1, { mode: 'nilai', B: { juri: 1, ...sheet.B }, R: { juri: 1, ...sheet.R } }],
      [5, { mode: 'nilai', B: { juri: 5, ...ganti.B }, R: { juri: 5, ...ganti.R } }],
    ]);
    // Seat 5 was heard (its link read and its sheets), seat 1 by its sheet; refused sends do not count.
    expect((baca.body.data.terhubung as { juri: number }[]).map((x) => x.juri)).toEqual([1, 5]);
    const kyBaca = await bacaHp(s.token.lapA, p1!.id_match);
    expect([kyBaca.status, kodeOf(kyBaca)]).toEqual([422, 'bukan_poomsae']);
    const kyLink = buatTokenJuri(await kunciTanda(t.db), { id_match: p1!.id_match, juri: 1, kedaluwarsa: Date.now() + 60_000 });
    const ky = await kirimHp(`/juri/${kyLink}`, sheet);
    expect([ky.status, kodeOf(ky)]).toEqual([422, 'bukan_poomsae']);
    expect((await info(`/juri/${kyLink}`)).body.data).toMatchObject({ cabang: 'KYORUGI', panel: null, kiriman: null });

    // The tablet saves the bout: the phones can no longer send.
    const simpan = await kirim(s.token.lapB, pb!.id_match, { versi_match: pb!.versi_match, juri: { B: nilai5(2), R: nilai5(4) } });
    expect(simpan.status).toBe(200);
    const telat = await kirimHp(juri[2]!.tautan, sheet);
    expect([telat.status, kodeOf(telat), telat.body.message]).toEqual([
      409,
      'partai_selesai',
      'Partai sudah selesai; nilai tidak bisa dikirim lagi.',
    ]);
  });

  it('a bendera class: three links, flags stored; a seat beyond a panel made smaller is refused', async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const lima = (await gabung(s.token.panitiaA, pb!.id_match)).body.data.juri as { tautan: string }[];
    await aturPanel(s.A, s.po.id_kelas, { juri: 3, mode: 'bendera' });
    const res = await gabung(s.token.lapB, pb!.id_match);
    expect([res.body.data.panel, (res.body.data.juri as unknown[]).length]).toEqual([{ juri: 3, mode: 'bendera' }, 3]);
    const juri = res.body.data.juri as { tautan: string }[];
    expect((await info(juri[0]!.tautan)).body.data.panel).toEqual({ juri: 3, mode: 'bendera' });
    const nilai = await kirimHp(juri[0]!.tautan, { B: lembar(1), R: lembar(2) });
    expect([nilai.status, nilai.body.message]).toEqual([400, 'Kelas ini dinilai dengan bendera; muat ulang halaman juri.']);
    expect((await kirimHp(juri[0]!.tautan, { mode: 'bendera', bendera: 'R' })).status).toBe(200);
    expect((await kirimHp(juri[0]!.tautan, { mode: 'bendera', bendera: 'B' })).body.data.baru).toBe(true);
    const luar = await kirimHp(lima[4]!.tautan, { mode: 'bendera', bendera: 'R' });
    expect([luar.status, kodeOf(luar), luar.body.message]).toEqual([
      400,
      'panel_tidak_sesuai',
      'Panel kelas ini hanya 3 juri; minta kode QR baru di konsol.',
    ]);
    const baca = await bacaHp(s.token.panitiaA, pb!.id_match);
    expect(baca.body.data.kiriman).toEqual([{ juri: 1, isi: { mode: 'bendera', bendera: 'B' }, dikirim_pada: expect.any(String) }]);
  });
});
