import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';

const EMAIL = 'pelatih.rajawali@contoh.id';
const PASSWORD = 'Rajawali2025';

const t = useAppSuite('offline-dojang');

async function tokenOf(p: Page): Promise<string> {
  return p.evaluate(() => localStorage.getItem('auth_token') ?? '');
}

async function myDojang(token: string) {
  const res = await fetch(`${t.server.url}/api/dojang/my-dojang`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { alamat: string | null; kelurahan: string | null } }).data;
}

describe('a coach at the venue', () => {
  it('registers a dojang and a coach, logs in and edits the dojang', async () => {
    await t.page.goto(`${t.server.url}/registerdojang`);
    await t.page.getByLabel('Nama Dojang').fill('Dojang Rajawali Palembang');
    await t.page.getByLabel('Email Dojang').fill('rajawali@contoh.id');
    await t.page.getByLabel('Nomor Telepon').fill('0711 123456');
    await t.page.getByLabel('Provinsi').selectOption('Sumatera Selatan');
    await t.page.getByLabel(/Kota/).selectOption('Kota Palembang');
    await t.page.getByRole('button', { name: 'Daftarkan Dojang' }).click();
    await t.page.getByText('Registrasi dojang berhasil! Silahkan login.').waitFor();

    await t.page.goto(`${t.server.url}/register`);
    await t.page.getByLabel('Nama Pelatih').fill('Rudi Hartono');
    await t.page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await t.page.getByLabel('No. Telepon').fill('081234567890');
    await t.page.getByLabel('NIK').fill('1671-0123-4567-8901');
    await t.page.getByRole('combobox', { name: 'Dojang' }).fill('Rajawali');
    await t.page.getByRole('option', { name: /Dojang Rajawali Palembang/ }).click();
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await t.page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await t.page.getByText('Registrasi berhasil! Silakan login.').waitFor();
    await t.page.waitForURL('**/login', { timeout: 10_000 });

    await t.page.getByLabel('Email').fill(EMAIL);
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();

    await t.page.goto(`${t.server.url}/dashboard/dojang`);
    await t.page.getByRole('button', { name: 'Ubah Data Dojang' }).click();
    await t.page.getByLabel('Kelurahan').fill('Bukit Lama');
    await t.page.getByRole('button', { name: 'Simpan' }).click();
    await t.page.getByText('Data dojang berhasil diperbarui').waitFor();
    expect((await myDojang(await tokenOf(t.page))).kelurahan).toBe('Bukit Lama');
  });

  it('keeps working with the network cut and the change lands exactly once when it returns', async () => {
    // The service worker must control the page before the network goes away.
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const token = await tokenOf(t.page);

    await t.browser.context.setOffline(true);
    await t.page.reload();
    await t.page.getByText('INFORMASI DOJANG').waitFor();
    await t.page.getByRole('button', { name: 'Ubah Data Dojang' }).click();
    await t.page.getByLabel('Alamat Lengkap').fill('Jl. Demang Lebar Daun No. 12');
    await t.page.getByRole('button', { name: 'Simpan' }).click();
    await t.page.getByText('Menunggu sinkron').first().waitFor();
    await t.page
      .getByLabel(/1 perubahan menunggu/)
      .first()
      .waitFor();

    // Still pending after another reload with no network: it lives in IndexedDB.
    await t.page.reload();
    await t.page.getByText('Menunggu sinkron').first().waitFor();
    expect((await myDojang(token)).alamat).toBeNull();

    await t.browser.context.setOffline(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await t.page.getByText('Menunggu sinkron').first().waitFor({ state: 'detached', timeout: 30_000 });
    expect((await myDojang(token)).alamat).toBe('Jl. Demang Lebar Daun No. 12');

    // The header's sync indicator also loads on a direct visit to a public-layout page.
    await t.page.goto(`${t.server.url}/settings`);
    const indicator = t.page
      .getByLabel(/^Status sinkron/)
      .filter({ visible: true })
      .first();
    await indicator.waitFor();
    expect(await indicator.getAttribute('aria-label')).toBe('Status sinkron: Tersinkron');
  });

  it('the server holds that change exactly once', async () => {
    await t.browser.close();
    await t.server.stop();
    const db = new PGlite(path.join(t.server.dataDir, 'pglite'));
    const updates = await db.query<{ n: number }>("select count(*)::int as n from activity_log where action = 'UPDATE_DOJANG'");
    const keys = await db.query<{ n: number }>('select count(*)::int as n from idempotency_key');
    await db.close();
    // One online edit and one offline edit: two updates, each sent with its own key, none applied twice.
    expect(updates.rows[0].n).toBe(2);
    expect(keys.rows[0].n).toBe(2);
  });
});
