import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';

/**
 * Two weigh-in desks on tablets (the competition admin and a weigh-in staff member, two browser contexts of one
 * Chromium) with the venue wifi cut: five athletes weighed, one failing twice and moved to the class its weight
 * fits; both tablets reloaded offline; back online, the server holds every attempt once and the move.
 */

interface Kelas {
  id_kelas_kejuaraan: number;
  label: string;
  id_kategori_event: number;
  id_kelompok: number;
  jenis_kelamin: string | null;
  batas_min: number;
  batas_max: number | null;
}
interface Entri {
  id_peserta_kompetisi: number;
  kode_kartu: string;
  nama_atlet: string;
  id_kelas_kejuaraan: number;
  batas_min: number;
  batas_max: number | null;
  percobaan: { kunci: string; meja: string; berat_gram: number }[];
  keputusan: { jenis: string } | null;
}

const TABLET = { width: 1024, height: 768 };
let server: AppServer;
let proxy: CutProxy;
let browser: Browser;
let id_kompetisi = 0;
let adminToken = '';
const desks: { context: BrowserContext; page: Page }[] = [];
let atlet: Entri[] = [];
/** Weighed online on one desk while the other watches. */
let diamati: Entri | null = null;
let pindah: { entri: Entri; tujuan: Kelas; gagal_kg: string } | null = null;

async function api<T>(pathname: string, init: RequestInit = {}, token = adminToken): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function loginApi(email: string, password: string): Promise<{ token: string; user: { admin_kompetisi?: { id_kompetisi: number } } }> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string; user: { admin_kompetisi?: { id_kompetisi: number } } } }).data;
}

const kg = (g: number) => (g / 1000).toFixed(1).replace('.', ',');
const lulus = (e: Entri) => (e.batas_max === null || e.batas_max >= 200 ? kg(e.batas_min * 1000 + 3000) : kg(e.batas_max * 1000 - 400));

let userDir = '';
beforeAll(async () => {
  server = await startAppServer();
  proxy = await startCutProxy(server.url);
  const admin = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = admin.token;
  id_kompetisi = admin.user.admin_kompetisi!.id_kompetisi;
  await api(`/kompetisi/${id_kompetisi}/penimbangan/pengaturan`, { method: 'PUT', body: JSON.stringify({ boleh_pindah: true }) });
  await api(`/kompetisi/${id_kompetisi}/petugas`, {
    method: 'POST',
    body: JSON.stringify({ nama: 'Sari Timbang', email: 'timbang@arenatkd.demo', password: 'Timbang123' }),
  });
  const awal = await loginApi('timbang@arenatkd.demo', 'Timbang123');
  await api(
    '/auth/ganti-password-awal',
    { method: 'POST', body: JSON.stringify({ password_baru: 'MejaDua123', konfirmasi_password: 'MejaDua123' }) },
    awal.token,
  );
  // Five athletes, one of whom can move to the next class of its group (its weight fits there).
  const atur = await api<{ kelas: Kelas[] }>(`/kompetisi/${id_kompetisi}/penimbangan/pengaturan`);
  const semua = await fetch(`${server.url}/api/kompetisi/${id_kompetisi}/penimbangan?limit=1000`, {
    headers: { authorization: `Bearer ${adminToken}` },
  }).then((r) => r.json() as Promise<{ data: Entri[] }>);
  for (const e of semua.data) {
    const k = atur.kelas.find((x) => x.id_kelas_kejuaraan === e.id_kelas_kejuaraan);
    const tujuan =
      k && e.batas_max !== null && e.batas_max < 200
        ? atur.kelas.find(
            (x) =>
              x.id_kategori_event === k.id_kategori_event &&
              x.id_kelompok === k.id_kelompok &&
              x.jenis_kelamin === k.jenis_kelamin &&
              x.batas_min === e.batas_max,
          )
        : undefined;
    if (tujuan) {
      pindah = { entri: e, tujuan, gagal_kg: kg(e.batas_max! * 1000 + 500) };
      break;
    }
  }
  expect(pindah).not.toBeNull();
  atlet = semua.data.filter((e) => e.id_peserta_kompetisi !== pindah!.entri.id_peserta_kompetisi).slice(0, 4);
  expect(atlet).toHaveLength(4);
  diamati = semua.data.find((e) => e.id_peserta_kompetisi !== pindah!.entri.id_peserta_kompetisi && !atlet.includes(e)) ?? null;

  userDir = mkdtempSync(path.join(tmpdir(), 'arena-meja-'));
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  for (const [email, password, meja] of [
    ['kompetisi@arenatkd.demo', 'Kompetisi123!', 'Meja A'],
    ['timbang@arenatkd.demo', 'MejaDua123', 'Meja B'],
  ] as const) {
    const context = await browser.newContext({ viewport: TABLET, locale: 'id-ID', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${proxy.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await page.goto(`${proxy.url}/admin-kompetisi/penimbangan`);
    await page.getByLabel('Nomor kartu peserta').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('list', { name: 'Peserta' }).waitFor();
    // The desk's name is asked once on this device.
    await page.getByLabel('Nama meja').fill(meja);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('button', { name: `Ganti meja (${meja})` }).waitFor();
    desks.push({ context, page });
  }
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  server?.cleanup();
  if (userDir) rmSync(userDir, { recursive: true, force: true });
});

async function timbang(page: Page, e: Entri, berat: string, vonis: 'LOLOS' | 'GAGAL') {
  await page.getByLabel('Nomor kartu peserta').fill(e.kode_kartu);
  await page.getByLabel('Nomor kartu peserta').press('Enter');
  await page.getByRole('heading', { name: e.nama_atlet }).first().waitFor();
  await page.locator('#berat-timbang').first().fill(berat);
  await page.getByRole('button', { name: 'Timbang', exact: true }).first().click();
  await page.locator(`[data-vonis="${vonis}"]`).first().waitFor();
}

describe('two weigh-in desks with the venue wifi cut', () => {
  it('weigh five athletes offline (one fails twice and is moved), survive a reload, and land everything once on reconnect', async () => {
    const a = desks[0]!;
    const b = desks[1]!;
    proxy.cut();
    await timbang(b.page, atlet[0]!, lulus(atlet[0]!), 'LOLOS');
    await timbang(b.page, atlet[1]!, lulus(atlet[1]!), 'LOLOS');
    await timbang(b.page, atlet[2]!, lulus(atlet[2]!), 'LOLOS');
    await timbang(a.page, atlet[3]!, lulus(atlet[3]!), 'LOLOS');
    // The same athlete on the other desk too: both attempts are kept.
    await timbang(b.page, atlet[3]!, lulus(atlet[3]!), 'LOLOS');
    const p = pindah!;
    await timbang(a.page, p.entri, p.gagal_kg, 'GAGAL');
    await a.page.getByText(/GAGAL/).first().waitFor();
    expect(await a.page.locator('[data-vonis="GAGAL"]').first().innerText()).toContain('0,5 kg di atas batas');
    await timbang(a.page, p.entri, p.gagal_kg, 'GAGAL');
    await a.page.getByText('Percobaan 2 dari 2').first().waitFor();
    await a.page.getByLabel('Kelas tujuan').first().selectOption(String(p.tujuan.id_kelas_kejuaraan));
    await a.page.getByRole('button', { name: 'Pindah kelas', exact: true }).first().click();
    await a.page.getByRole('button', { name: 'Ya, pindahkan' }).click();
    await a.page.getByText('Pindah kelas: menunggu sinkron').first().waitFor();

    for (const d of [a, b]) {
      await d.page.reload();
      await d.page.getByRole('list', { name: 'Peserta' }).waitFor();
    }
    expect(await a.page.locator('ul[aria-label="Peserta"] [aria-label="Menunggu sinkron"]').count()).toBe(2);
    expect(await b.page.locator('ul[aria-label="Peserta"] [aria-label="Menunggu sinkron"]').count()).toBe(4);
    const belum = await api<{ percobaan: unknown[] }[]>(`/kompetisi/${id_kompetisi}/penimbangan?limit=1000`);
    expect(belum.flatMap((e) => e.percobaan)).toHaveLength(0);

    proxy.restore();
    const deadline = Date.now() + 60_000;
    let rows: Entri[] = [];
    for (;;) {
      rows = await api<Entri[]>(`/kompetisi/${id_kompetisi}/penimbangan?limit=1000`);
      const n = rows.flatMap((e) => e.percobaan).length;
      const moved = rows.find((e) => e.id_peserta_kompetisi === p.entri.id_peserta_kompetisi)?.keputusan;
      if (n >= 7 && moved) break;
      if (Date.now() > deadline) throw new Error(`not synced: ${n} attempts, move ${JSON.stringify(moved)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const per = (e: Entri) => rows.find((r) => r.id_peserta_kompetisi === e.id_peserta_kompetisi)!;
    expect(
      atlet.map((e) =>
        per(e)
          .percobaan.map((x) => x.meja)
          .sort(),
      ),
    ).toEqual([['Meja B'], ['Meja B'], ['Meja B'], ['Meja A', 'Meja B']]);
    const m = per(p.entri);
    expect([m.percobaan.length, m.id_kelas_kejuaraan, m.keputusan?.jenis]).toEqual([2, p.tujuan.id_kelas_kejuaraan, 'PINDAH']);
    expect(rows.flatMap((e) => e.percobaan)).toHaveLength(7);
    for (const d of [a, b])
      await d.page.waitForFunction(() => !document.querySelector('ul[aria-label="Peserta"] [aria-label="Menunggu sinkron"]'), undefined, {
        timeout: 30_000,
      });
  });

  it("another desk's attempt shows on the admin's desk within seconds, without a reload (the live stream)", async () => {
    const a = desks[0]!;
    const b = desks[1]!;
    const e = diamati!;
    await a.page.getByLabel('Cari nama atlet').fill(e.nama_atlet);
    const baris = a.page.locator('ul[aria-label="Peserta"] li').filter({ hasText: e.nama_atlet }).first();
    await baris.getByText('Belum ditimbang').waitFor();
    await timbang(b.page, e, lulus(e), 'LOLOS');
    await baris.getByText(`${lulus(e)} kg`).waitFor({ timeout: 5_000 });
    expect(await baris.getByText('Belum ditimbang').count()).toBe(0);
  });
});
