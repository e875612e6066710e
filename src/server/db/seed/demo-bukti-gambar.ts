import { deflateSync } from 'node:zlib';

/**
 * A small, real PNG for the demo's transfer proofs: a bank-app receipt (blue header, the lines of text,
 * a green 'BERHASIL' band) drawn with a 5×7 pixel font, so the proof viewer shows something that reads
 * like a proof. No image library: raw RGB rows, zlib and the PNG chunk CRC.
 */

// 5×7 glyphs, one hex byte per row (bit 4 = leftmost pixel).
const FONT: Record<string, string> = {
  A: '0E1111111F1111',
  B: '1E11111E11111E',
  C: '0E11101010110E',
  D: '1C12111111121C',
  E: '1F10101E10101F',
  F: '1F10101E101010',
  G: '0E11101711110F',
  H: '1111111F111111',
  I: '0E04040404040E',
  J: '0702020202120C',
  K: '11121418141211',
  L: '1010101010101F',
  M: '111B1515111111',
  N: '11111915131111',
  O: '0E11111111110E',
  P: '1E11111E101010',
  Q: '0E11111115120D',
  R: '1E11111E141211',
  S: '0F10100E01011E',
  T: '1F040404040404',
  U: '1111111111110E',
  V: '11111111110A04',
  W: '1111111515150A',
  X: '11110A040A1111',
  Y: '1111110A040404',
  Z: '1F01020408101F',
  0: '0E11131519110E',
  1: '040C040404040E',
  2: '0E11010204081F',
  3: '1F02040201110E',
  4: '02060A121F0202',
  5: '1F101E0101110E',
  6: '0608101E11110E',
  7: '1F010204080808',
  8: '0E11110E11110E',
  9: '0E11110F01020C',
  '.': '00000000000C0C',
  ':': '000C0C000C0C00',
  '-': '0000001F000000',
  '/': '00010204081000',
  ',': '000000000C0408',
};

export type Rgb = readonly [number, number, number];

export class Kanvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3).fill(255);
  }

  kotak(x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) {
    const x = Math.round(x0);
    const y = Math.round(y0);
    for (let j = Math.max(0, y); j < Math.min(this.h, y + h); j++) {
      for (let i = Math.max(0, x); i < Math.min(this.w, x + w); i++) this.px.set([r, g, b], (j * this.w + i) * 3);
    }
  }

  /** Upper-case text at (x, y), each font pixel `s` screen pixels; characters without a glyph stay blank. */
  teks(text: string, x: number, y: number, s: number, warna: Rgb) {
    [...text.toUpperCase()].forEach((c, n) => {
      const g = FONT[c];
      if (!g) return;
      for (let row = 0; row < 7; row++) {
        const bits = parseInt(g.slice(row * 2, row * 2 + 2), 16);
        for (let col = 0; col < 5; col++) if (bits & (16 >> col)) this.kotak(x + (n * 6 + col) * s, y + row * s, s, s, warna);
      }
    });
  }

  lebarTeks = (text: string, s: number) => text.length * 6 * s - s;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export function png(k: Kanvas): Buffer {
  const raw = Buffer.alloc((k.w * 3 + 1) * k.h);
  for (let y = 0; y < k.h; y++) raw.set(k.px.subarray(y * k.w * 3, (y + 1) * k.w * 3), y * (k.w * 3 + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(k.w, 0);
  ihdr.writeUInt32BE(k.h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

export interface IsiBukti {
  bank: string;
  rekening: string;
  atasNama: string;
  pengirim: string;
  /** 'RP 3.500.000'. */
  jumlah: string;
  berita: string;
  tanggal: string;
}

/** Words into lines of at most `n` characters (a longer word is cut). */
function potong(text: string, n: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= n) lines[last] += ` ${word}`;
    else lines.push(word.slice(0, n));
  }
  return lines;
}

/** The receipt as PNG bytes (360×570, about 5 KB). */
export function gambarBukti(isi: IsiBukti): Buffer {
  const k = new Kanvas(360, 570);
  const biru: Rgb = [29, 78, 216];
  const abu: Rgb = [100, 116, 139];
  const hitam: Rgb = [15, 23, 42];
  k.kotak(0, 0, 360, 84, biru);
  k.teks('BUKTI TRANSFER', (360 - k.lebarTeks('BUKTI TRANSFER', 3)) / 2, 20, 3, [255, 255, 255]);
  k.teks(isi.bank, (360 - k.lebarTeks(isi.bank, 2)) / 2, 56, 2, [191, 219, 254]);
  k.kotak(24, 112, 312, 56, [220, 252, 231]);
  k.teks('BERHASIL', (360 - k.lebarTeks('BERHASIL', 3)) / 2, 129, 3, [21, 128, 61]);
  const baris: [string, string][] = [
    ['TANGGAL', isi.tanggal],
    ['DARI', isi.pengirim],
    ['KE REKENING', isi.rekening],
    ['ATAS NAMA', isi.atasNama],
    ['BERITA', isi.berita],
    ['JUMLAH', isi.jumlah],
  ];
  let y = 188;
  for (const [label, nilai] of baris) {
    k.teks(label, 24, y, 2, abu);
    for (const line of potong(nilai, 26).slice(0, 2)) {
      y += 20;
      k.teks(line, 24, y, 2, hitam);
    }
    k.kotak(24, y + 24, 312, 1, [226, 232, 240]);
    y += 36;
  }
  return png(k);
}
