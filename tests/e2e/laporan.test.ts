import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';

const t = useAppSuite('laporan-e2e', { width: 820, height: 1180 });

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${t.server.url}${path}`, { headers: { Authorization: `Bearer ${await t.token()}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Clicks and returns the file the browser saved, as bytes. */
async function unduh(klik: () => Promise<void>): Promise<{ nama: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([t.page.waitForEvent('download', { timeout: 60_000 }) as Promise<Download>, klik()]);
  const path = await download.path();
  return { nama: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

async function xlsx(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.views[0] as { ySplit?: number }).ySplit ?? 0;
  return { ws, header };
}

async function pdf(bytes: Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { halaman: totalPages, isi: text };
}

describe('ADMIN exports reports from /admin/reports', () => {
  it("logs in and sees this month's participants report from the database", async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('admin@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Admin123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await t.page.goto(`${t.server.url}/admin/reports`);
    await t.page.getByRole('heading', { name: 'Laporan & Statistik' }).waitFor();
    const { meta } = await api<{ meta: { total: number } }>('/api/admin/laporan?jenis=peserta&periode=bulan');
    expect(meta.total).toBeGreaterThan(0);
    await t.page.getByText(`Laporan Peserta · ${meta.total} baris`).waitFor();
  });

  it('downloads the participants report as XLSX: the file opens, with every row of the period, typed', async () => {
    const { meta, data } = await api<{ meta: { total: number }; data: { baris: (string | number | null)[][] } }>(
      '/api/admin/laporan?jenis=peserta&periode=bulan',
    );
    // The toast is seen while it shows (reading the workbook below may outlast it on a loaded machine).
    const diberitahu = t.page.getByText(/Laporan diunduh: laporan-peserta/).waitFor();
    const file = await unduh(() => t.page.getByRole('button', { name: 'Unduh XLSX' }).click());
    await diberitahu;
    expect(file.nama).toMatch(/^laporan-peserta-\d{4}-\d{2}-01-sd-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { ws, header } = await xlsx(file.bytes);
    expect(ws.getCell('A1').value).toBe('Laporan Peserta');
    expect(ws.rowCount - header).toBe(meta.total + 1); // the rows and the total
    const first = ws.getRow(header + 1);
    expect(first.getCell(2).value).toBe(data.baris[0][1]);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect([first.getCell(7).value, first.getCell(7).numFmt]).toEqual([data.baris[0][6], '"Rp" #,##0']);
  });

  it('downloads the statistics report of the week as PDF: the file opens with its header and page numbers', async () => {
    await t.page.getByRole('tab', { name: 'Statistik' }).click();
    await t.page.getByLabel('Periode', { exact: true }).selectOption('minggu');
    await t.page.getByText(/Laporan Statistik · \d+ baris/).waitFor();
    const file = await unduh(() => t.page.getByRole('button', { name: 'Unduh PDF' }).click());
    expect(file.nama).toMatch(/^laporan-statistik-.*\.pdf$/);
    const { halaman, isi } = await pdf(file.bytes);
    expect(halaman).toBe(1);
    for (const s of ['Laporan Statistik', 'Ringkasan', 'Entri baru', 'Halaman 1 dari 1']) expect(isi).toContain(s);
  });

  it("downloads a competition's participant list (PDF) and payment recap (XLSX) from the competition card", async () => {
    const kompetisi = await api<{ data: { id_kompetisi: number; nama_event: string }[] }>('/api/kompetisi');
    const k = kompetisi.data[0]!;
    await t.page.getByLabel('Kompetisi', { exact: true }).selectOption(String(k.id_kompetisi));
    const daftar = await unduh(() => t.page.getByRole('button', { name: 'Daftar peserta PDF' }).click());
    expect(daftar.nama).toMatch(/^daftar-peserta-.*\.pdf$/);
    const p = await pdf(daftar.bytes);
    expect(p.halaman).toBeGreaterThan(1);
    expect(p.isi).toContain('Daftar Peserta per Kelas dan Dojang');
    expect(p.isi).toContain(k.nama_event);
    expect(p.isi).toContain(`Halaman ${p.halaman} dari ${p.halaman}`);
    const rekap = await unduh(() => t.page.getByRole('button', { name: 'Rekap pembayaran XLSX' }).click());
    expect(rekap.nama).toMatch(/^rekap-pembayaran-.*\.xlsx$/);
    const { ws, header } = await xlsx(rekap.bytes);
    expect(ws.getRow(header).getCell(6).value).toBe('Tagihan');
    const total = ws.getRow(ws.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(typeof total.getCell(6).value).toBe('number');
    expect(total.getCell(6).value as number).toBeGreaterThan(0);
  });

  it("an export that cannot reach the server shows 'Gagal membuat laporan' with the reason", async () => {
    await t.browser.context.setOffline(true);
    try {
      await t.page.getByRole('button', { name: 'Unduh XLSX' }).click();
      const alert = t.page.getByRole('alert').filter({ hasText: 'Gagal membuat laporan' }).first();
      await alert.waitFor();
      await alert.getByText('Koneksi bermasalah. Periksa internet Anda.').waitFor();
    } finally {
      await t.browser.context.setOffline(false);
    }
  });
});
