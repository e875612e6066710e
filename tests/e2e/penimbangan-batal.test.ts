import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';

/**
 * Issue 28 at the weigh-in desk, on two tablets (1024×768): the desk (weigh-in staff, through the venue wifi) names
 * itself once, finds an athlete by the card number as printed without its signature, is stopped at a weight no
 * athlete has and asked 'Yakin?' at one far from the class; the competition admin on another tablet voids that
 * attempt while the desk's wifi is down; once the desk is back, its verdict changes too.
 */

interface Entri {
  id_peserta_kompetisi: number;
  kode_kartu: string;
  nama_atlet: string;
  batas_min: number;
  batas_max: number | null;
  percobaan: { kunci: string; meja: string; berat_gram: number; dibatalkan: { meja: string; alasan: string } | null }[];
  hasil: string;
}

const TABLET = { width: 1024, height: 768 };
let server: AppServer;
let proxy: CutProxy;
let browser: Browser;
let id_kompetisi = 0;
let adminToken = '';
let meja: Page;
let admin: Page;
let atlet: Entri;

async function api<T>(pathname: string, init: RequestInit = {}, token = adminToken): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function loginApi(email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string; user: { admin_kompetisi?: { id_kompetisi: number } } } }).data;
}

const kg = (g: number) => (g / 1000).toFixed(1).replace('.', ',');

async function bukaMeja(base: string, email: string, password: string, nama: string): Promise<Page> {
  const context = await browser.newContext({ viewport: TABLET, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  await page.goto(`${base}/admin-kompetisi/penimbangan`);
  // Asked once on this device, with a suggestion filled in.
  await page.getByRole('dialog', { name: 'Nama untuk meja ini' }).waitFor();
  await page.getByLabel('Nama meja').fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('button', { name: `Ganti meja (${nama})` }).waitFor();
  await page.getByRole('list', { name: 'Peserta' }).waitFor();
  return page;
}

async function cari(page: Page, nomor: string, nama: string) {
  await page.getByLabel('Nomor kartu peserta').fill(nomor);
  await page.getByLabel('Nomor kartu peserta').press('Enter');
  await page.getByRole('heading', { name: nama }).first().waitFor();
}

async function timbang(page: Page, berat: string) {
  await page.locator('#berat-timbang').fill(berat);
  await page.getByRole('button', { name: 'Timbang', exact: true }).click();
}

beforeAll(async () => {
  server = await startAppServer();
  proxy = await startCutProxy(server.url);
  const a = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = a.token;
  id_kompetisi = a.user.admin_kompetisi!.id_kompetisi;
  await api(`/kompetisi/${id_kompetisi}/petugas`, {
    method: 'POST',
    body: JSON.stringify({ nama: 'Sari Timbang', email: 'batal@arenatkd.demo', password: 'Timbang123' }),
  });
  const awal = await loginApi('batal@arenatkd.demo', 'Timbang123');
  await api(
    '/auth/ganti-password-awal',
    { method: 'POST', body: JSON.stringify({ password_baru: 'MejaTimur123', konfirmasi_password: 'MejaTimur123' }) },
    awal.token,
  );
  const semua = await api<Entri[]>(`/kompetisi/${id_kompetisi}/penimbangan?limit=1000`);
  const pilihan = semua.filter((e) => e.batas_min >= 31 && e.batas_max !== null && e.batas_max < 200);
  atlet = pilihan[0]!;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  meja = await bukaMeja(proxy.url, 'batal@arenatkd.demo', 'MejaTimur123', 'Meja Timur');
  admin = await bukaMeja(server.url, 'kompetisi@arenatkd.demo', 'Kompetisi123!', 'Meja Admin');
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  server?.cleanup();
});

describe('weigh-in desk: every mistake correctable', () => {
  it('finds the athlete by the printed number without its signature; refuses 4 kg; asks before a weight far from the class', async () => {
    const bagian = atlet.kode_kartu.slice(0, atlet.kode_kartu.lastIndexOf('-'));
    await cari(meja, bagian.toLowerCase(), atlet.nama_atlet);
    expect(await meja.getByRole('alert').filter({ hasText: 'tidak cocok' }).count()).toBe(0);

    await timbang(meja, '4');
    await meja.getByText('Berat 4 kg tidak wajar untuk seorang atlet (harus antara 10 dan 250 kg). Periksa angka yang diketik.').waitFor();
    await meja.locator('[data-vonis="BELUM"]').waitFor();

    const lolos = kg(atlet.batas_max! * 1000 - 300);
    await timbang(meja, lolos);
    await meja.locator('[data-vonis="LOLOS"]').waitFor();
    // The slip: 15 kg for a class above 31 kg is far from it; the desk asks, the staff confirms (the typo of the issue).
    await timbang(meja, '15');
    const yakin = meja.getByRole('dialog', { name: /Yakin\? Berat 15 kg jauh dari kelas/ });
    await yakin.waitFor();
    await yakin.getByRole('button', { name: 'Ya, catat' }).click();
    await meja.locator('[data-vonis="GAGAL"]').waitFor();
    await meja.getByText('Percobaan 2 dari 2').waitFor();
  });

  it('the competition admin voids the slip on another tablet while the desk is offline; the verdict changes on both after sync', async () => {
    await cari(admin, atlet.kode_kartu, atlet.nama_atlet);
    // The desk's attempts reach the admin's tablet through the live stream.
    await admin.locator('[data-vonis="GAGAL"]').waitFor({ timeout: 15_000 });
    proxy.cut();

    const baris = admin.locator('table[aria-label="Riwayat percobaan"] tr').filter({ hasText: '15,0 kg' });
    await baris.getByRole('button', { name: 'Batalkan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Batalkan percobaan 15,0 kg?' });
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
    await dialog.getByText('Alasan pembatalan wajib diisi (minimal 5 karakter)').waitFor();
    await dialog.getByLabel('Alasan pembatalan').fill('Salah ketik: seharusnya 41,5 kg');
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
    await admin.locator('[data-vonis="LOLOS"]').waitFor();
    await admin.locator('tr[data-batal="ya"]').filter({ hasText: '15,0 kg' }).waitFor();
    await admin.getByText('Dibatalkan oleh', { exact: false }).waitFor({ timeout: 15_000 });
    await admin.getByText('Percobaan 1 dari 2').waitFor();

    // The desk, cut off, still shows its slip as the verdict.
    expect(await meja.locator('[data-vonis="GAGAL"]').count()).toBe(1);
    proxy.restore();
    await meja.locator('[data-vonis="LOLOS"]').waitFor({ timeout: 30_000 });
    await meja.locator('tr[data-batal="ya"]').filter({ hasText: '15,0 kg' }).waitFor();
    await meja.getByText(/Dibatalkan oleh .*\(Meja Admin\): Salah ketik: seharusnya 41,5 kg/).waitFor();
    await meja.getByText('Percobaan 1 dari 2').waitFor();

    const [e] = await api<Entri[]>(`/kompetisi/${id_kompetisi}/penimbangan?search=${encodeURIComponent(atlet.nama_atlet)}`);
    expect(e?.hasil).toBe('LOLOS');
    expect(e?.percobaan.map((p) => [p.meja, p.dibatalkan?.meja ?? null])).toEqual([
      ['Meja Timur', null],
      ['Meja Timur', 'Meja Admin'],
    ]);
  });

  it('at 1024×768 an athlete picked far down the list stays in view (name, class, limits) while the weight is typed', async () => {
    await meja.getByLabel('Cari nama atlet').fill('');
    // The 25th name of the list: far below the panel's place above it.
    const item = meja.locator('ul[aria-label="Peserta"] li').nth(24);
    await item.scrollIntoViewIfNeeded();
    const nama = ((await item.locator('span.font-semibold').first().textContent()) ?? '').trim();
    expect(await meja.evaluate(() => scrollY)).toBeGreaterThan(768);
    await item.locator('button').first().click();
    const kepala = meja.locator('[data-peserta-dipilih]');
    await kepala.getByRole('heading', { name: nama }).waitFor();
    await meja.waitForFunction(() => {
      const k = document.querySelector('[data-peserta-dipilih]')?.getBoundingClientRect();
      const berat = document.getElementById('berat-timbang');
      const b = berat?.getBoundingClientRect();
      return !!k && !!b && k.top >= 0 && k.bottom <= innerHeight && b.bottom <= innerHeight && document.activeElement === berat;
    });
    await meja.keyboard.type('45,6');
    const box = await kepala.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(TABLET.height);
    await kepala.getByText(/Batas: > /).waitFor();
    expect(await meja.locator('#berat-timbang').inputValue()).toBe('45,6');
  });
});
