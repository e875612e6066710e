import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { tagihanDojang } from '../../src/domain/kompetisi/biaya';
import { maret, proof } from './laporan-fixtures';
import { dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

async function unduh(token: string, path: string) {
  const res = await t.fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function barisXlsx(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.views[0] as { ySplit?: number }).ySplit ?? 0;
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = header + 1; r <= ws.rowCount; r++)
    rows.push(Array.from({ length: ws.columnCount }, (_, i) => ws.getRow(r).getCell(i + 1).value));
  return { ws, header, rows };
}

async function teksPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { halaman: totalPages, isi: text };
}

describe('GET /api/kompetisi/:id/laporan/{peserta|pembayaran}', () => {
  it("roles: none 401; coaches and another competition's admin 403; ADMIN any, ADMIN_KOMPETISI its own; 404 and 400", async () => {
    const w = await dunia(t);
    for (const laporan of ['peserta', 'pembayaran']) {
      const path = `/api/kompetisi/${w.a.id_kompetisi}/laporan/${laporan}?format=xlsx`;
      const none = await t.api('GET', path);
      expect([path, none.status, none.body.message]).toEqual([path, 401, 'Anda harus login terlebih dahulu']);
      for (const token of [w.token.pelatih, w.token.lain, w.token.panitiaB]) {
        const res = await t.api('GET', path, { token });
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'Anda tidak memiliki akses']);
      }
      for (const token of [w.token.admin, w.token.panitiaA]) {
        const { res } = await unduh(token, path);
        expect([path, res.status]).toEqual([path, 200]);
      }
      expect((await unduh(w.token.panitiaB, `/api/kompetisi/${w.b.id_kompetisi}/laporan/${laporan}?format=pdf`)).res.status).toBe(200);
    }
    const missing = await t.api('GET', '/api/kompetisi/999999/laporan/peserta?format=pdf', { token: w.token.admin });
    expect([missing.status, missing.body.message]).toEqual([404, 'Kompetisi tidak ditemukan']);
    const cases: [string, number, string][] = [
      [`/api/kompetisi/${w.a.id_kompetisi}/laporan/keuangan?format=pdf`, 400, 'Laporan kompetisi harus peserta atau pembayaran'],
      [`/api/kompetisi/${w.a.id_kompetisi}/laporan/peserta`, 400, 'Format laporan harus xlsx atau pdf'],
      [`/api/kompetisi/${w.a.id_kompetisi}/laporan/peserta?format=csv`, 400, 'Format laporan harus xlsx atau pdf'],
      ['/api/kompetisi/abc/laporan/peserta?format=pdf', 400, 'ID tidak valid'],
    ];
    for (const [path, status, message] of cases) {
      const res = await t.api('GET', path, { token: w.token.admin });
      expect([path, res.status, res.body.message]).toEqual([path, status, message]);
    }
  });

  it('peserta: every entry not rejected, per class then dojang then name; XLSX typed, PDF grouped per class', async () => {
    const w = await dunia(t);
    await maret(t, w);
    const { res, bytes } = await unduh(w.token.panitiaA, `/api/kompetisi/${w.a.id_kompetisi}/laporan/peserta?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="daftar-peserta-kejuaraan-a-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { ws, rows } = await barisXlsx(bytes);
    expect(ws.getCell('A1').value).toBe('Daftar Peserta per Kelas dan Dojang');
    expect(ws.getCell('A2').value).toBe('Kejuaraan A');
    expect(rows.map((r) => [r[0], r[1], r[2], r[7], r[8]])).toEqual([
      ['Kyorugi prestasi Cadet Putra Under 45 kg', 1, 'Lain', 'Dojang lain@uji.id', 'Menunggu'],
      ['Kyorugi prestasi Cadet Putra Under 45 kg', 2, 'Andi', 'Dojang pelatih@uji.id', 'Disetujui'],
      ['Kyorugi prestasi Cadet Putra Under 45 kg', 3, 'Eko', 'Dojang pelatih@uji.id', 'Menunggu'],
      ['Kyorugi prestasi Cadet Putra Under 45 kg', 4, 'Fajar', 'Dojang pelatih@uji.id', 'Menunggu'],
      ['Kyorugi prestasi Cadet Putra Under 49 kg', 1, 'Dewi', 'Dojang pelatih@uji.id', 'Menunggu'],
      ['Poomsae prestasi Cadet Putra Individu', 1, 'Budi', 'Dojang pelatih@uji.id', 'Menunggu'],
      ['Poomsae prestasi Cadet Putra Individu', 2, 'John', 'Dojang pelatih@uji.id', 'Menunggu'],
      ['Poomsae prestasi Cadet Berpasangan', 1, 'Andi & Citra', 'Dojang pelatih@uji.id', 'Menunggu'],
    ]);
    const dewi = rows[4];
    expect(dewi[3]).toBe('Laki-Laki');
    expect(dewi[4]).toBeInstanceOf(Date);
    expect(dewi[5]).toBe(47.5);
    expect(rows[7].slice(3, 7)).toEqual([null, null, null, null]); // a team has no personal columns

    const pdf = await unduh(w.token.admin, `/api/kompetisi/${w.a.id_kompetisi}/laporan/peserta?format=pdf`);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    const { halaman, isi } = await teksPdf(pdf.bytes);
    expect(halaman).toBe(1);
    for (const s of [
      'Daftar Peserta per Kelas dan Dojang',
      'Kejuaraan A',
      '8 peserta dalam 4 kelas',
      'Kyorugi prestasi Cadet Putra Under 45 kg — 4 peserta',
      'Poomsae prestasi Cadet Berpasangan — 1 peserta',
      'Andi & Citra',
      '47,5',
      'Halaman 1 dari 1',
    ])
      expect(isi).toContain(s);
  });

  it('pembayaran: invoice from the fees, paid (proofs uploaded), verified (proofs accepted), per dojang, with totals', async () => {
    const w = await dunia(t, { biaya_pendaftaran: 250_000, biaya_wna: 750_000 });
    await maret(t, w);
    const k = w.a.id_kompetisi;
    await proof(t, w.pelatih.id_dojang, k, new Date('2025-03-13T02:00:00Z'), 'DITERIMA', new Date('2025-03-14T02:00:00Z'));
    await proof(t, w.pelatih.id_dojang, k, new Date('2025-03-16T02:00:00Z'));
    await proof(t, w.lain.id_dojang, k, new Date('2025-03-25T02:00:00Z'), 'DITOLAK', new Date('2025-03-26T02:00:00Z'));
    const { res, bytes } = await unduh(w.token.admin, `/api/kompetisi/${k}/laporan/pembayaran?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="rekap-pembayaran-kejuaraan-a-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { ws, header, rows } = await barisXlsx(bytes);
    expect(ws.getRow(header).values).toEqual([
      undefined,
      'Dojang',
      'Kota',
      'Pelatih',
      'Entri',
      'Peserta',
      'Tagihan',
      'Dibayar',
      'Terverifikasi',
      'Sisa',
      'Bukti',
      'Diterima',
      'Status',
    ]);
    // The coach's dojang: Andi 250k, Budi 250k, John (WNA) 750k, the pair 500k, Dewi, Eko, Fajar 250k each; the rejected one free.
    const tagihan = tagihanDojang(
      { id_kompetisi: 1, biaya_pendaftaran: 250_000, biaya_wna: 750_000, batas_pendaftaran: null },
      { id_dojang: 1 },
      [
        ...['Andi', 'Budi', 'Dewi', 'Eko', 'Fajar'].map((_, i) => ({ atlet: { id_atlet: i + 1 } })),
        { atlet: { id_atlet: 10, kewarganegaraan: 'WNA' } },
        { atlet: { id_atlet: 11 }, anggota_tim: [{ atlet: { id_atlet: 11 } }, { atlet: { id_atlet: 12 } }] },
        { status: 'REJECTED', atlet: { id_atlet: 13 } },
      ],
    ).total;
    expect(tagihan).toBe(2_500_000);
    expect(rows).toEqual([
      ['Dojang lain@uji.id', 'Kota Palembang', 'Pelatih lain@uji.id', 1, 1, 250_000, 0, 0, 250_000, 1, 0, 'Belum bayar'],
      // Eko (28 Feb), Andi (1 Mar), Budi, John: before the accepted proof; the pair: before the waiting one; Dewi, Fajar: after both.
      [
        'Dojang pelatih@uji.id',
        'Kota Palembang',
        'Pelatih pelatih@uji.id',
        7,
        8,
        tagihan,
        2_000_000,
        1_500_000,
        1_000_000,
        2,
        1,
        'Menunggu verifikasi',
      ],
      ['Total', '2 dojang', null, 8, 9, 2_750_000, 2_000_000, 1_500_000, 1_250_000, 3, 1, null],
    ]);
    const dojang = ws.getRow(header + 2);
    for (const c of [6, 7, 8, 9])
      expect([dojang.getCell(c).type, dojang.getCell(c).numFmt]).toEqual([ExcelJS.ValueType.Number, '"Rp" #,##0']);
    expect(dojang.getCell(4).numFmt).toBe('#,##0');

    const pdf = await unduh(w.token.panitiaA, `/api/kompetisi/${k}/laporan/pembayaran?format=pdf`);
    const { halaman, isi } = await teksPdf(pdf.bytes);
    expect(halaman).toBe(1);
    for (const s of [
      'Rekap Pembayaran per Dojang',
      'Kejuaraan A',
      'Rp 2.500.000',
      'Rp 1.500.000',
      'Menunggu verifikasi',
      'Belum bayar',
      'Rp 2.750.000',
      'Halaman 1 dari 1',
    ])
      expect(isi).toContain(s);
  });

  it('an empty competition still gives a file that opens', async () => {
    const w = await dunia(t);
    for (const laporan of ['peserta', 'pembayaran']) {
      const x = await unduh(w.token.admin, `/api/kompetisi/${w.b.id_kompetisi}/laporan/${laporan}?format=xlsx`);
      const { rows } = await barisXlsx(x.bytes);
      expect(rows.length).toBeLessThanOrEqual(1);
      const p = await unduh(w.token.admin, `/api/kompetisi/${w.b.id_kompetisi}/laporan/${laporan}?format=pdf`);
      const { halaman, isi } = await teksPdf(p.bytes);
      expect([halaman, isi.includes('Tidak ada data.')]).toEqual([1, true]);
    }
  });
});
