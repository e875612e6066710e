import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM } from './browser';
import { startAppServer, type AppServer } from './app-server';
import { startCutProxy, type CutProxy } from '../../../test-support/cut-proxy';
import { type KelasBagan, undiKelasTerbesar } from '../../../test-support/undian';

export type { KelasBagan } from '../../../test-support/undian';

/**
 * A court ready for scoring, as the scoring e2e files need it: the demo competition's largest class that fits is
 * drawn, put on one court of the first day and numbered; a court staff account of that court (first password
 * replaced) is logged in on a tablet-sized page at its desk — through a proxy that can be cut, with the service
 * worker controlling the page, when `proxy` is asked for.
 */

export interface Partai {
  id_match: string;
  nomor: number;
  status: string;
  ronde: number;
  posisi: number;
  id_kelas_kejuaraan: number;
  keputusan: string | null;
  sudut_a: { id_peserta_kompetisi: number } | null;
  sudut_b: { id_peserta_kompetisi: number } | null;
  id_pemenang: number | null;
  skor_a: number;
  skor_b: number;
}

export const TABLET = { width: 1024, height: 768 };

export interface MejaSkor {
  server: AppServer;
  proxy: CutProxy | null;
  browser: Browser;
  meja: { context: BrowserContext; page: Page };
  id_kompetisi: number;
  id_lapangan: number;
  api<T>(pathname: string, init?: { method?: string; json?: unknown }, token?: string): Promise<T>;
  partai(): Promise<Partai[]>;
  close(): Promise<void>;
}

export async function siapkanMejaSkor(opsi: {
  cabang: 'KYORUGI' | 'POOMSAE';
  /** Which of the competition's classes may be drawn (the largest that fits is). */
  cocok: (k: KelasBagan) => boolean;
  minimalPartai: number;
  proxy: boolean;
}): Promise<MejaSkor> {
  const server = await startAppServer();
  const proxy = opsi.proxy ? await startCutProxy(server.url) : null;
  const base = proxy?.url ?? server.url;
  let adminToken = '';
  const api = async <T>(pathname: string, init: { method?: string; json?: unknown } = {}, token = adminToken): Promise<T> => {
    const res = await fetch(`${server.url}/api${pathname}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const loginApi = async (email: string, password: string) => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await res.json()) as { data: { token: string; user: { admin_kompetisi?: { id_kompetisi: number } } } }).data;
  };

  const admin = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = admin.token;
  const id_kompetisi = admin.user.admin_kompetisi!.id_kompetisi;
  const kelas = await undiKelasTerbesar(api, id_kompetisi, (k) => k.kelas.cabang === opsi.cabang && opsi.cocok(k));
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  const id_hari = hari.hari[0]!.id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${id_kompetisi}/lapangan`, {
    method: 'POST',
    json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: opsi.cabang },
  });
  const id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: { kelas: [{ id_kelas_kejuaraan: kelas.kelas.id_kelas_kejuaraan, id_lapangan, urutan: 1 }] },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  const partai = () => api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`).then((d) => d.partai);
  expect((await partai()).filter((p) => p.sudut_a && p.sudut_b).length).toBeGreaterThanOrEqual(opsi.minimalPartai);
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

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: TABLET, locale: 'id-ID', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('lapangan@arenatkd.demo');
  await page.getByLabel('Password', { exact: true }).fill('MejaLapA123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  await page.goto(`${base}/admin-kompetisi/penimbangan`);
  await page.waitForURL(/\/admin-kompetisi\/lapangan$/); // court staff land on their desk
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  if (proxy) {
    // The service worker must hold the app before the wifi is cut.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  }
  return {
    server,
    proxy,
    browser,
    meja: { context, page },
    id_kompetisi,
    id_lapangan,
    api,
    partai,
    async close() {
      await browser.close();
      await proxy?.close();
      await server.stop();
      server.cleanup();
    },
  };
}

/**
 * Waits until `sampai` shows; where the desk asks first (a day run before its date, an athlete short of rest) the
 * organiser goes on ('Tetap …'), as the walks under test mean to.
 */
export async function lanjutBilaDitanya(page: Page, sampai: Locator): Promise<void> {
  const tetap = page.locator('dialog[open]').getByRole('button', { name: /^Tetap / });
  for (;;) {
    await sampai.or(tetap).first().waitFor();
    if ((await sampai.count()) > 0) return;
    await tetap.first().click();
  }
}

/** At the court desk: the bout's row, 'Panggil', 'Mulai', then its console ('Konsol skor') or 'Panel Poomsae'. */
export async function bukaDariMeja(page: Page, nomor: number, tautan: 'Konsol skor' | 'Panel Poomsae'): Promise<void> {
  await page.locator(`tr[data-partai="${nomor}"]`).click();
  await page.locator(`article[data-partai="${nomor}"]`).first().getByRole('button', { name: 'Panggil' }).click();
  const mulai = page.locator(`article[data-partai="${nomor}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' });
  await lanjutBilaDitanya(page, mulai);
  await mulai.click();
  const konsol = page.locator(`article[data-partai="${nomor}"][data-status="BERTANDING"]`).first().getByRole('link', { name: tautan });
  await lanjutBilaDitanya(page, konsol);
  await konsol.click();
}

/** Waits (up to 60 s) until the server holds bout `nomor` SELESAI; answers the court's bouts then. */
export async function tungguSelesai(m: Pick<MejaSkor, 'partai'>, nomor: number): Promise<Partai[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const rows = await m.partai();
    if (rows.find((x) => x.nomor === nomor)!.status === 'SELESAI') return rows;
    if (Date.now() > deadline) throw new Error('not synced');
    await new Promise((r) => setTimeout(r, 200));
  }
}
