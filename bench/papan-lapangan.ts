/**
 * 'Panggil' at the court desk to the court's scoreboard showing the called bout (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/papan-lapangan.ts [--kali=22]
 *
 * The real `npm start` (bench/lib/production-server.ts) on a fresh data folder with the demo seed: enough Kyorugi
 * classes drawn, all put on one court ('Lapangan A') and numbered, court staff made for it. Headless Chromium:
 * the court staff's tablet (its own browser context) logs in through a TCP proxy that can cut the wifi
 * (test-support/cut-proxy.ts) and opens the desk, then the court's scoreboard from the desk's 'Buka papan
 * skor lapangan' (`/admin-kompetisi/lapangan/papan?lapangan=…&hasil=3`: a result stays 3 s). A second browser
 * context (another device, same court staff account) opens the same board straight on the server.
 *
 * Each call: the board shows the next waiting bout ('Partai A-12 berikutnya' with both names); the desk opens that
 * bout's card and clicks 'Panggil' (the click's time is taken in the desk page); the board records when its
 * heading's subtitle turned to 'Dipanggil · …' for that bout and the next frame was painted (requestAnimationFrame,
 * then a task). Then the desk starts the bout ('Mulai') and saves a result ('Hasil', 5–2), the board shows the
 * result for 3 s and turns to the next bout, which is called next. The desk has no undo of a call, so every call is a
 * different bout of the court (bracket winners fill the later rounds).
 *
 * (b) another device: the board in the second context follows the server (desk outbox → server → change feed →
 *     live stream → the board's read); the desk is online.
 * (a) the desk's own device with no network: the wifi is cut (the proxy drops every connection and refuses new
 *     ones); the board in the desk's context follows the desk's copy on the device (Dexie across tabs).
 * Times are taken in one browser on one machine (one clock). Loopback only.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startCutProxy } from '../test-support/cut-proxy';
import { ringkas } from './lib/konsol';
import { apiDi } from './lib/partai-bertanding';
import { startProductionServer } from './lib/production-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './production-app';
import { undiBagan } from '../src/domain/bagan/undian';
import { susunMatches } from '../src/domain/bagan/susun';
import { randomUUID } from 'node:crypto';

const kali = Number(process.argv.find((a) => a.startsWith('--kali='))?.split('=')[1] ?? 22);

type Kelas = {
  kelas: { id_kelas_kejuaraan: number; cabang: string };
  peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[];
};
type Partai = { id_match: string; nomor: number; status: string; sudut_a: unknown; sudut_b: unknown };

/** Classes drawn onto one court until it holds at least `bouts` numbered bouts; court staff made. */
async function siapkanLapangan(base: string, bouts: number) {
  const api = apiDi(base);
  const login = await api<{ token: string; user: { admin_kompetisi: { id_kompetisi: number } } }>('/auth/login', null, 'POST', {
    email: 'kompetisi@arenatkd.demo',
    password: 'Kompetisi123!',
  });
  const tok = login.token;
  const k = login.user.admin_kompetisi.id_kompetisi;
  const bagan = await api<{ kelas: Kelas[] }>(`/kompetisi/${k}/bagan`, tok);
  const calon = bagan.kelas
    .filter((x) => x.kelas.cabang === 'KYORUGI' && x.peserta.filter((p) => p.status === 'APPROVED').length >= 2)
    .sort((a, b) => b.peserta.length - a.peserta.length);
  const dipilih: Kelas[] = [];
  let jumlah = 0;
  for (const kelas of calon) {
    if (jumlah >= bouts) break;
    const peserta = kelas.peserta.filter((p) => p.status === 'APPROVED');
    const undian = undiBagan(
      peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
      { seed: null },
    );
    const matches = susunMatches(
      undian,
      Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
    );
    await api('/brackets', tok, 'POST', {
      id_kelas_kejuaraan: kelas.kelas.id_kelas_kejuaraan,
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
    dipilih.push(kelas);
    jumlah += peserta.length - 1; // bouts of a knockout of n (byes are not bouts)
  }
  const ko = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tok);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tok, 'POST', { tanggal: ko.tanggal_mulai.slice(0, 10) });
  const id_hari = hari.hari[0]!.id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${k}/lapangan`, tok, 'POST', {
    id_hari,
    nama: 'Lapangan A',
    mulai: '08:00',
    cabang: 'KYORUGI',
  });
  const id_lapangan = l.hari[0]!.lapangan.find((x) => x.nama === 'Lapangan A')!.id_lapangan;
  await api(`/kompetisi/${k}/jadwal`, tok, 'PUT', {
    kelas: dipilih.map((x, i) => ({ id_kelas_kejuaraan: x.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })),
  });
  await api(`/kompetisi/${k}/jadwal/nomor`, tok, 'POST', { id_hari });
  await api(`/kompetisi/${k}/petugas`, tok, 'POST', {
    nama: 'Rudi Lapangan',
    email: 'lapangan@arenatkd.demo',
    password: 'Lapangan123',
    role: 'PETUGAS_LAPANGAN',
    id_lapangan,
  });
  const awal = await api<{ token: string }>('/auth/login', null, 'POST', { email: 'lapangan@arenatkd.demo', password: 'Lapangan123' });
  await api('/auth/ganti-password-awal', awal.token, 'POST', { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' });
  const partai = (await api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`, tok)).partai;
  return { id_lapangan, kelas: dipilih.length, bernomor: partai.filter((p) => p.nomor).length };
}

async function masuk(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('lapangan@arenatkd.demo');
  await page.getByLabel('Password', { exact: true }).fill('MejaLapA123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  return page;
}

/** Watches the board: the first frame painted after bout `label` shows as called ('Dipanggil · …'). */
async function pasangPengamat(papan: Page): Promise<void> {
  // Script text, so the bench's compiler adds nothing (no __name helper) to it.
  await papan.evaluate(`(() => {
    window.__target = null;
    window.__tampil = null;
    new MutationObserver(() => {
      const label = window.__target;
      if (!label || window.__tampil !== null) return;
      const sub = document.querySelector('main[data-partai-papan="' + label + '"] [data-layar-papan="berikut"] > div > p');
      if (!sub || !sub.textContent.startsWith('Dipanggil')) return;
      window.__target = null;
      requestAnimationFrame(() => setTimeout(() => { window.__tampil = Date.now(); }, 0));
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  })()`);
}

/** The bout the board shows as the next one, still waiting (its label, e.g. 'A-12'); waits for it. */
async function berikutnya(papan: Page): Promise<string> {
  const h = await papan.waitForFunction(
    () => {
      const main = document.querySelector('main[data-partai-papan]');
      const sub = main?.querySelector('[data-layar-papan="berikut"] > div > p');
      if (!main || !sub || sub.textContent?.startsWith('Dipanggil')) return null;
      return main.getAttribute('data-partai-papan');
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return (await h.jsonValue()) as string;
}

/** One call measured: ms from the desk's 'Panggil' click to the board painted with the bout called; then the bout is played out. */
async function panggilSekali(meja: Page, papan: Page): Promise<number> {
  const label = await berikutnya(papan);
  const nomor = Number(label.split('-').pop());
  await meja.locator(`tr[data-partai="${nomor}"]`).click();
  const kartu = meja.locator(`article[data-partai="${nomor}"][data-status="MENUNGGU"]`).first();
  const tombol = kartu.getByRole('button', { name: 'Panggil' });
  await tombol.waitFor({ timeout: 30_000 });
  if (await tombol.isDisabled()) throw new Error(`bout ${label}: 'Panggil' is disabled on the desk (corners not known yet)`);
  await papan.evaluate((l) => {
    (window as unknown as { __target: string | null }).__target = l;
  }, label);
  const t0 = await (await tombol.elementHandle())!.evaluate((b) => {
    const t = Date.now();
    (b as HTMLButtonElement).click();
    return t;
  });
  const h = await papan.waitForFunction(() => (window as unknown as { __tampil: number | null }).__tampil, undefined, {
    timeout: 20_000,
    polling: 'raf',
  });
  const t1 = (await h.jsonValue()) as number;
  await papan.evaluate(() => {
    (window as unknown as { __tampil: number | null }).__tampil = null;
  });
  // Played out: start, a 5–2 result; the board shows it 3 s, then the next bout.
  await meja.locator(`article[data-partai="${nomor}"][data-status="DIPANGGIL"]`).first().getByRole('button', { name: 'Mulai' }).click();
  await meja.locator(`article[data-partai="${nomor}"][data-status="BERTANDING"]`).first().getByRole('button', { name: 'Hasil' }).click();
  const dialog = meja.getByRole('dialog', { name: 'Update Match Result' });
  const skor = dialog.getByRole('spinbutton');
  await skor.nth(0).fill('5');
  await skor.nth(1).fill('2');
  await dialog.getByRole('button', { name: 'Save Result' }).click();
  await meja.locator(`tr[data-partai="${nomor}"]`).getByText('5–2').waitFor({ timeout: 30_000 });
  return t1 - t0;
}

const server = await startProductionServer();
const proxy = await startCutProxy(server.base);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const lap = await siapkanLapangan(server.base, 2 * kali + 2);
  console.log(`court: ${lap.kelas} Kyorugi classes, ${lap.bernomor} numbered bouts`);
  if (lap.bernomor < 2 * kali) console.log(`(fewer bouts than 2 × ${kali}: n is what the court holds)`);
  const nB = Math.min(kali, Math.floor(lap.bernomor / 2));
  const nA = Math.min(kali, lap.bernomor - nB);

  // The court staff's tablet, through the wifi that can be cut.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'id-ID' });
  const meja = await masuk(tablet, proxy.url);
  await meja.goto(`${proxy.url}/admin-kompetisi/lapangan`);
  await meja.getByRole('region', { name: 'Urutan partai' }).waitFor({ timeout: 30_000 });
  await meja.evaluate(async () => {
    await navigator.serviceWorker?.ready;
  });
  await meja.reload();
  await meja.getByRole('region', { name: 'Urutan partai' }).waitFor({ timeout: 30_000 });
  const [papanSini] = await Promise.all([
    tablet.waitForEvent('page'),
    meja.getByRole('button', { name: 'Buka papan skor lapangan' }).click(),
  ]);
  await papanSini.goto(`${proxy.url}/admin-kompetisi/lapangan/papan?lapangan=${lap.id_lapangan}&hasil=3`);
  await papanSini.locator('[data-layar-papan="berikut"]').waitFor({ timeout: 30_000 });

  // (b) another device: its own context, straight on the server.
  const lain = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'id-ID' });
  const papanLain = await masuk(lain, server.base);
  await papanLain.goto(`${server.base}/admin-kompetisi/lapangan/papan?lapangan=${lap.id_lapangan}&hasil=3`);
  await papanLain.locator('[data-layar-papan="berikut"]').waitFor({ timeout: 30_000 });
  await pasangPengamat(papanLain);
  const waktuB: number[] = [];
  for (let i = 0; i < nB; i++) waktuB.push(await panggilSekali(meja, papanLain));
  await lain.close();

  // (a) the desk's own device, wifi cut.
  proxy.cut();
  await papanSini.locator('[data-papan-keadaan="menunggu"]').waitFor({ timeout: 30_000 });
  await pasangPengamat(papanSini);
  const waktuA: number[] = [];
  for (let i = 0; i < nA; i++) waktuA.push(await panggilSekali(meja, papanSini));

  console.log(
    `(a) desk 'Panggil' → board on the same device, no network (Dexie across tabs), n=${nA}: ${ringkas(waktuA)} (target p95 ≤ 100 ms)`,
  );
  console.log(
    `(b) desk 'Panggil' → board on another device (outbox → server → live stream), n=${nB}: ${ringkas(waktuB)} (target p95 ≤ 1 s)`,
  );
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
}
