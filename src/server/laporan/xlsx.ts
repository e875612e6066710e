import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { JEDA_SETIAP, jeda } from './jeda';
import { waktuWib, type KolomLaporan, type Sel, type TabelLaporan, type TipeKolom } from '../../domain/laporan/tabel';

/** Number formats of the column types: real dates and numbers, shown the Indonesian way. */
const NUM_FMT: Record<TipeKolom, string | undefined> = {
  teks: '@',
  angka: '#,##0',
  rupiah: '"Rp" #,##0',
  tanggal: 'dd/mm/yyyy',
  waktu: 'dd/mm/yyyy hh:mm',
};

/** A spreadsheet date has no zone: the day (or WIB wall-clock time) is written as the same day and time. */
function nilai(sel: Sel, k: KolomLaporan): ExcelJS.CellValue {
  if (sel === null || sel === '') return null;
  if (k.tipe === 'tanggal' && typeof sel === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sel)) {
    const [y, m, d] = sel.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  if (k.tipe === 'waktu' && typeof sel === 'string') {
    const w = waktuWib(sel);
    if (w) return new Date(`${w.tanggal}T${w.jam}:00.000Z`);
  }
  if ((k.tipe === 'rupiah' || k.tipe === 'angka') && typeof sel === 'string' && sel.trim() !== '' && Number.isFinite(Number(sel))) {
    return Number(sel);
  }
  return sel;
}

const namaSheet = (judul: string) => judul.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Laporan';

const GARIS: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF9CA3AF' } } };

/**
 * The report as an XLSX workbook (exceljs' streaming writer, rows committed as they are written): title
 * and sub-title lines, then the table with its header row frozen and filtered, column widths, dates as dates
 * ('dd/mm/yyyy', times in WIB), Rupiah as numbers formatted '"Rp" #,##0', counts as numbers; a bold total row.
 */
export async function tabelKeXlsx(tabel: TabelLaporan): Promise<Buffer> {
  const keluar = new PassThrough();
  const potongan: Buffer[] = [];
  keluar.on('data', (c: Buffer) => potongan.push(c));
  const selesai = new Promise<void>((resolve, reject) => {
    keluar.on('end', resolve);
    keluar.on('error', reject);
  });

  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: keluar, useStyles: true, useSharedStrings: false });
  wb.creator = 'Arena TKD';
  wb.created = new Date();
  wb.title = tabel.judul;
  const barisKepala = tabel.subjudul.length + 3;
  const ws = wb.addWorksheet(namaSheet(tabel.judul), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: barisKepala }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = tabel.kolom.map((k) => ({
    width: Math.max(k.lebar, k.judul.length + 2),
    style: { numFmt: k.desimal ? '0.0' : NUM_FMT[k.tipe] },
  }));

  const judul = ws.addRow([tabel.judul]);
  judul.font = { bold: true, size: 14 };
  judul.getCell(1).numFmt = 'General';
  judul.commit();
  for (const s of tabel.subjudul) {
    const r = ws.addRow([s]);
    r.font = { color: { argb: 'FF4B5563' } };
    r.getCell(1).numFmt = 'General';
    r.commit();
  }
  ws.addRow([]).commit();
  const kepala = ws.addRow(tabel.kolom.map((k) => k.judul));
  kepala.eachCell((c) => {
    c.numFmt = 'General';
    c.font = { bold: true };
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
    c.border = GARIS;
    c.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  });
  kepala.commit();
  ws.autoFilter = { from: { row: barisKepala, column: 1 }, to: { row: barisKepala, column: tabel.kolom.length } };

  for (let r = 0; r < tabel.baris.length; r++) {
    if (r > 0 && r % JEDA_SETIAP === 0) await jeda();
    const b = tabel.baris[r];
    ws.addRow(tabel.kolom.map((k, i) => nilai(b[i] ?? null, k))).commit();
  }
  if (tabel.total) {
    const t = ws.addRow(tabel.kolom.map((k, i) => nilai(tabel.total?.[i] ?? null, k)));
    t.font = { bold: true };
    t.eachCell({ includeEmpty: true }, (c) => (c.border = { top: { style: 'thin', color: { argb: 'FF6B7280' } } }));
    t.commit();
  }
  ws.commit();
  await wb.commit();
  await selesai;
  return Buffer.concat(potongan);
}
