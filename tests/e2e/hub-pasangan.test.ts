import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppSuite } from './helpers/suite';

/**
 * The central server's 'Hub Venue' page, walked by the competition admin: the menu item, the badge 'Server pusat', a
 * pairing code made (as text and as a QR, with its expiry, the lease waiting), a new code replacing it, the code
 * revoked after the confirmation, and the server agreeing at each step. The take-over by a second server is
 * tests/server's and the lead's two-server walk. With E2E_SHOTS=<folder> the page is saved at phone, tablet, desktop
 * and TV size.
 */

const DESKTOP = { width: 1440, height: 900 };
const UKURAN = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  desktop: DESKTOP,
  tv: { width: 1920, height: 1080 },
};
const t = useAppSuite('hub-pasangan', DESKTOP);

async function potret(page: Page, nama: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const [ukuran, viewport] of Object.entries(UKURAN)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${dir}/${nama}-${ukuran}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The lease as the central server holds it, read with the page's own session. */
async function sewaDiServer(page: Page): Promise<{ status: string } | null> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('auth_token') ?? '';
    const me = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
    const id = me.data.admin_kompetisi.id_kompetisi as number;
    const res = await fetch(`/api/kompetisi/${id}/hub`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
    return res.data.sewa as { status: string } | null;
  });
}

describe("the central server's 'Hub Venue' page", () => {
  it('makes a pairing code, shows it as text and QR with its expiry, replaces it, and revokes it', async () => {
    const page = t.page;
    await page.goto(`${t.server.url}/login`);
    await page.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await page.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin-kompetisi\/venue$/);

    // The competition menu lists it; the header says which server this is.
    await page.getByRole('link', { name: 'Hub Venue', exact: true }).first().click();
    await page.waitForURL(/\/admin-kompetisi\/hub$/);
    await expect.poll(() => page.locator('[data-lencana-server]').first().getAttribute('title')).toContain('Server pusat');
    await page.getByRole('heading', { name: 'Belum ada hub venue' }).waitFor();
    await page.getByText('ARENA_PERAN=hub ARENA_PUSAT_URL=').waitFor();
    expect(await sewaDiServer(page)).toBeNull();
    await potret(page, 'hub-pusat-awal');

    await page.getByRole('button', { name: 'Buat kode pasangan' }).click();
    const kode = page.locator('[data-kode]');
    await kode.waitFor();
    const pertama = (await kode.textContent())?.trim() ?? '';
    expect(pertama).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await page.getByRole('img', { name: `Kode QR pasangan ${pertama}` }).waitFor();
    await page.getByRole('heading', { name: 'Menunggu hub' }).waitFor();
    await page
      .locator('[data-kode-pasangan]')
      .getByText(/Berlaku sampai \d+ \S+ \d{2}\.\d{2} WIB/)
      .waitFor();
    expect(await sewaDiServer(page)).toMatchObject({ status: 'menunggu' });
    await potret(page, 'hub-pusat-kode');

    // A new code replaces the waiting one.
    await page.getByRole('button', { name: 'Buat kode baru' }).click();
    await expect.poll(async () => (await kode.textContent())?.trim()).not.toBe(pertama);

    await page.getByRole('button', { name: 'Cabut kode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cabut kode pasangan?' });
    await dialog.getByText('Kode ini tidak dapat dipakai lagi').waitFor();
    await dialog.getByRole('button', { name: 'Cabut kode' }).click();
    await page.getByRole('heading', { name: 'Kode dicabut' }).waitFor();
    await expect.poll(() => kode.count()).toBe(0);
    expect(await sewaDiServer(page)).toMatchObject({ status: 'dicabut' });
    await page.getByRole('button', { name: 'Buat kode pasangan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Akhiri sewa' }).count()).toBe(0);
  });
});
