import { describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';

/** A dojang name of exactly 100 characters (the longest the form takes). */
const DOJANG_PANJANG = 'Dojang Taekwondo Persaudaraan Seni Bela Diri Harimau Putih Sumatera Selatan Cabang Kota Palembang XY';
const ALASAN = 'Berat badan tidak sesuai';

const t = useAppSuite('validasi-tolak', { width: 1440, height: 900 });

let idKompetisi = 0;
let ditolak = '';

async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${t.server.url}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  expect(res.status, path).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function loginAs(email: string, password: string) {
  await t.page.goto(`${t.server.url}/login`);
  await t.page.evaluate(() => localStorage.clear());
  await t.page.goto(`${t.server.url}/login`);
  await t.page.getByLabel('Email').fill(email);
  await t.page.getByLabel('Password', { exact: true }).fill(password);
  await t.page.getByRole('button', { name: 'Login' }).click();
  await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
}

/** The page is no wider than the window, and neither is the table inside its box. */
async function lebar() {
  return t.page.evaluate(() => {
    const box = [...document.querySelectorAll('table')].find((el) => el.offsetParent !== null)?.parentElement;
    return {
      halaman: document.documentElement.scrollWidth,
      jendela: window.innerWidth,
      tabel: box ? box.scrollWidth - box.clientWidth : 0,
    };
  });
}

describe('ADMIN rejects an entry with a reason, at 1440 px with a 100-character dojang name', () => {
  it('the list fits the window with the long name chosen in the filter; "Tolak" is whole on screen', async () => {
    const coach = await apiLogin('pelatih1@arenatkd.demo', 'Pelatih123!');
    const dojang = await api<{ id_dojang: number }>(coach, '/dojang/my-dojang');
    const form = new FormData();
    form.append('nama_dojang', DOJANG_PANJANG);
    await api(coach, `/dojang/${dojang.id_dojang}`, { method: 'PUT', body: form });

    await loginAs('admin@arenatkd.demo', 'Admin123!');
    await t.page.goto(`${t.server.url}/admin/validasi-peserta`);
    await t.page.getByLabel('Cari peserta').waitFor();
    await t.page.getByRole('cell').first().waitFor();
    const filter = t.page.getByRole('combobox', { name: 'Dojang' });
    await filter.selectOption({ label: DOJANG_PANJANG });
    await t.page.getByRole('combobox', { name: 'Status' }).selectOption('PENDING');
    const tolak = t.page.getByRole('button', { name: /^Tolak / }).first();
    await tolak.waitFor();

    const w = await lebar();
    expect(w.halaman).toBeLessThanOrEqual(w.jendela);
    expect(w.tabel).toBeLessThanOrEqual(0);
    const box = (await tolak.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    // The chosen name is cut inside its select, not spilling out of it.
    const sel = await filter.evaluate((el) => ({ lebar: el.getBoundingClientRect().width, overflow: getComputedStyle(el).textOverflow }));
    expect(sel.lebar).toBeLessThan(400);
    expect(sel.overflow).toBe('ellipsis');
    await t.page.screenshot({ path: '/tmp/validasi-tolak-1440.png' });

    ditolak = (await tolak.getAttribute('aria-label'))!.replace(/^Tolak /, '');
  });

  it('"Tolak" asks for a reason (required, at least 5 characters, quick picks), then the row shows it', async () => {
    await t.page
      .getByRole('button', { name: `Tolak ${ditolak}` })
      .first()
      .click();
    const dialog = t.page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: 'Tolak peserta?' }).waitFor();
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await dialog.getByText('Alasan penolakan wajib diisi (minimal 5 karakter)').waitFor();
    await dialog.getByLabel(/Alasan penolakan/).fill('abc');
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await dialog.getByText('Alasan penolakan wajib diisi (minimal 5 karakter)').waitFor();
    // Nothing was sent yet: the entry is still waiting.
    await t.page.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });

    await t.page
      .getByRole('button', { name: `Tolak ${ditolak}` })
      .first()
      .click();
    await dialog.getByRole('button', { name: ALASAN }).click();
    await expect.poll(() => dialog.getByLabel(/Alasan penolakan/).inputValue()).toBe(ALASAN);
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await t.page.getByRole('combobox', { name: 'Status' }).selectOption('REJECTED');
    await t.page.getByRole('row').filter({ hasText: ditolak }).getByText(`Alasan: ${ALASAN}`).first().waitFor();

    const kompetisi = await api<{ id_kompetisi: number }[]>(await t.token(), '/kompetisi');
    idKompetisi = kompetisi[0]!.id_kompetisi;
    const rows = await api<{ status: string; alasan_ditolak: string | null; atlet: { nama_atlet: string } }[]>(
      await t.token(),
      `/kompetisi/${idKompetisi}/atlet?status=REJECTED&search=${encodeURIComponent(ditolak)}`,
    );
    expect(rows.find((r) => r.atlet.nama_atlet === ditolak)).toMatchObject({ status: 'REJECTED', alasan_ditolak: ALASAN });
  });

  it('the coach reads the reason on the participant view', async () => {
    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await t.page.setViewportSize({ width: 390, height: 844 });
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${idKompetisi}`);
    await t.page.getByLabel(/Cari/).first().fill(ditolak);
    await t.page
      .locator('li')
      .filter({ visible: true })
      .filter({ hasText: ditolak })
      .getByText(`Alasan ditolak: ${ALASAN}`)
      .first()
      .waitFor();
    const w = await lebar();
    expect(w.halaman).toBeLessThanOrEqual(w.jendela);
  });
});

describe('registration wizard: messages, weight classes and belts', () => {
  it('an empty step 1 says what is missing; weight classes wait for gender and age group and do not repeat; belts by name', async () => {
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${idKompetisi}`);
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).click();
    const d = t.page.locator('dialog[open]');
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByRole('alert').filter({ hasText: 'Anda harus memilih style dan kategori terlebih dahulu!' }).waitFor();
    expect(await d.getByRole('alert').isVisible()).toBe(true);

    await d.getByRole('radio', { name: 'Kyorugi' }).check();
    await d.getByRole('radio', { name: 'Prestasi' }).check();
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    const berat = d.getByLabel('Kelas Berat');
    expect(await berat.isDisabled()).toBe(true);
    await d.getByText('Pilih jenis kelamin dan kelas umur terlebih dahulu').waitFor();
    await d.getByRole('radio', { name: 'Perempuan' }).check();
    expect(await berat.isDisabled()).toBe(true);
    await d.getByLabel('Kelas Umur').selectOption({ label: 'Cadet' });
    expect(await berat.isDisabled()).toBe(false);
    const opsi = (await berat.locator('option').allTextContents()).slice(1);
    expect(opsi.length).toBeGreaterThan(5);
    expect(opsi.length).toBeLessThan(15);
    expect(new Set(opsi).size).toBe(opsi.length);
    await berat.selectOption({ label: 'Under 41 kg' });
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByText('Aisyah Putri Ramadhani').waitFor();
    await d
      .getByText(/Sabuk Biru \(Geup 5\)/)
      .first()
      .waitFor();
    expect(await d.getByText(/Sabuk [a-z]+[A-Z0-9]/).count()).toBe(0);
  });

  it('the add form says under KK/KTP that an adult needs it, and sends nothing', async () => {
    const sebelum = (await api<unknown[]>(await t.token(), '/atlet')).length;
    await t.page.goto(`${t.server.url}/dashboard/TambahAtlit`);
    await t.page.getByLabel('Nama Lengkap').fill('Rina Dewasa');
    await t.page.getByLabel('Tanggal Lahir').fill('2004-02-03');
    await t.page.getByText('(wajib untuk usia 17 tahun ke atas)').waitFor();
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await t.page.locator('#atlet-dok-ktp-msg').filter({ hasText: 'KK/KTP wajib diupload untuk atlet usia 17 tahun ke atas' }).waitFor();
    expect(await api<unknown[]>(await t.token(), '/atlet')).toHaveLength(sebelum);
  });
});
