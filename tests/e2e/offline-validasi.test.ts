import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';

let server: AppServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let idKompetisi = 0;
let dipilih: string[] = [];
let disetujuiAwal = 0;

interface Entry { id_peserta_kompetisi: number; status: string; is_team: boolean; atlet: { nama_atlet: string } }

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 820, height: 1180 });
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await page?.screenshot({ path: `/tmp/offline-validasi-${Date.now()}.png`, fullPage: true }).catch(() => undefined);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const token = () => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

async function entries(): Promise<Entry[]> {
  const res = await fetch(`${server.url}/api/kompetisi/${idKompetisi}/atlet?limit=1000`, { headers: { Authorization: `Bearer ${await token()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
}

/** The participant's card (the ten-column table shows from lg up; a tablet gets cards). */
const card = (nama: string) => page.locator('li').filter({ visible: true }).filter({ hasText: nama });

async function cari(nama: string) {
  await page.getByLabel('Cari peserta').fill(nama);
  await card(nama).first().waitFor();
}

describe('a competition admin approves entries at the registration desk without wifi', () => {
  it('opens the participant list online, so it is kept on the tablet', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await page.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await page.goto(`${server.url}/admin-kompetisi/validasi-peserta`);
    await page.getByLabel('Cari peserta').waitFor();
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${await token()}` } });
    idKompetisi = ((await me.json()) as { data: { admin_kompetisi: { id_kompetisi: number } } }).data.admin_kompetisi.id_kompetisi;
    const all = await entries();
    disetujuiAwal = all.filter((e) => e.status === 'APPROVED').length;
    const names = all.map((e) => e.atlet.nama_atlet);
    dipilih = all.filter((e) => e.status === 'PENDING' && !e.is_team && names.filter((n) => n === e.atlet.nama_atlet).length === 1)
      .slice(0, 3).map((e) => e.atlet.nama_atlet);
    expect(dipilih).toHaveLength(3);
    await cari(dipilih[0]!);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByLabel('Cari peserta').waitFor();
  });

  it('approves three entries offline; they stay pending across a reload and land exactly once', async () => {
    await browser.context.setOffline(true);
    for (const nama of dipilih) {
      await cari(nama);
      await page.getByRole('button', { name: `Setujui ${nama}` }).click();
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor();
      await card(nama).getByText('Disetujui', { exact: true }).waitFor();
    }
    for (const e of await entries()) if (dipilih.includes(e.atlet.nama_atlet)) expect(e.status).toBe('PENDING');

    await page.reload();
    for (const nama of dipilih) {
      await cari(nama);
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor();
    }

    await browser.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    for (const nama of dipilih) {
      await cari(nama);
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
    }
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    const after = await entries();
    for (const nama of dipilih) expect(after.find((e) => e.atlet.nama_atlet === nama)?.status).toBe('APPROVED');
    expect(after.filter((e) => e.status === 'APPROVED')).toHaveLength(disetujuiAwal + 3);
  });
});
