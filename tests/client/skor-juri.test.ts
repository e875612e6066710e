import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAKS_TEKAN_JURI, type KejadianBout } from '../../src/domain/skor';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { bacaMejaLapangan, refreshLapangan } from '../../src/client/data/lapangan';
import {
  bacaKonsol,
  bacaTekanServer,
  detakJuri,
  juriTerhubung,
  kirimTekanJuri,
  mintaTautanJuri,
  muatLogServer,
  terapkanTekanJuri,
} from '../../src/client/data/skor';
import { clearSession, writeSession } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { kategoriEvent, kelasKejuaraan } from '../../src/server/db/schema';
import type { RealServer } from '../../test-support/real-server';
import { loginSesi } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * A novice bout with three judges on their phones: their presses reach the server, the console reads them and the
 * domain's consensus turns agreeing ones into one normal point in the bout's log, which lands on the server once.
 */

let server: RealServer;
let siap: HariSiap;

const login = (email: string, password?: string) => loginSesi(server, email, password);

const tekan = (tautan: string, juri: { sudut: string; teknik: string; waktu: number }) =>
  fetch(`${server.url}/api${tautan}/tekan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...juri, id: randomUUID() }),
  });

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
  // The Kyorugi class becomes a novice one: its bouts are scored with judges' phones.
  const db = server.open.db;
  const [k] = await db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kelas_kejuaraan, siap.ky.id_kelas));
  await db
    .update(kategoriEvent)
    .set({ nama_kategori: 'pemula-lama' })
    .where(eq(sql`lower(${kategoriEvent.nama_kategori})`, 'pemula'));
  await db.update(kategoriEvent).set({ nama_kategori: 'Pemula' }).where(eq(kategoriEvent.id_kategori_event, k!.id_kategori_event));
});

describe("judges' phones on the console", () => {
  it("three judges pressing B body within the window become one point in the console's log, landing once", async () => {
    const db = new ArenaDatabase('skor-juri-1');
    const session = await login('lap-a@uji.id');
    setDb(db);
    writeSession(session);
    setApiOrigin(server.url);
    await refreshLapangan(db, siap.la);
    const p = (await bacaMejaLapangan(db, session.user.id_akun, siap.A, siap.la)).partai.find((x) => x.nomor === 1)!;
    expect(await muatLogServer(db, p.id_match)).toBe(true);

    const juri = await mintaTautanJuri(p.id_match);
    expect(juri.map((j) => j.nomor)).toEqual([1, 2, 3]);
    const T = Date.now();
    for (const [i, dt] of [
      [0, 0],
      [1, 350],
      [2, 800],
    ] as const) {
      expect((await tekan(juri[i]!.tautan, { sudut: 'B', teknik: 'badan', waktu: T + dt })).status).toBe(200);
    }
    // A lone press of another judge's view does not count; nor do two presses 3 s apart.
    await tekan(juri[0]!.tautan, { sudut: 'R', teknik: 'kepala', waktu: T + 2000 });
    await tekan(juri[1]!.tautan, { sudut: 'R', teknik: 'kepala', waktu: T + 5000 });

    const dengar = (await bacaTekanServer(p.id_match, 0))!;
    expect(dengar.tekan).toHaveLength(5);
    // The console learns the server's clock from the read (one machine here: no offset to speak of).
    expect(Math.abs(dengar.selisih)).toBeLessThan(1000);
    expect([...juriTerhubung(dengar)].sort()).toEqual([1, 2, 3]);
    let k = (await bacaKonsol(db, session.user.id_akun, siap.A, p.id_match))!;
    expect(k.aturan.skor_digital).toEqual({ juri: 3, jendela_ms: 1000 });
    expect(await terapkanTekanJuri(siap.A, p, k.aturan, dengar.tekan, db)).toBe(1);
    // Heard again (the next live event re-reads from the start): nothing new.
    expect(await terapkanTekanJuri(siap.A, p, k.aturan, dengar.tekan, db)).toBe(0);
    k = (await bacaKonsol(db, session.user.id_akun, siap.A, p.id_match))!;
    expect(k.log.map((e) => [e.jenis, 'sudut' in e ? e.sudut : null, 'teknik' in e ? e.teknik : null])).toEqual([['poin', 'B', 'badan']]);

    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const res = await fetch(`${server.url}/api/partai/${p.id_match}/kejadian`, { headers: { authorization: `Bearer ${session.token}` } });
    const body = (await res.json()) as { data: { kejadian: KejadianBout[] } };
    expect(body.data.kejadian.map((e) => e.id)).toEqual([k.log[0]!.id]);
    db.close();
  });

  it("the judge's phone: a heartbeat and a press carry the server's clock; a forged link is told apart from no network", async () => {
    const session = await login('lap-a@uji.id');
    writeSession(session);
    setApiOrigin(server.url);
    const db = new ArenaDatabase('skor-juri-2');
    setDb(db);
    await refreshLapangan(db, siap.la);
    const p = (await bacaMejaLapangan(db, session.user.id_akun, siap.A, siap.la)).partai.find((x) => x.nomor === 2)!;
    const token = (await mintaTautanJuri(p.id_match))[2]!.tautan.replace('/juri/', '');
    clearSession();
    const d = await detakJuri(token);
    expect(d.ok && d.juri).toBe(3);
    expect(d.ok && Math.abs(d.selisih)).toBeLessThan(1000);
    const t = await kirimTekanJuri(token, { sudut: 'R', teknik: 'putar_kepala', waktu: Date.now(), id: randomUUID() });
    expect(t.ok).toBe(true);
    expect(
      await kirimTekanJuri(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, {
        sudut: 'R',
        teknik: 'kepala',
        waktu: Date.now(),
        id: randomUUID(),
      }),
    ).toEqual({ ok: false, pesan: 'Tautan juri tidak sah; pindai ulang kode QR di konsol', kode: 'tautan_juri_tidak_sah', tetap: true });
    // The seat's presses are full: the phone keeps the server's code (422: a refusal, not a wait).
    await server.open.db.execute(sql`insert into skor_tekan (id_match, juri, id_tekan, sudut, teknik, waktu)
      select ${p.id_match}, 3, gen_random_uuid(), 'B', 'badan', 1764000000000 + g from generate_series(1, ${MAKS_TEKAN_JURI}) g`);
    expect(await kirimTekanJuri(token, { sudut: 'R', teknik: 'kepala', waktu: Date.now(), id: randomUUID() })).toEqual({
      ok: false,
      pesan: 'Batas tekan juri untuk partai ini sudah tercapai; hubungi meja lapangan',
      kode: 'tekan_penuh',
      tetap: true,
    });
    setApiOrigin('http://127.0.0.1:9');
    expect(await detakJuri(token)).toEqual({ ok: false, pesan: 'Tidak terhubung ke server', tetap: false });
    db.close();
  });
});
