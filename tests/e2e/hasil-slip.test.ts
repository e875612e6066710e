import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { bukaDariMeja, siapkanMejaSkor, tungguSelesai, type MejaSkor } from './helpers/meja-skor';

/**
 * The decided bout on the console shows its round-by-round table before 'Simpan hasil'; the finished bout on the
 * court desk prints its result slip, with the wifi cut (made on the tablet from what it holds).
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 1, proxy: true });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

describe('the round table and the result slip', () => {
  it('shows each round before Simpan hasil, then prints the slip of the finished bout offline', async () => {
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    m.proxy!.cut();
    await bukaDariMeja(page, p.nomor, 'Konsol skor');
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await page.getByRole('button', { name: 'B +3 Tendangan kepala', exact: true }).click();
    await page.getByRole('button', { name: 'Gam-jeom untuk R' }).click();
    await page.getByRole('button', { name: 'Jeda' }).click();
    await page.getByRole('button', { name: 'Akhiri ronde 1' }).click();
    await page.getByRole('button', { name: /Ronde berikutnya/ }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'B +5 Tendangan putar ke kepala', exact: true }).click();

    const tabel = page.getByRole('table', { name: 'Rekap per ronde' });
    await tabel.waitFor({ timeout: 5_000 });
    const baris = async (n: number) =>
      (await tabel.locator(`[data-ronde="${n}"] > *`).allTextContents()).map((x) => x.replace(/\s+/g, ' ').trim()).join(' ');
    expect(await baris(1)).toBe('1 4 GJ 0 0 GJ 1 B · Angka');
    expect(await baris(2)).toBe('2 15 GJ 0 0 GJ 0 B · Selisih poin');
    await page.screenshot({ path: '/tmp/e2e-hasil-ronde.png' });

    await page.getByRole('button', { name: 'Simpan hasil' }).click();
    await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
    // The finished bout picked from the court's list: its card offers the slip.
    await page.locator(`tr[data-partai="${p.nomor}"] button`).click();
    const tombol = page.getByRole('region', { name: 'Partai dipilih' }).getByRole('button', { name: 'Cetak slip hasil' });
    await tombol.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: '/tmp/e2e-hasil-slip-meja.png' });
    const [unduhan] = await Promise.all([page.waitForEvent('download'), tombol.click()]);
    expect(unduhan.suggestedFilename()).toMatch(/^Slip Partai [A-Z]-\d+ .*\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await unduhan.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const s of ['SLIP HASIL PERTANDINGAN', 'Selisih poin', 'Ronde dimenangkan B–R: 2–0', 'Wasit', 'Pencatat'])
      expect(text).toContain(s);

    m.proxy!.restore();
    await tungguSelesai(m, p.nomor);
  });
});
