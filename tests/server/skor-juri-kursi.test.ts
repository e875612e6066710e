import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akhirHariWib } from '../../src/domain/skor';
import { kategoriEvent, kelasKejuaraan, tautanJuriKursi } from '../../src/server/db/schema';
import { kunciTanda } from '../../src/server/kartu/tanda';
import { buatTautanKursi } from '../../src/server/skor/juri-kursi';
import { buatTokenKursi } from '../../src/server/skor/tautan-juri';
import { jalankanTulis } from '../../src/server/tulis/jalankan';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer();

/** The fixture's Kyorugi class's category renamed to the novice one: its bouts are scored with judges' phones. */
async function jadikanPemula(id_kelas: number) {
  const [k] = await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kelas_kejuaraan, id_kelas));
  await t.db
    .update(kategoriEvent)
    .set({ nama_kategori: 'pemula-lama' })
    .where(eq(sql`lower(${kategoriEvent.nama_kategori})`, 'pemula'));
  await t.db.update(kategoriEvent).set({ nama_kategori: 'Pemula' }).where(eq(kategoriEvent.id_kategori_event, k!.id_kategori_event));
}

type Tautan = { nomor: number; tautan: string; kedaluwarsa: number };
const buat = (token: string, id_lapangan: number, juri = 3) =>
  t.api('POST', `/api/lapangan/${id_lapangan}/juri`, { token, json: { juri } });
const kursi = async (token: string, id_lapangan: number, juri = 3) => (await buat(token, id_lapangan, juri)).body.data.juri as Tautan[];
const cabut = (token: string, id_lapangan: number, nomor: number) =>
  t.api('POST', `/api/lapangan/${id_lapangan}/juri/${nomor}/cabut`, { token });
const jalur = (tautan: string, aksi = '') => `/api/juri/${tautan.replace('/juri/', '')}${aksi}`;
const tekan = (tautan: string, id_match?: string, sudut: 'B' | 'R' = 'B') =>
  t.api('POST', jalur(tautan, '/tekan'), { json: { sudut, teknik: 'badan', waktu: Date.now(), id: randomUUID(), id_match } });
const info = async (tautan: string) => (await t.api('GET', jalur(tautan))).body.data;
const LEMBAR = { kesalahan_kecil: 1, kesalahan_besar: 0, presentasi: [1.5, 1.5, 1.5] };
const lembar = (tautan: string, id_match: string) => t.api('POST', jalur(tautan, '/poomsae'), { json: { B: LEMBAR, R: LEMBAR, id_match } });

/** Panggil then Mulai at the desk: the bout is on the mat. */
async function mulai(token: string, p: { id_match: string; versi: number }) {
  const d = await t.api('POST', `/api/partai/${p.id_match}/panggil`, { token, json: { versi: p.versi } });
  const m = await t.api('POST', `/api/partai/${p.id_match}/mulai`, { token, json: { versi: d.body.data.versi } });
  expect(m.status).toBe(200);
}
let seq = 0;
const log = (token: string, id_match: string, ...isi: Record<string, unknown>[]) =>
  t.api('POST', `/api/partai/${id_match}/kejadian`, {
    token,
    json: { kejadian: isi.map((x) => ({ ...x, seq: ++seq, perangkat: 'konsol-uji', id: `k${seq}`, waktu: Date.now() })) },
  });
const ditolak = (r: Awaited<ReturnType<typeof tekan>>) => [r.status, kodeOf(r), r.body.message];

describe("a court's judges' seat links (/lapangan/:id/juri, /juri/:token with a seat link)", () => {
  it("made once per seat for the court's day, for its staff and the competition's admin; a second ask answers the same links", async () => {
    const s = await hariSiap(t);
    for (const [token, status] of [
      [s.token.lapB, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
    ] as const) {
      expect((await buat(token, s.la)).status, token).toBe(status);
      expect((await cabut(token, s.la, 1)).status, token).toBe(status);
    }
    expect((await buat(s.token.lapA, 999_999)).status).toBe(404);
    expect((await buat(s.token.lapA, s.la, 8)).body.message).toBe('Jumlah kursi juri harus 1 sampai 7');
    const r = await buat(s.token.lapA, s.la);
    expect(r.status).toBe(200);
    const akhir = akhirHariWib(s.w.a.tanggal_mulai);
    expect(r.body.data).toMatchObject({ id_lapangan: s.la, nama_lapangan: 'Lapangan A', kedaluwarsa: akhir });
    const juri = r.body.data.juri as Tautan[];
    expect(juri.map((j) => [j.nomor, j.kedaluwarsa])).toEqual([
      [1, akhir],
      [2, akhir],
      [3, akhir],
    ]);
    expect(juri[0]!.tautan).toMatch(new RegExp(`^/juri/k\\d+_${s.la}_1_`));
    // Asked again (a console reloaded, a 4-judge rule set): the same links, one more seat.
    const lagi = await kursi(s.token.panitiaA, s.la, 4);
    expect(lagi.slice(0, 3)).toEqual(juri);
    expect(lagi).toHaveLength(4);
    // A day that is over makes none (the write on a clock past the end of the court's day).
    const me = (await t.api('GET', '/api/auth/me', { token: s.token.lapA })).body.data;
    const deps = { db: t.db, dataDir: t.dataDir, mailer: t.mailer, log: () => {}, sekarang: () => new Date(akhir) };
    const lewat = await jalankanTulis(deps, (tx) => buatTautanKursi(deps, me, { id_lapangan: s.la, juri: 3 }, tx));
    expect(lewat).toMatchObject({ ok: false, kode: 'hari_lewat' });
  });

  it('a press lands on the bout on the mat of its court only: before the bout, before a round, another court, after the result', async () => {
    const s = await hariSiap(t);
    await jadikanPemula(s.ky.id_kelas);
    const [p1, p2] = await partaiLapangan(t, s.token.lapA, s.la);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const [j1] = await kursi(s.token.lapA, s.la);

    // Nothing on the mat: the phone waits and names the next bout; a press is refused.
    expect(await info(j1!.tautan)).toMatchObject({
      jenis: 'kursi',
      id_kompetisi: s.A,
      id_lapangan: s.la,
      nama_lapangan: 'Lapangan A',
      kode_lapangan: 'A',
      juri: 1,
      partai: null,
      tutup: null,
      berikutnya: { id_match: p1!.id_match, nomor: p1!.nomor },
    });
    expect(ditolak(await tekan(j1!.tautan))).toEqual([
      409,
      'partai_belum_mulai',
      'Partai belum dimulai: tombol juri aktif setelah partai dimulai',
    ]);
    expect(ditolak(await tekan(j1!.tautan, p1!.id_match))[1]).toBe('partai_belum_mulai');

    // On the mat, no round started yet.
    await mulai(s.token.lapA, p1!);
    expect(await info(j1!.tautan)).toMatchObject({ partai: { id_match: p1!.id_match, cabang: 'KYORUGI' }, tutup: 'ronde_belum_mulai' });
    expect(ditolak(await tekan(j1!.tautan, p1!.id_match))).toEqual([
      409,
      'ronde_belum_mulai',
      'Ronde tidak sedang berjalan: tombol juri aktif saat ronde berjalan',
    ]);

    // Round 1 runs: the press is stored for the bout on the mat (named or not), heard by the console.
    expect((await log(s.token.lapA, p1!.id_match, { jenis: 'ronde_mulai', ronde: 1 })).status).toBe(200);
    expect(await info(j1!.tautan)).toMatchObject({ partai: { id_match: p1!.id_match }, tutup: null, ronde: 1 });
    const ok = await tekan(j1!.tautan, p1!.id_match);
    expect([ok.status, ok.body.data.juri, ok.body.data.id_match, ok.body.data.baru]).toEqual([200, 1, p1!.id_match, true]);
    expect((await tekan(j1!.tautan)).body.data.id_match).toBe(p1!.id_match);
    const dibaca = await t.api('GET', `/api/partai/${p1!.id_match}/tekan`, { token: s.token.lapA });
    expect((dibaca.body.data.tekan as unknown[]).length).toBe(2);
    // The seat is heard as connected on the console of the bout on the mat.
    expect((dibaca.body.data.terhubung as { juri: number }[]).map((x) => x.juri)).toEqual([1]);

    // A bout of another court, and a bout of its own court not on the mat.
    expect(ditolak(await tekan(j1!.tautan, pb!.id_match))).toEqual([
      422,
      'lapangan_lain',
      'Tautan juri ini untuk lapangan lain: partai ini tidak dinilai dari kursi ini',
    ]);
    expect(ditolak(await tekan(j1!.tautan, p2!.id_match))[1]).toBe('partai_belum_mulai');
    const [jb] = await kursi(s.token.lapB, s.lb);
    expect(ditolak(await tekan(jb!.tautan, p1!.id_match))[1]).toBe('lapangan_lain');

    // Between rounds, and once the log ends the match (the result not kept yet): refused.
    await log(s.token.lapA, p1!.id_match, { jenis: 'ronde_selesai', ronde: 1 });
    expect(ditolak(await tekan(j1!.tautan, p1!.id_match))[1]).toBe('ronde_belum_mulai');
    await log(s.token.lapA, p1!.id_match, { jenis: 'ronde_mulai', ronde: 2 }, { jenis: 'keputusan', keputusan: 'RSC', pemenang: 'B' });
    expect(ditolak(await tekan(j1!.tautan, p1!.id_match))).toEqual([
      409,
      'partai_selesai',
      'Partai ini sudah selesai: tekan tidak dicatat lagi',
    ]);

    // The result kept: the bout is off the mat, the phone names the next one, a press for it is refused.
    const [p1Kini] = await partaiLapangan(t, s.token.lapA, s.la);
    const h = await t.api('POST', `/api/partai/${p1!.id_match}/hasil-skor`, {
      token: s.token.lapA,
      json: { versi_match: p1Kini!.versi_match },
    });
    expect(h.status).toBe(200);
    expect(ditolak(await tekan(j1!.tautan, p1!.id_match))[1]).toBe('partai_selesai');
    expect(ditolak(await tekan(j1!.tautan))[1]).toBe('partai_belum_mulai');
    expect(await info(j1!.tautan)).toMatchObject({ partai: null, berikutnya: { id_match: p2!.id_match } });

    // The next bout on the mat: the same link presses for it, no new link.
    await mulai(s.token.lapA, p2!);
    await log(s.token.lapA, p2!.id_match, { jenis: 'ronde_mulai', ronde: 1 });
    expect((await tekan(j1!.tautan, p2!.id_match)).status).toBe(200);
  });

  it('revoked: every use refused at once (410), the seat gets a new link; a forged or expired one is refused; Poomsae sheets alike', async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const [j1, j2] = await kursi(s.token.lapB, s.lb);
    // A sheet before the bout is on the mat, then on it.
    expect(ditolak(await lembar(j1!.tautan, pb!.id_match))[1]).toBe('partai_belum_mulai');
    await mulai(s.token.lapB, pb!);
    expect(await info(j1!.tautan)).toMatchObject({
      partai: { id_match: pb!.id_match, cabang: 'POOMSAE', panel: { juri: 5 } },
      tutup: null,
    });
    expect((await lembar(j1!.tautan, pb!.id_match)).status).toBe(200);
    expect((await t.api('POST', jalur(j2!.tautan, '/detak'))).body.data).toMatchObject({ juri: 2, id_lapangan: s.lb });

    const c = await cabut(s.token.lapB, s.lb, 1);
    expect([c.status, c.body.data, c.body.message]).toEqual([200, { id_lapangan: s.lb, juri: 1, dicabut: true }, 'Tautan juri dicabut']);
    const dicabut = ['410', 'tautan_juri_dicabut', 'Tautan juri ini sudah dicabut; minta kode QR baru di meja lapangan'];
    for (const r of [
      await lembar(j1!.tautan, pb!.id_match),
      await t.api('GET', jalur(j1!.tautan)),
      await t.api('POST', jalur(j1!.tautan, '/detak')),
    ]) {
      expect(ditolak(r).map(String)).toEqual(dicabut);
    }
    expect((await cabut(s.token.lapB, s.lb, 1)).body.data.dicabut).toBe(false);
    // Seat 2 still works; seat 1 gets a new link, which works.
    expect((await lembar(j2!.tautan, pb!.id_match)).status).toBe(200);
    const baru = await kursi(s.token.lapB, s.lb);
    expect(baru[0]!.tautan).not.toBe(j1!.tautan);
    expect(baru[1]!.tautan).toBe(j2!.tautan);
    expect((await lembar(baru[0]!.tautan, pb!.id_match)).status).toBe(200);
    const baris = await t.db.select().from(tautanJuriKursi).where(eq(tautanJuriKursi.id_lapangan, s.lb));
    expect(baris.filter((b) => b.juri === 1).map((b) => b.dicabut_pada !== null)).toEqual([true, false]);

    // Another court, another seat or expiry in the signed parts: forged (403); a signed expired one 410.
    const ubah = baru[0]!.tautan.replace(`_${s.lb}_1_`, `_${s.la}_1_`);
    expect(ditolak(await lembar(ubah, pb!.id_match))[1]).toBe('tautan_juri_tidak_sah');
    const id_tautan = baris.find((b) => b.juri === 2)!.id_tautan;
    const lama = buatTokenKursi(await kunciTanda(t.db), { id_tautan, id_lapangan: s.lb, juri: 2, kedaluwarsa: Date.now() - 1 });
    expect(ditolak(await lembar(`/juri/${lama}`, pb!.id_match))[1]).toBe('tautan_juri_kedaluwarsa');
    // A seat beyond the class's panel of 5 sends no sheet.
    const [, , , , , j6] = await kursi(s.token.lapB, s.lb, 6);
    expect(ditolak(await lembar(j6!.tautan, pb!.id_match))[1]).toBe('panel_tidak_sesuai');
  });
});
