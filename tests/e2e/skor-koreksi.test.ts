import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja } from './helpers/meja-skor';

/**
 * A correction on the Kyorugi console with the wifi cut: a point entered for the wrong corner and technique is
 * corrected from the bout's event list with a required reason, the score changes at once, and after reconnecting
 * the correction lands once in the bout's log.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 1, proxy: true });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

describe('a correction on the console with the wifi cut', () => {
  it("replaces a point by another corner's technique with a reason, the score follows at once and the correction lands once", async () => {
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    m.proxy!.cut();
    await bukaDariMeja(page, n, 'Konsol skor');
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await page.getByRole('button', { name: 'B +3 Tendangan kepala', exact: true }).click();
    await expect.poll(() => page.locator('[data-skor="B"]').textContent(), { timeout: 2_000 }).toBe('3');

    await page.getByText(/^Catatan kejadian/).click();
    await page.getByRole('button', { name: 'Koreksi #2' }).click();
    const form = page.getByRole('group', { name: 'Koreksi kejadian #2' });
    await form.getByLabel('Sudut pengganti').selectOption('R');
    await form.getByLabel('Teknik pengganti').selectOption('putar_badan');
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await form.getByRole('alert').getByText('Alasan koreksi wajib diisi').waitFor();
    expect(await page.locator('[data-skor="B"]').textContent()).toBe('3');
    await form.getByLabel('Alasan koreksi').fill('Tendangan putar R, bukan kepala B');
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await expect
      .poll(async () => [await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()], {
        timeout: 2_000,
      })
      .toEqual(['0', '4']);
    await page.locator('[data-kejadian="2"]').getByText('dikoreksi').waitFor();

    m.proxy!.restore();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const log = await m.api<{
        kejadian: { seq: number; jenis: string; alasan?: string }[];
        hasil: { ronde: { B: { skor: number }; R: { skor: number } }[] };
      }>(`/partai/${p.id_match}/kejadian`);
      if (log.kejadian.length === 3) {
        expect(log.kejadian.map((k) => [k.seq, k.jenis])).toEqual([
          [1, 'ronde_mulai'],
          [2, 'poin'],
          [3, 'koreksi'],
        ]);
        expect(log.kejadian[2]!.alasan).toBe('Tendangan putar R, bukan kepala B');
        expect([log.hasil.ronde[0]!.B.skor, log.hasil.ronde[0]!.R.skor]).toEqual([0, 4]);
        break;
      }
      if (Date.now() > deadline) throw new Error('not synced');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
