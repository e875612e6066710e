/**
 * Judges' phones: from the second agreeing press to the point on the console, through the server, with 8 courts ×
 * 3 judges pressing at once (prints figures; not a test).
 *
 *   npx vite build && npx tsx bench/skor-juri.ts [--kali=60]
 *
 * The real app (in-memory PGlite, demo seed) serves the built client. The competition's setting makes every Kyorugi
 * class use the novice rule set (judges' phones, 2 of 3 within 1 s; rounds of 300 s so a round outlasts the run);
 * 8 classes are drawn onto 8 courts and each court's first bout started. Court 1's console runs in headless
 * Chromium (the court staff's desk, then the console, round 1 started). Courts 2–8 have consoles played by this
 * script as the real one behaves: each follows the live stream, reads the presses after its last on every
 * `skor_tekan` change, and appends a point to its log when two judges agree. Each time, all 24 judges press at
 * once (POST /juri/{token}/tekan, in a shuffled order); on court 1 the clock starts when the second agreeing press
 * is sent and stops when the console's score for that corner has changed and the next frame is painted.
 */
import { randomUUID } from 'node:crypto';
import type { PengaturanSkor } from '../src/domain/skor';
import { bukaKonsol, catatRepaint, ringkas } from './lib/konsol';
import { konsolTiruan } from './lib/konsol-tiruan';
import { partaiBertandingBanyak } from './lib/partai-bertanding';
import { startProductionApp } from './production-app';

const kali = Number(process.argv.find((a) => a.startsWith('--kali='))?.split('=')[1] ?? 60);
const LAPANGAN = 8;
const running = await startProductionApp();
const base = running.base;
const hentikan: (() => void)[] = [];

try {
  const { api, tok, k, partai } = await partaiBertandingBanyak(base, LAPANGAN, async (api, tok, k) => {
    const { pengaturan } = await api<{ pengaturan: PengaturanSkor }>(`/kompetisi/${k}/pengaturan-skor`, tok);
    const aturan = pengaturan.aturan.map((a) => (a.kode === pengaturan.pemula ? { ...a, ronde_detik: 300 } : a));
    await api(`/kompetisi/${k}/pengaturan-skor`, tok, 'PUT', { ...pengaturan, aturan, prestasi: pengaturan.pemula });
  });
  const tautan: string[][] = [];
  for (const { bout } of partai) {
    const j = await api<{ juri: { tautan: string }[] }>(`/partai/${bout.id_match}/juri`, tok, 'POST');
    tautan.push(j.juri.map((x) => x.tautan.replace(/^\/juri\//, '')));
  }

  const { browser, page } = await bukaKonsol(base, partai[0]!.bout.id_match);
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  await catatRepaint(page, { B: '[data-skor="B"]', R: '[data-skor="R"]' });
  const henti = new AbortController();
  hentikan.push(() => henti.abort());
  for (const p of partai.slice(1))
    konsolTiruan({ base, k, id_match: p.bout.id_match, id_lapangan: p.id_lapangan, tok, henti: henti.signal });
  await new Promise((r) => setTimeout(r, 1500));

  const tekan = (token: string, sudut: string) =>
    fetch(`${base}/api/juri/${token}/tekan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sudut, teknik: 'pukulan', waktu: Date.now(), id: randomUUID() }),
    }).then((r) => r.arrayBuffer());
  const waktu: number[] = [];
  for (let i = 0; i < kali; i++) {
    // Alternate corners so no round ends on the points gap.
    const sudut = i % 2 === 0 ? 'B' : 'R';
    const sebelum = await page.evaluate(() => (window as unknown as { __dicat: unknown[] }).__dicat.length);
    let t0 = 0;
    const semua = tautan.flatMap((js, c) => js.map((token, j) => ({ c, j, token }))).sort(() => Math.random() - 0.5);
    // Every judge presses at once; court 1's second judge to press starts the clock.
    let kedua = 0;
    await Promise.all(
      semua.map(({ c, token }) => {
        if (c === 0 && ++kedua === 2) t0 = Date.now();
        return tekan(token, sudut);
      }),
    );
    await page.waitForFunction(
      ([n, s]) => (window as unknown as { __dicat: { s: string }[] }).__dicat.slice(n as number).some((x) => x.s === s),
      [sebelum, sudut] as const,
      { timeout: 10_000 },
    );
    const t1 = await page.evaluate(
      ([n, s]) => (window as unknown as { __dicat: { s: string; t: number }[] }).__dicat.slice(n as number).find((x) => x.s === s)!.t,
      [sebelum, sudut] as const,
    );
    waktu.push(t1 - t0);
    // Presses of the next time must fall outside this one's 1 s window.
    await new Promise((r) => setTimeout(r, 1100));
  }
  await browser.close();
  console.log(
    `second agreeing press → point on the console, ${kali} times, ${LAPANGAN} courts × 3 judges pressing at once: ${ringkas(waktu)} (target p95 ≤ 300 ms)`,
  );
} finally {
  for (const h of hentikan) h();
  await running.close();
}
