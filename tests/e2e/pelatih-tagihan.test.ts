import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM } from './helpers/browser';
import { teksPdf } from './helpers/pdf-text';
import { useAppSuite } from './helpers/suite';

/**
 * What a coach and a visitor tripped on (issue 17): phone photos refused at 5 MB, no validation or 'Lunas'
 * state for the coach, a 97-character transfer note, a stale proposal, no install steps on an iPhone.
 */
const t = useAppSuite('pelatih-tagihan');
const MB = 1024 * 1024;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let idKompetisi = 0;
let idDojang = 0;
let adminToken = '';

async function api<T>(
  method: string,
  pathname: string,
  token: string,
  json?: unknown,
): Promise<{ status: number; data: T; message: string }> {
  const res = await fetch(`${t.server.url}/api${pathname}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json ? { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await res.json()) as { data: T; message: string };
  return { status: res.status, data: body.data, message: body.message };
}

async function loginApi(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A 12-megapixel camera-like JPEG made by the page's own canvas: grain everywhere, so it stays big (> 5 MB). */
async function fotoKamera(): Promise<Buffer> {
  const b64 = await t.page.evaluate(async () => {
    const w = 4000,
      h = 3000;
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(w, h);
    let s = 7;
    for (let i = 0; i < img.data.length; i += 4) {
      s = (s * 1664525 + 1013904223) >>> 0;
      const y = Math.floor(i / 4 / w);
      img.data[i] = (y / 12 + (s & 63)) & 255;
      img.data[i + 1] = ((s >>> 8) & 127) + 60;
      img.data[i + 2] = ((s >>> 16) & 127) + 90;
      img.data[i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  });
  return Buffer.from(b64, 'base64');
}

const sizeOf = (text: string | null) => {
  const m = /([\d.]+) (MB|KB)/.exec(text ?? '');
  return m ? Number(m[1]) * (m[2] === 'MB' ? MB : 1024) : NaN;
};

describe('a coach on a phone', () => {
  it("logs in and sees the dojang validated; a rejection shows with the admin's reason", async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    adminToken = await loginApi('admin@arenatkd.demo', 'Admin123!');
    const me = await api<{ id_dojang: number; status: string }>('GET', '/dojang/my-dojang', await t.token());
    idDojang = me.data.id_dojang;
    idKompetisi = (await api<{ id_kompetisi: number; is_featured: boolean }[]>('GET', '/kompetisi', '')).data[0].id_kompetisi;

    await t.page.goto(`${t.server.url}/dashboard/dojang`);
    const card = t.page.getByTestId('validasi-dojang');
    await card.getByText('Tervalidasi').waitFor();

    const alasan = 'Alamat dojang belum lengkap, mohon isi kecamatan dan kelurahan.';
    const res = await api('PATCH', `/admin/dojang/${idDojang}/status`, adminToken, { status: 'REJECTED', catatan: alasan });
    expect(res.status).toBe(200);
    await t.page.reload();
    await card.getByText('Ditolak', { exact: true }).waitFor();
    await card.getByText(alasan).waitFor();
    await t.page.screenshot({ path: '/tmp/arena-coach-dojang-ditolak.png', fullPage: true });
    // The competitions page reminds the coach too.
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi`);
    await t.page.getByTestId('validasi-dojang').getByText(alasan).waitFor();
    expect((await api('PATCH', `/admin/dojang/${idDojang}/status`, adminToken, { status: 'APPROVED' })).status).toBe(200);
  });

  it('a 9 MB camera photo as the dojang logo is compressed on the phone and saved', async () => {
    const foto = await fotoKamera();
    expect(foto.byteLength).toBeGreaterThan(5 * MB);
    await t.page.goto(`${t.server.url}/dashboard/dojang`);
    await t.page.getByRole('button', { name: 'Ubah Data Dojang' }).click();
    await t.page.locator('#dojang-logo').setInputFiles({ name: 'IMG_20261101_093512.jpg', mimeType: 'image/jpeg', buffer: foto });
    const picked = t.page.getByRole('button', { name: 'Hapus Logo Dojang' });
    await picked.waitFor({ timeout: 30_000 });
    const shown = await picked.locator('xpath=..').textContent();
    expect(sizeOf(shown)).toBeLessThanOrEqual(5 * MB);
    expect(await t.page.getByText('Ukuran file maksimal 5MB').count()).toBe(0);
    await t.page.getByRole('button', { name: 'Simpan' }).click();
    await t.page.getByText('Data dojang berhasil diperbarui').waitFor();
    const logo = (await api<{ logo_url: string }>('GET', '/dojang/my-dojang', await t.token())).data.logo_url;
    const stored = await fetch(`${t.server.url}${logo}`);
    expect(stored.status).toBe(200);
    expect((await stored.arrayBuffer()).byteLength).toBeLessThanOrEqual(500 * 1024);
  });

  it('the KTP photo is compressed too, while a PDF certificate over 5 MB is still refused', async () => {
    const foto = await fotoKamera();
    await t.page.goto(`${t.server.url}/settings`);
    await t.page.getByRole('button', { name: 'Ubah Data Diri' }).click();
    await t.page.locator('#profil-ktp').setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: foto });
    await t.page.getByRole('button', { name: 'Hapus Foto KTP' }).waitFor({ timeout: 30_000 });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n'), Buffer.alloc(6 * MB, 0x20)]);
    await t.page.locator('#profil-sabuk').setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: pdf });
    await t.page.locator('#profil-sabuk-msg').getByText('Ukuran file maksimal 5MB').waitFor();
    expect(await t.page.locator('#profil-ktp-msg').count()).toBe(0);
  });

  it('the invoice: a short code to copy as the transfer note; a 9 MB proof photo is accepted', async () => {
    await t.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.server.url });
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${idKompetisi}`);
    const kode = `ATK${idKompetisi}-D${String(idDojang).padStart(4, '0')}`;
    const kodeEl = t.page.getByTestId('kode-tagihan').first();
    await kodeEl.waitFor();
    expect(await kodeEl.textContent()).toBe(kode);
    expect(kode.length).toBeLessThanOrEqual(20);
    await t.page.getByRole('button', { name: 'Salin berita transfer' }).first().click();
    await t.page.getByText('Disalin', { exact: true }).waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(kode);

    const foto = await fotoKamera();
    await t.page.getByRole('button', { name: 'Upload Bukti' }).click();
    const dialog = t.page.locator('dialog[open]');
    await dialog.locator('#bukti-file').setInputFiles({ name: 'IMG_bukti.jpg', mimeType: 'image/jpeg', buffer: foto });
    await dialog.getByText(/IMG_bukti\.jpg \(/).waitFor({ timeout: 30_000 });
    expect(sizeOf(await dialog.getByText(/IMG_bukti\.jpg \(/).textContent())).toBeLessThanOrEqual(5 * MB);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await t.page.getByText('Upload berhasil!').first().waitFor();
  });

  it("after the ADMIN accepts the proof the page says 'Lunas' and folds the account away; a new entry leaves the rest to pay", async () => {
    const token = await t.token();
    const proofs = await api<{ id_bukti_transfer: number; status_verifikasi: string }[]>(
      'GET',
      `/bukti-transfer/dojang/${idDojang}?id_kompetisi=${idKompetisi}`,
      token,
    );
    for (const b of proofs.data.filter((p) => p.status_verifikasi === 'MENUNGGU')) {
      expect((await api('PATCH', `/bukti-transfer/${b.id_bukti_transfer}/verifikasi`, adminToken, { status: 'DITERIMA' })).status).toBe(
        200,
      );
    }
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${idKompetisi}`);
    const tagihan = t.page.locator('section[aria-labelledby="tagihan-title"]').first();
    await tagihan.getByTestId('status-bayar').getByText('Lunas').waitFor();
    const total = (await tagihan.getByTestId('tagihan-total').textContent())!;
    await tagihan.getByText(`Lunas: pembayaran ${total} diterima panitia pada`).waitFor();
    expect(await tagihan.getByText('Rekening', { exact: true }).isVisible()).toBe(false);
    await t.page.screenshot({ path: '/tmp/arena-coach-lunas.png', fullPage: true });
    // A paid entry still waiting for approval is locked for the coach, as the server would refuse.
    const menunggu = t.page
      .locator('li')
      .filter({ visible: true })
      .filter({ has: t.page.getByText('Menunggu', { exact: true }) })
      .first();
    const ubah = menunggu.getByRole('button', { name: /^Ubah kelas/ });
    expect(await ubah.getAttribute('aria-disabled')).toBe('true');
    expect(await ubah.getAttribute('title')).toBe('Pembayaran dojang Anda sudah diverifikasi. Hubungi admin untuk mengubah peserta.');

    // One more athlete entered after the acceptance: that entry alone is owed.
    const kelas = (await api<{ id_kelas_kejuaraan: number; cabang: string }[]>('GET', `/kelas/kejuaraan/${idKompetisi}`, '')).data;
    let daftar: { status: number; message: string } | null = null;
    for (const k of kelas.filter((x) => x.cabang === 'POOMSAE').concat(kelas.filter((x) => x.cabang === 'KYORUGI'))) {
      const eligible = await api<{ id_atlet: number }[]>('POST', '/atlet/eligible', token, { kelasId: k.id_kelas_kejuaraan });
      if (eligible.status !== 200 || eligible.data.length === 0) continue;
      daftar = await api('POST', `/kompetisi/${idKompetisi}/register`, token, {
        atlitId: eligible.data[0].id_atlet,
        kelasKejuaraanId: k.id_kelas_kejuaraan,
      });
      if (daftar.status === 201) break;
    }
    expect(daftar?.status).toBe(201);
    await t.page.reload();
    await tagihan.getByTestId('status-bayar').getByText('Kurang bayar').waitFor();
    const sisa = (await tagihan.getByTestId('tagihan-sisa').textContent())!;
    expect(['Rp 500.000', 'Rp 1.000.000']).toContain(sisa);
    await tagihan.getByText(/1 peserta didaftarkan setelahnya/).waitFor();
    expect(await tagihan.getByText('Rekening', { exact: true }).isVisible()).toBe(true);
  });
});

describe('a visitor', () => {
  it("downloads the proposal of the card's own competition, with its name and dates", async () => {
    await t.page.goto(`${t.server.url}/events`);
    const link = t.page.getByRole('link', { name: 'Download Proposal' }).first();
    const [download] = await Promise.all([t.page.waitForEvent('download'), link.click()]);
    const k = (await api<{ id_kompetisi: number; nama_event: string; tanggal_mulai: string }[]>('GET', '/kompetisi', '')).data[0];
    expect(download.suggestedFilename()).toMatch(/^proposal-.+\.pdf$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const { isi } = await teksPdf(new Uint8Array(await readFile(path)));
    expect(isi).toContain(k.nama_event);
    const [y, m, d] = k.tanggal_mulai.split('-').map(Number);
    const bulan = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('id-ID', { month: 'long', timeZone: 'UTC' });
    expect(isi).toMatch(new RegExp(`${d}(–\\d+)? ${bulan}`));
    expect(isi).not.toContain('2025');
  });

  it("on an iPhone sees the 'Tambahkan ke Layar Utama' steps where others get 'Pasang Aplikasi'", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({
        userAgent: IPHONE,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: 'id-ID',
      });
      const page = await context.newPage();
      await page.goto(`${t.server.url}/`);
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await page.getByRole('button', { name: 'Pasang Aplikasi' }).click();
      const steps = page.locator('dialog[open]');
      await steps.getByText('Tambahkan ke Layar Utama').waitFor();
      await steps.getByText('Bagikan').waitFor();
      await page.screenshot({ path: '/tmp/arena-visitor-ios.png' });
    } finally {
      await browser.close();
    }
  });
});
