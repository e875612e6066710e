import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticJpeg } from '../../bench/lib/synthetic-photo';
import { launchBrowser } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';

let server: AppServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let photo: Buffer;

interface ServerAtlet {
  id_atlet: number;
  nama_atlet: string;
  pas_foto: string | null;
}

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

/** The list renders a table (desktop) and cards (phone); only one of them is visible. */
const visibleText = (text: string) => page.getByText(text).filter({ visible: true }).first();

const token = () => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

async function athletesOnServer(name: string): Promise<ServerAtlet[]> {
  const res = await fetch(`${server.url}/api/atlet`, { headers: { Authorization: `Bearer ${await token()}` } });
  return ((await res.json()) as { data: ServerAtlet[] }).data.filter((a) => a.nama_atlet === name);
}

/** A 4000×3000 JPEG made by the browser's own encoder (see bench/lib/synthetic-photo.ts). */
async function phonePhoto(p: Page): Promise<Buffer> {
  const base64 = await p.evaluate(async (source) => {
    const make = (0, eval)(`(${source})`) as (w: number, h: number, seed: number) => Promise<Blob>;
    const bytes = new Uint8Array(await (await make(4000, 3000, 11)).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, syntheticJpeg.toString());
  return Buffer.from(base64, 'base64');
}

async function fillForm(p: Page, nama: string, nik: string) {
  await p.getByLabel('Nama Lengkap').fill(nama);
  await p.getByLabel('Tanggal Lahir').fill('2012-03-14');
  await p.getByLabel('Jenis Kelamin').selectOption('PEREMPUAN');
  await p.getByLabel('NIK').fill(nik);
  await p.getByLabel('No. Telepon').fill('081234567890');
  await p.getByLabel('Alamat').fill('Jl. Sudirman No. 10, Palembang');
  await p.getByLabel('Provinsi').selectOption('Sumatera Selatan');
  await p.getByLabel(/Kota/).selectOption('Kota Palembang');
  await p.getByLabel('Tingkat Sabuk').selectOption('hijau');
  await p.getByLabel('Berat Badan (kg)').fill('38.5');
  await p.getByLabel('Tinggi Badan (cm)').fill('147');
  await p.locator('input[type="file"]#atlet-dok-pas_foto').setInputFiles({ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Compressed in a worker; the preview appears when it is ready.
  await p.getByAltText('Pratinjau Pas Foto').waitFor({ timeout: 30_000 });
}

describe('athletes of a coach at the venue', () => {
  it('adds an athlete with a 12-megapixel phone photo, stored as at most 300 KB', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(1_500_000);

    await page.goto(`${server.url}/dashboard/atlit`);
    await visibleText('Muhammad Rizky Pratama').waitFor();
    await page.getByRole('button', { name: 'Tambah Atlit' }).click();
    await visibleText('TAMBAH ATLIT').waitFor();
    await fillForm(page, 'Dewi Kartika Sari', '1671015403120011');
    await page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await page.getByText('Berhasil menambahkan Atlet!').waitFor();
    await page.waitForURL('**/dashboard/atlit**', { timeout: 10_000 });
    await visibleText('Dewi Kartika Sari').waitFor();

    const [stored] = await athletesOnServer('Dewi Kartika Sari');
    expect(stored.pas_foto).toMatch(/\.jpg$/);
    const file = await fetch(`${server.url}/uploads/atlet/pas_foto/${stored.pas_foto}`, {
      headers: { Authorization: `Bearer ${await token()}` },
    });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Never public.
    expect((await fetch(`${server.url}/uploads/atlet/pas_foto/${stored.pas_foto}`)).status).toBe(401);
  });

  it('adds an athlete with the network cut; it stays pending across reloads and lands exactly once', async () => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    await browser.context.setOffline(true);
    await page.goto(`${server.url}/dashboard/TambahAtlit`);
    await visibleText('TAMBAH ATLIT').waitFor();
    await fillForm(page, 'Rahmat Offline Saputra', '1671011403120022');
    await page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await page.waitForURL('**/dashboard/atlit**', { timeout: 10_000 });
    const row = visibleText('Rahmat Offline Saputra');
    await row.waitFor();
    await visibleText('Menunggu sinkron').waitFor();

    await page.reload();
    await visibleText('Rahmat Offline Saputra').waitFor();
    await visibleText('Menunggu sinkron').waitFor();
    expect(await athletesOnServer('Rahmat Offline Saputra')).toHaveLength(0);

    // The browser is closed and opened again, still with no network.
    const context = await browser.restart();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/dashboard/atlit`);
    await visibleText('Rahmat Offline Saputra').waitFor();
    await visibleText('Menunggu sinkron').waitFor();

    await browser.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await visibleText('Menunggu sinkron').waitFor({ state: 'detached', timeout: 30_000 });
    // A second nudge must not send it again.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);

    const landed = await athletesOnServer('Rahmat Offline Saputra');
    expect(landed).toHaveLength(1);
    expect(landed[0].pas_foto).toMatch(/\.jpg$/);
    const file = await fetch(`${server.url}/uploads/atlet/pas_foto/${landed[0].pas_foto}`, {
      headers: { Authorization: `Bearer ${await token()}` },
    });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
  });
});
