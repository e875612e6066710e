import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';

let server: AppServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const EMAIL = 'pelatih.rajawali@contoh.id';
const PASSWORD = 'Rajawali2025';

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function tokenOf(p: Page): Promise<string> {
  return p.evaluate(() => localStorage.getItem('auth_token') ?? '');
}

async function myDojang(token: string) {
  const res = await fetch(`${server.url}/api/dojang/my-dojang`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { alamat: string | null; kelurahan: string | null } }).data;
}

describe('a coach at the venue', () => {
  it('registers a dojang and a coach, logs in and edits the dojang', async () => {
    await page.goto(`${server.url}/registerdojang`);
    await page.getByLabel('Nama Dojang').fill('Dojang Rajawali Palembang');
    await page.getByLabel('Email Dojang').fill('rajawali@contoh.id');
    await page.getByLabel('Nomor Telepon').fill('0711 123456');
    await page.getByLabel('Provinsi').selectOption('Sumatera Selatan');
    await page.getByLabel(/Kota/).selectOption('Kota Palembang');
    await page.getByRole('button', { name: 'Daftarkan Dojang' }).click();
    await page.getByText('Registrasi dojang berhasil! Silahkan login.').waitFor();

    await page.goto(`${server.url}/register`);
    await page.getByLabel('Nama Pelatih').fill('Rudi Hartono');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('No. Telepon').fill('081234567890');
    await page.getByLabel('NIK').fill('1671-0123-4567-8901');
    await page.getByRole('combobox', { name: 'Dojang' }).fill('Rajawali');
    await page.getByRole('option', { name: /Dojang Rajawali Palembang/ }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Registrasi berhasil! Silakan login.').waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login berhasil sebagai Pelatih!').waitFor();

    await page.goto(`${server.url}/dashboard/dojang`);
    await page.getByRole('button', { name: 'Ubah Data Dojang' }).click();
    await page.getByLabel('Kelurahan').fill('Bukit Lama');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data dojang berhasil diperbarui').waitFor();
    expect((await myDojang(await tokenOf(page))).kelurahan).toBe('Bukit Lama');
  });

  it('keeps working with the network cut and the change lands exactly once when it returns', async () => {
    // The service worker must control the page before the network goes away.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const token = await tokenOf(page);

    await browser.context.setOffline(true);
    await page.reload();
    await page.getByText('INFORMASI DOJANG').waitFor();
    await page.getByRole('button', { name: 'Ubah Data Dojang' }).click();
    await page.getByLabel('Alamat Lengkap').fill('Jl. Demang Lebar Daun No. 12');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Menunggu sinkron').first().waitFor();
    await page.getByLabel(/1 perubahan menunggu/).first().waitFor();

    // Still pending after another reload with no network: it lives in IndexedDB.
    await page.reload();
    await page.getByText('Menunggu sinkron').first().waitFor();
    expect((await myDojang(token)).alamat).toBeNull();

    await browser.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Menunggu sinkron').first().waitFor({ state: 'detached', timeout: 30_000 });
    expect((await myDojang(token)).alamat).toBe('Jl. Demang Lebar Daun No. 12');

    // The header's sync indicator also loads on a direct visit to a public-layout page.
    await page.goto(`${server.url}/settings`);
    const indicator = page.getByLabel(/^Status sinkron/).first();
    await indicator.waitFor();
    expect(await indicator.getAttribute('aria-label')).toBe('Status sinkron: Tersinkron');
  });

  it('the server holds that change exactly once', async () => {
    await browser.close();
    await server.stop();
    const db = new PGlite(path.join(server.dataDir, 'pglite'));
    const updates = await db.query<{ n: number }>(
      "select count(*)::int as n from activity_log where action = 'UPDATE_DOJANG'",
    );
    const keys = await db.query<{ n: number }>('select count(*)::int as n from idempotency_key');
    await db.close();
    // One online edit and one offline edit: two updates, each sent with its own key, none applied twice.
    expect(updates.rows[0].n).toBe(2);
    expect(keys.rows[0].n).toBe(2);
  });
});
