import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatSel, type KolomLaporan, type Sel, type TabelLaporan } from '../../domain/laporan/tabel';
import { Kanvas, type Huruf, type Warna } from './pdf-kanvas';
import { bungkus, pembersih, pengukur, potong, type Ukur } from './pdf-teks';
import { JEDA_SETIAP, jeda } from './jeda';

const A4: [number, number] = [595.28, 841.89];
const TEPI = 32;
const UKURAN = 7.5;
const JARAK_BARIS = 9.5;
const PAD = 2.5;
const MAKS_BARIS_SEL = 3;
const TINGGI_BAND = JARAK_BARIS + 2 * PAD + 2;
const ABU: Warna = [0.35, 0.38, 0.42];
const GARIS: Warna = [0.8, 0.82, 0.85];
const LATAR_KEPALA: Warna = [0.9, 0.91, 0.93];
const LATAR_BAND: Warna = [0.92, 0.95, 1];
const LATAR_ZEBRA: Warna = [0.97, 0.97, 0.98];

interface Kolom extends KolomLaporan {
  indeks: number;
  x: number;
  w: number;
  kanan: boolean;
}

type Baris = { isi: string[][]; h: number; huruf: Huruf };

/** The printed text of a cell, already cleaned for the font. */
function teksSel(bersih: (s: string) => string, sel: Sel, k: KolomLaporan): string {
  return bersih(k.tipe === 'angka' && k.desimal && typeof sel === 'number' ? sel.toFixed(1).replace('.', ',') : formatSel(sel, k.tipe));
}

/** Where each shown column sits: the page's width shared in the columns' proportions (the group column is a band). */
function tataKolom(tabel: TabelLaporan, lebarHalaman: number): Kolom[] {
  const tampil = tabel.kolom.map((k, indeks) => ({ ...k, indeks })).filter((k) => k.indeks !== tabel.grup);
  const total = tampil.reduce((s, k) => s + k.lebar, 0);
  let x = TEPI;
  return tampil.map((k) => {
    const w = ((lebarHalaman - 2 * TEPI) * k.lebar) / total;
    const c = { ...k, x, w, kanan: k.tipe === 'angka' || k.tipe === 'rupiah' };
    x += w;
    return c;
  });
}

/** Rows of each group run, keyed by the run's first row. */
function hitungGrup(tabel: TabelLaporan): Map<number, number> {
  const jumlah = new Map<number, number>();
  const g = tabel.grup;
  if (g === undefined) return jumlah;
  let mulai = 0;
  tabel.baris.forEach((b, i) => {
    if (i > 0 && b[g] !== tabel.baris[i - 1][g]) mulai = i;
    jumlah.set(mulai, (jumlah.get(mulai) ?? 0) + 1);
  });
  return jumlah;
}

/**
 * The report as an A4 PDF with the standard Helvetica fonts (pdf-lib for the document, raw operators for the
 * drawing): the report header on every page, the table with its header row repeated, long texts wrapped (at
 * most three lines), numbers right-aligned, group bands ('grup', with a continuation band after a page
 * break), a bold total row, and `catatan` with 'Halaman x dari y' at the foot of each page. Landscape when
 * the columns need the width.
 */
export async function tabelKePdf(tabel: TabelLaporan, catatan: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(tabel.judul);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  const fonts = { biasa: await doc.embedFont(StandardFonts.Helvetica), tebal: await doc.embedFont(StandardFonts.HelveticaBold) };
  const ukur: Record<Huruf, Ukur> = { biasa: pengukur(fonts.biasa), tebal: pengukur(fonts.tebal) };
  const bersih = pembersih(fonts.biasa);
  const lebarKolom = tabel.kolom.reduce((s, k, i) => s + (i === tabel.grup ? 0 : k.lebar), 0);
  const [lebar, tinggi] = lebarKolom > 100 ? [A4[1], A4[0]] : A4;
  const isiLebar = lebar - 2 * TEPI;
  const kolom = tataKolom(tabel, lebar);
  const jumlahGrup = hitungGrup(tabel);
  const halaman: Kanvas[] = [];
  const bawah = TEPI + 14;

  const judulKolom = kolom.map((k) => bungkus(bersih(k.judul), ukur.tebal, UKURAN, k.w - 2 * PAD, 2));
  const tinggiJudul = Math.max(...judulKolom.map((j) => j.length)) * JARAK_BARIS + 2 * PAD;

  let kv!: Kanvas;
  let y = 0;
  let zebra = false;
  const teksDi = (k: Kolom, t: string, huruf: Huruf, baris: number, atas: number) => {
    const x = k.kanan ? k.x + k.w - PAD - ukur[huruf](t, UKURAN) : k.x + PAD;
    kv.teks(t, x, atas - PAD - (baris + 1) * JARAK_BARIS + 2.5, UKURAN, huruf);
  };
  const halamanBaru = () => {
    kv?.selesai();
    kv = new Kanvas(doc, doc.addPage([lebar, tinggi]), fonts);
    halaman.push(kv);
    y = tinggi - TEPI - 12;
    kv.teks(potong(bersih(tabel.judul), ukur.tebal, 13, isiLebar), TEPI, y, 13, 'tebal');
    for (const s of tabel.subjudul) {
      y -= 11.5;
      kv.teks(potong(bersih(s), ukur.biasa, 8.5, isiLebar), TEPI, y, 8.5, 'biasa', ABU);
    }
    y -= 10;
    kv.kotak(TEPI, y - tinggiJudul, isiLebar, tinggiJudul, LATAR_KEPALA);
    kolom.forEach((k, i) => judulKolom[i].forEach((t, n) => teksDi(k, t, 'tebal', n, y)));
    y -= tinggiJudul;
    zebra = false;
  };
  const band = (i: number, lanjut: boolean) => {
    const nilai = bersih(String(tabel.baris[i][tabel.grup!] ?? '-'));
    const n = jumlahGrup.get(i);
    const hitung = !lanjut && n !== undefined && tabel.grupHitung ? ` — ${n} ${tabel.grupHitung}` : '';
    kv.kotak(TEPI, y - TINGGI_BAND, isiLebar, TINGGI_BAND, LATAR_BAND);
    kv.teks(
      potong(`${nilai}${hitung}${lanjut ? ' (lanjutan)' : ''}`, ukur.tebal, UKURAN + 0.5, isiLebar - 2 * PAD),
      TEPI + PAD,
      y - TINGGI_BAND + PAD + 2.5,
      UKURAN + 0.5,
      'tebal',
    );
    y -= TINGGI_BAND;
    zebra = false;
  };
  const susun = (sel: readonly Sel[], huruf: Huruf): Baris => {
    const isi = kolom.map((k) => {
      const t = teksSel(bersih, sel[k.indeks] ?? null, k);
      return k.tipe === 'teks'
        ? bungkus(t, ukur[huruf], UKURAN, k.w - 2 * PAD, MAKS_BARIS_SEL)
        : [potong(t, ukur[huruf], UKURAN, k.w - 2 * PAD)];
    });
    return { isi, h: Math.max(...isi.map((l) => l.length)) * JARAK_BARIS + 2 * PAD, huruf };
  };
  const gambar = (b: Baris) => {
    if (zebra) kv.kotak(TEPI, y - b.h, isiLebar, b.h, LATAR_ZEBRA);
    kolom.forEach((k, i) => b.isi[i].forEach((t, n) => teksDi(k, t, b.huruf, n, y)));
    y -= b.h;
    zebra = !zebra;
  };

  halamanBaru();
  if (tabel.baris.length === 0) kv.teks('Tidak ada data.', TEPI + PAD, y - 14, 9, 'biasa', ABU);
  for (let i = 0; i < tabel.baris.length; i++) {
    // Other requests get their turn during a long export.
    if (i > 0 && i % JEDA_SETIAP === 0) await jeda();
    const b = susun(tabel.baris[i], 'biasa');
    const awalGrup = jumlahGrup.has(i);
    if (y - (awalGrup ? TINGGI_BAND : 0) - b.h < bawah) {
      halamanBaru();
      if (tabel.grup !== undefined && !awalGrup) band(i, true);
    }
    if (awalGrup) band(i, false);
    gambar(b);
  }
  if (tabel.total) {
    const b = susun(tabel.total, 'tebal');
    if (y - b.h < bawah) halamanBaru();
    kv.garis(TEPI, y, lebar - TEPI, y, 0.8, ABU);
    zebra = false;
    gambar(b);
  }
  kv.selesai();

  const kaki = potong(bersih(catatan), ukur.biasa, 7, isiLebar / 2);
  halaman.forEach((h, i) => {
    const nomor = `Halaman ${i + 1} dari ${halaman.length}`;
    h.garis(TEPI, TEPI + 8, lebar - TEPI, TEPI + 8, 0.5, GARIS);
    h.teks(kaki, TEPI, TEPI, 7, 'biasa', ABU);
    h.teks(nomor, lebar - TEPI - ukur.biasa(nomor, 7), TEPI, 7, 'biasa', ABU);
    h.selesai();
  });
  return doc.save({ useObjectStreams: true });
}
