import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja } from './helpers/meja-skor';

/**
 * A novice bout with judges' phones: the console shows 'Juri digital' with a QR per seat; judge 1 joins on a phone
 * (the page of the join link, no login) and shows as connected; judge 1's press and two other judges' presses of B
 * body within the window become one point on the console.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({
    cabang: 'KYORUGI',
    cocok: (k) => k.kelas.kategori_event?.nama_kategori?.toLowerCase() === 'pemula' && k.peserta_count >= 2,
    minimalPartai: 1,
    proxy: false,
  });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const PONSEL = { width: 390, height: 780 };
/** A judge's press as a phone sends it; `waktu`: when it was pressed, on the server's clock (this machine's). */
const tekanApi = (tautan: string, sudut: string, teknik: string, waktu = Date.now()) =>
  fetch(`${m.server.url}/api${tautan}/tekan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sudut, teknik, waktu, id: randomUUID() }),
  });

/** The last seq of the presses the server holds for the bout (read as the competition's admin). */
const seqTerakhir = async (id_match: string) =>
  (await m.api<{ tekan: { seq: number }[] }>(`/partai/${id_match}/tekan?sejak=0`)).tekan.reduce((a, t) => Math.max(a, t.seq), 0);

/**
 * The console's reads of the judges' presses (GET /partai/{id}/tekan?sejak=…), by the `sejak` each asks with. The
 * console reads one at a time, takes `sejak` from the presses a read brought, and starts the next read only once
 * the last one's presses are applied (useIkutiJuri, satuPerSatu): a read asking after seq n proves that a read
 * holding press n has been applied in full.
 */
function bacaanKonsol(page: Page, id_match: string) {
  const sejak: number[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.method() === 'GET' && u.pathname === `/api/partai/${id_match}/tekan`) sejak.push(Number(u.searchParams.get('sejak') ?? 0));
  });
  return {
    get jumlah() {
      return sejak.length;
    },
    /** Waits for `kali` reads, made from the `dari`-th on, that ask after seq `seq` (or later). */
    async setelah(seq: number, opsi: { dari?: number; kali?: number } = {}) {
      const { dari = 0, kali = 1 } = opsi;
      await expect.poll(() => sejak.slice(dari).filter((s) => s >= seq).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(kali);
    },
  };
}

/** The points in the console's own log of the bout (IndexedDB 'arena-tkd', skorKejadian), as 'B badan'. */
const poinLokal = (page: Page, id_match: string) =>
  page.evaluate(async (id) => {
    const req = indexedDB.open('arena-tkd');
    const db = await new Promise<IDBDatabase>((res, rej) => {
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    try {
      const rows = await new Promise<{ kejadian: { jenis: string; sudut?: string; teknik?: string } }[]>((res, rej) => {
        const get = db.transaction('skorKejadian', 'readonly').objectStore('skorKejadian').index('id_match').getAll(id);
        get.onsuccess = () => res(get.result as never);
        get.onerror = () => rej(get.error);
      });
      return rows
        .map((r) => r.kejadian)
        .filter((k) => k.jenis === 'poin')
        .map((k) => `${k.sudut} ${k.teknik}`);
    } finally {
      db.close();
    }
  }, id_match);

describe("judges' phones on a novice bout", () => {
  it("a judge joins by the link, shows as connected, and three judges' B body presses make one point on the console", async () => {
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    const bacaan = bacaanKonsol(page, p.id_match);
    await bukaDariMeja(page, n, 'Konsol skor');
    const panel = page.getByRole('region', { name: 'Juri digital' });
    await panel.getByRole('button', { name: 'Tampilkan QR' }).click();
    await panel.getByRole('img', { name: 'Kode QR Juri 3' }).waitFor();
    const { juri } = await m.api<{ juri: { nomor: number; tautan: string }[] }>(`/partai/${p.id_match}/juri`, { method: 'POST' });
    // Three judges agree on R head before the round starts: it never counts, not even after a reload. Pressed a
    // second before they are sent, so they are older than the round's start by more than the console can misjudge
    // the server's clock by; the console hears them (a read holding them applied) before the round is started.
    const ditekan = Date.now() - 1_000;
    for (const j of juri) expect((await tekanApi(j.tautan, 'R', 'kepala', ditekan)).status).toBe(200);
    await bacaan.setelah(await seqTerakhir(p.id_match));
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();

    const ponsel = await m.browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true });
    const hp = await ponsel.newPage();
    await hp.goto(`${m.server.url}${juri[0]!.tautan}`);
    await hp.getByText('● Terhubung').waitFor({ timeout: 15_000 });
    await hp.getByText('Juri 1', { exact: true }).waitFor();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });

    const dariHp = hp.waitForResponse((r) => r.request().method() === 'POST' && /\/tekan$/.test(new URL(r.url()).pathname));
    await hp.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
    expect((await dariHp).status()).toBe(200);
    expect((await tekanApi(juri[1]!.tautan, 'B', 'badan')).status).toBe(200);
    expect((await tekanApi(juri[2]!.tautan, 'B', 'badan')).status).toBe(200);
    await expect.poll(() => page.locator('[data-skor="B"]').textContent(), { timeout: 10_000 }).toBe('2');
    // Heard again on the next reads: once a read holding all six presses has been applied, and the read after
    // it too, still one point (in the console's log, and on its screen), R none.
    const semua = await seqTerakhir(p.id_match);
    await bacaan.setelah(semua, { kali: 2 });
    expect(await poinLokal(page, p.id_match)).toEqual(['B badan']);
    expect([await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()]).toEqual(['2', '0']);
    // After a reload every press is read again (from seq 0): once that read has been applied, still one point.
    const sebelumMuatUlang = bacaan.jumlah;
    await page.reload();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });
    await bacaan.setelah(semua, { dari: sebelumMuatUlang });
    expect(await poinLokal(page, p.id_match)).toEqual(['B badan']);
    await expect
      .poll(async () => [await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()])
      .toEqual(['2', '0']);
    await ponsel.close();
  });
});
