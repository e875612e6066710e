/**
 * Records the tutorial video 'Registrasi Dojang & Pelatih' by driving the production app.
 *
 *   npm run build
 *   PORT=3400 DATA_DIR=/tmp/arena-rec npm start        # a fresh data folder: the coach e-mail must be free
 *   BASE_URL=http://localhost:3400 npx tsx bench/art/record-tutorial.ts
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and ffmpeg (apt-get install -y ffmpeg): Playwright records
 * through it in real time, then it re-encodes to VP9 so the file stays small (under 1 MB for ~80 s) and
 * carries a duration and cues for seeking.
 * Output: public/videos/tutorial-dojang-pelatih.webm. Its poster is the card thumbnail
 * public/images/tutorial-dojang.webp (rendered from bench/art/tutorial-dojang.svg by render.ts).
 * After a new recording, copy the printed duration into src/client/features/tutorial/tutorials.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3400';
const OUT = 'public/videos/tutorial-dojang-pelatih.webm';
const SIZE = { width: 1280, height: 720 };

const DOJANG = {
  nama: 'Dojang Elang Musi',
  email: 'elangmusi@contoh.id',
  telp: '081234567890',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
};
const PELATIH = {
  nama: 'Rudi Hartono',
  email: process.env.PELATIH_EMAIL ?? 'rudi.elangmusi@contoh.id',
  telp: '081298765432',
  nik: '1671010101850001',
  password: 'Latihan2025',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A subtitle bar at the bottom of the page; re-added after every navigation. */
async function caption(page: Page, text: string, hold = 1800) {
  await page.evaluate((t) => {
    let bar = document.getElementById('tutorial-caption');
    if (!bar) {
      bar = document.createElement('div');
      bar.id = 'tutorial-caption';
      bar.setAttribute('aria-hidden', 'true');
      Object.assign(bar.style, {
        position: 'fixed', left: '50%', bottom: '28px', transform: 'translateX(-50%)', zIndex: '2147483647',
        maxWidth: '92%', padding: '10px 24px', borderRadius: '12px', background: 'rgba(15,23,42,0.88)',
        color: '#fff', font: '600 22px/1.35 system-ui, sans-serif', textAlign: 'center',
        boxShadow: '0 8px 30px rgba(0,0,0,.35)', pointerEvents: 'none', borderLeft: '6px solid #dc2626',
      });
      document.body.appendChild(bar);
    }
    bar.textContent = t;
  }, text);
  await pause(hold);
}

/** Headless recordings show no pointer: draw one that follows mouse moves. */
const CURSOR_SCRIPT = `
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.id = 'tutorial-cursor';
    Object.assign(dot.style, { position: 'fixed', left: '-40px', top: '-40px', width: '22px', height: '22px',
      marginLeft: '-11px', marginTop: '-11px', borderRadius: '50%', background: 'rgba(220,38,38,.35)',
      border: '2px solid rgba(220,38,38,.9)', zIndex: '2147483647', pointerEvents: 'none',
      transition: 'transform .12s' });
    document.body.appendChild(dot);
    addEventListener('mousemove', (e) => { dot.style.left = e.clientX + 'px'; dot.style.top = e.clientY + 'px'; }, true);
    addEventListener('mousedown', () => { dot.style.transform = 'scale(.7)'; }, true);
    addEventListener('mouseup', () => { dot.style.transform = 'scale(1)'; }, true);
  });
`;

/**
 * Playwright records through its own ffmpeg download; point its registry at a folder where that
 * binary is the system ffmpeg instead (must happen before playwright-core is loaded).
 */
function useSystemFfmpeg(dir: string) {
  const pkg = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const browsers = JSON.parse(readFileSync(join(pkg, 'browsers.json'), 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core lists no ffmpeg revision');
  mkdirSync(join(dir, `ffmpeg-${revision}`));
  symlinkSync(process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = dir;
}

async function moveTo(page: Page, target: Locator) {
  // Keep the field mid-screen, clear of the caption bar.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'smooth' }));
  await pause(450);
  const box = await target.boundingBox();
  if (!box) throw new Error('element not visible');
  const to = { x: box.x + Math.min(box.width / 2, 120), y: box.y + box.height / 2 };
  await page.mouse.move(to.x, to.y, { steps: 18 });
  await pause(250);
}

async function click(page: Page, target: Locator) {
  await moveTo(page, target);
  await target.click();
  await pause(400);
}

async function type(page: Page, target: Locator, text: string) {
  await click(page, target);
  await target.pressSequentially(text, { delay: 75 });
  await pause(500);
}

async function choose(page: Page, target: Locator, option: string | { label: string }) {
  await moveTo(page, target);
  await target.selectOption(option);
  await pause(900);
}

async function scrollBy(page: Page, dy: number) {
  await page.mouse.wheel(0, dy);
  await pause(700);
}

/**
 * Title card over the first page from its first paint, so the app's loading never shows on camera;
 * record() lifts it once the form is ready. sessionStorage keeps it off later page loads.
 */
const TITLE_CARD_SCRIPT = `
  addEventListener('DOMContentLoaded', () => {
    if (sessionStorage.getItem('tutorial-title-done')) return;
    const card = document.createElement('div');
    card.id = 'tutorial-title';
    card.style.cssText = 'position:fixed;inset:0;z-index:2147483646;display:grid;place-items:center;text-align:center;' +
      'background:radial-gradient(circle at 70% 30%,#7f1d1d,#16090c 70%);color:#fff;font-family:"Noto Sans",sans-serif;' +
      'transition:opacity .6s';
    card.innerHTML = '<div><p style="margin:0;font-size:28px;font-weight:800;letter-spacing:.08em">ARENA <span style="color:#e3a81b">TKD</span></p>' +
      '<p style="margin:28px 0 8px;font-size:20px;letter-spacing:.3em;text-transform:uppercase;color:#e3a81b">Video Tutorial</p>' +
      '<h1 style="margin:0;font-size:56px;line-height:1.2">Registrasi Dojang &amp; Pelatih</h1>' +
      '<p style="margin:20px 0 0;font-size:22px;color:rgba(255,255,255,.8)">Daftarkan dojang, buat akun pelatih, lalu login ke dashboard</p></div>';
    document.body.appendChild(card);
  });
`;

async function liftTitleCard(page: Page) {
  await page.evaluate(() => {
    sessionStorage.setItem('tutorial-title-done', '1');
    const card = document.getElementById('tutorial-title');
    if (!card) return;
    card.style.opacity = '0';
    setTimeout(() => card.remove(), 700);
  });
  await pause(800);
}

async function record(page: Page) {
  await page.goto(`${BASE_URL}/registerdojang`, { waitUntil: 'networkidle' });
  await page.getByLabel('Nama Dojang').waitFor();
  await pause(2500);
  await liftTitleCard(page);
  await caption(page, 'Langkah 1: Buka halaman Registrasi Dojang', 2400);

  await caption(page, 'Langkah 2: Isi data dojang — nama, email dan nomor telepon', 600);
  await type(page, page.getByLabel('Nama Dojang'), DOJANG.nama);
  await type(page, page.getByLabel('Email Dojang'), DOJANG.email);
  await type(page, page.getByLabel('Nomor Telepon'), DOJANG.telp);

  await caption(page, 'Langkah 3: Pilih provinsi, lalu kota/kabupaten', 600);
  await choose(page, page.getByLabel('Provinsi'), DOJANG.provinsi);
  await choose(page, page.getByLabel('Kota'), DOJANG.kota);
  await caption(page, 'Negara sudah terisi Indonesia; logo dojang boleh dikosongkan', 2200);

  await caption(page, 'Langkah 4: Tekan "Daftarkan Dojang"', 600);
  await click(page, page.getByRole('button', { name: 'Daftarkan Dojang' }));
  await page.getByText('Registrasi dojang berhasil! Silahkan login.').waitFor();
  await caption(page, 'Dojang berhasil didaftarkan', 2200);

  await caption(page, 'Langkah 5: Lanjut ke Registrasi Pelatih', 600);
  await click(page, page.getByRole('link', { name: 'Daftar sebagai pelatih' }));
  await page.waitForURL('**/register');
  await page.getByLabel('Nama Pelatih').waitFor();
  await caption(page, 'Langkah 6: Isi data diri pelatih', 600);
  await type(page, page.getByLabel('Nama Pelatih'), PELATIH.nama);
  await type(page, page.getByLabel('Email'), PELATIH.email);
  await type(page, page.getByLabel('No. Telepon'), PELATIH.telp);
  await type(page, page.getByLabel('NIK'), PELATIH.nik);

  await caption(page, 'Langkah 7: Pilih dojang yang baru didaftarkan', 600);
  const dojang = page.getByLabel('Dojang', { exact: true });
  const label = await dojang.locator('option:not([disabled])', { hasText: DOJANG.nama }).last().textContent();
  await choose(page, dojang, { label: label ?? DOJANG.nama });

  await caption(page, 'Langkah 8: Buat password (minimal 8 karakter, huruf dan angka)', 600);
  await type(page, page.getByLabel('Password', { exact: true }), PELATIH.password);
  await type(page, page.getByLabel('Konfirmasi Password'), PELATIH.password);
  await scrollBy(page, 200);
  await caption(page, 'Langkah 9: Tekan "Daftar"', 600);
  await click(page, page.getByRole('button', { name: 'Daftar', exact: true }));
  await page.getByText('Registrasi berhasil! Silakan login.').waitFor();
  await caption(page, 'Akun pelatih berhasil dibuat, Anda diarahkan ke halaman Login', 600);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').waitFor();

  await caption(page, 'Langkah 10: Login dengan email dan password pelatih', 600);
  await type(page, page.getByLabel('Email'), PELATIH.email);
  await type(page, page.getByLabel('Password', { exact: true }), PELATIH.password);
  await click(page, page.getByRole('button', { name: 'Login', exact: true }));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await caption(page, 'Langkah 11: Buka menu pengguna, lalu pilih Dashboard', 600);
  await click(page, page.getByRole('button', { name: `Menu pengguna ${PELATIH.nama}` }));
  await click(page, page.getByRole('link', { name: 'Dashboard' }));
  await page.waitForURL('**/dashboard/**');
  await caption(page, 'Langkah 12: Pilih "Data Dojang" di menu samping', 600);
  await click(page, page.getByRole('link', { name: 'Data Dojang' }));
  await page.waitForURL('**/dashboard/dojang');
  await page.getByText(DOJANG.nama).first().waitFor();
  await pause(1500);
  await scrollBy(page, 300);
  await caption(page, 'Data dojang tampil dan dapat diubah dengan "Ubah Data Dojang"', 2600);
  await scrollBy(page, -300);
  await caption(page, 'Selesai! Berikutnya: tambahkan atlet dari dashboard', 2800);
}

const work = mkdtempSync(join(tmpdir(), 'arena-rec-'));
useSystemFfmpeg(work);
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let raw: string | undefined;
try {
  const context = await browser.newContext({
    viewport: SIZE,
    locale: 'id-ID',
    recordVideo: { dir: join(work, 'video'), size: SIZE },
  });
  await context.addInitScript(CURSOR_SCRIPT);
  await context.addInitScript(TITLE_CARD_SCRIPT);
  // Load the app once off camera so the recording does not open on a half-loaded page.
  const warmUp = await context.newPage();
  await warmUp.goto(`${BASE_URL}/registerdojang`, { waitUntil: 'networkidle' });
  await warmUp.close();
  const page = await context.newPage();
  try {
    await record(page);
  } finally {
    await context.close();
    raw = await page.video()?.path();
  }
} finally {
  await browser.close();
}
if (!raw) throw new Error('no video recorded');
mkdirSync('public/videos', { recursive: true });
// VP9 at CRF 36 keeps text sharp on a mostly static screen; -row-mt speeds up the 2-core machine.
// -ss 0.5 drops the blank frames before the first page paints.
execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-ss', '0.5', '-i', raw, '-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0',
  '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-an', OUT], { stdio: 'inherit' });
rmSync(work, { recursive: true, force: true });
const seconds = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', OUT], { encoding: 'utf8' }).trim();
console.log(`${OUT} ${(statSync(OUT).size / 1024).toFixed(0)} KB, ${Number(seconds).toFixed(2)} s`);
