import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { undiBagan } from '../../src/domain/bagan/undian';
import { susunMatches } from '../../src/domain/bagan/susun';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';

/**
 * A novice bout with judges' phones: the console shows 'Juri digital' with a QR per seat; judge 1 joins on a phone
 * (the page of the join link, no login) and shows as connected; judge 1's press and two other judges' presses of B
 * body within the window become one point on the console.
 */

interface Kelas { kelas: { id_kelas_kejuaraan: number; cabang: string; kategori_event?: { nama_kategori?: string } | null }; peserta_count: number; peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[] }
interface Partai {
  id_match: string; nomor: number; status: string; ronde: number; posisi: number; id_kelas_kejuaraan: number; keputusan: string | null;
  sudut_a: { id_peserta_kompetisi: number } | null; sudut_b: { id_peserta_kompetisi: number } | null; id_pemenang: number | null; skor_a: number; skor_b: number;
}

const TABLET = { width: 1024, height: 768 };
let server: AppServer;
let browser: Browser;
let meja: { context: BrowserContext; page: Page };
let adminToken = '';
let id_kompetisi = 0;
let id_lapangan = 0;

async function api<T>(pathname: string, init: { method?: string; json?: unknown } = {}, token = adminToken): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? 'GET', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function loginApi(email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await res.json()) as { data: { token: string; user: { admin_kompetisi?: { id_kompetisi: number } } } }).data;
}

const partai = () => api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`).then((d) => d.partai);

beforeAll(async () => {
  server = await startAppServer();
  const admin = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = admin.token;
  id_kompetisi = admin.user.admin_kompetisi!.id_kompetisi;
  // Draw the two largest Kyorugi classes, put them on one court of the first day, number the bouts.
  const bagan = await api<{ kelas: Kelas[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const kelas = bagan.kelas.filter((k) => k.kelas.cabang === 'KYORUGI' && k.kelas.kategori_event?.nama_kategori?.toLowerCase() === 'pemula' && k.peserta_count >= 2).sort((a, b) => b.peserta_count - a.peserta_count).slice(0, 1);
  for (const k of kelas) {
    const peserta = k.peserta.filter((p) => p.status === 'APPROVED');
    const undian = undiBagan(peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })), { seed: null });
    const matches = susunMatches(undian, Array.from({ length: undian.ukuran - 1 }, () => randomUUID()));
    await api('/brackets', { method: 'POST', json: {
      id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan, participants: peserta.map((p) => p.id_peserta_kompetisi), seed: null, unggulan: [], versi_sebelumnya: null,
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({ id_match, ronde, posisi, id_peserta_a, id_peserta_b })),
    } });
  }
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, { method: 'POST', json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) } });
  const id_hari = hari.hari[0]!.id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${id_kompetisi}/lapangan`, { method: 'POST', json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' } });
  id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, { method: 'PUT', json: { kelas: kelas.map((k, i) => ({ id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })) } });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  expect((await partai()).filter((p) => p.sudut_a && p.sudut_b).length).toBeGreaterThanOrEqual(1);
  await api(`/kompetisi/${id_kompetisi}/petugas`, { method: 'POST', json: { nama: 'Rudi Lapangan', email: 'lapangan@arenatkd.demo', password: 'Lapangan123', role: 'PETUGAS_LAPANGAN', id_lapangan } });
  const awal = await loginApi('lapangan@arenatkd.demo', 'Lapangan123');
  await api('/auth/ganti-password-awal', { method: 'POST', json: { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' } }, awal.token);

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const context = await browser.newContext({ viewport: TABLET, locale: 'id-ID', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('lapangan@arenatkd.demo');
  await page.getByLabel('Password', { exact: true }).fill('MejaLapA123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  await page.goto(`${server.url}/admin-kompetisi/penimbangan`);
  await page.waitForURL(/\/admin-kompetisi\/lapangan$/); // court staff land on their desk
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  meja = { context, page };
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const PONSEL = { width: 390, height: 780 };
const tekanApi = (tautan: string, sudut: string, teknik: string) => fetch(`${server.url}/api${tautan}/tekan`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sudut, teknik, waktu: Date.now(), id: randomUUID() }),
});

describe('judges\' phones on a novice bout', () => {
  it('a judge joins by the link, shows as connected, and three judges\' B body presses make one point on the console', async () => {
    const { page } = meja;
    const p = (await partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    await page.locator(`tr[data-partai="${n}"]`).click();
    await page.locator(`article[data-partai="${n}"]`).first().getByRole('button', { name: 'Panggil' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="BERTANDING"]`).first().getByRole('link', { name: 'Konsol skor' }).click();
    const panel = page.getByRole('region', { name: 'Juri digital' });
    await panel.getByRole('button', { name: 'Tampilkan QR' }).click();
    await panel.getByRole('img', { name: 'Kode QR Juri 3' }).waitFor();
    const { juri } = await api<{ juri: { nomor: number; tautan: string }[] }>(`/partai/${p.id_match}/juri`, { method: 'POST' });
    // Three judges agree on R head before the round starts: it never counts, not even after a reload.
    for (const j of juri) expect((await tekanApi(j.tautan, 'R', 'kepala')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();

    const ponsel = await browser.newContext({ viewport: PONSEL, locale: 'id-ID', isMobile: true, hasTouch: true });
    const hp = await ponsel.newPage();
    await hp.goto(`${server.url}${juri[0]!.tautan}`);
    await hp.getByText('● Terhubung').waitFor({ timeout: 15_000 });
    await hp.getByText('Juri 1', { exact: true }).waitFor();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });

    await hp.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
    expect((await tekanApi(juri[1]!.tautan, 'B', 'badan')).status).toBe(200);
    expect((await tekanApi(juri[2]!.tautan, 'B', 'badan')).status).toBe(200);
    await expect.poll(() => page.locator('[data-skor="B"]').textContent(), { timeout: 10_000 }).toBe('2');
    // Heard again on the next reads, and after a reload (every press read again): still one point, R none.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await page.locator('[data-skor="B"]').textContent()).toBe('2');
    await page.reload();
    await page.locator('[data-juri="1"][data-terhubung="1"]').waitFor({ timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 3_500));
    expect([await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()]).toEqual(['2', '0']);
    await ponsel.close();
  });
});
