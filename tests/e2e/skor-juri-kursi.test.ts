import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bukaDariMeja, siapkanMejaSkor, tungguSelesai, type MejaSkor, type Partai } from './helpers/meja-skor';

/**
 * Court by court: the console shows the court's seat links once; three judges' phones scan them once and follow
 * three bouts on the mat in turn ('Menunggu partai berikutnya' between, buttons only while a round runs, a point by
 * their consensus each bout) with no new link. Then two judges on game controllers attached to the console (a stubbed
 * navigator.getGamepads) and one on a phone score by the same consensus, and the controllers alone score with the
 * console cut off the network.
 */

let m: MejaSkor;
let kursi: { nomor: number; tautan: string }[] = [];
const hp: { context: BrowserContext; page: Page }[] = [];

beforeAll(async () => {
  m = await siapkanMejaSkor({
    cabang: 'KYORUGI',
    cocok: (k) => k.kelas.kategori_event?.nama_kategori?.toLowerCase() === 'pemula' && k.peserta_count >= 8,
    minimalPartai: 4,
    proxy: false,
  });
  // The console's device has game controllers: a stand-in for navigator.getGamepads the test presses through.
  await m.meja.context.addInitScript(() => {
    const tombol = () => Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
    const pads = [0, 1].map((index) => ({
      index,
      id: `Stik uji ${index + 1} (STANDARD GAMEPAD)`,
      connected: true,
      mapping: 'standard',
      timestamp: 0,
      axes: [0, 0, 0, 0],
      buttons: tombol(),
    }));
    Object.defineProperty(navigator, 'getGamepads', { value: () => [...pads, null, null], configurable: true });
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    (window as unknown as { __stik: (i: number, t: number) => Promise<void> }).__stik = async (i, t) => {
      pads[i]!.buttons[t]!.pressed = true;
      await frame();
      pads[i]!.buttons[t]!.pressed = false;
      await frame();
    };
  });
  await m.meja.page.reload();
  await m.meja.page.getByRole('region', { name: 'Urutan partai' }).waitFor();
}, 180_000);
afterAll(async () => {
  await Promise.all(hp.map((h) => h.context.close()));
  await m?.close();
});

const PONSEL = { width: 390, height: 844 };
const skor = (page: Page, s: 'B' | 'R') => page.locator(`[data-skor="${s}"]`).textContent();
/** The bouts with both corners still waiting, by number. */
const siap = async () =>
  (await m.partai()).filter((p) => p.sudut_a && p.sudut_b && p.status === 'MENUNGGU').sort((a, b) => a.nomor - b.nomor);
/** The next bout the phone should name between bouts: called first, else the first waiting. */
const berikutnya = async () => {
  const semua = (await m.partai()).sort((a, b) => a.nomor - b.nomor);
  return (semua.find((p) => p.status === 'DIPANGGIL') ?? semua.find((p) => p.status === 'MENUNGGU'))?.nomor;
};

/** The points in the console's own log of the bout (IndexedDB 'arena-tkd', skorKejadian), as 'B badan', by seq. */
const poinLokal = (page: Page, id_match: string) =>
  page.evaluate(async (id) => {
    const req = indexedDB.open('arena-tkd');
    const db = await new Promise<IDBDatabase>((res, rej) => {
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    try {
      const rows = await new Promise<{ kejadian: { jenis: string; seq: number; sudut?: string; teknik?: string } }[]>((res, rej) => {
        const get = db.transaction('skorKejadian', 'readonly').objectStore('skorKejadian').index('id_match').getAll(id);
        get.onsuccess = () => res(get.result as never);
        get.onerror = () => rej(get.error);
      });
      return rows
        .map((r) => r.kejadian)
        .filter((k) => k.jenis === 'poin')
        .sort((a, b) => a.seq - b.seq)
        .map((k) => `${k.sudut} ${k.teknik}`);
    } finally {
      db.close();
    }
  }, id_match);

async function akhiri(page: Page, p: Partai) {
  await page.getByRole('button', { name: 'RSC' }).click();
  await page.getByRole('button', { name: 'B menang' }).click();
  await page.getByRole('button', { name: 'Simpan hasil' }).click();
  await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
  await tungguSelesai(m, p.nomor);
}

describe("judges' seats follow the court", () => {
  it('three phones scanned once follow three bouts: waiting between, buttons only in a round, a point by consensus each bout', async () => {
    const { page } = m.meja;
    const bouts = (await siap()).slice(0, 3);
    expect(bouts).toHaveLength(3);
    for (const [i, p] of bouts.entries()) {
      await bukaDariMeja(page, p.nomor, 'Konsol skor');
      if (i === 0) {
        // The console shows the court's seat links once; the judges scan them now, for the whole day.
        const panel = page.getByRole('region', { name: 'Juri digital' });
        const jawab = page.waitForResponse((r) => /\/api\/lapangan\/\d+\/juri$/.test(new URL(r.url()).pathname));
        await panel.getByRole('button', { name: 'Tampilkan QR' }).click();
        kursi = ((await (await jawab).json()) as { data: { juri: typeof kursi } }).data.juri;
        await panel.getByRole('img', { name: 'Kode QR Juri 3' }).waitFor();
        await panel.getByRole('button', { name: 'Sembunyikan QR' }).click();
        for (const k of kursi) {
          const context = await m.browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true });
          const page = await context.newPage();
          await page.goto(`${m.server.url}${k.tautan}`);
          hp.push({ context, page });
        }
      }
      // Each phone shows the bout on the mat, its buttons locked until the round runs.
      for (const h of hp) {
        await h.page.locator(`[data-partai-hp="${p.id_match}"] [data-tombol-juri="terkunci"]`).waitFor({ timeout: 15_000 });
        expect(await h.page.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).isDisabled()).toBe(true);
      }
      await page.locator('[data-juri="3"][data-terhubung="1"]').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
      for (const h of hp) await h.page.locator('[data-tombol-juri="aktif"]').waitFor({ timeout: 15_000 });
      for (const h of hp) await h.page.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
      await expect.poll(() => skor(page, 'B'), { timeout: 15_000 }).toBe('2');
      await page
        .locator('[data-terakhir-juri="1"]')
        .getByText(/Terakhir: B \+2/)
        .waitFor();
      await akhiri(page, p);
      // The result is kept: the phones wait for the next bout and name it.
      const lanjut = await berikutnya();
      for (const h of hp) {
        await h.page.getByText('Menunggu partai berikutnya').waitFor({ timeout: 15_000 });
        await h.page.locator(`[data-berikutnya="${lanjut}"]`).waitFor({ timeout: 15_000 });
      }
    }
    // Scanned once: the phones never left their link, and the court's links are still the ones scanned.
    for (const [i, h] of hp.entries()) expect(new URL(h.page.url()).pathname).toBe(kursi[i]!.tautan);
    const sekarang = await m.api<{ juri: typeof kursi }>(`/lapangan/${m.id_lapangan}/juri`, { method: 'POST', json: { juri: 3 } });
    expect(sekarang.juri.map((k) => k.tautan)).toEqual(kursi.map((k) => k.tautan));
  });

  it('two controllers on the console and one phone score by the same consensus; the controllers alone with no network', async () => {
    const { page, context } = m.meja;
    const [p] = await siap();
    await bukaDariMeja(page, p!.nomor, 'Konsol skor');
    const stik = (i: number, tombol: number) =>
      page.evaluate(([a, b]) => (window as unknown as { __stik: (i: number, t: number) => Promise<void> }).__stik(a, b), [
        i,
        tombol,
      ] as const);
    // Pairing: seat 1 and 2 take the controllers; seat 3 keeps its phone.
    await page.getByRole('button', { name: 'Pasangkan stik' }).click();
    await page.getByText('Tekan tombol apa saja di stik juri 1').waitFor();
    await stik(0, 9);
    await page.getByText('Tekan tombol apa saja di stik juri 2').waitFor();
    await stik(1, 9);
    await page.getByText('Tekan tombol apa saja di stik juri 3').waitFor();
    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.locator('[data-juri="1"]').getByText('Stik 1').waitFor();
    await page.locator('[data-juri="2"]').getByText('Stik 2').waitFor();
    const telepon = hp[2]!.page;
    await telepon.locator(`[data-partai-hp="${p!.id_match}"]`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await telepon.locator('[data-tombol-juri="aktif"]').waitFor({ timeout: 15_000 });

    // Judge 1 on a controller (◀: B punch) and judge 3 on the phone agree: one point.
    await stik(0, 14);
    await telepon.getByRole('button', { name: 'B +1 Pukulan', exact: true }).click();
    await expect.poll(() => skor(page, 'B'), { timeout: 15_000 }).toBe('1');
    await page
      .locator('[data-terakhir-juri="1"]')
      .getByText(/B \+1 \(stik\)/)
      .waitFor();

    // The console off the network: judges 1 and 2 on controllers (A: R body) still make a point.
    await context.setOffline(true);
    try {
      await stik(0, 0);
      await stik(1, 0);
      await expect.poll(() => skor(page, 'R'), { timeout: 10_000 }).toBe('2');
      // Both points are events of the bout's log on the tablet, queued like taps.
      await expect.poll(() => poinLokal(page, p!.id_match)).toEqual(['B pukulan', 'R badan']);
    } finally {
      await context.setOffline(false);
    }
    expect(await skor(page, 'B')).toBe('1');
  });
});
