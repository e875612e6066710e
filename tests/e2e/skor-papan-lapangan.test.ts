import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bukaDariMeja, siapkanMejaSkor, tungguSelesai, type MejaSkor, type Partai } from './helpers/meja-skor';

/**
 * One court's scoreboard opened once from the desk: three bouts run on the court and the same board window follows
 * each (the bout on the mat from the console, its result, then the next bout); then the same with the wifi cut, the
 * board following the desk on the same device with no network.
 */

let m: MejaSkor;
let papan: Page;
let kode = '';

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 8, minimalPartai: 5, proxy: true });
  kode = (await m.api<{ lapangan: { kode: string } }>(`/lapangan/${m.id_lapangan}/partai`)).lapangan.kode;
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const layar = (jenis: string, label: string) => papan.locator(`main[data-partai-papan="${label}"] [data-layar-papan="${jenis}"]`);

async function jalankan(p: Partai) {
  const { page } = m.meja;
  const label = `${kode}-${p.nomor}`;
  await bukaDariMeja(page, p.nomor, 'Konsol skor');
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  // The bout on the mat: the console's picture, named with its court.
  await papan.locator(`[data-papan="${p.id_match}"]`).waitFor({ timeout: 25_000 });
  expect(await papan.locator('header').first().textContent()).toContain(`Partai ${label}`);
  await page.getByRole('button', { name: 'RSC' }).click();
  await page.getByRole('button', { name: 'B menang' }).click();
  await page.getByRole('button', { name: 'Simpan hasil' }).click();
  await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
  // Its result, then (after the board's 3 s) the next bout.
  await papan.locator('[data-layar-papan="hasil"]').waitFor({ timeout: 25_000 });
  expect(await papan.locator('main').getAttribute('data-partai-papan')).toBe(label);
}

describe('a court scoreboard opened once for the day', () => {
  it('follows three bouts in the same window, each result then the next bout', async () => {
    const { page, context } = m.meja;
    const lengkap = (await m.partai()).filter((x) => x.sudut_a && x.sudut_b).sort((a, b) => a.nomor - b.nomor);
    expect(lengkap.length).toBeGreaterThanOrEqual(4);
    [papan] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Buka papan skor lapangan' }).click()]);
    // The board's setting: a result stays 3 s (the default 15 s is for the day).
    await papan.goto(`${new URL(papan.url()).origin}/admin-kompetisi/lapangan/papan?lapangan=${m.id_lapangan}&hasil=3`);
    await layar('berikut', `${kode}-${lengkap[0].nomor}`).waitFor({ timeout: 30_000 });
    expect(await papan.locator('text=Meja Lapangan').count()).toBe(0);
    const jendela = context.pages().length;
    for (const [i, p] of lengkap.slice(0, 3).entries()) {
      await jalankan(p);
      await tungguSelesai(m, p.nomor);
      const lanjut = (await m.partai()).filter((x) => x.status !== 'SELESAI').sort((a, b) => a.nomor - b.nomor)[0];
      await layar('berikut', `${kode}-${lanjut.nomor}`).waitFor({ timeout: 25_000 });
      // Opening it again from the desk reuses the same window (the board's own URL again: the default 15 s result).
      if (i < 2) await page.getByRole('button', { name: 'Buka papan skor lapangan' }).click();
      expect(context.pages().length).toBe(jendela);
    }
  }, 240_000);

  it('with the wifi cut follows the desk on the same device and says it is waiting', async () => {
    // The desk keeps working in its own page while the board waits.
    const sisa = (await m.partai()).filter((x) => x.status !== 'SELESAI' && x.sudut_a && x.sudut_b).sort((a, b) => a.nomor - b.nomor);
    m.proxy!.cut();
    await papan.locator('[data-papan-keadaan="menunggu"]').waitFor({ timeout: 30_000 });
    await papan.reload();
    await layar('berikut', `${kode}-${sisa[0].nomor}`).waitFor({ timeout: 30_000 });
    for (const p of sisa.slice(0, 3)) {
      await jalankan(p);
      const berikut = sisa.find((x) => x.nomor > p.nomor);
      if (berikut) await layar('berikut', `${kode}-${berikut.nomor}`).waitFor({ timeout: 25_000 });
    }
    await papan.locator('[data-papan-keadaan="menunggu"]').waitFor();
    m.proxy!.restore();
    await tungguSelesai(m, sisa[Math.min(2, sisa.length - 1)].nomor);
  }, 240_000);
});
