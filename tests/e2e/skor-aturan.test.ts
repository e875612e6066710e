import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siapkanMejaSkor, type MejaSkor, bukaDariMeja } from './helpers/meja-skor';

/**
 * The competition admin changes the novice round length on 'Aturan pertandingan' on a phone (reached from the
 * schedule page; a bad figure shows the server's message), and the court tablet's console runs that clock for a
 * novice bout started after it; the bout keeps it. Then the court staff's account changes while the tablet stays
 * signed in: moved to another court, then deactivated.
 */

let m: MejaSkor;

beforeAll(async () => {
  m = await siapkanMejaSkor({
    cabang: 'KYORUGI',
    cocok: (k) => k.kelas.kategori_event?.nama_kategori?.toLowerCase() === 'pemula' && k.peserta_count >= 2,
    minimalPartai: 1,
    proxy: false,
  });
}, 180_000);
afterAll(async () => {
  await m?.close();
});

const PONSEL = { width: 390, height: 780 };

describe("the competition's rules as a setting", () => {
  it("a novice round of 75 s saved on the settings page is the console's clock", async () => {
    const ctx = await m.browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true });
    const hp = await ctx.newPage();
    await hp.goto(`${m.server.url}/login`);
    await hp.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await hp.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await hp.getByRole('button', { name: 'Login' }).click();
    await hp.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await hp.goto(`${m.server.url}/admin-kompetisi/jadwal`);
    await hp.getByRole('link', { name: /Aturan pertandingan/ }).click();
    await hp.waitForURL(/\/admin-kompetisi\/aturan$/);
    const pemula = hp.getByRole('region', { name: 'Aturan Pemula' });
    const lama = pemula.getByLabel(/Lama ronde/);
    await expect.poll(() => lama.inputValue()).toBe('60');
    await hp
      .getByRole('region', { name: 'Aturan Prestasi' })
      .getByLabel(/Lama ronde/)
      .waitFor();
    // Nothing wider than the phone.
    expect(await hp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PONSEL.width);

    await lama.fill('10');
    await hp.getByRole('button', { name: 'Simpan aturan' }).click();
    await expect
      .poll(() => hp.getByRole('alert').filter({ hasText: 'Lama ronde' }).first().textContent())
      .toBe('Lama ronde harus 30 sampai 300 detik');
    await lama.fill('75');
    await hp.getByRole('button', { name: 'Simpan aturan' }).click();
    await hp.getByText('Pengaturan skor disimpan').first().waitFor();
    await expect
      .poll(() => pemula.getByRole('combobox', { name: 'Set aturan' }).locator('option:checked').textContent())
      .toMatch(/\(v2\)$/);
    await ctx.close();

    // The court tablet, already on its desk: its court list follows the change; the bout started now scores 3 × 01:15.
    const { page } = m.meja;
    const p = (await m.partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    await bukaDariMeja(page, n, 'Konsol skor');
    await expect.poll(() => page.locator('[data-jam]').textContent(), { timeout: 15_000 }).toBe('01:15');
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await expect
      .poll(
        async () =>
          (await m.partai()).find((x) => x.nomor === n) as unknown as { aturan_skor: { ronde_detik: number; versi: number } | null },
      )
      .toMatchObject({ aturan_skor: { ronde_detik: 75, versi: 2 } });
  });
});

describe('a court staff account changed while the tablet is signed in', () => {
  it('court staff moved to another court by the admin: the tablet follows without a new login; deactivated, it is signed out', async () => {
    const { page } = m.meja;
    await page.goto(`${m.server.url}/admin-kompetisi/lapangan`);
    await page.getByText(/^Lapangan A · /).waitFor();
    const [hari] = await m.api<{ id_hari: number }[]>(`/kompetisi/${m.id_kompetisi}/hari`);
    const l = await m.api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${m.id_kompetisi}/lapangan`, {
      method: 'POST',
      json: { id_hari: hari!.id_hari, nama: 'Lapangan B', mulai: '08:00', cabang: 'KYORUGI' },
    });
    const b = l.hari[0]!.lapangan.find((x) => x.nama === 'Lapangan B')!;
    const petugas = await m.api<{ id_petugas: number; email: string }[]>(`/kompetisi/${m.id_kompetisi}/petugas`);
    const rudi = petugas.find((x) => x.email === 'lapangan@arenatkd.demo')!;
    await m.api(`/kompetisi/${m.id_kompetisi}/petugas/${rudi.id_petugas}`, { method: 'PUT', json: { id_lapangan: b.id_lapangan } });

    // The staff comes back to the tablet (the screen wakes): the desk is court B's, no login asked.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText(/^Lapangan B · /).waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/\/admin-kompetisi\/lapangan$/);

    await m.api(`/kompetisi/${m.id_kompetisi}/petugas/${rudi.id_petugas}`, { method: 'PUT', json: { status: 'INACTIVE' } });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
