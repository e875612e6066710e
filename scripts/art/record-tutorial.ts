/**
 * Records the tutorial video 'Registrasi Dojang & Pelatih' by driving the production app.
 *
 *   npm run build
 *   PORT=3400 DATA_DIR=/tmp/arena-rec npm start        # a fresh data folder: the coach e-mail must be free
 *   BASE_URL=http://localhost:3400 npx tsx scripts/art/record-tutorial.ts
 *
 * Shared helpers (captions, cursor, recording, VP9 re-encode): scripts/art/recording/.
 * Needs /usr/bin/chromium (or CHROME_PATH) and ffmpeg (apt-get install -y ffmpeg): Playwright records
 * through it in real time, then it re-encodes to VP9 so the file stays small (under 1 MB for ~80 s) and
 * carries a duration and cues for seeking.
 * Output: public/videos/tutorial-dojang-pelatih.webm. Its poster is the card thumbnail
 * public/images/tutorial-dojang.webp (rendered from scripts/art/tutorial-dojang.svg by render.ts).
 * After a new recording, copy the printed duration into src/client/features/tutorial/tutorials.ts.
 */
import type { Page } from 'playwright-core';
import { choose, click, moveTo, pause, scrollBy, type } from './recording/actions';
import { caption, liftTitleCard } from './recording/overlays';
import { recordTutorial } from './recording/session';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3400';
const OUT = process.env.OUT ?? 'public/videos/tutorial-dojang-pelatih.webm';
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
  await click(page, page.getByRole('link', { name: 'Daftarkan pelatih untuk dojang ini' }));
  await page.waitForURL(/\/register\?dojang=\d+$/);
  await page.getByLabel('Nama Pelatih').waitFor();
  await caption(page, 'Langkah 6: Isi data diri pelatih', 600);
  await type(page, page.getByLabel('Nama Pelatih'), PELATIH.nama);
  await type(page, page.getByLabel('Email'), PELATIH.email);
  await type(page, page.getByLabel('No. Telepon'), PELATIH.telp);
  await type(page, page.getByLabel('NIK'), PELATIH.nik);

  await caption(page, 'Langkah 7: Dojang yang baru didaftarkan sudah terpilih', 600);
  await moveTo(page, page.getByRole('combobox', { name: 'Dojang' }));
  await pause(1600);

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

await recordTutorial({
  out: OUT,
  titleCard: {
    title: 'Registrasi Dojang & Pelatih',
    subtitle: 'Daftarkan dojang, buat akun pelatih, lalu login ke dashboard',
  },
  warmUpUrl: `${BASE_URL}/registerdojang`,
  run: record,
  size: SIZE,
});
