import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IsiSlip } from '../../../domain/skor/slip';
import { bungkus, muatkan, pembersihTeks } from '../pdf/teks';

/**
 * The result slip's one layout (loaded on demand with pdf-lib): A5 portrait, the standard Helvetica fonts (nothing
 * fetched, so it prints offline), one page per bout: heading, the bout, both corners, the table, the result and the
 * signature lines.
 */

const A5 = { lebar: 419.53, tinggi: 595.28 } as const;
const TEPI = 32;
const ISI = A5.lebar - 2 * TEPI;
const HITAM = rgb(0.1, 0.1, 0.1);
const REDUP = rgb(0.38, 0.38, 0.38);
const GARIS = rgb(0.6, 0.6, 0.6);
const WARNA_SUDUT = { B: rgb(0.1, 0.3, 0.72), R: rgb(0.78, 0.12, 0.12) } as const;

interface Pena {
  page: PDFPage;
  biasa: PDFFont;
  tebal: PDFFont;
  bersih: (t: string) => string;
}

function tulis(p: Pena, teks: string, x: number, y: number, o: { ukuran: number; tebal?: boolean; lebar?: number; warna?: typeof HITAM }) {
  const font = o.tebal ? p.tebal : p.biasa;
  const muat = muatkan(p.bersih(teks), font, o.ukuran, Math.min(o.ukuran, 6), o.lebar ?? ISI);
  p.page.drawText(muat.teks, { x, y, size: muat.ukuran, font, color: o.warna ?? HITAM });
}

const garis = (p: Pena, y: number, x = TEPI, lebar = ISI, tebal = 0.5) =>
  p.page.drawLine({ start: { x, y }, end: { x: x + lebar, y }, thickness: tebal, color: GARIS });

function tabel(p: Pena, t: IsiSlip['tabel'], yAwal: number): number {
  const jumlah = t.lebar.reduce((a, b) => a + b, 0);
  const kolom = t.lebar.map((w) => (w / jumlah) * ISI);
  const xKolom = kolom.map((_, i) => TEPI + kolom.slice(0, i).reduce((a, b) => a + b, 0));
  let y = yAwal;
  t.kepala.forEach((k, i) => tulis(p, k, xKolom[i] + 2, y, { ukuran: 7.5, tebal: true, lebar: kolom[i] - 4, warna: REDUP }));
  y -= 5;
  garis(p, y, TEPI, ISI, 0.8);
  for (const b of t.baris) {
    y -= 12;
    b.sel.forEach((s, i) => tulis(p, s, xKolom[i] + 2, y, { ukuran: 9, tebal: i === 0, lebar: kolom[i] - 4 }));
    if (b.catatan) {
      for (const baris of bungkus(p.bersih(b.catatan), p.biasa, 7, ISI - 8, 2)) {
        y -= 9;
        tulis(p, baris, TEPI + 6, y, { ukuran: 7, warna: REDUP, lebar: ISI - 8 });
      }
    }
    y -= 4;
    garis(p, y);
  }
  return y;
}

export async function susunSlip(isi: IsiSlip, dicetakPada = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [biasa, tebal] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  doc.setTitle(`${isi.judul} – ${isi.acara}`);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  doc.setLanguage('id-ID');
  doc.setCreationDate(dicetakPada);
  const page = doc.addPage([A5.lebar, A5.tinggi]);
  const p: Pena = { page, biasa, tebal, bersih: pembersihTeks(biasa) };

  let y = A5.tinggi - TEPI - 10;
  tulis(p, isi.judul, TEPI, y, { ukuran: 13, tebal: true });
  y -= 15;
  tulis(p, isi.acara, TEPI, y, { ukuran: 9, warna: REDUP });
  y -= 8;
  garis(p, y, TEPI, ISI, 1.2);

  for (const [label, nilai] of isi.keterangan) {
    y -= 13;
    tulis(p, label, TEPI, y, { ukuran: 8.5, warna: REDUP, lebar: 80 });
    tulis(p, nilai, TEPI + 84, y, { ukuran: 9, tebal: true, lebar: ISI - 84 });
  }

  y -= 12;
  const lebarSudut = (ISI - 10) / 2;
  for (const [i, s] of isi.sudut.entries()) {
    const x = TEPI + i * (lebarSudut + 10);
    page.drawRectangle({ x, y: y - 40, width: lebarSudut, height: 40, borderColor: WARNA_SUDUT[s.sudut], borderWidth: 1 });
    page.drawRectangle({ x, y: y - 40, width: 4, height: 40, color: WARNA_SUDUT[s.sudut] });
    tulis(p, s.label, x + 10, y - 11, { ukuran: 7.5, tebal: true, warna: WARNA_SUDUT[s.sudut], lebar: lebarSudut - 14 });
    tulis(p, s.nama, x + 10, y - 23, { ukuran: 10, tebal: true, lebar: lebarSudut - 14 });
    tulis(p, s.dojang, x + 10, y - 34, { ukuran: 8, warna: REDUP, lebar: lebarSudut - 14 });
  }
  y -= 62;
  y = tabel(p, isi.tabel, y);

  y -= 18;
  for (const [i, h] of isi.hasil.entries()) {
    const ukuran = i === 0 ? 11 : 9;
    for (const baris of bungkus(p.bersih(h), i === 0 ? tebal : biasa, ukuran, ISI, 2)) {
      tulis(p, baris, TEPI, y, { ukuran, tebal: i === 0 });
      y -= ukuran + 3;
    }
  }

  const lebarTanda = (ISI - 20 * (isi.tanda.length - 1)) / isi.tanda.length;
  const yTanda = Math.min(y - 60, TEPI + 70);
  isi.tanda.forEach((t, i) => {
    const x = TEPI + i * (lebarTanda + 20);
    tulis(p, t, x, yTanda + 44, { ukuran: 8.5, tebal: true, lebar: lebarTanda });
    garis(p, yTanda, x, lebarTanda, 0.8);
    tulis(p, 'Nama & tanda tangan', x, yTanda - 10, { ukuran: 7, warna: REDUP, lebar: lebarTanda });
  });
  const cetak = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(dicetakPada);
  tulis(p, `Dicetak ${cetak} · Arena TKD`, TEPI, TEPI - 14, { ukuran: 7, warna: REDUP });
  return doc.save();
}
