/**
 * Judges' phones through the venue hub (issue 30 'Measured'): from a judge's press to the point on a console that
 * follows the hub's live stream, on the hall's network (prints figures; not a test).
 *
 *   npx vite build && npx tsx bench/hub-tekan.ts [--kali=150] [--putus] [--seri]
 *
 * The central server is `npm start` on a fresh data folder (PGlite, demo seed) on 127.0.0.1; its competition's
 * setting makes every Kyorugi class use the novice rule set (judges' phones, 2 of 3 within 1 s; rounds of 300 s),
 * two classes are drawn onto two courts and each court's first bout started. The hub is `npm start` with
 * ARENA_PERAN=hub on 127.0.0.2, paired as a person does and reaching the central server through a proxy that is
 * cut with --putus (else the hub sends every press up while the run goes on). On the hub: judges' links for both
 * bouts; court 1's console is the real app served by the hub in headless Chromium (the court staff's desk, then the
 * console, 'Mulai ronde 1'); court 2's console is played by this script as the real one behaves (bench/lib/konsol-tiruan.ts).
 * Each time, the six judges press at once (POST /juri/{token}/tekan to the hub, shuffled; corners alternate); for each
 * court the clock starts when its second agreeing press is sent and stops when that court's console has the point
 * (court 1: its score repainted and the next frame painted; court 2: konsensusJuri on the presses it read).
 */
import { randomUUID } from 'node:crypto';
import type { PengaturanSkor } from '../src/domain/skor';
import { startCutProxy } from '../test-support/cut-proxy';
import { keadaanHub, mulaiHub, mulaiProses, pasangHub, tungguSampai } from './lib/hub-proses';
import { bukaKonsol, catatRepaint, ringkas } from './lib/konsol';
import { konsolTiruan } from './lib/konsol-tiruan';
import { apiDi, partaiBertandingBanyak } from './lib/partai-bertanding';

const KALI = Number(process.argv.find((a) => a.startsWith('--kali='))?.split('=')[1] ?? 150);
const PUTUS = process.argv.includes('--putus');

const pusat = await mulaiProses({ host: '127.0.0.1' });
const link = await startCutProxy(pusat.url);
const henti = new AbortController();
let hub: Awaited<ReturnType<typeof mulaiHub>> | null = null;
let tutupBrowser: (() => Promise<void>) | null = null;
try {
  const { tok, k, partai } = await partaiBertandingBanyak(pusat.url, 2, async (api, tok, k) => {
    const { pengaturan } = await api<{ pengaturan: PengaturanSkor }>(`/kompetisi/${k}/pengaturan-skor`, tok);
    const aturan = pengaturan.aturan.map((a) => (a.kode === pengaturan.pemula ? { ...a, ronde_detik: 300 } : a));
    await api(`/kompetisi/${k}/pengaturan-skor`, tok, 'PUT', { ...pengaturan, aturan, prestasi: pengaturan.pemula });
  });
  // BENCH_CPU_PROF=<dir>: the hub writes a CPU profile there when it stops.
  hub = await mulaiHub(link.url, process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);
  const hubUrl = hub.url;
  const ambil = await pasangHub(pusat.url, tok, k, hubUrl);
  console.log(`hub ${hubUrl} took over "${ambil.nama_kompetisi}" (${ambil.baris} rows) in ${(ambil.ms / 1000).toFixed(1)} s`);
  const api = apiDi(hubUrl);
  const tokHub = (
    await api<{ token: string }>('/auth/login', null, 'POST', { email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' })
  ).token;
  const tautan: string[][] = [];
  for (const { bout } of partai) {
    const j = await api<{ juri: { tautan: string }[] }>(`/partai/${bout.id_match}/juri`, tokHub, 'POST');
    tautan.push(j.juri.map((x) => x.tautan.replace(/^\/juri\//, '')));
  }
  if (PUTUS) link.cut();

  const { browser, page } = await bukaKonsol(hubUrl, partai[0]!.bout.id_match);
  tutupBrowser = () => browser.close();
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  await catatRepaint(page, { B: '[data-skor="B"]', R: '[data-skor="R"]' });
  const poin2: { s: string; t: number }[] = [];
  let bangun2: (() => void) | null = null;
  const p2 = partai[1]!;
  let siap2: () => void = () => undefined;
  const konsol2Siap = new Promise<void>((r) => (siap2 = r));
  konsolTiruan({
    base: hubUrl,
    k,
    id_match: p2.bout.id_match,
    id_lapangan: p2.id_lapangan,
    tok: tokHub,
    henti: henti.signal,
    poin: (p) => {
      poin2.push({ s: p.sudut, t: Date.now() });
      bangun2?.();
    },
    siap: () => siap2(),
  });
  await konsol2Siap;

  const tekan = (token: string, sudut: string) =>
    fetch(`${hubUrl}/api/juri/${token}/tekan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sudut, teknik: 'pukulan', waktu: Date.now(), id: randomUUID() }),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`tekan ${r.status} ${await r.text()}`);
    });
  // --seri: first one judge alone, one press after another (what a press costs the hub, without the queue of a round).
  if (process.argv.includes('--seri')) {
    const w: number[] = [];
    for (let i = 0; i < 300; i++) {
      const m = performance.now();
      await tekan(tautan[0]![0]!, 'B');
      w.push(Math.round(performance.now() - m));
    }
    console.log(`one judge pressing alone, one press after another: ${ringkas(w.slice(50))}`);
  }
  const dicat = () => page.evaluate(() => (window as unknown as { __dicat: { s: string; t: number }[] }).__dicat);
  const poinKonsol2 = (n: number, s: string) =>
    new Promise<number>((resolve, reject) => {
      const batas = setTimeout(() => reject(new Error('court 2: no point in 10 s')), 10_000);
      const cek = () => {
        const x = poin2.slice(n).find((p) => p.s === s);
        if (!x) return;
        clearTimeout(batas);
        bangun2 = null;
        resolve(x.t);
      };
      bangun2 = cek;
      cek();
    });

  const waktu: number[][] = [[], []];
  const jawab: number[] = [];
  // One unmeasured time first: both consoles are following the stream once its point arrived.
  for (let i = -1; i < KALI; i++) {
    const sudut = i % 2 === 0 ? 'B' : 'R';
    const sebelum1 = (await dicat()).length;
    const sebelum2 = poin2.length;
    const t0 = [0, 0];
    const kedua = [0, 0];
    const semua = tautan.flatMap((js, c) => js.map((token) => ({ c, token }))).sort(() => Math.random() - 0.5);
    const tunggu2 = poinKonsol2(sebelum2, sudut);
    // Awaited below, after court 1; a failure before that is reported there.
    tunggu2.catch(() => undefined);
    await Promise.all(
      semua.map(({ c, token }) => {
        const mulai = Date.now();
        if (++kedua[c]! === 2) t0[c] = mulai;
        return tekan(token, sudut).then(() => jawab.push(Date.now() - mulai));
      }),
    );
    await page.waitForFunction(
      ([n, s]) => (window as unknown as { __dicat: { s: string }[] }).__dicat.slice(n as number).some((x) => x.s === s),
      [sebelum1, sudut] as const,
      { timeout: 10_000 },
    );
    const t1 = (await dicat()).slice(sebelum1).find((x) => x.s === sudut)!.t;
    const t2 = await tunggu2;
    if (i >= 0) {
      waktu[0]!.push(t1 - t0[0]!);
      waktu[1]!.push(t2 - t0[1]!);
    }
    // Presses of the next time must fall outside this one's 1 s window.
    await new Promise((r) => setTimeout(r, 1100));
  }
  const keadaan = await keadaanHub(hubUrl);
  console.log(
    `link to the central server ${PUTUS ? 'cut' : `up (the hub sent the presses up as they came: ${keadaan.tertinggal} changes waiting at the end)`}`,
  );
  console.log(
    `${KALI} times × 2 courts × 3 judges (${KALI * 6} presses, ${KALI * 2} points), second agreeing press → point on the console:`,
  );
  console.log(`  court 1, the app's console in Chromium (repainted): ${ringkas(waktu[0]!)}`);
  console.log(`  court 2, console played by the script (point derived): ${ringkas(waktu[1]!)}`);
  console.log(`  both courts: ${ringkas([...waktu[0]!, ...waktu[1]!])} (target p95 ≤ 100 ms)`);
  console.log(`  a press answered by the hub: ${ringkas(jawab)}`);
  if (!PUTUS) await tungguSampai(async () => (await keadaanHub(hubUrl)).tertinggal === 0, 60_000, 'hub caught up');
} finally {
  henti.abort();
  await tutupBrowser?.();
  await hub?.hentikan();
  await pusat.hentikan();
  await link.close();
  hub?.buang();
  pusat.buang();
}
