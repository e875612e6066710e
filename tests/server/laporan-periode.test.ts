import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { awalHariWib, geserPeriode, rentangPeriode } from '../../src/domain/laporan/periode';
import { formatSel, namaBerkas } from '../../src/domain/laporan/tabel';
import { tabelKePdf } from '../../src/server/laporan/pdf';

describe('report periods (WIB)', () => {
  it('week Monday–Sunday, month, quarter, year around a day', () => {
    expect(rentangPeriode('minggu', '2025-01-01')).toMatchObject({
      mulai: '2024-12-30',
      akhir: '2025-01-05',
      selesai: '2025-01-06',
      label: '30 Desember 2024 – 5 Januari 2025',
    });
    expect(rentangPeriode('minggu', '2025-03-09')).toMatchObject({ mulai: '2025-03-03', akhir: '2025-03-09' }); // a Sunday
    expect(rentangPeriode('minggu', '2025-03-10')).toMatchObject({ mulai: '2025-03-10', akhir: '2025-03-16' }); // a Monday
    expect(rentangPeriode('bulan', '2024-02-10')).toMatchObject({
      mulai: '2024-02-01',
      akhir: '2024-02-29',
      label: 'Februari 2024',
      rentang: '1–29 Februari 2024',
    });
    expect(rentangPeriode('kuartal', '2025-11-23')).toMatchObject({
      mulai: '2025-10-01',
      akhir: '2025-12-31',
      selesai: '2026-01-01',
      label: 'Kuartal IV 2025',
      rentang: '1 Oktober – 31 Desember 2025',
    });
    expect(rentangPeriode('kuartal', '2025-04-01')).toMatchObject({ mulai: '2025-04-01', label: 'Kuartal II 2025' });
    expect(rentangPeriode('tahun', '2025-07-04')).toMatchObject({ mulai: '2025-01-01', akhir: '2025-12-31', label: 'Tahun 2025' });
  });

  it('moves to the period before and after; a day starts at 00:00 WIB', () => {
    expect(geserPeriode('bulan', '2025-03-15', -1)).toBe('2025-02-28');
    expect(geserPeriode('bulan', '2025-03-15', 1)).toBe('2025-04-01');
    expect(rentangPeriode('kuartal', geserPeriode('kuartal', '2025-02-01', -1)).label).toBe('Kuartal IV 2024');
    expect(rentangPeriode('minggu', geserPeriode('minggu', '2025-03-12', 1)).mulai).toBe('2025-03-17');
    expect(awalHariWib('2025-03-01').toISOString()).toBe('2025-02-28T17:00:00.000Z');
  });

  it('cells and file names', () => {
    expect(formatSel('2025-03-31T16:59:00.000Z', 'waktu')).toBe('31 Mar 2025 23:59');
    expect(formatSel('2025-03-05', 'tanggal')).toBe('05 Mar 2025');
    expect(formatSel(1_500_000, 'rupiah')).toBe('Rp 1.500.000');
    expect(formatSel(null, 'teks')).toBe('-');
    expect(formatSel('Total', 'waktu')).toBe('Total');
    expect(namaBerkas(['daftar-peserta', 'Kejuaraan Sriwijaya Cup 2025 (Palembang)', '2025-11-23'], 'pdf')).toBe(
      'daftar-peserta-kejuaraan-sriwijaya-cup-2025-palembang-2025-11-23.pdf',
    );
  });
});

describe('the PDF writer', () => {
  it('prints a name outside the standard fonts without failing, and escapes brackets', async () => {
    const bytes = await tabelKePdf(
      {
        judul: 'Uji (huruf)',
        subjudul: ['Périod\\e'],
        kolom: [
          { judul: 'Nama', tipe: 'teks', lebar: 30 },
          { judul: 'Biaya', tipe: 'rupiah', lebar: 12 },
        ],
        baris: [['Nguyễn Văn (An) 王小明 – Ñandú', 500_000]],
      },
      'catatan',
    );
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    for (const s of ['Uji (huruf)', 'Périod\\e', 'Nguyen Van (An) ??? – Ñandú', 'Rp 500.000', 'Halaman 1 dari 1'])
      expect(text).toContain(s);
  });
});
