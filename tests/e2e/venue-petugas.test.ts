import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { undiKelasTerbesar } from '../../test-support/undian';

/**
 * Court by court: the competition admin lands on the venue overview, makes a court's staff from the staff screen
 * (refusals in place), the staff member logs in, replaces the first password and lands on the court desk; the
 * overview then shows the court with its desk connected; the public home leads the staff back with 'Ke meja saya'.
 * 'Pindah lapangan' moves them and their desk follows; offline the overview reads from its copy on the device.
 * With E2E_SHOTS=<folder> the overview and the staff screen are saved at phone, tablet and desktop size.
 */

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const EMAIL = 'rudi.lapangan@arenatkd.demo';
let server: AppServer;
let browser: Browser;
let adminToken = '';
let id_kompetisi = 0;

async function api<T>(pathname: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function masuk(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function potret(page: Page, nama: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const [ukuran, viewport] of Object.entries({ phone: PHONE, tablet: TABLET, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    // Two frames: the new size is laid out and painted before the picture.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${dir}/${nama}-${ukuran}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  server = await startAppServer();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' }),
  });
  const sesi = ((await login.json()) as { data: { token: string; user: { admin_kompetisi: { id_kompetisi: number } } } }).data;
  adminToken = sesi.token;
  id_kompetisi = sesi.user.admin_kompetisi.id_kompetisi;
  // The largest Kyorugi class drawn, on Lapangan A of the first day, numbered; Lapangan B beside it.
  const kelas = await undiKelasTerbesar(api, id_kompetisi, (k) => k.kelas.cabang === 'KYORUGI');
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  const id_hari = hari.hari[0]!.id_hari;
  await api(`/kompetisi/${id_kompetisi}/lapangan`, {
    method: 'POST',
    json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' },
  });
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${id_kompetisi}/lapangan`, {
    method: 'POST',
    json: { id_hari, nama: 'Lapangan B', mulai: '08:00', cabang: 'SEMUA' },
  });
  const id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: { kelas: [{ id_kelas_kejuaraan: kelas!.kelas.id_kelas_kejuaraan, id_lapangan, urutan: 1 }] },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

describe('court by court: staff, landing and the venue overview', () => {
  it('the admin makes court staff from the screen; they land on their desk; the overview shows the desk connected', async () => {
    const admin = await (await browser.newContext({ viewport: DESKTOP, locale: 'id-ID' })).newPage();
    await masuk(admin, 'kompetisi@arenatkd.demo', 'Kompetisi123!');
    // The competition admin lands on the venue overview, the first item of the competition menu.
    await admin.waitForURL(/\/admin-kompetisi\/venue$/);
    const kartuA = admin.getByRole('article', { name: 'Lapangan A' });
    await expect.poll(() => kartuA.locator('[data-sisa]').getAttribute('data-sisa')).not.toBeNull();
    expect(await kartuA.locator('li[data-jenis="meja"]').getAttribute('data-terhubung')).toBe('false');
    // The first item of the competition menu, marked as the page open.
    const menu = admin.getByRole('navigation', { name: 'Admin Kompetisi' }).getByRole('listitem').first();
    expect(await menu.textContent()).toBe('Pantau Venue');
    expect(await menu.getByRole('link').getAttribute('aria-current')).toBe('page');
    await potret(admin, 'venue-awal');

    await admin.getByRole('link', { name: 'Petugas', exact: true }).click();
    await admin.waitForURL(/\/admin-kompetisi\/petugas$/);
    const form = admin.getByRole('form', { name: 'Tambah petugas' });
    await form.getByLabel('Nama').fill('Rudi Lapangan');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Password awal').fill('Lapangan123');
    await form.getByLabel('Peran').selectOption('PETUGAS_LAPANGAN');
    await form.getByRole('button', { name: 'Tambah petugas' }).click();
    // A refusal is shown where it belongs: under the court.
    await form.locator('#petugas-lapangan-msg').getByText('Pilih lapangan untuk petugas lapangan').waitFor();
    const opsiA = await form.getByLabel('Lapangan').locator('option', { hasText: 'Lapangan A' }).getAttribute('value');
    await form.getByLabel('Lapangan').selectOption(opsiA!);
    await form.getByRole('button', { name: 'Tambah petugas' }).click();
    const bagian = admin.getByRole('region', { name: 'Petugas Lapangan' });
    const baris = bagian.locator(`tr[data-petugas="${EMAIL}"]`);
    await baris.getByText('Lapangan A').waitFor();
    expect(await baris.textContent()).toContain('Petugas Lapangan');
    // The server's refusal too: the same address again, under the email.
    await form.getByLabel('Nama').fill('Rudi Lagi');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Password awal').fill('Lapangan123');
    await form.getByLabel('Peran').selectOption('PETUGAS_LAPANGAN');
    await form.getByLabel('Lapangan').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Tambah petugas' }).click();
    await form.locator('#petugas-email-msg').getByText('Email sudah terdaftar').waitFor();
    await potret(admin, 'petugas');

    // The staff member on a tablet: first password replaced, then straight to the court desk.
    const meja = await (await browser.newContext({ viewport: TABLET, locale: 'id-ID' })).newPage();
    await masuk(meja, EMAIL, 'Lapangan123');
    await meja.waitForURL(/\/auth\/ganti-password$/);
    await meja.getByLabel('Password Baru', { exact: true }).fill('MejaLapA123');
    await meja.getByLabel('Konfirmasi Password Baru').fill('MejaLapA123');
    await meja.getByRole('button', { name: 'Simpan Password' }).click();
    await meja.waitForURL(/\/admin-kompetisi\/lapangan$/);
    await meja.getByRole('region', { name: 'Urutan partai' }).waitFor();
    await meja.getByText(/^Lapangan A ·/).waitFor();
    // From the public home, 'Ke meja saya' leads back to the desk.
    await meja.goto(`${server.url}/`);
    await meja.getByRole('link', { name: 'Ke meja saya' }).click();
    await meja.waitForURL(/\/admin-kompetisi\/lapangan$/);
    await meja.getByRole('region', { name: 'Urutan partai' }).waitFor();

    // The overview hears the desk appear on the live stream: connected, with its staff.
    await admin.getByRole('link', { name: 'Pantau Venue' }).click();
    await admin.waitForURL(/\/admin-kompetisi\/venue$/);
    await kartuA.locator('li[data-jenis="meja"][data-terhubung="true"]').waitFor({ timeout: 15_000 });
    expect(await kartuA.textContent()).toContain('Rudi Lapangan');
    await potret(admin, 'venue-terhubung');

    // 'Pindah lapangan': the staff member goes to Lapangan B; the signed-in desk follows without a new login.
    await admin.getByRole('link', { name: 'Petugas', exact: true }).click();
    await baris.getByRole('button', { name: 'Pindah lapangan' }).click();
    const dialog = admin.getByRole('dialog', { name: /Pindah lapangan/ });
    await dialog
      .getByLabel('Lapangan baru')
      .selectOption((await dialog.locator('option', { hasText: 'Lapangan B' }).getAttribute('value'))!);
    await dialog.getByRole('button', { name: 'Pindahkan' }).click();
    await baris.getByText('Lapangan B').waitFor();
    await meja.evaluate(() => window.dispatchEvent(new Event('online')));
    await meja.getByText(/^Lapangan B ·/).waitFor();
    await admin.getByRole('link', { name: 'Pantau Venue' }).click();
    const kartuB = admin.getByRole('article', { name: 'Lapangan B' });
    await kartuB.locator('li[data-jenis="meja"][data-terhubung="true"]').waitFor({ timeout: 15_000 });
    expect(await kartuB.textContent()).toContain('Rudi Lapangan');
    // The desk left court A when it moved.
    await kartuA.locator('li[data-jenis="meja"][data-terhubung="false"]').waitFor({ timeout: 15_000 });

    // Without the network the overview still reads, from its copy on the device, with the copy's time.
    await admin.context().setOffline(true);
    await admin.getByRole('link', { name: 'Petugas', exact: true }).click();
    await admin.getByRole('link', { name: 'Pantau Venue' }).click();
    await admin
      .locator('[data-keadaan="offline"]')
      .getByText(/^Offline — Data tersimpan pukul \d\d\.\d\d WIB$/)
      .waitFor();
    expect(await kartuB.textContent()).toContain('Rudi Lapangan');
    await potret(admin, 'venue-offline');
    await admin.context().setOffline(false);
  });
});
