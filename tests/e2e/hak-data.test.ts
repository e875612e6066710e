import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../src/domain/privasi';
import { syntheticJpeg } from '../../test-support/synthetic-photo';
import { useAppSuite } from './helpers/suite';

/**
 * The data subject's rights and breach readiness as a coach and an ADMIN meet them (issue 31): the coach downloads an
 * athlete's whole data and asks its erasure; the ADMIN erases it with a reason; the ADMIN's breach-readiness screen and
 * its report. Tablet size, with phone and desktop screenshots.
 */
const t = useAppSuite('hak-data', { width: 1024, height: 768 });
const TABLET = { width: 1024, height: 768 };
const PONSEL = { width: 390, height: 844 };

async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
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

/** A small JPEG made by the browser's own encoder. */
async function foto(p: Page, seed: number): Promise<Blob> {
  const base64 = await p.evaluate(
    async ([source, s]) => {
      const indirect = eval;
      const make = indirect(`(${source})`) as (w: number, h: number, seed: number) => Promise<Blob>;
      const bytes = new Uint8Array(await (await make(300, 400, s)).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [syntheticJpeg.toString(), seed] as const,
  );
  return new Blob([Buffer.from(base64, 'base64')], { type: 'image/jpeg' });
}

const visible = (text: string | RegExp) => t.page.getByText(text).locator('visible=true').first();

let coach = '';
let atlet: { id_atlet: number; nama_atlet: string; pas_foto: string; ktp: string; akte_kelahiran: string };

describe("an athlete's data: export, erasure, breach readiness", () => {
  it("the coach downloads the athlete's whole data as one ZIP", async () => {
    await t.page.goto(`${t.server.url}/`);
    coach = await apiLogin('pelatih1@arenatkd.demo', 'Pelatih123!');
    const form = new FormData();
    const fields = {
      nama_atlet: 'Dewi Hak Data',
      tanggal_lahir: '1995-05-05',
      jenis_kelamin: 'PEREMPUAN',
      nik: '1671014505950031',
      no_telp: '081298765432',
      alamat: 'Jl. Sudirman 31, Palembang',
      provinsi: 'Sumatera Selatan',
      kota: 'Kota Palembang',
      belt: 'hijau',
      berat_badan: '52',
      tinggi_badan: '160',
      persetujuan: '1',
      versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('pas_foto', await foto(t.page, 3), 'foto.jpg');
    form.set('ktp', await foto(t.page, 4), 'ktp.jpg');
    form.set('akte_kelahiran', await foto(t.page, 5), 'akte.jpg');
    const res = await fetch(`${t.server.url}/api/atlet`, { method: 'POST', headers: { Authorization: `Bearer ${coach}` }, body: form });
    expect(res.status).toBe(201);
    atlet = ((await res.json()) as { data: typeof atlet }).data;

    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await t.page.goto(`${t.server.url}/dashboard/atlit/${atlet.id_atlet}`);
    await t.page.getByRole('heading', { name: 'Hak atas data pribadi' }).waitFor();
    const unduh = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'Unduh semua data' }).click();
    const berkas = await unduh;
    expect(berkas.suggestedFilename()).toMatch(new RegExp(`^data-atlet-${atlet.id_atlet}-dewi-hak-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const zip = readFileSync((await berkas.path())!);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    for (const nama of ['data.json', 'berkas/pas_foto.jpg', 'berkas/ktp.jpg', 'berkas/akte_kelahiran.jpg'])
      expect(zip.includes(nama), nama).toBe(true);
    // The export is on the athlete's record: a request done, and its looks in the access record.
    await visible('Salinan data').waitFor();
    await t.page.locator('table').filter({ hasText: 'KK/KTP' }).first().waitFor();
  });

  it('the coach asks erasure with a confirmation: consent withdrawn, the request shown with its deadline', async () => {
    await t.page.getByRole('button', { name: 'Minta hapus data' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Minta hapus data Dewi Hak Data?' });
    await dialog.getByText(/paling lambat 3 × 24 jam sejak permintaan diterima/).waitFor();
    await dialog.getByLabel('Alasan (opsional)').fill('Atlet pindah kota, minta datanya dihapus');
    await t.page.screenshot({ path: '/tmp/hak-data-minta-1024.png' });
    await dialog.getByRole('button', { name: 'Minta hapus data' }).click();
    await visible('Permintaan penghapusan data tercatat. Admin memprosesnya paling lambat 3 × 24 jam.').waitFor();
    await visible(/Diproses paling lambat/).waitFor();
    await visible(/Persetujuan dicabut pada/).waitFor();
    expect(await t.page.getByRole('button', { name: 'Minta hapus data' }).count()).toBe(0);
    expect(await t.page.getByRole('button', { name: 'Ubah Data Atlit' }).count()).toBe(0);
    await t.page.getByRole('heading', { name: 'Hak atas data pribadi' }).scrollIntoViewIfNeeded();
    await t.page.screenshot({ path: '/tmp/hak-data-pelatih-1024.png', fullPage: true });
    await t.page.setViewportSize(PONSEL);
    await t.page.screenshot({ path: '/tmp/hak-data-pelatih-390.png', fullPage: true });
    await t.page.setViewportSize(TABLET);
  });

  it('the ADMIN erases with a required reason: files gone, the request done, the coach sees it', async () => {
    await loginAs('admin@arenatkd.demo', 'Admin123!');
    await t.page.goto(`${t.server.url}/admin/permintaan-data`);
    const baris = t.page.locator('tr').filter({ hasText: 'Dewi Hak Data' }).filter({ hasText: 'Penghapusan data' });
    await baris.getByText(/^Batas /).waitFor();
    await baris.getByRole('button', { name: 'Tangani' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Penghapusan data: Dewi Hak Data' });
    await dialog.getByText('Yang dihapus').waitFor();
    await dialog.getByText(/Akta kelahiran, KK\/KTP, Pas foto, NIK/).waitFor();
    await dialog.getByRole('button', { name: 'Hapus data' }).click();
    await dialog.getByText('Alasan wajib diisi (minimal 5 karakter)').waitFor();
    await t.page.screenshot({ path: '/tmp/hak-data-tangani-1024.png' });
    await dialog.getByLabel(/Alasan \(wajib/).fill('Permintaan pelatih atas nama atlet, dikonfirmasi lewat telepon');
    await dialog.getByRole('button', { name: 'Hapus data' }).click();
    await visible(/Data pribadi Dewi Hak Data dihapus/).waitFor();
    await baris.getByText('Selesai').waitFor();
    for (const [folder, nama] of [
      ['pas_foto', atlet.pas_foto],
      ['ktp', atlet.ktp],
      ['akte_kelahiran', atlet.akte_kelahiran],
    ]) {
      expect(existsSync(path.join(t.server.dataDir, 'uploads', 'atlet', folder, nama)), folder).toBe(false);
    }
    await t.page.setViewportSize(PONSEL);
    await t.page.screenshot({ path: '/tmp/hak-data-permintaan-390.png', fullPage: true });
    await t.page
      .locator('li')
      .filter({ hasText: 'Dewi Hak Data' })
      .filter({ hasText: 'Penghapusan data' })
      .getByRole('button', { name: 'Rincian' })
      .click();
    await t.page
      .getByRole('dialog')
      .getByText(/Dihapus .* oleh Admin/)
      .waitFor();
    await t.page.screenshot({ path: '/tmp/hak-data-rincian-390.png' });
    await t.page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    await t.page.setViewportSize(TABLET);
    await t.page.screenshot({ path: '/tmp/hak-data-permintaan-1024.png', fullPage: true });

    const res = await fetch(`${t.server.url}/api/atlet/${atlet.id_atlet}`, { headers: { Authorization: `Bearer ${coach}` } });
    const sesudah = ((await res.json()) as { data: Record<string, unknown> }).data;
    expect(sesudah).toMatchObject({
      nama_atlet: 'Dewi Hak Data',
      nik: null,
      alamat: null,
      pas_foto: null,
      ktp: null,
      tanggal_lahir: '1995-01-01',
    });
  });

  it("the ADMIN's breach readiness: what is stored where, and a report of the window", async () => {
    await t.page.goto(`${t.server.url}/admin/settings?tab=sistem`);
    await t.page.getByRole('link', { name: 'Buka kesiapan insiden' }).click();
    await t.page.waitForURL('**/admin/insiden-data');
    await t.page.getByRole('heading', { name: 'Kesiapan Insiden Data' }).waitFor();
    await visible('KK/KTP atlet').waitFor();
    await visible(/atlet: nik/).waitFor();
    await t.page.screenshot({ path: '/tmp/insiden-1024.png', fullPage: true });
    await t.page.getByRole('button', { name: 'Buat laporan' }).click();
    await visible(/Beri tahu subjek data dan lembaga pelindungan data paling lambat/).waitFor();
    const akses = t.page.getByRole('region', { name: 'Akses dokumen dan NIK' });
    await akses.getByText('Dewi Hak Data').first().waitFor();
    const unduh = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'XLSX' }).click();
    expect((await unduh).suggestedFilename()).toMatch(/^laporan-insiden-\d{8}-\d{4}\.xlsx$/);
    await t.page.screenshot({ path: '/tmp/insiden-laporan-1024.png', fullPage: true });
    await t.page.emulateMedia({ media: 'print' });
    await t.page.screenshot({ path: '/tmp/insiden-cetak-1024.png', fullPage: true });
    await t.page.emulateMedia({ media: 'screen' });
    await t.page.setViewportSize({ width: 1440, height: 900 });
    await t.page.screenshot({ path: '/tmp/insiden-1440.png', fullPage: true });
    await t.page.setViewportSize(PONSEL);
    await t.page.screenshot({ path: '/tmp/insiden-390.png', fullPage: true });
    await t.page.setViewportSize(TABLET);

    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await t.page.goto(`${t.server.url}/dashboard/atlit/${atlet.id_atlet}`);
    await visible(/Data pribadi dan dokumen atlet ini dihapus pada/).waitFor();
    await visible(/Alasan: Permintaan pelatih atas nama atlet/).waitFor();
    await t.page.screenshot({ path: '/tmp/hak-data-terhapus-1024.png', fullPage: true });
  });
});
