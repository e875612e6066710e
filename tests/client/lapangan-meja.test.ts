import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ArenaDatabase } from '../../src/client/data/db';
import {
  bacaMejaLapangan,
  catatHasilPartai,
  cariPartaiKartu,
  mulaiPartai,
  pakaiPartaiTerbaru,
  panggilPartai,
  refreshLapangan,
  terapkanPartaiSaya,
  tidakHadir,
  type PartaiTampil,
} from '../../src/client/data/lapangan';
import { syncNow } from '../../src/client/data/sync/engine';
import { match, partai } from '../../src/server/db/schema';
import { bagianKartu } from '../../src/domain/kartu/kode';
import type { RealServer } from '../../test-support/real-server';
import { PASSWORD } from '../server/helpers/fixtures';
import { loginSesi, pakai, type Device } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * The court desk on a tablet whose wifi drops: calls, starts, no-shows and results are queued on the device in
 * the bout's chain, shown at once, kept across a reload and landed once; a step another device already made lands
 * quietly, and a bout another device changed the other way is a 409 naming who, what and when, offered as the
 * conflict choice.
 */

let server: RealServer;
let siap: HariSiap;

/** The fixtures' TestServer calls over the real server of this file. */

const login = (email: string, password?: string) => loginSesi(server, email, password);

const use = (d: Device, online: boolean) => pakai(server, d, online);

let nama = 0;
async function perangkat(email: string): Promise<Device> {
  nama += 1;
  const d: Device = { db: new ArenaDatabase(`meja-lapangan-${nama}`), session: await login(email, PASSWORD) };
  use(d, true);
  await refreshLapangan(d.db, siap.la);
  return d;
}

async function lihat(d: Device): Promise<PartaiTampil[]> {
  return (await bacaMejaLapangan(d.db, d.session.user.id_akun, siap.A, siap.la)).partai;
}
const nomor = async (d: Device, n: number) => (await lihat(d)).find((p) => p.nomor === n)!;
const diServer = async (id_match: string) => (await server.open.db.select().from(partai).where(eq(partai.id_match, id_match)))[0]!;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
});

describe('the court desk with the wifi cut', () => {
  it('calls, starts and records bouts offline: shown at once, kept across a reload, each landing once in order', async () => {
    const meja = await perangkat('lap-a@uji.id');
    use(meja, false);
    const [p1, p2] = [await nomor(meja, 1), await nomor(meja, 2)];
    expect(p1.status).toBe('MENUNGGU');
    await panggilPartai(siap.A, p1);
    await mulaiPartai(siap.A, await nomor(meja, 1));
    await catatHasilPartai(siap.A, await nomor(meja, 1), { skor_a: 7, skor_b: 3 });
    await panggilPartai(siap.A, p2);
    let x = await nomor(meja, 1);
    expect([x.status, x.menunggu, x.skor_a, x.skor_b, x.id_pemenang]).toEqual(['SELESAI', 3, 7, 3, p1.sudut_a!.id_peserta_kompetisi]);
    expect((await nomor(meja, 2)).status).toBe('DIPANGGIL');
    // A bad result is refused on the device with the rules the server runs (nothing queued).
    await expect(catatHasilPartai(siap.A, await nomor(meja, 2), { skor_a: 2, skor_b: 2 })).rejects.toThrow(/seri/i);

    // The card of bout 2's blue corner finds it offline.
    const kartu = `${bagianKartu({ jenis: 'PESERTA', id_kompetisi: siap.A, id_peserta_kompetisi: p2.sudut_a!.id_peserta_kompetisi, id_atlet: 1 })}-ABCDEFGH`;
    expect(cariPartaiKartu(kartu, siap.A, await lihat(meja))).toMatchObject({ ok: true, partai: { nomor: 2 } });

    // Reload: the same IndexedDB opened again shows the same queued state.
    meja.db.close();
    const lagi: Device = { db: new ArenaDatabase(meja.db.name), session: meja.session };
    use(lagi, false);
    x = await nomor(lagi, 1);
    expect([x.status, x.menunggu]).toEqual(['SELESAI', 3]);
    expect((await diServer(p1.id_match)).status).toBe('MENUNGGU');

    use(lagi, true);
    await syncNow();
    await syncNow();
    expect(await lagi.db.outbox.count()).toBe(0);
    const s1 = await diServer(p1.id_match);
    const s2 = await diServer(p2.id_match);
    // Three writes on bout 1 (versi 1 → 4) and one on bout 2: each once.
    expect([s1.status, s1.versi, s2.status, s2.versi]).toEqual(['SELESAI', 4, 'DIPANGGIL', 2]);
    const [m1] = await server.open.db.select().from(match).where(eq(match.id_match, p1.id_match));
    expect([Number(m1!.skor_a), Number(m1!.skor_b), m1!.id_pemenang]).toEqual([7, 3, p1.sudut_a!.id_peserta_kompetisi]);
    await refreshLapangan(lagi.db, siap.la);
    x = await nomor(lagi, 1);
    expect([x.status, x.menunggu, x.versi]).toEqual(['SELESAI', 0, 4]);
  });

  it("a no-show recorded offline lands as the opponent's WDR win, once the wait after the call is over", async () => {
    let meja = await perangkat('lap-a@uji.id');
    use(meja, false);
    const p2 = await nomor(meja, 2);
    expect(p2.status).toBe('DIPANGGIL');
    // Called moments ago: the competition's 90 s wait is not over, so the desk refuses it and queues nothing.
    await expect(tidakHadir(siap.A, p2, 'R', 90)).rejects.toMatchObject({ status: 422, kode: 'tunggu_belum_habis' });
    expect(await meja.db.outbox.count()).toBe(0);
    // The organiser sets no wait; the desk reads its court once more, then records the no-show offline.
    const admin = await login('panitia-a@uji.id', PASSWORD);
    const atur = await fetch(`${server.url}/api/kompetisi/${siap.A}/jadwal/pengaturan`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tunggu_detik: 0 }),
    });
    expect(atur.status).toBe(200);
    meja = await perangkat('lap-a@uji.id');
    use(meja, false);
    expect((await bacaMejaLapangan(meja.db, meja.session.user.id_akun, siap.A, siap.la)).kepala?.pengaturan.tunggu_detik).toBe(0);
    // The red corner did not come: blue wins.
    await tidakHadir(siap.A, await nomor(meja, 2), 'R', 0);
    expect(await nomor(meja, 2)).toMatchObject({
      status: 'SELESAI',
      keputusan: 'WDR',
      id_pemenang: p2.sudut_a!.id_peserta_kompetisi,
      sudut_tidak_hadir: 'R',
      menunggu: 1,
    });
    expect((await meja.db.outbox.toArray())[0]).toMatchObject({ body: { sudut_tidak_hadir: 'R' }, label: 'Partai 2: tidak hadir (R)' });
    use(meja, true);
    // The queueing's own try (offline) may still be out: a second run sends what it held.
    await syncNow();
    await syncNow();
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, p2.id_match));
    expect([m!.keputusan, m!.id_pemenang]).toEqual(['WDR', p2.sudut_a!.id_peserta_kompetisi]);
    expect((await diServer(p2.id_match)).sudut_tidak_hadir).toBe('R');
    expect(await nomor(meja, 2)).toMatchObject({ status: 'SELESAI', sudut_tidak_hadir: 'R', menunggu: 0 });
  });

  it('a call and start queued offline of a bout the admin already started land quietly: no conflict, the outbox empties', async () => {
    const meja = await perangkat('lap-a@uji.id');
    const admin = await perangkat('panitia-a@uji.id');
    use(meja, false);
    await panggilPartai(siap.A, await nomor(meja, 3));
    await mulaiPartai(siap.A, await nomor(meja, 3));
    await syncNow(); // the desk's own try, still offline, settles before the admin's device takes the stage
    expect(await nomor(meja, 3)).toMatchObject({ status: 'BERTANDING', versi: 3, menunggu: 2 });
    // Meanwhile the admin calls and starts bout 3 at their own device.
    use(admin, true);
    await panggilPartai(siap.A, await nomor(admin, 3));
    await mulaiPartai(siap.A, await nomor(admin, 3));
    await syncNow();
    const dimulai = await diServer((await nomor(admin, 3)).id_match);
    expect([dimulai.status, dimulai.versi]).toEqual(['BERTANDING', 3]);

    use(meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    expect(await nomor(meja, 3)).toMatchObject({ status: 'BERTANDING', versi: 3, menunggu: 0, ditolak: null });
    // Nothing written over the admin's start.
    const sesudah = await diServer(dimulai.id_match);
    expect([sesudah.versi, sesudah.diubah_oleh, sesudah.mulai_pada]).toEqual([3, dimulai.diubah_oleh, dimulai.mulai_pada]);
  });

  it('a real conflict names what the bout now is, who changed it and when, and is offered both ways', async () => {
    const pertamaB = async (d: Device) => (await bacaMejaLapangan(d.db, d.session.user.id_akun, siap.A, siap.lb)).partai[0]!;
    const mejaB = await perangkat('lap-b@uji.id');
    await refreshLapangan(mejaB.db, siap.lb);
    const admin = await perangkat('panitia-a@uji.id');
    // Court B's desk calls its first bout offline, while the admin enters a result for it and undoes it again: the
    // bout is back to waiting (versi 1 → 3), not where the desk's call was made.
    use(mejaB, false);
    const b1 = await pertamaB(mejaB);
    await panggilPartai(siap.A, b1);
    await syncNow();
    const api = (method: string, path: string, json?: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${admin.session.token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    expect((await api('PUT', `/matches/${b1.id_match}`, { skor_a: 8.1, skor_b: 7.9, versi: b1.versi_match })).status).toBe(200);
    expect((await api('DELETE', `/matches/${b1.id_match}/result`, { alasan: 'Salah juri' })).status).toBe(200);
    expect(await diServer(b1.id_match)).toMatchObject({ status: 'MENUNGGU', versi: 3 });

    use(mejaB, true);
    await syncNow();
    let x = await pertamaB(mejaB);
    expect(x.ditolak).toMatchObject({
      aksi: 'panggil',
      kode: 'konflik_versi',
      konflikPartai: { status: 'MENUNGGU', versi: 3 },
      pengubah: { diubah_oleh: 'Panitia panitia-a@uji.id' },
    });
    expect(x.ditolak!.pesan).toMatch(
      /^Partai ini sudah diubah di perangkat lain: dikembalikan ke menunggu oleh Panitia panitia-a@uji\.id pukul \d\d\.\d\d WIB$/,
    );
    // 'Terapkan punya saya': sent again on the server's versi, lands (the call).
    await terapkanPartaiSaya(x.ditolak!.outboxId, mejaB.db);
    await syncNow();
    expect(await mejaB.db.outbox.count()).toBe(0);
    expect(await diServer(b1.id_match)).toMatchObject({ status: 'DIPANGGIL', versi: 4 });

    // Court A's bout 4: the desk (offline) records a no-show while the admin starts it: 'Pakai yang terbaru' keeps the start.
    const meja = await perangkat('lap-a@uji.id');
    await panggilPartai(siap.A, await nomor(meja, 4));
    await syncNow();
    use(admin, true);
    await refreshLapangan(admin.db, siap.la);
    use(meja, false);
    await tidakHadir(siap.A, await nomor(meja, 4), 'B', 0);
    await syncNow();
    use(admin, true);
    await mulaiPartai(siap.A, await nomor(admin, 4));
    await syncNow();
    use(meja, true);
    await syncNow();
    x = await nomor(meja, 4);
    expect(x.ditolak?.konflikPartai?.status).toBe('BERTANDING');
    expect(x.ditolak?.pesan).toMatch(/: dimulai oleh Panitia panitia-a@uji\.id pukul /);
    await pakaiPartaiTerbaru(x.ditolak!.outboxId, meja.db);
    x = await nomor(meja, 4);
    expect([x.ditolak, x.status, x.versi, await meja.db.outbox.count()]).toEqual([null, 'BERTANDING', 3, 0]);
  });

  it("winners recorded offline fill the next round's corners on the desk at once, so it can be called with no network", async () => {
    const meja = await perangkat('lap-a@uji.id');
    const semua = await lihat(meja);
    // A second-round bout still waiting on a first-round bout (bout numbers keep feeders of one bout apart, so the
    // other corner may be known already).
    const pemasokDari = (p: (typeof semua)[number]) =>
      [2 * p.posisi! - 1, 2 * p.posisi!].map(
        (q) => semua.find((f) => f.ronde === 1 && f.posisi === q && f.id_kelas_kejuaraan === p.id_kelas_kejuaraan)!,
      );
    const lanjut = semua.find((p) => p.ronde === 2 && p.posisi !== undefined && pemasokDari(p).some((f) => f.status !== 'SELESAI'))!;
    expect(lanjut).toBeDefined();
    const pemasok = pemasokDari(lanjut);
    // Each corner's winner: a first-round bout played here is won by its blue corner first, then its red corner.
    const pemenang = pemasok.map((f, i) =>
      f.status === 'SELESAI'
        ? (i === 0 ? lanjut.sudut_a : lanjut.sudut_b)!.id_peserta_kompetisi
        : (i === 0 ? f.sudut_a : f.sudut_b)!.id_peserta_kompetisi,
    );
    use(meja, false);
    for (const [i, f] of pemasok.entries()) {
      if (f.status === 'SELESAI') continue;
      if (f.status === 'MENUNGGU') await panggilPartai(siap.A, await nomor(meja, f.nomor));
      if (f.status !== 'BERTANDING') await mulaiPartai(siap.A, await nomor(meja, f.nomor));
      await catatHasilPartai(siap.A, await nomor(meja, f.nomor), i === 0 ? { skor_a: 9, skor_b: 4 } : { skor_a: 2, skor_b: 6 });
    }
    const x = await nomor(meja, lanjut.nomor);
    expect([x.sudut_a?.id_peserta_kompetisi, x.sudut_b?.id_peserta_kompetisi]).toEqual(pemenang);
    await panggilPartai(siap.A, x);
    expect((await nomor(meja, lanjut.nomor)).status).toBe('DIPANGGIL');
    // The next round is fought offline too: its result is made on the match's versi the placements gave it, and
    // without a decision typed it is PTF, as the bracket decides.
    await mulaiPartai(siap.A, await nomor(meja, lanjut.nomor));
    await catatHasilPartai(siap.A, await nomor(meja, lanjut.nomor), { skor_a: 1, skor_b: 5 });
    expect(await nomor(meja, lanjut.nomor)).toMatchObject({
      status: 'SELESAI',
      keputusan: 'PTF',
      id_pemenang: pemenang[1],
    });
    use(meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, lanjut.id_match));
    expect([m!.id_peserta_a, m!.id_peserta_b]).toEqual(pemenang);
    expect([m!.id_pemenang, m!.keputusan]).toEqual([pemenang[1], 'PTF']);
    expect((await diServer(lanjut.id_match)).status).toBe('SELESAI');
  });

  it('a tablet updated mid-day: its court copy and its queued no-show from before the one corner convention show and land as they meant', async () => {
    const meja = await perangkat('lap-a@uji.id');
    use(meja, false);
    const ownerId = meja.session.user.id_akun;
    const sebelum = await lihat(meja);
    expect(sebelum.find((p) => p.nomor === 2)).toMatchObject({ sudut_tidak_hadir: 'R' });
    // The copy as the app before kept it: `tidak_hadir` 'A' (= sudut_a) | 'B' (= sudut_b), no `sudut_tidak_hadir`.
    const rows = await meja.db.partai.where('ownerId').equals(ownerId).toArray();
    await meja.db.partai.bulkPut(
      rows.map((r) => {
        const { sudut_tidak_hadir, ...data } = r.data as { sudut_tidak_hadir: 'B' | 'R' | null };
        return { ...r, data: { ...data, tidak_hadir: sudut_tidak_hadir === null ? null : sudut_tidak_hadir === 'B' ? 'A' : 'B' } };
      }),
    );
    expect((await meja.db.partai.toArray()).find((r) => r.id_match === sebelum[1]!.id_match)?.data).toMatchObject({ tidak_hadir: 'B' });
    // Read as it meant: bout 2's red corner (old 'B') did not come.
    expect(await lihat(meja)).toEqual(sebelum);

    // A waiting bout with both corners known, called; a no-show queued by the app before: `sudut: 'B'` = the RED corner.
    // (The first-round bout still on the mat ends first, so a second-round bout has both corners.)
    const diMatras = (await lihat(meja)).find((p) => p.ronde === 1 && p.status === 'BERTANDING');
    if (diMatras) await catatHasilPartai(siap.A, diMatras, { skor_a: 3, skor_b: 1 });
    const n5 = (await lihat(meja)).find((p) => p.status === 'MENUNGGU' && p.sudut_a && p.sudut_b)!.nomor;
    await panggilPartai(siap.A, await nomor(meja, n5));
    const p5 = await nomor(meja, n5);
    await tidakHadir(siap.A, p5, 'R', 0);
    const e = (await meja.db.outbox.orderBy('seq').toArray()).at(-1);
    const { sudut_tidak_hadir: _baru, ...body } = e!.body as { sudut_tidak_hadir: string; versi: number; pada: string };
    await meja.db.outbox.update(e!.id, { body: { sudut: 'B', ...body } });
    expect(await nomor(meja, n5)).toMatchObject({
      status: 'SELESAI',
      sudut_tidak_hadir: 'R',
      keputusan: 'WDR',
      id_pemenang: p5.sudut_a!.id_peserta_kompetisi,
      menunggu: 2,
    });

    use(meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, p5.id_match));
    expect([m!.keputusan, m!.id_pemenang, (await diServer(p5.id_match)).sudut_tidak_hadir]).toEqual([
      'WDR',
      p5.sudut_a!.id_peserta_kompetisi,
      'R',
    ]);
    await refreshLapangan(meja.db, siap.la);
    expect(await nomor(meja, n5)).toMatchObject({
      status: 'SELESAI',
      sudut_tidak_hadir: 'R',
      id_pemenang: p5.sudut_a!.id_peserta_kompetisi,
      menunggu: 0,
    });
    expect((await meja.db.partai.toArray()).every((r) => !('tidak_hadir' in (r.data as object)))).toBe(true);
  });
});
