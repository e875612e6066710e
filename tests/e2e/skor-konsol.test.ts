import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja, tungguSelesai } from './helpers/meja-skor';

/**
 * A WT bout scored on the court tablet's console with the wifi cut (court staff, through a proxy that is cut): the
 * scoreboard window the console opens follows each tap over BroadcastChannel, a reload in round 2 resumes the same
 * score, and after reconnecting the log lands once and its result puts the winner into the next round.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'KYORUGI', cocok: (k) => k.peserta_count >= 4, minimalPartai: 5, proxy: true });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const skorPapan = (papan: Page, s: 'B' | 'R') => papan.locator(`[data-skor="${s}"]`);
async function tekan(page: Page, papan: Page, nama: string, B: number, R: number) {
  await page.getByRole('button', { name: nama, exact: true }).click();
  // The board shows the tap: the round's scores as the console derives them.
  await expect
    .poll(async () => [await skorPapan(papan, 'B').textContent(), await skorPapan(papan, 'R').textContent()], { timeout: 2_000 })
    .toEqual([String(B), String(R)]);
}

describe('the scoring console with the wifi cut', () => {
  it('scores a bout offline while the scoreboard window follows, resumes after a reload, lands once and advances the winner', async () => {
    const { page, context } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    m.proxy!.cut();
    await bukaDariMeja(page, n, 'Konsol skor');
    await page.getByRole('button', { name: 'Mulai ronde 1' }).waitFor();

    const [papan] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Buka papan skor' }).click()]);
    await papan.locator('[data-papan]').waitFor({ timeout: 30_000 });
    expect(await papan.locator('text=Meja Lapangan').count()).toBe(0); // no sidebar on the board

    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await tekan(page, papan, 'B +3 Tendangan kepala', 3, 0);
    await tekan(page, papan, 'R +2 Tendangan badan', 3, 2);
    await tekan(page, papan, 'R +4 Tendangan putar ke badan', 3, 6);
    await page.getByRole('button', { name: /^Batal terakhir/ }).click();
    await expect.poll(() => skorPapan(papan, 'R').textContent(), { timeout: 2_000 }).toBe('2');
    await tekan(page, papan, 'Gam-jeom untuk R', 4, 2);
    await page.getByRole('button', { name: 'Jeda' }).click();
    await page.getByRole('button', { name: 'Akhiri ronde 1' }).click();
    await page.getByText('Ronde 1 dimenangkan B (biru)').waitFor();
    await page.getByRole('button', { name: /Ronde berikutnya/ }).click();
    await tekan(page, papan, 'R +1 Pukulan', 0, 1);

    // A reload in round 2 (still offline) resumes the same bout at the same score.
    await page.reload();
    await page.locator('[data-ronde="2"]').first().waitFor();
    expect([
      await page.locator('[data-skor="B"]').textContent(),
      await page.locator('[data-skor="R"]').textContent(),
      await page.locator('[data-menang="B"] b').textContent(),
    ]).toEqual(['0', '1', '1']);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 5, 1);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 10, 1);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 15, 1);
    await papan.getByText('B MENANG').waitFor({ timeout: 2_000 });
    expect(await page.locator('[data-menunggu]').textContent()).toMatch(/Menunggu sinkron: 1[0-9]/);
    await page.getByRole('button', { name: 'Simpan hasil' }).click();
    await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
    expect((await m.partai()).find((x) => x.nomor === n)!.status).toBe('MENUNGGU');

    m.proxy!.restore();
    const rows = await tungguSelesai(m, n);
    const log = await m.api<{ kejadian: { seq: number; jenis: string }[]; hasil: { pemenang: string; keputusan: string } }>(
      `/partai/${p.id_match}/kejadian`,
    );
    // Mulai, 3 points, undo, gam-jeom, jeda, ronde_selesai, ronde_mulai, 1 point, 3 points: 13 events, once each, in order.
    expect(log.kejadian.map((k) => k.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect([log.hasil.pemenang, log.hasil.keputusan]).toEqual(['B', 'PTG']);
    const selesai = rows.find((x) => x.nomor === n)!;
    expect([selesai.skor_a, selesai.skor_b, selesai.keputusan, selesai.id_pemenang]).toEqual([
      2,
      0,
      'PTG',
      p.sudut_a!.id_peserta_kompetisi,
    ]);
    const lanjut = rows.find(
      (x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan && x.ronde === p.ronde + 1 && x.posisi === Math.ceil(p.posisi / 2),
    )!;
    expect(p.posisi % 2 === 1 ? lanjut.sudut_a?.id_peserta_kompetisi : lanjut.sudut_b?.id_peserta_kompetisi).toBe(
      p.sudut_a!.id_peserta_kompetisi,
    );
    await page.waitForFunction(() => !document.querySelector('[data-menunggu]'), undefined, { timeout: 30_000 });
  });
});
