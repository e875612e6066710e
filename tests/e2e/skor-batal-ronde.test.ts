import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bukaDariMeja, siapkanMejaSkor, type MejaSkor } from './helpers/meja-skor';

/**
 * Mistakes at the mat corrected on the tablet with the wifi cut, the court's board on the same device following:
 * an accidental 'Akhiri ronde' taken back with 'Batal terakhir' (the round open again, its clock stopped where it
 * ended), the clock set, a round reopened with 'Koreksi ronde' and a reason; each correction in the record struck
 * through, and after reconnecting the whole log lands once and the server derives the same result.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 1, proxy: true });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const teks = async (p: Page, sel: string) => (await p.locator(sel).first().textContent())?.trim() ?? '';

describe('corrections at the mat, offline', () => {
  it('an accidental round end is taken back, the clock set and a round reopened; the board follows; the log lands once', async () => {
    const { page, context } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    await bukaDariMeja(page, p.nomor, 'Konsol skor');
    const [papan] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Buka papan skor lapangan' }).click(),
    ]);
    await papan.locator(`[data-papan="${p.id_match}"]`).waitFor({ timeout: 30_000 });
    m.proxy!.cut();

    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await page.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
    await page.getByRole('button', { name: 'Gam-jeom untuk R' }).click();
    await page.getByRole('button', { name: 'Jeda', exact: true }).click();
    await page.getByRole('button', { name: 'Akhiri ronde 1' }).click();
    await page.getByRole('button', { name: 'Ronde berikutnya (2)' }).waitFor();
    await expect.poll(() => teks(papan, '[data-menang="B"]'), { timeout: 5_000 }).toBe('Ronde ●');

    // The accidental end taken back: the round is open, stopped, the score as it was; the board follows.
    await page.getByRole('button', { name: 'Batal terakhir (Ronde 1 diakhiri)' }).click();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Ronde berikutnya (2)' }).count()).toBe(0);
    expect(await teks(page, '[data-fase]')).toBe('Jeda');
    await expect.poll(() => teks(papan, '[data-menang="B"]'), { timeout: 5_000 }).toBe('Ronde –');
    expect(await teks(papan, '[data-skor="B"]')).toBe('3');

    // The clock set by hand, logged.
    await page.getByRole('button', { name: 'Atur waktu' }).click();
    await page.getByLabel('Sisa waktu ronde (menit:detik)').fill('0:30');
    await page.getByLabel('Alasan atur waktu').fill('jam terlambat dihentikan');
    await page.getByRole('button', { name: 'Simpan waktu' }).click();
    await expect.poll(() => page.locator('[data-jam]').textContent(), { timeout: 3_000 }).toBe('00:30');
    await expect.poll(() => papan.locator('[data-jam]').textContent(), { timeout: 5_000 }).toBe('00:30');

    // Ended again, then reopened with a reason from 'Koreksi ronde' (the rest had begun).
    await page.getByRole('button', { name: 'Akhiri ronde 1' }).click();
    await page.getByRole('button', { name: 'Ronde berikutnya (2)' }).waitFor();
    await page.getByRole('button', { name: 'Koreksi ronde 1' }).click();
    await page.getByRole('button', { name: 'Buka ronde 1' }).click();
    await page.getByRole('form', { name: 'Koreksi ronde 1' }).getByRole('alert').waitFor();
    await page.getByLabel('Alasan koreksi ronde').fill('poin R belum dicatat');
    await page.getByRole('button', { name: 'Buka ronde 1' }).click();
    await page.getByRole('button', { name: 'R +3 Tendangan kepala', exact: true }).click();
    await expect.poll(() => teks(papan, '[data-skor="R"]'), { timeout: 5_000 }).toBe('3');
    await expect.poll(() => teks(page, '[data-jam]'), { timeout: 3_000 }).toBe('00:30');

    // The record: the undone round end struck through, the corrections listed.
    await page.getByText(/^Catatan kejadian/).click();
    const dibatalkan = page.locator('[data-status="dibatalkan"]');
    expect(await dibatalkan.count()).toBe(1);
    expect(await dibatalkan.textContent()).toContain('Ronde 1 diakhiri');
    await page.getByText('Koreksi ronde 1: dibuka lagi (poin R belum dicatat)').waitFor();
    await page.getByText('Waktu diatur ke 0:30 (jam terlambat dihentikan)').waitFor();
    await page.screenshot({ path: '/tmp/e2e-batal-ronde.png' });

    m.proxy!.restore();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const log = await m.api<{
        kejadian: { jenis: string; alasan?: string }[];
        hasil: { status: string; ronde: { status: string; B: { skor: number }; R: { skor: number } }[] };
      }>(`/partai/${p.id_match}/kejadian`);
      if (log.kejadian.length === 10) {
        expect(log.kejadian.map((k) => k.jenis)).toEqual([
          'ronde_mulai',
          'poin',
          'gam_jeom',
          'timer',
          'ronde_selesai',
          'undo',
          'atur_waktu',
          'ronde_selesai',
          'ronde_buka',
          'poin',
        ]);
        expect(log.kejadian[8]!.alasan).toBe('poin R belum dicatat');
        expect(log.hasil.status).toBe('berlangsung');
        expect(log.hasil.ronde).toHaveLength(1);
        expect(log.hasil.ronde[0]).toMatchObject({ status: 'berlangsung', B: { skor: 3 }, R: { skor: 3 } });
        break;
      }
      if (Date.now() > deadline) throw new Error(`not synced: ${log.kejadian.length} events`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 240_000);
});
