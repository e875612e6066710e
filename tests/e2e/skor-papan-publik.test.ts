import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja } from './helpers/meja-skor';

/**
 * Screens away from the mat follow the console through the server: a parent's phone on /event/papan sees the
 * court's bout and its score after each tap, the hall's full board (?lapangan=) and the light /event/jadwal show the
 * same score, and so does the hall screen (/event/layar), all from the live stream.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 2, proxy: false });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

describe('live scoreboards for other screens', () => {
  it('a phone and the hall board follow each tap of the console; /event/jadwal shows the live score', async () => {
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    await bukaDariMeja(page, p.nomor, 'Konsol skor');
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();

    const hp = await m.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    const ponsel = await hp.newPage();
    await ponsel.goto(`${m.server.url}/event/papan`);
    const tile = ponsel.locator(`[data-lapangan-papan="${m.id_lapangan}"]`);
    await tile.waitFor({ timeout: 30_000 });
    // The bout is named with its court's letter ('A-12').
    expect(await tile.textContent()).toMatch(new RegExp(`Partai [A-Z]+-${p.nomor}(?!\\d)`));

    await page.getByRole('button', { name: 'B +3 Tendangan kepala', exact: true }).click();
    await expect.poll(() => tile.locator('[data-skor-ringkas="B"]').textContent(), { timeout: 5_000 }).toBe('3');
    await page.getByRole('button', { name: 'Gam-jeom untuk B', exact: true }).click();
    await expect.poll(() => tile.locator('[data-skor-ringkas="R"]').textContent(), { timeout: 5_000 }).toBe('1');

    // The hall's board of that court, full screen.
    await tile.click();
    await ponsel.locator('[data-papan]').waitFor();
    expect([await ponsel.locator('[data-skor="B"]').textContent(), await ponsel.locator('[data-skor="R"]').textContent()]).toEqual([
      '3',
      '1',
    ]);
    expect(await ponsel.locator('[data-gamjeom="B"]').textContent()).toBe('Gam-jeom 1');
    await page.getByRole('button', { name: 'R +2 Tendangan badan', exact: true }).click();
    await expect.poll(() => ponsel.locator('[data-skor="R"]').textContent(), { timeout: 5_000 }).toBe('3');
    // The clock runs on the board by itself.
    const jam1 = await ponsel.locator('[data-jam]').textContent();
    await expect.poll(() => ponsel.locator('[data-jam]').textContent(), { timeout: 5_000 }).not.toBe(jam1);

    // The light schedule page: the bout on the mat with its score.
    const jadwal = await hp.newPage();
    await jadwal.goto(`${m.server.url}/event/jadwal`);
    const skor = jadwal.locator(`[data-partai="${p.nomor}"][data-status="BERTANDING"] [data-skor-langsung]`);
    await expect.poll(() => skor.getAttribute('data-skor-langsung'), { timeout: 10_000 }).toBe('3-3');
    await page.getByRole('button', { name: 'B +1 Pukulan', exact: true }).click();
    await expect.poll(() => skor.getAttribute('data-skor-langsung'), { timeout: 5_000 }).toBe('4-3');
    // The hall screen: the bout on each court's mat with its score.
    const aula = await m.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID' });
    const layar = await aula.newPage();
    await layar.goto(`${m.server.url}/event/layar`);
    await expect.poll(() => layar.locator('[data-skor-layar]').first().getAttribute('data-skor-layar'), { timeout: 10_000 }).toBe('4-3');
    await page.getByRole('button', { name: 'R +3 Tendangan kepala', exact: true }).click();
    await expect.poll(() => layar.locator('[data-skor-layar]').first().getAttribute('data-skor-layar'), { timeout: 5_000 }).toBe('4-6');
    await aula.close();
    await hp.close();
  });
});
