import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { turunkanHasil, type IsiKejadian, type KejadianBout } from '../../src/domain/skor';
import { ArenaDatabase } from '../../src/client/data/db';
import { bacaMejaLapangan, mulaiPartai, panggilPartai, refreshLapangan, type PartaiTampil } from '../../src/client/data/lapangan';
import { bacaKonsol, catatKejadian, muatLogServer, simpanHasilSkor } from '../../src/client/data/skor';
import { syncNow } from '../../src/client/data/sync/engine';
import { match } from '../../src/server/db/schema';
import type { RealServer } from '../../test-support/real-server';
import { loginSesi, pakai, type Device } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * The scoring console on a court tablet with the wifi cut: every tap is kept in the bout's local log and queued
 * on the bracket's chain, the console's state is the domain's derivation of that log (so it shows at once and
 * survives a reload), and once online each event lands once, in order, and the log's result enters the bracket.
 */

let server: RealServer;
let siap: HariSiap;

const login = (email: string, password?: string) => loginSesi(server, email, password);

const use = (d: Device, online: boolean) => pakai(server, d, online);

const nomor = async (d: Device, n: number): Promise<PartaiTampil> =>
  (await bacaMejaLapangan(d.db, d.session.user.id_akun, siap.A, siap.la)).partai.find((p) => p.nomor === n)!;
const konsol = async (d: Device, id_match: string) => (await bacaKonsol(d.db, d.session.user.id_akun, siap.A, id_match))!;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
});

describe('the scoring console with the wifi cut', () => {
  it("keeps every tap in Dexie at once, resumes after a reload, lands each event once in order and puts the log's result in the bracket", async () => {
    const meja: Device = { db: new ArenaDatabase('skor-konsol-1'), session: await login('lap-a@uji.id') };
    use(meja, true);
    await refreshLapangan(meja.db, siap.la);
    use(meja, false);
    const p = await nomor(meja, 1);
    await panggilPartai(siap.A, p);
    await mulaiPartai(siap.A, await nomor(meja, 1));

    const tap = (isi: IsiKejadian) => catatKejadian(siap.A, p, isi, meja.db);
    await tap({ jenis: 'ronde_mulai', ronde: 1 });
    await tap({ jenis: 'poin', sudut: 'B', teknik: 'kepala' });
    await tap({ jenis: 'poin', sudut: 'R', teknik: 'badan' });
    const salah = await tap({ jenis: 'poin', sudut: 'R', teknik: 'putar_kepala' });
    // Shown at once: the console's state is the log's derivation, before any server saw it.
    let k = await konsol(meja, p.id_match);
    expect(turunkanHasil(k.aturan, k.log).ronde[0]).toMatchObject({ B: { skor: 3 }, R: { skor: 7 } });
    await tap({ jenis: 'undo', target: salah.seq });
    await tap({ jenis: 'gam_jeom', sudut: 'R' });
    await tap({ jenis: 'ronde_selesai', ronde: 1 });
    await tap({ jenis: 'ronde_mulai', ronde: 2 });
    for (let i = 0; i < 3; i++) await tap({ jenis: 'poin', sudut: 'B', teknik: 'putar_kepala' });

    k = await konsol(meja, p.id_match);
    expect(k.aturan.kode).toBe('wt-2025-best-of-three');
    expect(k.log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const hasil = turunkanHasil(k.aturan, k.log);
    expect([hasil.status, hasil.pemenang, hasil.keputusan, hasil.skor_a, hasil.skor_b]).toEqual(['selesai', 'B', 'PTG', 2, 0]);
    expect(hasil.ronde[0]).toMatchObject({ B: { skor: 4, gam_jeom: 0 }, R: { skor: 2, gam_jeom: 1 }, pemenang: 'B', cara: 'PTF' });
    // 2 desk writes + 11 events waiting.
    expect(k.menunggu).toBe(13);

    // Reload: the same IndexedDB opened again resumes the same bout at the same score.
    meja.db.close();
    const lagi: Device = { db: new ArenaDatabase(meja.db.name), session: meja.session };
    use(lagi, false);
    k = await konsol(lagi, p.id_match);
    expect(turunkanHasil(k.aturan, k.log)).toEqual(hasil);

    await simpanHasilSkor(siap.A, k.partai, k.aturan, lagi.db);
    const dimeja = await nomor(lagi, 1);
    expect([dimeja.status, dimeja.skor_a, dimeja.skor_b, dimeja.keputusan, dimeja.id_pemenang]).toEqual([
      'SELESAI',
      2,
      0,
      'PTG',
      p.sudut_a!.id_peserta_kompetisi,
    ]);

    use(lagi, true);
    await syncNow();
    await syncNow();
    expect(await lagi.db.outbox.count()).toBe(0);
    const res = await fetch(`${server.url}/api/partai/${p.id_match}/kejadian`, {
      headers: { authorization: `Bearer ${lagi.session.token}` },
    });
    const body = (await res.json()) as { data: { kejadian: KejadianBout[]; hasil: { pemenang: string }; status: string } };
    expect(body.data.kejadian.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(body.data.kejadian).toEqual(k.log);
    expect([body.data.status, body.data.hasil.pemenang]).toEqual(['SELESAI', 'B']);

    // The winner advanced into the next round's match.
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, p.id_match));
    expect([Number(m!.skor_a), Number(m!.skor_b), m!.id_pemenang, m!.keputusan]).toEqual([2, 0, p.sudut_a!.id_peserta_kompetisi, 'PTG']);
    const [lanjut] = await server.open.db
      .select()
      .from(match)
      .where(and(eq(match.id_bagan, m!.id_bagan), eq(match.ronde, m!.ronde + 1), eq(match.posisi, Math.ceil(m!.posisi / 2))));
    expect(m!.posisi % 2 === 1 ? lanjut!.id_peserta_a : lanjut!.id_peserta_b).toBe(p.sudut_a!.id_peserta_kompetisi);
    await refreshLapangan(lagi.db, siap.la);
    expect(await nomor(lagi, 1)).toMatchObject({ status: 'SELESAI', menunggu: 0 });
  });

  it('a correction made offline (another technique and corner, with its reason) changes the derived score at once and lands once', async () => {
    const meja: Device = { db: new ArenaDatabase('skor-konsol-koreksi'), session: await login('lap-a@uji.id') };
    use(meja, true);
    await refreshLapangan(meja.db, siap.la);
    use(meja, false);
    const p = await nomor(meja, 2);
    const tap = (isi: IsiKejadian) => catatKejadian(siap.A, p, isi, meja.db);
    await tap({ jenis: 'ronde_mulai', ronde: 1 });
    const salah = await tap({ jenis: 'poin', sudut: 'B', teknik: 'kepala' });
    await tap({ jenis: 'poin', sudut: 'R', teknik: 'pukulan' });
    let k = await konsol(meja, p.id_match);
    expect(turunkanHasil(k.aturan, k.log).ronde[0]).toMatchObject({ B: { skor: 3 }, R: { skor: 1 } });
    // The head kick was R's turning trunk kick: corrected in place, the reason kept in the log.
    await tap({
      jenis: 'koreksi',
      target: salah.seq,
      pengganti: { jenis: 'poin', sudut: 'R', teknik: 'putar_badan' },
      alasan: 'Salah sudut dan teknik',
    });
    k = await konsol(meja, p.id_match);
    expect(turunkanHasil(k.aturan, k.log).ronde[0]).toMatchObject({ B: { skor: 0 }, R: { skor: 5 } });

    use(meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    const res = await fetch(`${server.url}/api/partai/${p.id_match}/kejadian`, {
      headers: { authorization: `Bearer ${meja.session.token}` },
    });
    const body = (await res.json()) as { data: { kejadian: KejadianBout[]; hasil: { ronde: unknown[] } } };
    expect(body.data.kejadian).toEqual(k.log);
    expect(body.data.kejadian.filter((e) => e.jenis === 'koreksi')).toHaveLength(1);
    expect(body.data.hasil.ronde[0]).toMatchObject({ B: { skor: 0 }, R: { skor: 5 } });
  });

  it('opened by its address on a tablet that never opened the desk: online, the bout and its court arrive with the log', async () => {
    const baru: Device = { db: new ArenaDatabase('skor-konsol-3'), session: await login('lap-a@uji.id') };
    use(baru, true);
    const p = (
      await (
        await fetch(`${server.url}/api/lapangan/${siap.la}/partai`, { headers: { authorization: `Bearer ${baru.session.token}` } })
      ).json()
    ).data.partai[3];
    expect(await bacaKonsol(baru.db, baru.session.user.id_akun, siap.A, p.id_match)).toBeNull();
    expect(await muatLogServer(baru.db, p.id_match)).toBe(true);
    const k = await konsol(baru, p.id_match);
    expect(k.partai).toMatchObject({ id_match: p.id_match, nomor: p.nomor });
    expect(k.aturan.kode).toBeTruthy();
    // Offline with nothing kept: nothing to show, and nothing thrown.
    const kosong: Device = { db: new ArenaDatabase('skor-konsol-4'), session: baru.session };
    use(kosong, false);
    expect(await muatLogServer(kosong.db, p.id_match).catch(() => false)).toBe(false);
    expect(await bacaKonsol(kosong.db, kosong.session.user.id_akun, siap.A, p.id_match)).toBeNull();
  });
});
