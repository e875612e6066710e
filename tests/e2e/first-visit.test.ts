import { beforeAll, describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';

/**
 * A first visit on a small phone (360 px): a new dojang with a long name, its coach, and the way back to
 * the page that asked for a login. No page may scroll sideways. Needs a production build (`npx vite build`).
 */

const PHONE = { width: 360, height: 780 };
const NAMA_DOJANG = 'Perguruan Taekwondo Garuda Emas Nusantara Cabang Kabupaten Ogan Komering Ulu Timur Raya';
const NAMA_PELATIH = 'Siti Rahmawati Kusumaningrum';
const EMAIL = 'siti.garudaemas@contoh.id';
const PASSWORD = 'GarudaEmas2025';

/** Spec 000 §2 routes: public, guest-only, event site, protected (coach), and a path that does not exist. */
const PUBLIC = [
  '/',
  '/events',
  '/tutorial',
  '/kebijakan-privasi',
  '/event/home',
  '/event/faq',
  '/event/timeline',
  '/halaman-yang-tidak-ada',
];
const GUEST_ONLY = ['/login', '/register', '/registerdojang', '/resetpassword'];
const PROTECTED = ['/settings', '/dashboard/dojang'];
/** The coach's dashboard (spec 000 §2 and the second document); {atlet} and {kompetisi} are real ids of the demo data. */
const COACH = [
  '/dashboard',
  '/dashboard/atlit',
  '/dashboard/atlit/{atlet}',
  '/dashboard/TambahAtlit',
  '/dashboard/dataKompetisi',
  '/dashboard/dataKompetisi/{kompetisi}',
  '/settings',
  '/dashboard/dojang',
];
/** Spec 000 §2 /admin children (and the competitions the ADMIN manages). */
const ADMIN = [
  '/admin',
  '/admin/validasi-peserta',
  '/admin/validasi-dojang',
  '/admin/atlets',
  '/admin/bukti-pembayaran',
  '/admin/users',
  '/admin/statistik',
  '/admin/reports',
  '/admin/settings',
  '/admin/kompetisi',
  '/admin/kompetisi/{kompetisi}',
  '/admin/permintaan-data',
];
/** Spec 000 §2 /admin-kompetisi children. */
const ADMIN_KOMPETISI = [
  '/admin-kompetisi',
  '/admin-kompetisi/validasi-peserta',
  '/admin-kompetisi/validasi-dojang',
  '/admin-kompetisi/statistik',
  '/admin-kompetisi/drawing-bagan',
  '/admin-kompetisi/venue',
  '/admin-kompetisi/petugas',
];

const t = useAppSuite('first-visit', PHONE);

const path = () => new URL(t.page.url()).pathname;

/**
 * The page has settled — its data loaded, its fonts and images in, and two frames in a row laid out alike (same
 * size, same number of elements) — and nothing sticks out sideways.
 */
async function expectNoSidewaysScroll(label: string) {
  await t.page.waitForLoadState('networkidle').catch(() => undefined);
  await t.page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    const layout = () => {
      const el = document.documentElement;
      return `${el.scrollWidth}x${el.scrollHeight}:${document.getElementsByTagName('*').length}`;
    };
    const deadline = Date.now() + 10_000;
    for (let last = '', now = layout(); ; last = now, now = layout()) {
      const images = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
      if (now === last && images.length === 0) return;
      if (Date.now() > deadline) throw new Error(`the page did not settle: ${now}, ${images.length} image(s) loading`);
      await frame();
    }
  });
  const { scrollWidth, innerWidth } = await t.page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: page is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

async function visit(route: string) {
  await t.page.goto(`${t.server.url}${route}`);
  await t.page.locator('#root main, #root h1').first().waitFor();
}

describe('a first visit on a 360 px phone', () => {
  let idDojang = '';

  it('registers a dojang with a long name and is offered its coach registration right there', async () => {
    await visit('/registerdojang');
    await t.page.getByLabel('Nama Dojang').fill(NAMA_DOJANG);
    await t.page.getByLabel('Provinsi').selectOption('Sumatera Selatan');
    await t.page.getByLabel(/Kota/).selectOption('Kota Palembang');
    await t.page.getByRole('button', { name: 'Daftarkan Dojang' }).click();
    await t.page.getByText('Registrasi dojang berhasil! Silahkan login.').waitFor();
    const next = t.page.getByRole('link', { name: 'Daftarkan pelatih untuk dojang ini' });
    await next.waitFor();
    await expectNoSidewaysScroll('/registerdojang after success');

    await next.click();
    await t.page.waitForURL(/\/register\?dojang=\d+$/);
    idDojang = new URL(t.page.url()).searchParams.get('dojang') ?? '';
    const picker = t.page.getByRole('combobox', { name: 'Dojang' });
    await expect.poll(() => picker.inputValue()).toBe(`${NAMA_DOJANG} — Kota Palembang, Sumatera Selatan`);
    await expectNoSidewaysScroll('/register with the long dojang chosen');
  });

  it('the dojang picker searches by city and keeps a dojang that has a coach unavailable', async () => {
    const picker = t.page.getByRole('combobox', { name: 'Dojang' });
    await picker.fill('palembang');
    const taken = t.page.getByRole('option', { name: /Dojang Garuda Sriwijaya/ });
    await expect.poll(() => taken.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => taken.textContent()).toContain('Sudah ada pelatih');
    await expectNoSidewaysScroll('/register with the dojang list open');
    await taken.click({ force: true });
    expect(await t.page.getByRole('listbox').isVisible()).toBe(true);
    await t.page.getByRole('option', { name: new RegExp(NAMA_DOJANG.slice(0, 40)) }).click();
    await expect.poll(() => picker.inputValue()).toContain(NAMA_DOJANG);
  });

  it('registers the coach of the preselected dojang, with errors shown under their fields first', async () => {
    await t.page.getByLabel('Nama Pelatih').fill(NAMA_PELATIH);
    await t.page.getByLabel('Email', { exact: true }).fill('siti@');
    await t.page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const emailMsg = t.page.locator('#reg-email-msg');
    await expect.poll(() => emailMsg.textContent()).toBe('Format email tidak valid');
    expect(await t.page.getByLabel('No. Telepon').getAttribute('aria-invalid')).toBe('true');
    expect(await t.page.locator('#reg-telp-msg').textContent()).toBe('Semua field harus terisi terlebih dahulu');
    // The first marked field (in screen order) has the focus.
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe('reg-email');
    await expectNoSidewaysScroll('/register with errors');

    await t.page.getByLabel('Email', { exact: true }).fill(EMAIL);
    expect(await t.page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    await t.page.getByLabel('No. Telepon').fill('081234567890');
    await t.page.getByLabel('NIK').fill('1671-0123-4567-8901');
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await t.page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await t.page.getByText('Registrasi berhasil! Silakan login.').waitFor();
    await t.page.waitForURL('**/login', { timeout: 10_000 });

    const dojang = await fetch(`${t.server.url}/api/dojang/listdojang`).then(
      (r) => r.json() as Promise<{ data: { id_dojang: number; has_pelatih: boolean }[] }>,
    );
    expect(dojang.data.find((d) => String(d.id_dojang) === idDojang)?.has_pelatih).toBe(true);
  });

  it('a guest page, the public pages and a protected page never scroll sideways (logged out)', async () => {
    for (const route of [...PUBLIC, ...GUEST_ONLY]) {
      await visit(route);
      await expectNoSidewaysScroll(`${route} (logged out)`);
    }
  });

  it('a protected page sends the guest to /login and, after logging in, back to it', async () => {
    await visit('/settings');
    await t.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(t.page.url()).searchParams.get('redirect')).toBe('/settings');
    await expectNoSidewaysScroll('/login?redirect=/settings');

    await t.page.getByLabel('Email').fill(EMAIL);
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText(`Selamat datang, ${NAMA_PELATIH}!`).waitFor();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    await t.page.waitForURL((url) => url.pathname === '/settings', { timeout: 10_000 });
    await t.page.getByText('Kelola Profil Anda').waitFor();
    expect(path()).toBe('/settings');
  });

  it('the public and protected pages never scroll sideways (logged in)', async () => {
    for (const route of [...PUBLIC, ...PROTECTED]) {
      await visit(route);
      expect(path(), `${route} stays put for a coach`).toBe(route);
      await expectNoSidewaysScroll(`${route} (logged in)`);
    }
  });

  it('a redirect that leaves the site or points at a guest page is ignored', async () => {
    await t.page.evaluate(() => localStorage.clear());
    for (const bad of ['//evil.example/settings', 'https://evil.example', '/register']) {
      await visit(`/login?redirect=${encodeURIComponent(bad)}`);
      await t.page.getByLabel('Email').fill(EMAIL);
      await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await t.page.getByRole('button', { name: 'Login' }).click();
      await t.page.waitForURL((url) => url.pathname === '/' && url.origin === t.server.url, { timeout: 10_000 });
      await t.page.evaluate(() => localStorage.clear());
    }
  });
});

describe('every signed-in area on a 360 px phone (demo accounts)', () => {
  const ids = { atlet: '', kompetisi: '' };

  async function loginAs(email: string, password: string) {
    await t.page.evaluate(() => localStorage.clear());
    await visit('/login');
    await t.page.getByLabel('Email').fill(email);
    await t.page.getByLabel('Password', { exact: true }).fill(password);
    await t.page.getByRole('button', { name: 'Login', exact: true }).click();
    await t.page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  }

  /** Each route opens for this role (no login page, no 'Access Denied') and is no wider than the screen. */
  async function checkRoutes(routes: readonly string[], who: string) {
    for (const pattern of routes) {
      const route = pattern.replace('{atlet}', ids.atlet).replace('{kompetisi}', ids.kompetisi);
      await visit(route);
      expect(path(), `${route} as ${who}`).not.toBe('/login');
      expect(await t.page.getByText('Access Denied').count(), `${route} as ${who}`).toBe(0);
      await expectNoSidewaysScroll(`${route} as ${who}`);
    }
  }

  beforeAll(async () => {
    const login = await fetch(`${t.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pelatih1@arenatkd.demo', password: 'Pelatih123!' }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const auth = { headers: { authorization: `Bearer ${login.data.token}` } };
    const atlet = await fetch(`${t.server.url}/api/atlet`, auth).then((r) => r.json() as Promise<{ data: { id_atlet: number }[] }>);
    const kompetisi = await fetch(`${t.server.url}/api/kompetisi`).then((r) => r.json() as Promise<{ data: { id_kompetisi: number }[] }>);
    ids.atlet = String(atlet.data[0]?.id_atlet ?? '');
    ids.kompetisi = String(kompetisi.data[0]?.id_kompetisi ?? '');
    expect(ids.atlet).not.toBe('');
    expect(ids.kompetisi).not.toBe('');
  });

  it('a coach: the public pages and the whole dashboard', async () => {
    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await checkRoutes([...PUBLIC, ...COACH], 'PELATIH');
  });

  it('the ADMIN: every /admin page', async () => {
    await loginAs('admin@arenatkd.demo', 'Admin123!');
    await checkRoutes(ADMIN, 'ADMIN');
  });

  it('the competition admin: every /admin-kompetisi page', async () => {
    await loginAs('kompetisi@arenatkd.demo', 'Kompetisi123!');
    await checkRoutes(ADMIN_KOMPETISI, 'ADMIN_KOMPETISI');
  });
});
