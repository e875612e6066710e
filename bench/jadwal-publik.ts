/**
 * First load of the public schedule /event/jadwal of a whole match day (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/jadwal-publik.ts                 # bytes transferred on a phone's first visit
 *   npx tsx bench/jadwal-publik.ts --lighthouse --runs=3            # and Lighthouse mobile, median of 3
 *
 * Serves dist/client through the real app (in-memory PGlite, demo seed), draws every class of the demo
 * competition with 2 or more approved entries, puts them all on one day of 8 courts with 'Susun otomatis' and
 * numbers the bouts. Then a fresh Chromium context (390×844, no service worker) opens /event/jadwal and every
 * response is counted as sent (body + headers, gzip/brotli as negotiated) until the network is quiet.
 */
import { randomUUID } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { susunMatches } from '../src/domain/bagan/susun';
import { undiBagan } from '../src/domain/bagan/undian';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionApp } from './production-app';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
const BUDGET = 100 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const running = await startProductionApp();
const base = running.base;
async function api<T>(path: string, token: string | null, method = 'GET', json?: unknown): Promise<T> {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const b = (await r.json()) as { data: T };
  if (!r.ok) throw new Error(`${path} ${r.status} ${JSON.stringify(b)}`);
  return b.data;
}

try {
  const login = await api<{ token: string; user: { admin_kompetisi: { id_kompetisi: number } } }>('/auth/login', null, 'POST', {
    email: 'kompetisi@arenatkd.demo',
    password: 'Kompetisi123!',
  });
  const tok = login.token;
  const k = login.user.admin_kompetisi.id_kompetisi;
  type Kelas = { kelas: { id_kelas_kejuaraan: number }; peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[] };
  const bagan = await api<{ kelas: Kelas[] }>(`/kompetisi/${k}/bagan`, tok);
  for (const kk of bagan.kelas) {
    const peserta = kk.peserta.filter((p) => p.status === 'APPROVED');
    if (peserta.length < 2) continue;
    const undian = undiBagan(
      peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
      { seed: null },
    );
    const matches = susunMatches(
      undian,
      Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
    );
    await api('/brackets', tok, 'POST', {
      id_kelas_kejuaraan: kk.kelas.id_kelas_kejuaraan,
      participants: peserta.map((p) => p.id_peserta_kompetisi),
      seed: null,
      unggulan: [],
      versi_sebelumnya: null,
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
        id_match,
        ronde,
        posisi,
        id_peserta_a,
        id_peserta_b,
      })),
    });
  }
  const ko = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tok);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tok, 'POST', { tanggal: ko.tanggal_mulai.slice(0, 10) });
  const id_hari = hari.hari[0]!.id_hari;
  for (let i = 0; i < 8; i++)
    await api(`/kompetisi/${k}/lapangan`, tok, 'POST', {
      id_hari,
      nama: `Lapangan ${String.fromCharCode(65 + i)}`,
      mulai: '08:00',
      cabang: 'SEMUA',
    });
  await api(`/kompetisi/${k}/jadwal/susun-otomatis`, tok, 'POST', { id_hari });
  await api(`/kompetisi/${k}/jadwal/nomor`, tok, 'POST', { id_hari });
  const publik = await api<{ lapangan: { partai: unknown[] }[] }>(`/public/kompetisi/${k}/jadwal`, null);
  const bouts = publik.lapangan.reduce((n, l) => n + l.partai.length, 0);
  const raw = JSON.stringify(publik).length;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'id-ID' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map<string, { url: string; type: string; bytes: number }>();
  const types = new Map<string, { url: string; type: string }>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    if (t && !t.url.startsWith('data:')) sent.set(e.requestId, { ...t, bytes: e.encodedDataLength });
  });
  await page.goto(`${base}/event/jadwal`, { waitUntil: 'networkidle' });
  await page.getByRole('article', { name: 'Lapangan A' }).waitFor();
  await page.waitForTimeout(1500);
  await browser.close();
  const per = new Map<string, number>();
  for (const s of sent.values()) per.set(s.type, (per.get(s.type) ?? 0) + s.bytes);
  const total = [...sent.values()].reduce((n, s) => n + s.bytes, 0);
  const jadwal = [...sent.values()].find((s) => s.url.includes('/api/public/') && s.url.includes('/jadwal'));
  console.log(
    `\n/event/jadwal first load, ${publik.lapangan.length} courts, ${bouts} bouts (schedule JSON ${kb(raw)} raw, ${kb(jadwal?.bytes ?? 0)} sent)`,
  );
  for (const [type, bytes] of [...per.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${type.padEnd(12)} ${kb(bytes)}`);
  console.log(
    `transferred ${kb(total)} in ${sent.size} requests (the live stream's open response counted); budget ${kb(BUDGET)}: ${total <= BUDGET ? 'within' : 'OVER'}`,
  );

  if (args.includes('--lighthouse')) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const scores: number[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(`${base}/event/jadwal`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!r) throw new Error('Lighthouse gave no result');
        scores.push(r.lhr.categories.performance?.score ?? NaN);
        const a = r.lhr.audits;
        console.log(
          `Lighthouse run ${i + 1}: performance ${r.lhr.categories.performance?.score}, LCP ${Math.round(a['largest-contentful-paint']?.numericValue ?? 0)} ms, TBT ${Math.round(a['total-blocking-time']?.numericValue ?? 0)} ms, CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
        );
      }
      console.log(
        `Lighthouse mobile performance /event/jadwal, median of ${runs}: ${[...scores].sort((x, y) => x - y)[Math.floor(runs / 2)]}`,
      );
    } finally {
      chrome.kill();
    }
  }
} finally {
  await running.close();
}
