/**
 * Records the tutorial video 'Registrasi Atlet' by driving the production app as the demo coach.
 *
 *   npm run build
 *   PORT=3401 DATA_DIR=$(mktemp -d) npm start   # a fresh data folder per take: it seeds the demo coach, and the NIK must be free
 *   BASE_URL=http://localhost:3401 npx tsx scripts/art/record-tutorial-atlet.ts
 *
 * Needs /usr/bin/chromium (or CHROME_PATH), chromium-l10n (dd/mm/yyyy date input) and ffmpeg;
 * see scripts/art/recording/session.ts.
 * The pas foto is a drawn portrait (scripts/art/recording/portrait-photo.ts), never a real person.
 * Output: public/videos/tutorial-atlet.webm; its poster is public/images/tutorial-atlet.webp
 * (from scripts/art/tutorial-atlet.svg). Copy the printed duration into src/client/features/tutorial/tutorials.ts.
 */
import type { Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { choose, click, moveTo, pause, setPace, type } from './recording/actions';
import { evaluateSource } from './recording/browser-function';
import { caption, liftTitleCard } from './recording/overlays';
import { portraitJpegBase64 } from './recording/portrait-photo';
import { recordTutorial } from './recording/session';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3401';
const OUT = process.env.OUT ?? 'public/videos/tutorial-atlet.webm';

const PELATIH = { email: 'pelatih1@arenatkd.demo', password: 'Pelatih123!' };
const ATLET = {
  nama: 'Bima Satria Nugroho',
  /** Typed into the date input in the id-ID order (dd mm yyyy): 9 April 2013. */
  tanggalLahirKetik: '09042013',
  tanggalLahir: '2013-04-09',
  jenisKelamin: 'LAKI_LAKI',
  nik: '1671010904130009',
  telp: '081377712345',
  alamat: 'Jl. Merdeka No. 12, Bukit Kecil',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  sabuk: 'Hijau Strip Biru (Geup 6)',
  berat: '42.5',
  tinggi: '151',
};
let pasFoto = '';
let pasFotoMb = '';

async function login(page: Page) {
  await page.goto(`${BASE_URL}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').waitFor();
  await pause(2000);
  await liftTitleCard(page);
  await caption(page, 'Langkah 1: Login dengan akun pelatih', 700);
  await type(page, page.getByLabel('Email'), PELATIH.email, 35);
  await type(page, page.getByLabel('Password', { exact: true }), PELATIH.password, 50);
  await click(page, page.getByRole('button', { name: 'Login', exact: true }));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await pause(300);
  await caption(page, 'Langkah 2: Buka Dashboard, lalu pilih "Data Atlit"', 500);
  await click(page, page.getByRole('button', { name: /^Menu pengguna/ }));
  await click(page, page.getByRole('link', { name: 'Dashboard' }));
  await page.waitForURL('**/dashboard/**');
  await click(page, page.getByRole('link', { name: 'Data Atlit' }));
  await page.waitForURL('**/dashboard/atlit');
  await page.getByRole('heading', { name: 'DATA ATLIT' }).waitFor();
}

async function browseList(page: Page) {
  await moveTo(page, page.getByText('Rata-rata Umur'));
  await caption(page, 'Ringkasan atlet dojang Anda: total, laki-laki, perempuan dan rata-rata umur', 2300);
  const search = page.getByRole('searchbox', { name: 'Cari nama atlet atau provinsi' });
  await caption(page, 'Cari atlet berdasarkan nama atau provinsi', 300);
  await type(page, search, 'Nabila', 90);
  await pause(900);
  await click(page, page.getByRole('button', { name: 'Hapus filter' }));
  await caption(page, 'Saring berdasarkan jenis kelamin', 300);
  await click(page, page.getByRole('button', { name: 'Perempuan', exact: true }));
  await pause(1100);
  await click(page, page.getByRole('button', { name: 'Semua', exact: true }));
  await pause(300);
}

async function fillDataPribadi(page: Page) {
  await caption(page, 'Langkah 3: Klik "Tambah Atlit"', 500);
  await click(page, page.getByRole('button', { name: 'Tambah Atlit' }));
  await page.waitForURL('**/dashboard/TambahAtlit');
  await page.getByLabel('Nama Lengkap').waitFor();
  await pause(500);
  await caption(page, 'Langkah 4: Isi DATA PRIBADI — semua kolom bertanda * wajib diisi', 500);
  await type(page, page.getByLabel('Nama Lengkap'), ATLET.nama, 60);
  await type(page, page.getByLabel('Tanggal Lahir'), ATLET.tanggalLahirKetik, 110);
  const lahir = await page.getByLabel('Tanggal Lahir').inputValue();
  if (lahir !== ATLET.tanggalLahir) throw new Error(`Tanggal Lahir reads '${lahir}': is chromium-l10n installed?`);
  await choose(page, page.getByLabel('Jenis Kelamin'), ATLET.jenisKelamin);
  await caption(page, 'NIK harus 16 digit angka — penghitung di bawah kolom menunjukkan jumlahnya', 300);
  await type(page, page.getByLabel('NIK'), ATLET.nik, 110);
  await pause(600);
  await caption(page, 'Lalu nomor telepon, alamat, provinsi dan kota', 300);
  await type(page, page.getByLabel('No. Telepon'), ATLET.telp, 55);
  await type(page, page.getByLabel('Alamat'), ATLET.alamat, 40);
  await choose(page, page.getByLabel('Provinsi'), ATLET.provinsi);
  await choose(page, page.getByLabel('Kota'), ATLET.kota);
}

async function fillDataFisik(page: Page) {
  await caption(page, 'Langkah 5: DATA FISIK — tingkat sabuk, berat dan tinggi badan', 300);
  await choose(page, page.getByLabel('Tingkat Sabuk'), { label: ATLET.sabuk });
  await type(page, page.getByLabel('Berat Badan (kg)'), ATLET.berat, 90);
  await type(page, page.getByLabel('Tinggi Badan (cm)'), ATLET.tinggi, 90);
}

async function choosePasFoto(page: Page) {
  await caption(page, 'Langkah 6: DOKUMEN PENDUKUNG (opsional) — misalnya Pas Foto dari galeri', 300);
  const card = page.locator('#atlet-dok-pas_foto').locator('xpath=../..');
  const chooser = page.waitForEvent('filechooser');
  await click(page, card.getByRole('button', { name: 'Pilih file' }));
  await (await chooser).setFiles(pasFoto);
  await card
    .getByRole('status')
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  await caption(page, 'Foto dikompres otomatis di perangkat sebelum disimpan', 300);
  await card.getByRole('button', { name: 'Hapus Pas Foto' }).waitFor({ timeout: 30_000 });
  const size = (await card.locator('span.shrink-0').first().textContent())?.trim() ?? '';
  await moveTo(page, card.getByRole('img', { name: 'Pratinjau Pas Foto' }));
  await caption(page, `Foto kamera ${pasFotoMb} MB menjadi ${size.replace('.', ',')} — pratinjau langsung tampil`, 2600);
}

async function saveAndOpen(page: Page) {
  await caption(page, 'Langkah 7: Tekan "Simpan Data Atlit"', 300);
  await click(page, page.getByRole('button', { name: 'Simpan Data Atlit' }));
  await page.getByText('Berhasil menambahkan Atlet!').waitFor();
  await caption(page, 'Atlet berhasil disimpan', 300);
  await page.waitForURL('**/dashboard/atlit**');
  const row = page.getByRole('row', { name: new RegExp(ATLET.nama) });
  await row.waitFor();
  await pause(400);
  await moveTo(page, row.getByText(ATLET.nama));
  await caption(page, 'Atlet baru langsung muncul di daftar, lengkap dengan fotonya', 2400);
  await caption(page, 'Langkah 8: Klik nama atlet untuk membuka profilnya', 300);
  await click(page, row.getByText(ATLET.nama));
  await page.waitForURL('**/dashboard/atlit/*');
  await page.getByRole('heading', { name: ATLET.nama }).waitFor();
  await pause(500);
  await moveTo(page, page.getByText('Kategori Umur'));
  await caption(page, 'Umur dan kategori umur dihitung otomatis dari tanggal lahir', 2400);
  await moveTo(page, page.getByRole('heading', { name: 'Dokumen' }));
  await caption(page, 'Dokumen tersimpan aman, hanya untuk pelatih dan admin', 2400, 'top');
  await caption(page, 'Tanpa internet? Data tersimpan di perangkat dan dikirim otomatis saat online.', 3000, 'top');
}

await recordTutorial({
  out: OUT,
  titleCard: { title: 'Registrasi Atlet', subtitle: 'Tambahkan atlet beserta data fisik dan dokumen pendukung' },
  warmUpUrl: `${BASE_URL}/login`,
  prepare: async (page, scratch) => {
    pasFoto = join(scratch, 'pas-foto-bima.jpg');
    const jpeg = Buffer.from(await evaluateSource(page, portraitJpegBase64, 3000, 4000, 11), 'base64');
    writeFileSync(pasFoto, jpeg);
    pasFotoMb = (jpeg.length / 1024 / 1024).toFixed(1).replace('.', ',');
  },
  run: async (page) => {
    setPace(0.65);
    await login(page);
    await browseList(page);
    await fillDataPribadi(page);
    await fillDataFisik(page);
    await choosePasFoto(page);
    await saveAndOpen(page);
  },
});
