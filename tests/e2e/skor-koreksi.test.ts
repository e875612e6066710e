import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { undiBagan } from '../../src/domain/bagan/undian';
import { susunMatches } from '../../src/domain/bagan/susun';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { startCutProxy, type CutProxy } from './helpers/cut-proxy';

/**
 * A correction on the Kyorugi console with the wifi cut: a point entered for the wrong corner and technique is
 * corrected from the bout's event list with a required reason, the score changes at once, and after reconnecting
 * the correction lands once in the bout's log.
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
  expect((await partai()).filter((p) => p.sudut_a && p.sudut_b).length).toBeGreaterThanOrEqual(1);
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


describe('a correction on the console with the wifi cut', () => {
  it('replaces a point by another corner\'s technique with a reason, the score follows at once and the correction lands once', async () => {
    const { page } = meja;
    const p = (await partai()).find((x) => x.sudut_a && x.sudut_b)!;
    const n = p.nomor;
    proxy.cut();
    const kartu = () => page.locator(`article[data-partai="${n}"]`).first();
    await page.locator(`tr[data-partai="${n}"]`).click();
    await kartu().getByRole('button', { name: 'Panggil' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' }).click();
    await page.locator(`article[data-partai="${n}"][data-status="BERTANDING"]`).first().getByRole('link', { name: 'Konsol skor' }).click();
    await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
    await page.getByRole('button', { name: 'B +3 Tendangan kepala', exact: true }).click();
    await expect.poll(() => page.locator('[data-skor="B"]').textContent(), { timeout: 2_000 }).toBe('3');

    await page.getByText(/^Catatan kejadian/).click();
    await page.getByRole('button', { name: 'Koreksi #2' }).click();
    const form = page.getByRole('group', { name: 'Koreksi kejadian #2' });
    await form.getByLabel('Sudut pengganti').selectOption('R');
    await form.getByLabel('Teknik pengganti').selectOption('putar_badan');
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await form.getByRole('alert').getByText('Alasan koreksi wajib diisi').waitFor();
    expect(await page.locator('[data-skor="B"]').textContent()).toBe('3');
    await form.getByLabel('Alasan koreksi').fill('Tendangan putar R, bukan kepala B');
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await expect.poll(async () => [await page.locator('[data-skor="B"]').textContent(), await page.locator('[data-skor="R"]').textContent()], { timeout: 2_000 })
      .toEqual(['0', '4']);
    await page.locator('[data-kejadian="2"]').getByText('dikoreksi').waitFor();

    proxy.restore();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const log = await api<{ kejadian: { seq: number; jenis: string; alasan?: string }[]; hasil: { ronde: { B: { skor: number }; R: { skor: number } }[] } }>(`/partai/${p.id_match}/kejadian`);
      if (log.kejadian.length === 3) {
        expect(log.kejadian.map((k) => [k.seq, k.jenis])).toEqual([[1, 'ronde_mulai'], [2, 'poin'], [3, 'koreksi']]);
        expect(log.kejadian[2]!.alasan).toBe('Tendangan putar R, bukan kepala B');
        expect([log.hasil.ronde[0]!.B.skor, log.hasil.ronde[0]!.R.skor]).toEqual([0, 4]);
        break;
      }
      if (Date.now() > deadline) throw new Error('not synced');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
