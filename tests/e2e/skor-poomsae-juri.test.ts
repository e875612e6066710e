import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bukaDariMeja, siapkanMejaSkor, type MejaSkor, type Partai } from './helpers/meja-skor';

/**
 * Poomsae panels of the class's setting at the court tablet: a class scored by flags ('bendera', 3 judges) — the staff
 * tap each judge's flag and the majority lands in the bracket; then the same class scored by sheets with three
 * judges on their own phones (separate browsers, joined by the console's links): the tablet shows who sent, fills
 * its sheets from the phones, the staff correct one deduction and save.
 */

let m: MejaSkor;
let id_kelas = 0;

beforeAll(async () => {
  m = await siapkanMejaSkor({ cabang: 'POOMSAE', cocok: (k) => k.peserta_count >= 4, minimalPartai: 2, proxy: false });
  id_kelas = (await m.partai())[0]!.id_kelas_kejuaraan;
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const PONSEL = { width: 390, height: 780 };

/** The class's panel in the competition's scoring setting, through the settings call. */
async function aturPanel(juri: 3 | 5 | 7, mode: 'nilai' | 'bendera') {
  const { pengaturan } = await m.api<{ pengaturan: Record<string, unknown> }>(`/kompetisi/${m.id_kompetisi}/pengaturan-skor`);
  await m.api(`/kompetisi/${m.id_kompetisi}/pengaturan-skor`, {
    method: 'PUT',
    json: { ...pengaturan, poomsae_kelas: [{ id_kelas_kejuaraan: id_kelas, juri, mode }] },
  });
}

async function selesai(n: number): Promise<Partai[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await m.partai();
    if (rows.find((x) => x.nomor === n)!.status === 'SELESAI') return rows;
    if (Date.now() > deadline) throw new Error('not saved');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Per judge: small mistakes for B, presentation part for B, small mistakes for R, presentation part for R. */
const LEMBAR: [number, number, number, number][] = [
  [2, 1.5, 5, 1.5],
  [3, 1.6, 4, 1.5],
  [1, 1.7, 6, 1.4],
];

describe("Poomsae panels by the class's setting", () => {
  it("bendera: three judges' flags on the tablet, the majority lands in the bracket", async () => {
    const { page } = m.meja;
    await aturPanel(3, 'bendera');
    await page.reload();
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b && x.status === 'MENUNGGU')!;
    await bukaDariMeja(page, p.nomor, 'Panel Poomsae');
    await page.locator('[data-panel-kelas]').getByText('3 juri · bendera').waitFor();
    await page.getByText('Pilih bendera setiap juri.').waitFor();
    for (const [i, s] of ['R', 'B', 'R'].entries()) await page.getByRole('button', { name: `Juri ${i + 1}: bendera ${s}` }).click();
    expect(await page.locator('[data-bendera-hitung]').textContent()).toBe('1–2');
    await page
      .locator('[data-pemenang="R"]')
      .getByText(/Pemenang: R/)
      .waitFor();
    await page.getByRole('button', { name: 'Simpan hasil' }).click();
    await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
    const rows = await selesai(p.nomor);
    const s = rows.find((x) => x.nomor === p.nomor)!;
    expect([s.skor_a, s.skor_b, s.keputusan, s.id_pemenang]).toEqual([1, 2, 'PTF', p.sudut_b!.id_peserta_kompetisi]);
    const lanjut = rows.find(
      (x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan && x.ronde === p.ronde + 1 && x.posisi === Math.ceil(p.posisi / 2),
    );
    if (lanjut)
      expect(p.posisi % 2 === 1 ? lanjut.sudut_a?.id_peserta_kompetisi : lanjut.sudut_b?.id_peserta_kompetisi).toBe(
        p.sudut_b!.id_peserta_kompetisi,
      );
  });

  it('three judges send their sheets from their phones; the tablet fills, the staff correct one deduction and save', async () => {
    const { page } = m.meja;
    await aturPanel(3, 'nilai');
    await page.reload();
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b && x.status === 'MENUNGGU')!;
    await bukaDariMeja(page, p.nomor, 'Panel Poomsae');
    await page.locator('[data-panel-kelas]').getByText('3 juri · nilai').waitFor();
    const qr = page.getByRole('region', { name: 'Juri digital' });
    await qr.getByRole('button', { name: 'Tampilkan QR' }).click();
    await qr.getByRole('img', { name: 'Kode QR Juri 3' }).waitFor();
    const { juri } = await m.api<{ juri: { nomor: number; tautan: string }[] }>(`/partai/${p.id_match}/juri`, { method: 'POST' });
    expect(juri).toHaveLength(3);

    const ponsel = await Promise.all(
      juri.map(() => m.browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true })),
    );
    for (const [i, j] of juri.entries()) {
      const hp = await ponsel[i]!.newPage();
      await hp.goto(`${m.server.url}${j.tautan}`);
      await hp.getByText(`Juri ${j.nomor}`, { exact: true }).waitFor({ timeout: 15_000 });
      const [kb, pb, kr, pr] = LEMBAR[i]!;
      for (const [sudut, kecil, nilai] of [
        ['B', kb, pb],
        ['R', kr, pr],
      ] as const) {
        await hp.getByRole('tab', { name: `Sudut ${sudut}` }).click();
        for (let k = 0; k < kecil; k++) await hp.getByRole('button', { name: `${sudut}: kurangi 0,1` }).click();
        for (const bagian of ['Kecepatan & kekuatan', 'Ritme & tempo', 'Ekspresi energi']) {
          await hp.getByRole('button', { name: `${sudut} ${bagian} ${String(nilai).replace('.', ',')}`, exact: true }).click();
        }
      }
      // Judge 1 taps one deduction too many on R and takes it back.
      if (i === 0) {
        await hp.getByRole('button', { name: 'R: kurangi 0,3' }).click();
        await hp.getByRole('button', { name: 'R: batalkan pengurangan terakhir' }).click();
      }
      expect(await hp.locator('[data-akurasi-hp="R"]').textContent()).toBe(String(4 - kr / 10).replace('.', ','));
      await hp.getByRole('button', { name: 'Kirim', exact: true }).click();
      await hp.getByText('✓ Terkirim ke meja').waitFor();
      await page.locator(`[data-juri="${j.nomor}"][data-terkirim="1"]`).waitFor({ timeout: 15_000 });
    }
    // B: accuracy 3.8 3.7 3.9 → 3.80, presentation 4.5 4.8 5.1 → 4.80; R: 3.5 3.6 3.4 → 3.50, 4.5 4.5 4.2 → 4.40.
    await expect.poll(() => page.locator('[data-total="B"]').textContent(), { timeout: 10_000 }).toBe('8,60');
    expect(await page.locator('[data-total="R"]').textContent()).toBe('7,90');
    expect(await page.locator('[data-akurasi="B2"]').textContent()).toBe('Akurasi 3,7');
    // The staff correct judge 2's B sheet before saving: 3.6 → B accuracy 3.77.
    await page.getByRole('button', { name: 'Juri 2 B: kurangi 0,1' }).click();
    await expect.poll(() => page.locator('[data-total="B"]').textContent()).toBe('8,57');
    await page
      .locator('[data-pemenang="B"]')
      .getByText(/Pemenang: B/)
      .waitFor();
    await page.getByRole('button', { name: 'Simpan hasil' }).click();
    await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
    const s = (await selesai(p.nomor)).find((x) => x.nomor === p.nomor)!;
    expect([s.skor_a, s.skor_b, s.keputusan, s.id_pemenang]).toEqual([8.57, 7.9, 'PTF', p.sudut_a!.id_peserta_kompetisi]);

    // The bout is saved: a late resend from a phone is refused with the reason.
    const hp = ponsel[2]!.pages()[0]!;
    await hp.getByRole('tab', { name: 'Sudut B' }).click();
    await hp.getByRole('button', { name: 'B: kurangi 0,1' }).click();
    await hp.getByRole('button', { name: 'Kirim', exact: true }).click();
    await hp.getByText('Partai sudah selesai; nilai tidak bisa dikirim lagi.').waitFor();
    await Promise.all(ponsel.map((c) => c.close()));
  });
});
