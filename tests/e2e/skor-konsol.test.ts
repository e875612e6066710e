import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { undiBagan } from '../../src/domain/bagan/undian';
import { susunMatches } from '../../src/domain/bagan/susun';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { startCutProxy, type CutProxy } from './helpers/cut-proxy';

/**
 * A WT bout scored on the court tablet's console with the wifi cut (court staff, through a proxy that is cut): the
 * scoreboard window the console opens follows each tap over BroadcastChannel, a reload in round 2 resumes the same
 * score, and after reconnecting the log lands once and its result puts the winner into the next round.
 */

interface Kelas { kelas: { id_kelas_kejuaraan: number; cabang: string }; peserta_count: number; peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[] }
interface Partai {
  id_match: string; nomor: number; status: string; ronde: number; posisi: number; id_kelas_kejuaraan: number; keputusan: string | null;
  sudut_a: { id_peserta_kompetisi: number } | null; sudut_b: { id_peserta_kompetisi: number } | null; id_pemenang: number | null; skor_a: number; skor_b: number;
}

const TABLET = { width: 1024, height: 768 };
let server: AppServer;
let proxy: CutProxy;
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
  proxy = await startCutProxy(server.url);
  const admin = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  adminToken = admin.token;
  id_kompetisi = admin.user.admin_kompetisi!.id_kompetisi;
  // Draw the two largest Kyorugi classes, put them on one court of the first day, number the bouts.
  const bagan = await api<{ kelas: Kelas[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const kelas = bagan.kelas.filter((k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4).sort((a, b) => b.peserta_count - a.peserta_count).slice(0, 1);
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
  expect((await partai()).filter((p) => p.sudut_a && p.sudut_b).length).toBeGreaterThanOrEqual(5);
  await api(`/kompetisi/${id_kompetisi}/petugas`, { method: 'POST', json: { nama: 'Rudi Lapangan', email: 'lapangan@arenatkd.demo', password: 'Lapangan123', role: 'PETUGAS_LAPANGAN', id_lapangan } });
  const awal = await loginApi('lapangan@arenatkd.demo', 'Lapangan123');
  await api('/auth/ganti-password-awal', { method: 'POST', json: { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' } }, awal.token);

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
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor();
  meja = { context, page };

}, 180_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  server?.cleanup();
});


const skorPapan = (papan: Page, s: 'B' | 'R') => papan.locator(`[data-skor="${s}"]`);
async function tekan(page: Page, papan: Page, nama: string, B: number, R: number) {
  await page.getByRole('button', { name: nama, exact: true }).click();
  // The board shows the tap: the round's scores as the console derives them.
  await expect.poll(async () => [await skorPapan(papan, 'B').textContent(), await skorPapan(papan, 'R').textContent()], { timeout: 2_000 }).toEqual([String(B), String(R)]);
}

describe('the scoring console with the wifi cut', () => {
  it('scores a bout offline while the scoreboard window follows, resumes after a reload, lands once and advances the winner', async () => {
    const { page, context } = meja;
    const p = (await partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    proxy.cut();
    const kartu = () => page.locator(`article[data-partai="${n}"]`).first();
    await page.locator(`tr[data-partai="${n}"]`).click();
    await kartu().getByRole('button', { name: 'Panggil' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="BERTANDING"]`).first().getByRole('link', { name: 'Konsol skor' }).click();
    await page.getByRole('button', { name: 'Mulai ronde 1' }).waitFor();

    const [papan] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Buka papan skor' }).click()]);
    await papan.locator('[data-papan]').waitFor({ timeout: 30_000 });
    expect(await papan.locator('text=Meja Lapangan').count()).toBe(0); // no sidebar on the board

    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await tekan(page, papan, 'B +3 Tendangan kepala', 3, 0);
    await tekan(page, papan, 'R +2 Tendangan badan', 3, 2);
    await tekan(page, papan, 'R +4 Tendangan putar ke badan', 3, 6);
    await page.getByRole('button', { name: /^Batal terakhir/ }).click();
    await expect.poll(() => skorPapan(papan, 'R').textContent(), { timeout: 2_000 }).toBe('2');
    await tekan(page, papan, 'Gam-jeom untuk R', 4, 2);
    await page.getByRole('button', { name: 'Jeda' }).click();
    await page.getByRole('button', { name: 'Akhiri ronde 1' }).click();
    await page.getByText('Ronde 1 dimenangkan B (biru)').waitFor();
    await page.getByRole('button', { name: /Ronde berikutnya/ }).click();
    await tekan(page, papan, 'R +1 Pukulan', 0, 1);

    // A reload in round 2 (still offline) resumes the same bout at the same score.
    await page.reload();
    await page.locator('[data-ronde="2"]').first().waitFor();
    expect([await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent(), await page.locator('[data-menang="B"] b').textContent()])
      .toEqual(['0', '1', '1']);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 5, 1);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 10, 1);
    await tekan(page, papan, 'B +5 Tendangan putar ke kepala', 15, 1);
    await papan.getByText('B MENANG').waitFor({ timeout: 2_000 });
    expect(await page.locator('[data-menunggu]').textContent()).toMatch(/Menunggu sinkron: 1[0-9]/);
    await page.getByRole('button', { name: 'Simpan hasil' }).click();
    await page.waitForURL(/\/admin-kompetisi\/lapangan$/);
    expect((await partai()).find((x) => x.nomor === n)!.status).toBe('MENUNGGU');

    proxy.restore();
    const deadline = Date.now() + 60_000;
    let rows: Partai[] = [];
    for (;;) {
      rows = await partai();
      if (rows.find((x) => x.nomor === n)!.status === 'SELESAI') break;
      if (Date.now() > deadline) throw new Error('not synced');
      await new Promise((r) => setTimeout(r, 200));
    }
    const log = await api<{ kejadian: { seq: number; jenis: string }[]; hasil: { pemenang: string; keputusan: string } }>(`/partai/${p.id_match}/kejadian`);
    // Mulai, 3 points, undo, gam-jeom, jeda, ronde_selesai, ronde_mulai, 1 point, 3 points: 13 events, once each, in order.
    expect(log.kejadian.map((k) => k.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect([log.hasil.pemenang, log.hasil.keputusan]).toEqual(['B', 'PTG']);
    const selesai = rows.find((x) => x.nomor === n)!;
    expect([selesai.skor_a, selesai.skor_b, selesai.keputusan, selesai.id_pemenang]).toEqual([2, 0, 'PTG', p.sudut_a!.id_peserta_kompetisi]);
    const lanjut = rows.find((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan && x.ronde === p.ronde + 1 && x.posisi === Math.ceil(p.posisi / 2))!;
    expect(p.posisi % 2 === 1 ? lanjut.sudut_a?.id_peserta_kompetisi : lanjut.sudut_b?.id_peserta_kompetisi).toBe(p.sudut_a!.id_peserta_kompetisi);
    await page.waitForFunction(() => !document.querySelector('[data-menunggu]'), undefined, { timeout: 30_000 });
  });
});
