import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { syntheticJpeg } from '../../test-support/synthetic-photo';
import { useAppSuite } from './helpers/suite';
import { bacaOutbox, catatTulis, dorongOnline, tungguOutboxKosong } from './helpers/sinkron';

let photo: Buffer;

interface ServerAtlet {
  id_atlet: number;
  nama_atlet: string;
  pas_foto: string | null;
}

const t = useAppSuite('offline-atlet');

/** The list renders a table (desktop) and cards (phone); only one of them is visible. */
const visibleText = (text: string) => t.page.getByText(text).filter({ visible: true }).first();

async function athletesOnServer(name: string): Promise<ServerAtlet[]> {
  const res = await fetch(`${t.server.url}/api/atlet`, { headers: { Authorization: `Bearer ${await t.token()}` } });
  return ((await res.json()) as { data: ServerAtlet[] }).data.filter((a) => a.nama_atlet === name);
}

/** A 4000×3000 JPEG made by the browser's own encoder (see test-support/synthetic-photo.ts). */
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

/** A 14-year-old whatever the year the test runs in: no KK/KTP is asked (it is from 17). */
const TANGGAL_LAHIR = `${new Date().getFullYear() - 14}-03-14`;

async function fillForm(p: Page, nama: string, nik: string) {
  await p.getByLabel('Nama Lengkap').fill(nama);
  await p.getByLabel('Tanggal Lahir').fill(TANGGAL_LAHIR);
  await p.getByLabel('Jenis Kelamin').selectOption('PEREMPUAN');
  await p.getByLabel('NIK').fill(nik);
  await p.getByLabel('No. Telepon').fill('081234567890');
  await p.getByLabel('Alamat').fill('Jl. Sudirman No. 10, Palembang');
  await p.getByLabel('Provinsi').selectOption('Sumatera Selatan');
  await p.getByLabel(/Kota/).selectOption('Kota Palembang');
  await p.getByLabel('Tingkat Sabuk').selectOption('hijau');
  await p.getByLabel('Berat Badan (kg)').fill('38.5');
  await p.getByLabel('Tinggi Badan (cm)').fill('147');
  // The coach states the parent's consent (a 14-year-old: the guardian is named).
  await p.getByLabel('Saya menyatakan persetujuan').check();
  await p.getByLabel('Nama Orang Tua/Wali').fill('Siti Aminah');
  await p.locator('input[type="file"]#atlet-dok-pas_foto').setInputFiles({ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Compressed in a worker; the preview appears when it is ready.
  await p.getByAltText('Pratinjau Pas Foto').waitFor({ timeout: 30_000 });
}

describe('athletes of a coach at the venue', () => {
  it('adds an athlete with a 12-megapixel phone photo, stored as at most 300 KB', async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    photo = await phonePhoto(t.page);
    expect(photo.length).toBeGreaterThan(1_500_000);

    await t.page.goto(`${t.server.url}/dashboard/atlit`);
    await visibleText('Muhammad Rizky Pratama').waitFor();
    await t.page.getByRole('button', { name: 'Tambah Atlit' }).click();
    await visibleText('TAMBAH ATLIT').waitFor();
    await fillForm(t.page, 'Dewi Kartika Sari', '1671015403120011');
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await t.page.getByText('Berhasil menambahkan Atlet!').waitFor();
    await t.page.waitForURL('**/dashboard/atlit**', { timeout: 10_000 });
    await visibleText('Dewi Kartika Sari').waitFor();

    const [stored] = await athletesOnServer('Dewi Kartika Sari');
    expect(stored.pas_foto).toMatch(/\.jpg$/);
    const file = await fetch(`${t.server.url}/uploads/atlet/pas_foto/${stored.pas_foto}`, {
      headers: { Authorization: `Bearer ${await t.token()}` },
    });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Never public.
    expect((await fetch(`${t.server.url}/uploads/atlet/pas_foto/${stored.pas_foto}`)).status).toBe(401);
  });

  it('adds an athlete with the network cut; it stays pending across reloads and lands exactly once', async () => {
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    await t.browser.context.setOffline(true);
    await t.page.goto(`${t.server.url}/dashboard/TambahAtlit`);
    await visibleText('TAMBAH ATLIT').waitFor();
    await fillForm(t.page, 'Rahmat Offline Saputra', '1671011403120022');
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await t.page.waitForURL('**/dashboard/atlit**', { timeout: 10_000 });
    const row = visibleText('Rahmat Offline Saputra');
    await row.waitFor();
    await visibleText('Menunggu sinkron').waitFor();

    await t.page.reload();
    await visibleText('Rahmat Offline Saputra').waitFor();
    await visibleText('Menunggu sinkron').waitFor();
    expect(await athletesOnServer('Rahmat Offline Saputra')).toHaveLength(0);

    // The browser is closed and opened again, still with no network.
    const context = await t.browser.restart();
    await context.setOffline(true);
    t.page = context.pages()[0] ?? (await context.newPage());
    await t.page.goto(`${t.server.url}/dashboard/atlit`);
    await visibleText('Rahmat Offline Saputra').waitFor();
    await visibleText('Menunggu sinkron').waitFor();

    const jalur = (await bacaOutbox(t.page)).map((e) => e.path);
    expect(jalur).toHaveLength(1);
    await t.browser.context.setOffline(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await visibleText('Menunggu sinkron').waitFor({ state: 'detached', timeout: 30_000 });
    // A second nudge must not send it again: it is off the queue (nothing left to send), and the page takes the
    // nudge (the status it asks on `online` answers) without sending the write.
    await tungguOutboxKosong(t.page);
    const lagi = catatTulis(t.page, jalur);
    await dorongOnline(t.page);
    lagi.berhenti();
    expect(lagi.jumlah).toBe(0);

    const landed = await athletesOnServer('Rahmat Offline Saputra');
    expect(landed).toHaveLength(1);
    expect(landed[0].pas_foto).toMatch(/\.jpg$/);
    const file = await fetch(`${t.server.url}/uploads/atlet/pas_foto/${landed[0].pas_foto}`, {
      headers: { Authorization: `Bearer ${await t.token()}` },
    });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
  });
});
