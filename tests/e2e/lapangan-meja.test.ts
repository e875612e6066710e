import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { lanjutBilaDitanya } from './helpers/meja-skor';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';
import { type KelasBagan, undiKelas } from '../../test-support/undian';

/**
 * A court desk on a tablet (court staff, through a proxy whose wifi is cut), naming rounds in Indonesian, calls,
 * starts and records five bouts offline, is reloaded offline, and reconnects: the server holds each call, start and
 * result once. A public /event/jadwal page open beside it (another context, never cut) shows the new state within 2 s
 * of the bouts landing, without a reload.
 */

interface Partai {
  id_match: string;
  nomor: number;
  status: string;
  versi: number;
  sudut_a: { nama: string } | null;
  sudut_b: { nama: string } | null;
  id_pemenang: number | null;
  skor_a: number;
}

const TABLET = { width: 1024, height: 768 };
let server: AppServer;
let proxy: CutProxy;
let browser: Browser;
let meja: { context: BrowserContext; page: Page };
let publik: { context: BrowserContext; page: Page };
let adminToken = '';
let id_kompetisi = 0;
let id_lapangan = 0;

async function api<T>(pathname: string, init: { method?: string; json?: unknown } = {}, token = adminToken): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
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

const partai = () => api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`).then((d) => d.partai);

beforeAll(async () => {
  server = await startAppServer();
  proxy = await startCutProxy(server.url);
  const admin = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = admin.token;
  id_kompetisi = admin.user.admin_kompetisi!.id_kompetisi;
  // Draw the two largest Kyorugi classes, put them on one court of the first day, number the bouts.
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const kelas = bagan.kelas
    .filter((k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4)
    .sort((a, b) => b.peserta_count - a.peserta_count)
    .slice(0, 2);
  for (const k of kelas) {
    await undiKelas(api, k);
  }
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  const id_hari = hari.hari[0]!.id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${id_kompetisi}/lapangan`, {
    method: 'POST',
    json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' },
  });
  id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: { kelas: kelas.map((k, i) => ({ id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })) },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  expect((await partai()).filter((p) => p.sudut_a && p.sudut_b).length).toBeGreaterThanOrEqual(5);
  await api(`/kompetisi/${id_kompetisi}/petugas`, {
    method: 'POST',
    json: { nama: 'Rudi Lapangan', email: 'lapangan@arenatkd.demo', password: 'Lapangan123', role: 'PETUGAS_LAPANGAN', id_lapangan },
  });
  const awal = await loginApi('lapangan@arenatkd.demo', 'Lapangan123');
  await api(
    '/auth/ganti-password-awal',
    { method: 'POST', json: { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' } },
    awal.token,
  );

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const context = await browser.newContext({ viewport: TABLET, locale: 'id-ID', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${proxy.url}/login`);
  await page.getByLabel('Email').fill('lapangan@arenatkd.demo');
  await page.getByLabel('Password', { exact: true }).fill('MejaLapA123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  await page.goto(`${proxy.url}/admin-kompetisi/penimbangan`);
  await page.waitForURL(/\/admin-kompetisi\/lapangan$/); // court staff land on their desk
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  meja = { context, page };

  const pc = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
  const pp = await pc.newPage();
  await pp.goto(`${server.url}/event/jadwal`);
  await pp.getByRole('article', { name: 'Lapangan A' }).waitFor({ timeout: 30_000 });
  publik = { context: pc, page: pp };
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  server?.cleanup();
});

async function jalankan(page: Page, nomor: number) {
  const kartu = page.locator(`article[data-partai="${nomor}"]`).first();
  await kartu.getByRole('button', { name: 'Panggil' }).click();
  const mulai = page.locator(`article[data-partai="${nomor}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' });
  await lanjutBilaDitanya(page, mulai);
  await mulai.click();
  const hasil = page.locator(`article[data-partai="${nomor}"][data-status="BERTANDING"]`).first().getByRole('button', { name: 'Hasil' });
  await lanjutBilaDitanya(page, hasil);
  await hasil.click();
  const dialog = page.getByRole('dialog', { name: 'Update Match Result' });
  const skor = dialog.getByRole('spinbutton');
  await skor.nth(0).fill('5');
  await skor.nth(1).fill('2');
  await dialog.getByRole('button', { name: 'Save Result' }).click();
  await page
    .locator(`tr[data-partai="${nomor}"]`)
    .getByText('5–2')
    .waitFor()
    .catch(async (e: unknown) => {
      throw new Error(
        `${String(e)}\nwhat the desk showed: ${JSON.stringify(
          await page.evaluate(
            (n) => ({
              dialog: document.querySelector('dialog[open]')?.textContent ?? null,
              skor: [...document.querySelectorAll('dialog[open] input')].map((i) => (i as HTMLInputElement).value),
              baris: document.querySelector(`tr[data-partai="${n}"]`)?.textContent ?? null,
              kartu: [...document.querySelectorAll(`article[data-partai="${n}"]`)].map((a) => a.getAttribute('data-status')),
              pesan: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((a) => a.textContent),
            }),
            nomor,
          ),
        )}`,
      );
    });
}

describe('a court desk with the wifi cut', () => {
  it('calls, starts and records five bouts offline, survives a reload, lands each once; the public schedule follows within 2 s', async () => {
    const awal = await partai();
    const lima = awal.filter((p) => p.sudut_a && p.sudut_b).slice(0, 5);
    // The desk names rounds in the venue's Indonesian ('Babak 16 besar', 'Perempat final', …), never the bracket's English.
    const daftar = (await meja.page.getByRole('region', { name: 'Urutan partai' }).textContent()) ?? '';
    expect(daftar).toMatch(/Babak \d+ besar|Perempat final|Semifinal|Final/);
    expect(daftar).not.toMatch(/Round \d|Quarter Final|Semi Final/);
    proxy.cut();
    for (const p of lima) {
      // Out of turn where needed: a row of the list opens the bout above it.
      await meja.page.locator(`tr[data-partai="${p.nomor}"]`).click();
      await jalankan(meja.page, p.nomor);
    }
    expect(await meja.page.locator('tr [aria-label="Menunggu sinkron"]').count()).toBe(5);

    await meja.page.reload();
    await meja.page.getByRole('region', { name: 'Urutan partai' }).waitFor();
    expect(await meja.page.locator('tr [aria-label="Menunggu sinkron"]').count()).toBe(5);
    for (const p of lima) await meja.page.locator(`tr[data-partai="${p.nomor}"]`).getByText('5–2').waitFor();
    expect((await partai()).filter((p) => p.status !== 'MENUNGGU')).toHaveLength(0);

    proxy.restore();
    const deadline = Date.now() + 60_000;
    let rows: Partai[] = [];
    for (;;) {
      rows = await partai();
      if (rows.filter((p) => p.status === 'SELESAI').length >= 5) break;
      if (Date.now() > deadline) throw new Error(`not synced: ${JSON.stringify(rows.map((p) => [p.nomor, p.status]))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The public page shows the new state within 2 s of the bouts landing, without a reload.
    await publik.page.getByRole('article', { name: 'Lapangan A' }).getByText(`5/${rows.length} selesai`).waitFor({ timeout: 2_000 });

    const selesai = rows.filter((p) => lima.some((x) => x.id_match === p.id_match));
    // Call, start and result once each: versi 1 → 4; the result as entered.
    expect(selesai.map((p) => [p.status, p.versi, p.skor_a])).toEqual(lima.map(() => ['SELESAI', 4, 5]));
    expect(rows.filter((p) => p.status === 'SELESAI')).toHaveLength(5);
    await meja.page.waitForFunction(() => !document.querySelector('tr [aria-label="Menunggu sinkron"]'), undefined, { timeout: 30_000 });
  });
});
