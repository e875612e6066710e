import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aktivitas, maret, proof } from './laporan-fixtures';
import { dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const MARET = 'periode=bulan&tanggal=2025-03-15';

async function unduh(token: string, query: string) {
  const res = await t.fetch(`/api/admin/laporan/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

async function bukaXlsx(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

/** The table's rows (after title, sub-titles and the header row), as values. */
function barisData(ws: ExcelJS.Worksheet) {
  const header = (ws.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 0;
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = header + 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    rows.push(Array.from({ length: ws.columnCount }, (_, i) => row.getCell(i + 1).value));
  }
  return { header, rows };
}

async function bukaPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { halaman: totalPages, teks: text as string[] };
}

describe('GET /api/admin/laporan and /export: roles and parameters', () => {
  it('none 401; PELATIH and ADMIN_KOMPETISI 403; ADMIN 200', async () => {
    const w = await dunia(t);
    for (const path of ['/api/admin/laporan?jenis=peserta', '/api/admin/laporan/export?jenis=peserta&format=xlsx']) {
      const none = await t.api('GET', path);
      expect([path, none.status, none.body.message]).toEqual([path, 401, 'Anda harus login terlebih dahulu']);
      for (const token of [w.token.pelatih, w.token.panitiaA, w.token.panitiaB]) {
        const res = await t.api('GET', path, { token });
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'Anda tidak memiliki akses']);
      }
      expect((await t.fetch(path, { headers: { authorization: `Bearer ${w.token.admin}` } })).status).toBe(200);
    }
  });

  it('bad parameters answer 400 in Indonesian', async () => {
    const w = await dunia(t);
    const cases: [string, string][] = [
      ['/api/admin/laporan', 'Jenis laporan harus peserta, dojang, statistik atau aktivitas'],
      ['/api/admin/laporan?jenis=keuangan', 'Jenis laporan harus peserta, dojang, statistik atau aktivitas'],
      ['/api/admin/laporan?jenis=peserta&periode=hari', 'Periode harus minggu, bulan, kuartal atau tahun'],
      ['/api/admin/laporan?jenis=peserta&tanggal=2025-02-30', 'Tanggal acuan tidak valid (format YYYY-MM-DD)'],
      ['/api/admin/laporan?jenis=peserta&tanggal=kemarin', 'Tanggal acuan tidak valid (format YYYY-MM-DD)'],
      ['/api/admin/laporan?jenis=peserta&page=0', 'Halaman tidak valid'],
      ['/api/admin/laporan?jenis=peserta&page=abc', 'Halaman tidak valid'],
      ['/api/admin/laporan/export?jenis=peserta', 'Format laporan harus xlsx atau pdf'],
      ['/api/admin/laporan/export?jenis=peserta&format=docx', 'Format laporan harus xlsx atau pdf'],
      ['/api/admin/laporan/export?jenis=x&format=pdf', 'Jenis laporan harus peserta, dojang, statistik atau aktivitas'],
    ];
    for (const [path, message] of cases) {
      const res = await t.api('GET', path, { token: w.token.admin });
      expect([path, res.status, res.body.success, res.body.message]).toEqual([path, 400, false, message]);
    }
  });
});

describe('the participants report of a period', () => {
  it('lists the entries made in the period (WIB boundaries), newest first, with status and fee; paged', async () => {
    const w = await dunia(t);
    await maret(t, w);
    const res = await t.api('GET', `/api/admin/laporan?jenis=peserta&${MARET}`, { token: w.token.admin });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.periode).toMatchObject({ mulai: '2025-03-01', akhir: '2025-03-31', label: 'Maret 2025', rentang: '1–31 Maret 2025' });
    expect(d.kolom.map((k: { judul: string }) => k.judul)).toEqual([
      'Tanggal Daftar',
      'Nama Atlet',
      'Dojang',
      'Kompetisi',
      'Kelas',
      'Status',
      'Biaya',
    ]);
    expect(d.baris.map((b: unknown[]) => [b[1], b[5], b[6]])).toEqual([
      ['Dewi', 'Menunggu', 500_000],
      ['Lain', 'Menunggu', 500_000],
      ['Andi', 'Ditolak', 0],
      ['Andi & Citra', 'Menunggu', 1_000_000],
      ['John', 'Menunggu', 1_000_000],
      ['Budi', 'Menunggu', 500_000],
      ['Andi', 'Disetujui', 500_000],
    ]);
    expect(d.baris[0][0]).toBe('2025-03-31T16:59:00.000Z');
    expect(d.baris[0][2]).toBe('Dojang pelatih@uji.id');
    expect(d.baris[0][3]).toBe('Kejuaraan A');
    expect(d.baris[0][4]).toBe('Kyorugi prestasi Cadet Putra Under 49 kg');
    expect(d.total).toEqual(['Total', '7 entri', null, null, null, null, 4_000_000]);
    expect(res.body.meta).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 });

    // The week of 1 March 2025 (Saturday) runs 24 Feb – 2 Mar: Eko (28 Feb) and Andi (1 Mar).
    const minggu = await t.api('GET', '/api/admin/laporan?jenis=peserta&periode=minggu&tanggal=2025-03-01', { token: w.token.admin });
    expect(minggu.body.data.periode).toMatchObject({ mulai: '2025-02-24', akhir: '2025-03-02' });
    expect(minggu.body.data.baris.map((b: unknown[]) => b[1])).toEqual(['Andi', 'Eko']);
    const kuartal = await t.api('GET', '/api/admin/laporan?jenis=peserta&periode=kuartal&tanggal=2025-03-15', { token: w.token.admin });
    expect(kuartal.body.meta.total).toBe(8);
    const tahun = await t.api('GET', '/api/admin/laporan?jenis=peserta&periode=tahun&tanggal=2025-03-15', { token: w.token.admin });
    expect(tahun.body.meta.total).toBe(9);
    const kosong = await t.api('GET', '/api/admin/laporan?jenis=peserta&periode=tahun&tanggal=2024-06-01', { token: w.token.admin });
    expect([kosong.body.data.baris, kosong.body.meta.total, kosong.body.data.total[6]]).toEqual([[], 0, 0]);
    const lewat = await t.api('GET', `/api/admin/laporan?jenis=peserta&${MARET}&page=3`, { token: w.token.admin });
    expect([lewat.status, lewat.body.data.baris, lewat.body.meta.total]).toEqual([200, [], 7]);
  });

  it('XLSX: the rows the test inserted, dates as dates, Rupiah as numbers with the Rupiah format, header frozen', async () => {
    const w = await dunia(t);
    await maret(t, w);
    const { res, bytes } = await unduh(w.token.admin, `jenis=peserta&${MARET}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain('filename="laporan-peserta-2025-03-01-sd-2025-03-31.xlsx"');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const ws = await bukaXlsx(bytes);
    expect(ws.getCell('A1').value).toBe('Laporan Peserta');
    expect(ws.getCell('A2').value).toBe('Periode: Maret 2025 (1–31 Maret 2025)');
    expect(String(ws.getCell('A3').value)).toMatch(/^Dibuat \d{2} \w{3} \d{4} \d{2}:\d{2} WIB oleh Admin Uji$/);
    const { header, rows } = barisData(ws);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(ws.getRow(header).values).toEqual([
      undefined,
      'Tanggal Daftar',
      'Nama Atlet',
      'Dojang',
      'Kompetisi',
      'Kelas',
      'Status',
      'Biaya',
    ]);
    expect(ws.getColumn(5).width).toBe(38);
    expect(rows).toHaveLength(8); // seven entries and the total
    expect(rows.slice(0, 7).map((r) => [r[1], r[5], r[6]])).toEqual([
      ['Dewi', 'Menunggu', 500_000],
      ['Lain', 'Menunggu', 500_000],
      ['Andi', 'Ditolak', 0],
      ['Andi & Citra', 'Menunggu', 1_000_000],
      ['John', 'Menunggu', 1_000_000],
      ['Budi', 'Menunggu', 500_000],
      ['Andi', 'Disetujui', 500_000],
    ]);
    // 31 March 23:59 WIB is written as that wall-clock time (a spreadsheet date has no zone).
    const dewi = ws.getRow(header + 1);
    expect(dewi.getCell(1).value).toBeInstanceOf(Date);
    expect((dewi.getCell(1).value as Date).toISOString()).toBe('2025-03-31T23:59:00.000Z');
    expect(dewi.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(dewi.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(dewi.getCell(7).numFmt).toBe('"Rp" #,##0');
    expect(rows[7]).toEqual(['Total', '7 entri', null, null, null, null, 4_000_000]);
  });

  it('PDF: A4, the header on every page, page numbers, the rows as text', async () => {
    const w = await dunia(t);
    await maret(t, w);
    const { res, bytes } = await unduh(w.token.admin, `jenis=peserta&${MARET}&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('filename="laporan-peserta-2025-03-01-sd-2025-03-31.pdf"');
    const pdf = await bukaPdf(bytes);
    expect(pdf.halaman).toBe(1);
    const isi = pdf.teks[0];
    for (const s of [
      'Laporan Peserta',
      'Periode: Maret 2025 (1–31 Maret 2025)',
      'Tanggal Daftar',
      'Andi & Citra',
      'John',
      'Rp 1.000.000',
      'Rp 4.000.000',
      '31 Mar 2025 23:59',
      'Halaman 1 dari 1',
    ])
      expect(isi).toContain(s);
    expect(isi).not.toContain('Eko');
    expect(isi).not.toContain('Fajar');
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    const page = await doc.getPage(1);
    const [, , w1, h1] = page.view;
    expect([Math.round(w1), Math.round(h1)]).toEqual([842, 595]); // A4 landscape
  });

  it('PDF over several pages repeats the table header and numbers the pages', async () => {
    const w = await dunia(t);
    await aktivitas(
      t,
      Array.from({ length: 130 }, (_, i) => ({
        action: 'LOGIN',
        actor: `pelatih${i}@uji.id`,
        details: `Login ke-${i} ${'dengan rincian yang cukup panjang '.repeat(i % 7 === 0 ? 6 : 1)}`,
        at: `2025-03-${String(1 + (i % 28)).padStart(2, '0')} 08:${String(i % 60).padStart(2, '0')}`,
      })),
    );
    await aktivitas(t, [{ action: 'LOGIN', actor: 'luar@uji.id', details: 'di luar periode', at: '2025-04-01 00:00' }]);
    const { res, bytes } = await unduh(w.token.admin, `jenis=aktivitas&${MARET}&format=pdf`);
    expect(res.status).toBe(200);
    const pdf = await bukaPdf(bytes);
    expect(pdf.halaman).toBeGreaterThanOrEqual(3);
    pdf.teks.forEach((isi, i) => {
      expect(isi).toContain('Laporan Aktivitas');
      expect(isi).toContain('Rincian');
      expect(isi).toContain(`Halaman ${i + 1} dari ${pdf.halaman}`);
    });
    const semua = pdf.teks.join('\n');
    for (let i = 0; i < 130; i++) expect(semua).toContain(`pelatih${i}@uji.id`);
    expect(semua).not.toContain('luar@uji.id');
  });
});

describe('dojang, statistics and activity reports', () => {
  it('dojang: registered or with entries in the period; invoice, paid and verified from the proofs', async () => {
    const w = await dunia(t);
    await maret(t, w);
    const k = w.a.id_kompetisi;
    // Paid on 13 March and accepted on 14 March: Andi, Budi, John (before it) are verified; the pair and Dewi are not.
    await proof(t, w.pelatih.id_dojang, k, new Date('2025-03-13T02:00:00Z'), 'DITERIMA', new Date('2025-03-14T02:00:00Z'));
    // A second proof, uploaded 16 March, still waiting: the pair is paid (not verified), Dewi (31 March) is not.
    await proof(t, w.pelatih.id_dojang, k, new Date('2025-03-16T02:00:00Z'));
    // The other dojang's refused proof pays nothing.
    await proof(t, w.lain.id_dojang, k, new Date('2025-03-25T02:00:00Z'), 'DITOLAK', new Date('2025-03-26T02:00:00Z'));
    const res = await t.api('GET', `/api/admin/laporan?jenis=dojang&${MARET}`, { token: w.token.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.baris).toEqual([
      ['Dojang lain@uji.id', 'Kota Palembang', 'Sumatera Selatan', '2024-12-01', 'Menunggu', 1, 1, 500_000, 0, 0],
      ['Dojang pelatih@uji.id', 'Kota Palembang', 'Sumatera Selatan', '2025-03-05', 'Menunggu', 7, 6, 3_500_000, 3_000_000, 2_000_000],
    ]);
    expect(res.body.data.total).toEqual(['Total', '2 dojang', null, null, null, 8, 7, 4_000_000, 3_000_000, 2_000_000]);

    const { bytes } = await unduh(w.token.admin, `jenis=dojang&${MARET}&format=xlsx`);
    const ws = await bukaXlsx(bytes);
    const { header, rows } = barisData(ws);
    expect(rows.slice(0, 2).map((r) => r[0])).toEqual(['Dojang lain@uji.id', 'Dojang pelatih@uji.id']);
    const baris = ws.getRow(header + 2);
    expect(baris.getCell(4).value).toEqual(new Date('2025-03-05T00:00:00.000Z'));
    expect(baris.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect([baris.getCell(6).value, baris.getCell(6).numFmt]).toEqual([7, '#,##0']);
    expect([baris.getCell(10).value, baris.getCell(10).numFmt]).toEqual([2_000_000, '"Rp" #,##0']);

    // A year without any of it: no dojang.
    const kosong = await t.api('GET', '/api/admin/laporan?jenis=dojang&periode=tahun&tanggal=2023-05-01', { token: w.token.admin });
    expect([kosong.body.data.baris, kosong.body.meta.total]).toEqual([[], 0]);
  });

  it('statistik: the period counted per status, cabang, category, age group and competition', async () => {
    const w = await dunia(t);
    await maret(t, w);
    await proof(t, w.pelatih.id_dojang, w.a.id_kompetisi, new Date('2025-03-13T02:00:00Z'), 'DITERIMA', new Date('2025-03-14T02:00:00Z'));
    await proof(t, w.lain.id_dojang, w.a.id_kompetisi, new Date('2025-04-13T02:00:00Z'));
    const res = await t.api('GET', `/api/admin/laporan?jenis=statistik&${MARET}`, { token: w.token.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.baris).toEqual([
      ['Ringkasan', 'Entri baru', 7, 4_000_000],
      ['Ringkasan', 'Atlet baru', 8, null],
      ['Ringkasan', 'Dojang baru', 1, null],
      ['Ringkasan', 'Akun baru', 0, null],
      ['Ringkasan', 'Bukti transfer diupload', 1, null],
      ['Ringkasan', 'Bukti transfer diterima', 1, null],
      ['Ringkasan', 'Bukti transfer ditolak', 0, null],
      ['Status', 'Menunggu', 5, 3_500_000],
      ['Status', 'Disetujui', 1, 500_000],
      ['Status', 'Ditolak', 1, 0],
      ['Cabang', 'Kyorugi', 3, 1_500_000],
      ['Cabang', 'Poomsae', 4, 2_500_000],
      ['Kategori', 'Prestasi', 7, 4_000_000],
      ['Kelompok Usia', 'Cadet', 7, 4_000_000],
      ['Kompetisi', 'Kejuaraan A', 7, 4_000_000],
    ]);
    expect(res.body.meta.total).toBe(15);
    const { bytes } = await unduh(w.token.admin, `jenis=statistik&${MARET}&format=pdf`);
    const pdf = await bukaPdf(bytes);
    expect(pdf.halaman).toBe(1);
    for (const s of ['Laporan Statistik', 'Ringkasan', 'Kelompok Usia', 'Entri baru', 'Rp 4.000.000', 'Poomsae'])
      expect(pdf.teks[0]).toContain(s);
  });

  it('aktivitas: the log rows of the period, newest first', async () => {
    const w = await dunia(t);
    await aktivitas(t, [
      {
        action: 'UBAH_STATUS_PESERTA',
        actor: 'admin@uji.id',
        details: 'Status peserta Andi diubah dari Menunggu ke Disetujui',
        at: '2025-03-03 10:00',
      },
      { action: 'REGISTER_DOJANG', actor: null, details: 'Dojang Garuda terdaftar', at: '2025-03-20 08:30' },
      { action: 'LOGIN', actor: 'lama@uji.id', details: 'Login', at: '2025-02-28 23:59' },
    ]);
    const res = await t.api('GET', `/api/admin/laporan?jenis=aktivitas&${MARET}`, { token: w.token.admin });
    expect(res.body.data.baris).toEqual([
      ['2025-03-20T01:30:00.000Z', null, 'Registrasi dojang', 'Dojang Garuda terdaftar'],
      ['2025-03-03T03:00:00.000Z', 'admin@uji.id', 'Ubah status peserta', 'Status peserta Andi diubah dari Menunggu ke Disetujui'],
    ]);
    const { bytes } = await unduh(w.token.admin, `jenis=aktivitas&${MARET}&format=xlsx`);
    const ws = await bukaXlsx(bytes);
    const { rows } = barisData(ws);
    expect(rows).toEqual([
      [new Date('2025-03-20T08:30:00.000Z'), null, 'Registrasi dojang', 'Dojang Garuda terdaftar'],
      [
        new Date('2025-03-03T10:00:00.000Z'),
        'admin@uji.id',
        'Ubah status peserta',
        'Status peserta Andi diubah dari Menunggu ke Disetujui',
      ],
    ]);
  });
});

describe('large exports', () => {
  it('a period past the PDF cap answers 400 pointing to XLSX; the XLSX carries every row', async () => {
    const w = await dunia(t);
    await t.db.execute(sql`insert into activity_log (action, actor, details, created_at)
      select 'LOGIN', 'massal' || g || '@uji.id', 'Login', timestamptz '2025-03-10 00:00+07' + g * interval '1 second'
      from generate_series(1, 10001) g`);
    const pdf = await t.api('GET', `/api/admin/laporan/export?jenis=aktivitas&${MARET}&format=pdf`, { token: w.token.admin });
    expect([pdf.status, pdf.body.message]).toEqual([
      400,
      'Laporan terlalu besar untuk PDF (10.001 baris, maksimal 10.000). Unduh XLSX atau pilih periode yang lebih pendek.',
    ]);
    const screen = await t.api('GET', `/api/admin/laporan?jenis=aktivitas&${MARET}&page=201`, { token: w.token.admin });
    expect([screen.body.meta.total, screen.body.meta.totalPages, screen.body.data.baris.length]).toEqual([10001, 201, 1]);
    expect(screen.body.data.baris[0][1]).toBe('massal1@uji.id');
    const { res, bytes } = await unduh(w.token.admin, `jenis=aktivitas&${MARET}&format=xlsx`);
    expect(res.status).toBe(200);
    const { rows } = barisData(await bukaXlsx(bytes));
    expect(rows).toHaveLength(10001);
    expect(rows[0][1]).toBe('massal10001@uji.id');
  });
});
