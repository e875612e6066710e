import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAKS_TEKAN_JURI } from '../../src/domain/skor';
import { kategoriEvent, kelasKejuaraan, skorPoomsaeJuri, skorTekan } from '../../src/server/db/schema';
import { catatTekan, kirimLembarJuri } from '../../src/server/skor/juri-tulis';
import { jalankanTulis } from '../../src/server/tulis/jalankan';
import type { Deps } from '../../src/server/tulis/types';
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

const gabung = (token: string, id: string) => t.api('POST', `/api/partai/${id}/juri`, { token });
const tekan = (tautan: string, json: unknown) => t.api('POST', `/api/juri/${tautan.replace('/juri/', '')}/tekan`, { json });
const press = (sudut: 'B' | 'R' = 'B') => ({ sudut, teknik: 'badan' as const, waktu: 1_764_000_000_000, id: randomUUID() });

const jumlah = async (id_match: string, juri: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(skorTekan)
        .where(and(eq(skorTekan.id_match, id_match), eq(skorTekan.juri, juri)))
    )[0]!.n,
  );

describe('POST /juri/:token/tekan: the press limit and what a link is for', () => {
  it("presses sent at once never pass the limit: counted under the bout's lock; beyond it 422 tekan_penuh (not retried)", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    await jadikanPemula(s.ky.id_kelas);
    const juri = (await gabung(s.token.lapA, p1.id_match)).body.data.juri as { tautan: string }[];
    // The seat's presses as if sent already: 10 short of the limit.
    await t.db.execute(sql`insert into skor_tekan (id_match, juri, id_tekan, sudut, teknik, waktu)
      select ${p1.id_match}, 1, gen_random_uuid(), 'B', 'badan', 1764000000000 + g from generate_series(1, ${MAKS_TEKAN_JURI - 10}) g`);
    const jawab = await Promise.all(Array.from({ length: 40 }, () => tekan(juri[0]!.tautan, press())));
    expect(jawab.filter((r) => r.status === 200)).toHaveLength(10);
    const ditolak = jawab.filter((r) => r.status !== 200);
    expect(ditolak).toHaveLength(30);
    for (const r of ditolak) {
      expect([r.status, kodeOf(r), r.body.message]).toEqual([
        422,
        'tekan_penuh',
        'Batas tekan juri untuk partai ini sudah tercapai; hubungi meja lapangan',
      ]);
    }
    expect(await jumlah(p1.id_match, 1)).toBe(MAKS_TEKAN_JURI);
  });

  it("a Poomsae judge's link sends no Kyorugi press (422 bukan_kyorugi); nothing is stored", async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const juri = (await gabung(s.token.lapB, pb!.id_match)).body.data.juri as { tautan: string }[];
    const res = await tekan(juri[0]!.tautan, press('R'));
    expect([res.status, kodeOf(res), res.body.message]).toEqual([
      422,
      'bukan_kyorugi',
      'Tautan juri ini untuk Poomsae: tekan Kyorugi tidak dicatat',
    ]);
    expect(await jumlah(pb!.id_match, 1)).toBe(0);
  });

  it("a Kyorugi bout scored without judges' phones takes no press (422 bukan_pemula)", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    await jadikanPemula(s.ky.id_kelas);
    const juri = (await gabung(s.token.lapA, p1.id_match)).body.data.juri as { tautan: string }[];
    // The class is prestasi again (the link was made while it was novice; the bout was not started).
    await t.db
      .update(kategoriEvent)
      .set({ nama_kategori: 'Prestasi Uji' })
      .where(eq(sql`lower(${kategoriEvent.nama_kategori})`, 'pemula'));
    const res = await tekan(juri[0]!.tautan, press());
    expect([res.status, kodeOf(res)]).toEqual([422, 'bukan_pemula']);
    expect(await jumlah(p1.id_match, 1)).toBe(0);
  });
});

describe("the judges' writes are (deps, aktor, input, tx) on the injected clock", () => {
  const JAM = new Date('2030-05-06T07:08:09.000Z');
  const deps = (): Deps => ({ db: t.db, dataDir: t.dataDir, mailer: t.mailer, log: () => {}, sekarang: () => JAM });

  it("a press and a Poomsae sheet, written without HTTP: the seat from the link is the actor, the time is the clock's", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    await jadikanPemula(s.ky.id_kelas);
    const t1 = await jalankanTulis(deps(), (tx) => catatTekan(deps(), { id_match: p1.id_match, juri: 2 }, press(), tx));
    expect(t1).toMatchObject({ ok: true, data: { juri: 2, baru: true, sekarang: JAM.getTime(), id_lapangan: s.la, id_kompetisi: s.A } });
    // A seat beyond the bout's judges (3 on the novice set) was not made for it.
    const t4 = await jalankanTulis(deps(), (tx) => catatTekan(deps(), { id_match: p1.id_match, juri: 4 }, press(), tx));
    expect(t4).toMatchObject({ ok: false, kode: 'panel_tidak_sesuai', pesan: 'Partai ini dinilai 3 juri; minta kode QR baru di konsol.' });

    const lembar = { kesalahan_kecil: 2, kesalahan_besar: 0, presentasi: [1.5, 1.5, 1.5] as [number, number, number] };
    const l1 = await jalankanTulis(deps(), (tx) =>
      kirimLembarJuri(deps(), { id_match: pb!.id_match, juri: 1 }, { mode: 'nilai', B: lembar, R: lembar }, tx),
    );
    expect(l1).toMatchObject({ ok: true, data: { juri: 1, mode: 'nilai', baru: true, sekarang: JAM.getTime() } });
    const [row] = await t.db.select().from(skorPoomsaeJuri).where(eq(skorPoomsaeJuri.id_match, pb!.id_match));
    expect(row!.dikirim_pada.toISOString()).toBe(JAM.toISOString());
    // A Kyorugi link's sheet, a Poomsae link's press: each refused, nothing written.
    expect(
      await jalankanTulis(deps(), (tx) =>
        kirimLembarJuri(deps(), { id_match: p1.id_match, juri: 1 }, { mode: 'bendera', bendera: 'B' }, tx),
      ),
    ).toMatchObject({ ok: false, kode: 'bukan_poomsae' });
    expect(await jalankanTulis(deps(), (tx) => catatTekan(deps(), { id_match: pb!.id_match, juri: 1 }, press(), tx))).toMatchObject({
      ok: false,
      kode: 'bukan_kyorugi',
    });
  });
});
