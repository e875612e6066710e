import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor } from './helpers/meja-skor';

/**
 * The hall's TV pages at 1920×1080 — the hall screen and one court's scoreboard — are the whole screen: no navbar, no
 * footer, no scroll; the hall screen names each bout's class with its weight class. The court desk's card shows the
 * weight class whole, on a phone too.
 */
let m: MejaSkor;
beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 2, proxy: false });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

describe('the TV pages and the desk cards', () => {
  it('fit 1920×1080 with nothing but the page; the class is never cut before its weight', async () => {
    const { partai } = await m.api<{ partai: { nama_kelas: string }[] }>(`/lapangan/${m.id_lapangan}/partai`);
    const kelas = partai[0]!.nama_kelas;
    const berat = /(Under|Over) \d+ kg$/i.exec(kelas)?.[0];
    expect(berat).toBeTruthy();

    const tv = await m.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID' });
    const page = await tv.newPage();
    for (const url of ['/event/layar', `/event/papan?lapangan=${m.id_lapangan}`]) {
      await page.goto(`${m.server.url}${url}`);
      await page.locator('main').first().waitFor();
      if (url === '/event/layar') await page.getByText(`${berat} ·`).first().waitFor({ timeout: 30_000 });
      else await page.getByRole('status').first().waitFor({ timeout: 30_000 });
      const ukuran = await page.evaluate(() => ({
        tinggi: document.documentElement.scrollHeight,
        footer: document.querySelectorAll('footer').length,
        nav: document.querySelectorAll('nav').length,
      }));
      expect([url, ukuran]).toEqual([url, { tinggi: 1080, footer: 0, nav: 0 }]);
    }
    await tv.close();

    const desk = m.meja.page;
    await desk.setViewportSize({ width: 390, height: 844 });
    const kartu = desk.locator('[data-partai]').first();
    const teks = kartu.getByText(berat!, { exact: true });
    await teks.waitFor();
    // Whole: its box is as wide as its text (nothing cut by an ellipsis).
    expect(await teks.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await desk.setViewportSize({ width: 1024, height: 768 });
  });
});
