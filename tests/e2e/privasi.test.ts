import { describe, expect, it } from 'vitest';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../src/domain/privasi';
import { useAppSuite } from './helpers/suite';

/**
 * Personal data as a coach and an ADMIN meet it (issue 31): the notice, the statement with a new athlete, the NIK
 * masked with 'Tampilkan', the access record, a withdrawal and the ADMIN's list of requests. Tablet size; with
 * E2E_SHOTS=<folder> each screen is also saved at phone, tablet, desktop and TV size.
 */
const TABLET = { width: 1024, height: 768 };
const t = useAppSuite('privasi', TABLET);

/** With E2E_SHOTS=<folder> the page is saved at phone, tablet, desktop and TV size. */
async function potret(nama: string, fullPage = true) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const ukuran = {
    phone: { width: 390, height: 844 },
    tablet: TABLET,
    desktop: { width: 1440, height: 900 },
    tv: { width: 1920, height: 1080 },
  };
  for (const [nm, viewport] of Object.entries(ukuran)) {
    await t.page.setViewportSize(viewport);
    await t.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await t.page.screenshot({ path: `${dir}/privasi-${nama}-${nm}.png`, fullPage });
  }
  await t.page.setViewportSize(TABLET);
}

interface AtletApi {
  id_atlet: number;
  nama_atlet: string;
  nik: string | null;
  ktp: string | null;
  persetujuan?: { status: string };
}

async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${t.server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
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

const visible = (text: string | RegExp) => t.page.getByText(text).locator('visible=true').first();

let coach = '';
let dewasa: AtletApi;

describe('personal data, as a coach and an ADMIN meet it', () => {
  it('the notice is public, linked from the footer, with its version and the retention period', async () => {
    await t.page.goto(`${t.server.url}/`);
    await t.page.getByRole('link', { name: 'Kebijakan Privasi' }).click();
    await t.page.waitForURL('**/kebijakan-privasi');
    await t.page.getByRole('heading', { name: 'Kebijakan Privasi', level: 1 }).waitFor();
    await visible(`Versi ${KEBIJAKAN_PRIVASI_VERSI}`).waitFor();
    await visible('90 hari setelah kompetisi terakhir yang diikuti atlet selesai').waitFor();
    await t.page.getByRole('heading', { name: '7. Hak Anda dan cara memakainya' }).waitFor();
  });

  it("a coach sees a NIK masked, shows it whole with 'Tampilkan', and finds that look in the access record", async () => {
    coach = await apiLogin('pelatih1@arenatkd.demo', 'Pelatih123!');
    const list = await api<AtletApi[]>(coach, '/atlet');
    dewasa = list.find((a) => a.ktp && a.nik)!;
    expect(dewasa.nik).toMatch(/^\d{4}•{8}\d{4}$/);
    expect(dewasa.persetujuan?.status).toBe('ADA');

    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await t.page.goto(`${t.server.url}/dashboard/atlit/${dewasa.id_atlet}`);
    const nik = t.page.locator('#atlet-nik');
    await expect.poll(() => nik.inputValue()).toBe(dewasa.nik);
    await visible('Persetujuan tercatat').waitFor();
    await t.page.getByRole('button', { name: 'Tampilkan NIK' }).click();
    await expect.poll(() => nik.inputValue()).toMatch(/^\d{16}$/);
    expect((await nik.inputValue()).slice(0, 4)).toBe(dewasa.nik!.slice(0, 4));
    await visible('Ditampilkan utuh: tercatat di riwayat akses atlet ini.').waitFor();
    await t.page.getByRole('button', { name: 'Sembunyikan NIK' }).click();
    await expect.poll(() => nik.inputValue()).toBe(dewasa.nik);

    await t.page.getByRole('heading', { name: 'Riwayat akses dokumen' }).waitFor();
    const baris = t.page.locator('table').filter({ hasText: 'NIK (ditampilkan utuh)' });
    await baris.waitFor();
    await baris
      .getByRole('cell', { name: /Pelatih/ })
      .first()
      .waitFor();
    await potret('profil');
  });

  it('adding an athlete asks the statement; the child needs the guardian; the profile shows it recorded', async () => {
    await t.page.goto(`${t.server.url}/dashboard/TambahAtlit`);
    await t.page.getByLabel('Nama Lengkap').fill('Nadia Persetujuan');
    await t.page.getByLabel('Tanggal Lahir').fill(`${new Date().getFullYear() - 12}-02-02`);
    await t.page.getByLabel('Jenis Kelamin').selectOption('PEREMPUAN');
    await t.page.getByLabel('NIK').fill('1671014202140077');
    await t.page.getByLabel('No. Telepon').fill('081234567899');
    await t.page.getByLabel('Alamat').fill('Jl. Kapten Rivai 7, Palembang');
    await t.page.getByLabel('Provinsi').selectOption('Sumatera Selatan');
    await t.page.getByLabel(/Kota/).selectOption('Kota Palembang');
    await t.page.getByLabel('Tingkat Sabuk').selectOption('hijau');
    await t.page.getByLabel('Berat Badan (kg)').fill('35');
    await t.page.getByLabel('Tinggi Badan (cm)').fill('140');
    await t.page.getByRole('link', { name: 'Kebijakan Privasi' }).first().waitFor();

    // Without the statement nothing is sent.
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await visible('Centang pernyataan persetujuan pemrosesan data pribadi atlet').waitFor();
    await t.page.getByLabel('Saya menyatakan persetujuan').check();
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await visible('Nama orang tua/wali wajib diisi untuk atlet di bawah 18 tahun').waitFor();
    await potret('tambah');
    await t.page.getByLabel('Nama Orang Tua/Wali').fill('Ratna Persetujuan');
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await t.page.getByText('Berhasil menambahkan Atlet!').waitFor();

    const baru = (await api<AtletApi[]>(coach, '/atlet')).find((a) => a.nama_atlet === 'Nadia Persetujuan')!;
    expect(baru.nik).toBe('1671••••••••0077');
    await t.page.goto(`${t.server.url}/dashboard/atlit/${baru.id_atlet}`);
    await visible('Persetujuan tercatat').waitFor();
    await visible(/oleh orang tua\/wali: Ratna Persetujuan/).waitFor();
  });

  it('the coach withdraws a consent after a confirmation: no more edits, and the ADMIN lists the erasure request', async () => {
    await t.page.goto(`${t.server.url}/dashboard/atlit/${dewasa.id_atlet}`);
    await t.page.getByRole('button', { name: 'Cabut persetujuan' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Cabut persetujuan data pribadi?' });
    await dialog.getByLabel('Alasan (opsional)').fill('Orang tua meminta data dihapus');
    await potret('cabut', false);
    await dialog.getByRole('button', { name: 'Cabut persetujuan' }).click();
    await visible(/Persetujuan dicabut pada/).waitFor();
    expect(await t.page.getByRole('button', { name: 'Ubah Data Atlit' }).count()).toBe(0);

    await loginAs('admin@arenatkd.demo', 'Admin123!');
    await t.page.goto(`${t.server.url}/admin/permintaan-data`);
    const baris = t.page.locator('tr').filter({ hasText: dewasa.nama_atlet });
    await baris.waitFor();
    await baris.getByText('Penghapusan data').waitFor();
    await baris.getByText('Menunggu').waitFor();
    await potret('permintaan', false);

    // The ADMIN opens the athlete: the coach's look at the NIK is in its record, and it exports.
    await baris.getByRole('link', { name: dewasa.nama_atlet }).click();
    await t.page.locator('table').filter({ hasText: 'NIK (ditampilkan utuh)' }).waitFor();
    const unduh = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'CSV' }).click();
    const berkas = await unduh;
    expect(berkas.suggestedFilename()).toMatch(new RegExp(`^riwayat-akses-atlet-${dewasa.id_atlet}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    await potret('admin');
  });
});
