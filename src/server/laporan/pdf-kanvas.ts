import { deflateSync } from 'node:zlib';
import { PDFNumber, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { literalWinAnsi } from './pdf-teks';

export type Warna = readonly [number, number, number];
export type Huruf = 'biasa' | 'tebal';

const n = (x: number) => (Math.round(x * 100) / 100).toString();
const warna = (w: Warna) => `${n(w[0])} ${n(w[1])} ${n(w[2])}`;

/**
 * One page's drawing as raw PDF operators, written to a single compressed content stream when done. pdf-lib
 * keeps the document (pages, fonts, cross-reference); drawing through its drawText costs a dozen operator
 * objects per call, which for 5,000 rows × 8 cells took seconds — a table is text and rectangles only.
 */
export class Kanvas {
  private readonly ops: string[] = [];
  /** The fonts' resource names on this page, with their slash ('/LB-123'). */
  private readonly nama: Record<Huruf, string>;

  constructor(
    private readonly doc: PDFDocument,
    readonly page: PDFPage,
    fonts: Record<Huruf, PDFFont>,
  ) {
    this.nama = {
      biasa: page.node.newFontDictionary('LB', fonts.biasa.ref).toString(),
      tebal: page.node.newFontDictionary('LT', fonts.tebal.ref).toString(),
    };
  }

  kotak(x: number, y: number, w: number, h: number, isi: Warna): void {
    this.ops.push(`${warna(isi)} rg ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`);
  }

  garis(x1: number, y1: number, x2: number, y2: number, tebal: number, w: Warna): void {
    this.ops.push(`${n(tebal)} w ${warna(w)} RG ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** Text already cleaned for the font (pembersih), its baseline at y. */
  teks(s: string, x: number, y: number, ukuran: number, huruf: Huruf, w: Warna = [0, 0, 0]): void {
    if (!s) return;
    this.ops.push(`BT ${this.nama[huruf]} ${n(ukuran)} Tf ${warna(w)} rg ${n(x)} ${n(y)} Td (${literalWinAnsi(s)}) Tj ET`);
  }

  /** Adds what was drawn to the page as one Flate-compressed content stream. */
  selesai(): void {
    if (this.ops.length === 0) return;
    const isi = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const stream = this.doc.context.stream(isi, { Filter: 'FlateDecode', Length: PDFNumber.of(isi.length) });
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.ops.length = 0;
  }
}
