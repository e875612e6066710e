import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { inisial } from '../../../../domain/kartu/kelas';
import { urlKartu, type DaftarKartu, type Kartu } from '../../../../domain/schemas/kartu';
import { qrPath } from '../../../ui/pdf/qr';
import { bungkus, mm, muatkan, pembersihTeks, rentangTanggal } from '../../../ui/pdf/teks';
import { fotoKecil } from './foto';

/**
 * The ID-card PDF (loaded on demand with pdf-lib and qrcode): ID-1 cards (85.6 × 54 mm) ten to an A4 page
 * (2 × 5, touching, so one cut serves two cards), cut marks in the margins on every cut line, each card with
 * the competition, the pas foto (or the initials), name, dojang, class, its number and the QR of
 * `${dasar_url}/kartu/<kode>`. Helvetica only: nothing fetched, works offline.
 */

export const KARTU_MM = { lebar: 85.6, tinggi: 54 } as const;
const A4 = { lebar: mm(210), tinggi: mm(297) };
const KOLOM = 2;
const BARIS = 5;
const W = mm(KARTU_MM.lebar);
const H = mm(KARTU_MM.tinggi);
const X0 = (A4.lebar - KOLOM * W) / 2;
const Y0 = (A4.tinggi - BARIS * H) / 2;

const GELAP = rgb(0.07, 0.1, 0.2);
const EMAS = rgb(0.85, 0.65, 0.13);
const TEKS = rgb(0.1, 0.1, 0.1);
const REDUP = rgb(0.4, 0.4, 0.4);
const BINGKAI = rgb(0.82, 0.82, 0.82);

export interface OpsiKartuPdf {
  /** A card's photo as a Blob (from the device's copy), or null. */
  foto: (path: string) => Promise<Blob | null>;
  /** Called after each card is laid out. */
  kemajuan?: (selesai: number, total: number) => void;
}

interface Huruf {
  biasa: PDFFont;
  tebal: PDFFont;
  bersih: (s: string) => string;
}

export async function susunPdfKartu(d: DaftarKartu, kartu: readonly Kartu[], opsi: OpsiKartuPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [biasa, tebal] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const huruf: Huruf = { biasa, tebal, bersih: pembersihTeks(biasa) };
  doc.setTitle(`Kartu Peserta – ${d.kompetisi.nama_event}`);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  doc.setLanguage('id-ID');
  const foto = new Map<string, PDFImage | null>();
  const ambilFoto = async (path: string | null): Promise<PDFImage | null> => {
    if (!path) return null;
    if (!foto.has(path)) {
      const blob = await opsi.foto(path);
      const kecil = blob ? await fotoKecil(blob) : null;
      foto.set(path, kecil ? await doc.embedJpg(kecil).catch(() => null) : null);
    }
    return foto.get(path) ?? null;
  };
  const acara = [rentangTanggal(d.kompetisi.tanggal_mulai, d.kompetisi.tanggal_selesai), d.kompetisi.lokasi?.trim()]
    .filter(Boolean)
    .join(' · ');
  let page: PDFPage | null = null;
  for (let i = 0; i < kartu.length; i++) {
    const n = i % (KOLOM * BARIS);
    if (n === 0) {
      page = doc.addPage([A4.lebar, A4.tinggi]);
      tandaPotong(page);
    }
    const x = X0 + (n % KOLOM) * W;
    const y = A4.tinggi - Y0 - (Math.floor(n / KOLOM) + 1) * H;
    gambarKartu(
      page!,
      huruf,
      x,
      y,
      kartu[i],
      { nama_event: d.kompetisi.nama_event, acara, url: urlKartu(d.dasar_url, kartu[i].kode) },
      await ambilFoto(kartu[i].pas_foto),
    );
    opsi.kemajuan?.(i + 1, kartu.length);
    // Let the page breathe (progress, cancel) on long runs.
    if (i % 25 === 24) await new Promise((r) => setTimeout(r, 0));
  }
  return doc.save();
}

/** Cut marks: 4 mm lines in the margins on every vertical and horizontal cut, 1 mm off the cards. */
function tandaPotong(page: PDFPage) {
  const garis = { thickness: 0.4, color: TEKS };
  const panjang = mm(4);
  const jarak = mm(1);
  for (let c = 0; c <= KOLOM; c++) {
    const x = X0 + c * W;
    page.drawLine({ start: { x, y: Y0 - jarak }, end: { x, y: Y0 - jarak - panjang }, ...garis });
    page.drawLine({ start: { x, y: A4.tinggi - Y0 + jarak }, end: { x, y: A4.tinggi - Y0 + jarak + panjang }, ...garis });
  }
  for (let r = 0; r <= BARIS; r++) {
    const y = Y0 + r * H;
    page.drawLine({ start: { x: X0 - jarak, y }, end: { x: X0 - jarak - panjang, y }, ...garis });
    page.drawLine({ start: { x: A4.lebar - X0 + jarak, y }, end: { x: A4.lebar - X0 + jarak + panjang, y }, ...garis });
  }
}

function tulis(
  page: PDFPage,
  h: Huruf,
  teks: string,
  o: { x: number; y: number; ukuran: number; font: PDFFont; lebar: number; min?: number; warna?: ReturnType<typeof rgb> },
) {
  const m = muatkan(h.bersih(teks), o.font, o.ukuran, o.min ?? o.ukuran, o.lebar);
  if (m.teks) page.drawText(m.teks, { x: o.x, y: o.y, size: m.ukuran, font: o.font, color: o.warna ?? TEKS });
}

function gambarKartu(
  page: PDFPage,
  h: Huruf,
  x: number,
  y: number,
  k: Kartu,
  a: { nama_event: string; acara: string; url: string },
  foto: PDFImage | null,
) {
  page.drawRectangle({ x, y, width: W, height: H, borderColor: BINGKAI, borderWidth: 0.3 });
  const pita = mm(11);
  page.drawRectangle({ x, y: y + H - pita, width: W, height: pita, color: GELAP });
  page.drawRectangle({ x, y: y + H - pita - mm(0.8), width: W, height: mm(0.8), color: EMAS });
  tulis(page, h, a.nama_event, {
    x: x + mm(3),
    y: y + H - mm(5),
    ukuran: 8,
    min: 5.5,
    font: h.tebal,
    lebar: W - mm(6),
    warna: rgb(1, 1, 1),
  });
  tulis(page, h, a.acara, {
    x: x + mm(3),
    y: y + H - mm(8.8),
    ukuran: 5.5,
    min: 4.5,
    font: h.biasa,
    lebar: W - mm(6),
    warna: rgb(0.9, 0.9, 0.9),
  });

  // Photo (20 × 25 mm) or the initials.
  const fx = x + mm(3.5);
  const fw = mm(20);
  const fh = mm(25);
  const fy = y + H - pita - mm(2.5) - fh;
  if (foto) page.drawImage(foto, { x: fx, y: fy, width: fw, height: fh });
  else {
    page.drawRectangle({ x: fx, y: fy, width: fw, height: fh, color: rgb(0.9, 0.91, 0.94) });
    const ini = h.bersih(inisial(k.nama));
    const u = 22;
    page.drawText(ini, {
      x: fx + (fw - h.tebal.widthOfTextAtSize(ini, u)) / 2,
      y: fy + fh / 2 - u * 0.35,
      size: u,
      font: h.tebal,
      color: REDUP,
    });
  }
  page.drawRectangle({ x: fx, y: fy, width: fw, height: fh, borderColor: BINGKAI, borderWidth: 0.4 });

  // Texts beside the photo; the class stops before the QR.
  const tx = fx + fw + mm(3);
  const lebar = x + W - mm(3) - tx;
  const jenis = k.jenis === 'PELATIH' ? 'PELATIH' : 'PESERTA';
  page.drawText(jenis, {
    x: tx,
    y: fy + fh - mm(2.2),
    size: 5.5,
    font: h.tebal,
    color: k.jenis === 'PELATIH' ? EMAS : rgb(0.1, 0.3, 0.72),
  });
  const nama = bungkus(h.bersih(k.nama), h.tebal, 9, lebar, 2);
  let ty = fy + fh - mm(6);
  for (const b of nama) {
    page.drawText(b, { x: tx, y: ty, size: 9, font: h.tebal, color: TEKS });
    ty -= 10;
  }
  tulis(page, h, k.nama_dojang, { x: tx, y: ty - 1, ukuran: 7, min: 5.5, font: h.biasa, lebar, warna: REDUP });
  const qr = mm(17);
  const qx = x + W - mm(3) - qr;
  const qy = y + mm(3);
  const lebarKelas = qx - mm(1.5) - tx;
  let ky = ty - 11;
  for (const b of barisKelas(h.bersih(k.kelas_label), h.biasa, 6.5, lebarKelas)) {
    page.drawText(b, { x: tx, y: ky, size: 6.5, font: h.biasa, color: TEKS });
    ky -= 7.5;
  }

  const q = qrPath(a.url);
  const skala = qr / q.ukuran;
  page.drawSvgPath(q.path, { x: qx, y: qy + qr, scale: skala, color: rgb(0, 0, 0), borderWidth: 0 });
  tulis(page, h, `No. ${k.kode}`, { x: fx, y: y + mm(3.2), ukuran: 6, min: 4.5, font: h.tebal, lebar: qx - fx - mm(2) });
}

/** The class on up to 3 lines, broken between its parts ('Kyorugi Prestasi', 'Cadet Putra', 'Under 45 kg') where it can. */
function barisKelas(teks: string, font: PDFFont, ukuran: number, lebar: number): string[] {
  const baris: string[] = [];
  for (const bagian of teks.split(' · ')) {
    const akhir = baris.length - 1;
    if (akhir >= 0 && font.widthOfTextAtSize(`${baris[akhir]} · ${bagian}`, ukuran) <= lebar) baris[akhir] = `${baris[akhir]} · ${bagian}`;
    else baris.push(...bungkus(bagian, font, ukuran, lebar, 2));
  }
  return baris.length > 3 ? [...baris.slice(0, 2), muatkan(baris.slice(2).join(' · '), font, ukuran, ukuran, lebar).teks] : baris;
}
