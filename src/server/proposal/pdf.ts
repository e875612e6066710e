import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { bungkus, pembersih, pengukur, type Ukur } from '../laporan/pdf-teks';
import type { Blok, IsiProposal } from './isi';

const A4: [number, number] = [595.28, 841.89];
const TEPI = 48;
const LEBAR = A4[0] - 2 * TEPI;
const BAWAH = TEPI + 24;
const MERAH = rgb(0.72, 0.11, 0.11);
const GELAP = rgb(0.1, 0.12, 0.16);
const ABU = rgb(0.38, 0.4, 0.45);
const GARIS = rgb(0.82, 0.84, 0.87);
const LATAR = rgb(0.95, 0.96, 0.97);
const SEMUA_BARIS = 1000;

interface Huruf {
  font: PDFFont;
  ukur: Ukur;
}

/** Lays the blocks out top to bottom over as many A4 pages as they need, with a running footer. */
class Tata {
  private halaman: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;

  constructor(
    private doc: PDFDocument,
    private biasa: Huruf,
    private tebal: Huruf,
    private bersih: (s: string) => string,
  ) {
    this.baru();
  }

  baru() {
    this.page = this.doc.addPage(A4);
    this.halaman.push(this.page);
    this.y = A4[1] - TEPI;
  }

  /** Room for `tinggi` points on this page, else a new one (then true). */
  muat(tinggi: number): boolean {
    if (this.y - tinggi >= BAWAH) return false;
    this.baru();
    return true;
  }

  teks(t: string, x: number, ukuran: number, h: 'biasa' | 'tebal' = 'biasa', warna = GELAP) {
    this.page.drawText(t, { x, y: this.y - ukuran, size: ukuran, font: (h === 'tebal' ? this.tebal : this.biasa).font, color: warna });
  }

  /** Wrapped text from x over `lebar`, advancing y; each line checks for room. */
  alinea(t: string, x: number, lebar: number, ukuran: number, h: 'biasa' | 'tebal' = 'biasa', warna = GELAP) {
    const huruf = h === 'tebal' ? this.tebal : this.biasa;
    for (const baris of bungkus(this.bersih(t), huruf.ukur, ukuran, lebar, SEMUA_BARIS)) {
      this.muat(ukuran * 1.45);
      this.teks(baris, x, ukuran, h, warna);
      this.y -= ukuran * 1.45;
    }
  }

  kotak(x: number, y: number, w: number, h: number, warna = LATAR) {
    this.page.drawRectangle({ x, y, width: w, height: h, color: warna });
  }

  garis(y: number) {
    this.page.drawLine({ start: { x: TEPI, y }, end: { x: TEPI + LEBAR, y }, thickness: 0.6, color: GARIS });
  }

  /** 'Proposal … · Halaman x dari y' at the foot of every page. */
  kaki(nama: string) {
    const kiri = bungkus(this.bersih(`Proposal ${nama}`), this.biasa.ukur, 7.5, LEBAR * 0.7, 1)[0] ?? '';
    this.halaman.forEach((p, i) => {
      const kanan = `Halaman ${i + 1} dari ${this.halaman.length}`;
      p.drawLine({ start: { x: TEPI, y: TEPI + 12 }, end: { x: TEPI + LEBAR, y: TEPI + 12 }, thickness: 0.5, color: GARIS });
      p.drawText(kiri, { x: TEPI, y: TEPI, size: 7.5, font: this.biasa.font, color: ABU });
      p.drawText(kanan, { x: TEPI + LEBAR - this.biasa.ukur(kanan, 7.5), y: TEPI, size: 7.5, font: this.biasa.font, color: ABU });
    });
  }

  sampul(isi: IsiProposal) {
    const tinggi = 150;
    this.page.drawRectangle({ x: 0, y: A4[1] - tinggi, width: A4[0], height: tinggi, color: GELAP });
    this.page.drawRectangle({ x: 0, y: A4[1] - tinggi - 5, width: A4[0], height: 5, color: MERAH });
    this.y = A4[1] - 40;
    this.teks('PROPOSAL KEJUARAAN TAEKWONDO', TEPI, 10, 'tebal', rgb(0.95, 0.77, 0.2));
    this.y -= 22;
    for (const baris of bungkus(this.bersih(isi.nama), this.tebal.ukur, 22, LEBAR, 2)) {
      this.teks(baris, TEPI, 22, 'tebal', rgb(1, 1, 1));
      this.y -= 27;
    }
    this.teks(this.bersih(`${isi.tanggal}  ·  ${isi.tempat}`), TEPI, 11, 'biasa', rgb(0.9, 0.92, 0.95));
    this.y = A4[1] - tinggi - 30;
    if (isi.deskripsi) {
      this.alinea(isi.deskripsi, TEPI, LEBAR, 10.5, 'biasa', ABU);
      this.y -= 6;
    }
  }

  blok(b: Blok) {
    switch (b.jenis) {
      case 'judul':
        // A heading never ends a page: it keeps the start of its section with it.
        this.muat(110);
        this.y -= 10;
        this.kotak(TEPI, this.y - 16, 4, 16, MERAH);
        this.teks(this.bersih(b.teks), TEPI + 10, 13, 'tebal');
        this.y -= 24;
        return;
      case 'paragraf':
        this.alinea(b.teks, TEPI, LEBAR, 9.5, 'biasa', ABU);
        this.y -= 4;
        return;
      case 'butir':
        b.teks.forEach((t, i) => {
          this.muat(16);
          this.teks(b.bernomor ? `${i + 1}.` : '•', TEPI + 4, 10, 'tebal', MERAH);
          this.alinea(t, TEPI + 20, LEBAR - 20, 10);
          this.y -= 2;
        });
        return;
      case 'pasangan': {
        const kiri = LEBAR * 0.32;
        for (const [label, nilai] of b.baris) {
          const baris = bungkus(this.bersih(nilai), this.tebal.ukur, 10, LEBAR - kiri - 8, SEMUA_BARIS);
          this.muat(baris.length * 14.5 + 6);
          this.teks(this.bersih(label), TEPI, 10, 'biasa', ABU);
          for (const t of baris) {
            this.teks(t, TEPI + kiri, 10, 'tebal');
            this.y -= 14.5;
          }
          this.y -= 3;
          this.garis(this.y + 1.5);
        }
        this.y -= 6;
        return;
      }
      case 'tabel':
        this.tabel(b);
    }
  }

  private tabel(b: Extract<Blok, { jenis: 'tabel' }>) {
    const total = b.lebar.reduce((s, n) => s + n, 0);
    const xs: number[] = [];
    let x = TEPI;
    const ws = b.lebar.map((n) => {
      xs.push(x);
      const w = (LEBAR * n) / total;
      x += w;
      return w;
    });
    const barisTabel = (sel: string[], h: 'biasa' | 'tebal', latar?: boolean) => {
      const huruf = h === 'tebal' ? this.tebal : this.biasa;
      const isi = sel.map((s, i) => bungkus(this.bersih(s), huruf.ukur, 9.5, ws[i] - 10, 3));
      const tinggi = Math.max(...isi.map((l) => l.length)) * 13 + 8;
      // A table going on over a page break repeats its header row.
      if (this.muat(tinggi) && !latar) barisTabel(b.kolom, 'tebal', true);
      if (latar) this.kotak(TEPI, this.y - tinggi, LEBAR, tinggi);
      const atas = this.y;
      isi.forEach((l, i) =>
        l.forEach((t, n) => {
          this.y = atas - 4 - n * 13;
          this.teks(t, xs[i] + 5, 9.5, h);
        }),
      );
      this.y = atas - tinggi;
      this.garis(this.y);
    };
    this.muat(60);
    barisTabel(b.kolom, 'tebal', true);
    b.baris.forEach((sel, i) => barisTabel(sel, b.tebalTerakhir && i === b.baris.length - 1 ? 'tebal' : 'biasa'));
    this.y -= 8;
  }
}

/** The proposal as an A4 PDF in the standard Helvetica fonts (nothing to embed; any reader shows it). */
export async function proposalKePdf(isi: IsiProposal): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Proposal ${isi.nama}`);
  doc.setSubject(`${isi.tanggal}, ${isi.tempat}`);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  doc.setLanguage('id-ID');
  const [biasa, tebal] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const tata = new Tata(doc, { font: biasa, ukur: pengukur(biasa) }, { font: tebal, ukur: pengukur(tebal) }, pembersih(biasa));
  tata.sampul(isi);
  for (const b of isi.blok) tata.blok(b);
  tata.kaki(isi.nama);
  return doc.save({ useObjectStreams: true });
}
