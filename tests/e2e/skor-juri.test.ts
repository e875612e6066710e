import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja } from './helpers/meja-skor';

/**
 * A novice bout with judges' phones: the console shows 'Juri digital' with a QR per seat; judge 1 joins on a phone
 * (the page of the join link, no login) and shows as connected; judge 1's press and two other judges' presses of B
 * body within the window become one point on the console.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.kelas.kategori_event?.nama_kategori?.toLowerCase() === 'pemula' && k.peserta_count >= 2, minimalPartai: 1, proxy: false });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const PONSEL = { width: 390, height: 780 };
const tekanApi = (tautan: string, sudut: string, teknik: string) => fetch(`${m.server.url}/api${tautan}/tekan`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sudut, teknik, waktu: Date.now(), id: randomUUID() }),
});

describe('judges\' phones on a novice bout', () => {
  it('a judge joins by the link, shows as connected, and three judges\' B body presses make one point on the console', async () => {
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    await bukaDariMeja(page, n, 'Konsol skor');
    const panel = page.getByRole('region', { name: 'Juri digital' });
    await panel.getByRole('button', { name: 'Tampilkan QR' }).click();
    await panel.getByRole('img', { name: 'Kode QR Juri 3' }).waitFor();
    const { juri } = await m.api<{ juri: { nomor: number; tautan: string }[] }>(`/partai/${p.id_match}/juri`, { method: 'POST' });
    // Three judges agree on R head before the round starts: it never counts, not even after a reload.
    for (const j of juri) expect((await tekanApi(j.tautan, 'R', 'kepala')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();

    const ponsel = await m.browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true });
    const hp = await ponsel.newPage();
    await hp.goto(`${m.server.url}${juri[0]!.tautan}`);
    await hp.getByText('● Terhubung').waitFor({ timeout: 15_000 });
    await hp.getByText('Juri 1', { exact: true }).waitFor();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });

    await hp.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
    expect((await tekanApi(juri[1]!.tautan, 'B', 'badan')).status).toBe(200);
    expect((await tekanApi(juri[2]!.tautan, 'B', 'badan')).status).toBe(200);
    await expect.poll(() => page.locator('[data-skor="B"]').textContent(), { timeout: 10_000 }).toBe('2');
    // Heard again on the next reads, and after a reload (every press read again): still one point, R none.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await page.locator('[data-skor="B"]').textContent()).toBe('2');
    await page.reload();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 3_500));
    expect([await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()]).toEqual(['2', '0']);
    await ponsel.close();
  });
});
