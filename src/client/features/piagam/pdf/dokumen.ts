import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { KERTAS_MM, type BidangPiagam, type TataLetak } from '../../../../domain/piagam/tata-letak';
import { urlVerifikasi } from '../../../../domain/schemas/kartu';
import type { DaftarPiagam, Piagam } from '../../../../domain/schemas/piagam';
import { qrPath } from '../../../ui/pdf/qr';
import { mm, muatkan, pembersihTeks, rentangTanggal } from '../../../ui/pdf/teks';
import { TATA_LETAK_LATAR } from '../tata-letak-latar';

/**
 * The certificate PDF (loaded on demand with pdf-lib and qrcode): one A4 landscape page per certificate with
 * the competition, its dates and place, the title (Juara 1 …), name, dojang, class, number and the QR of
 * `${dasar_url}/verifikasi/<kode>`. 'Dengan latar' draws a frame and the wording around them; 'tanpa latar'
 * only the texts, at the competition's layout, for pre-printed paper.
 */

export interface OpsiPiagamPdf {
  tanpaLatar: boolean;
  /** The layout of 'tanpa latar'. */
  tataLetak: TataLetak;
  kemajuan?: (selesai: number, total: number) => void;
}

const HALAMAN = { lebar: mm(KERTAS_MM.lebar), tinggi: mm(KERTAS_MM.tinggi) };
const GELAP = rgb(0.07, 0.1, 0.2);
const EMAS = rgb(0.78, 0.58, 0.1);
const TEKS = rgb(0.1, 0.1, 0.1);

interface Huruf {
  biasa: PDFFont;
  tebal: PDFFont;
  miring: PDFFont;
  bersih: (s: string) => string;
}

/** The text each field prints for a certificate. */
export function isiBidang(d: DaftarPiagam, p: Piagam): Record<Exclude<BidangPiagam, 'qr'>, string> {
  const acara = [rentangTanggal(d.kompetisi.tanggal_mulai, d.kompetisi.tanggal_selesai), d.kompetisi.lokasi?.trim()]
    .filter(Boolean)
    .join(' · ');
  return {
    kompetisi: d.kompetisi.nama_event,
    acara,
    judul: p.judul,
    nama: p.nama,
    dojang: p.jenis === 'JUARA_UMUM' ? '' : p.nama_dojang,
    kelas: p.kelas_label ?? (p.kategori ? `Kategori ${p.kategori === 'prestasi' ? 'Prestasi' : 'Pemula'}` : ''),
    nomor: `No. ${p.kode}`,
  };
}

const FONT: Record<Exclude<BidangPiagam, 'qr'>, keyof Omit<Huruf, 'bersih'>> = {
  kompetisi: 'tebal',
  acara: 'biasa',
  judul: 'tebal',
  nama: 'tebal',
  dojang: 'biasa',
  kelas: 'biasa',
  nomor: 'biasa',
};

export async function susunPdfPiagam(d: DaftarPiagam, piagam: readonly Piagam[], opsi: OpsiPiagamPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [biasa, tebal, miring] = await Promise.all(
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique].map((f) => doc.embedFont(f)),
  );
  const h: Huruf = { biasa, tebal, miring, bersih: pembersihTeks(biasa) };
  doc.setTitle(`Piagam – ${d.kompetisi.nama_event}`);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  doc.setLanguage('id-ID');
  const letak = opsi.tanpaLatar ? opsi.tataLetak : TATA_LETAK_LATAR;
  for (let i = 0; i < piagam.length; i++) {
    const page = doc.addPage([HALAMAN.lebar, HALAMAN.tinggi]);
    if (!opsi.tanpaLatar) latar(page, h, piagam[i]);
    const isi = isiBidang(d, piagam[i]);
    for (const b of Object.keys(isi) as (keyof typeof isi)[]) {
      const pos = letak[b];
      const font = h[FONT[b]];
      const m = muatkan(h.bersih(isi[b]), font, pos.ukuran, Math.min(pos.ukuran, 7), mm(KERTAS_MM.lebar - 30));
      if (!m.teks) continue;
      const w = font.widthOfTextAtSize(m.teks, m.ukuran);
      page.drawText(m.teks, {
        x: mm(pos.x) - w / 2,
        y: HALAMAN.tinggi - mm(pos.y),
        size: m.ukuran,
        font,
        color: b === 'judul' && !opsi.tanpaLatar ? EMAS : TEKS,
      });
    }
    const q = qrPath(urlVerifikasi(d.dasar_url, piagam[i].kode));
    const sisi = mm(letak.qr.ukuran);
    page.drawSvgPath(q.path, {
      x: mm(letak.qr.x),
      y: HALAMAN.tinggi - mm(letak.qr.y),
      scale: sisi / q.ukuran,
      color: rgb(0, 0, 0),
      borderWidth: 0,
    });
    opsi.kemajuan?.(i + 1, piagam.length);
    if (i % 25 === 24) await new Promise((r) => setTimeout(r, 0));
  }
  return doc.save();
}

/** The frame and the wording around the fields ('dengan latar'). */
function latar(page: PDFPage, h: Huruf, p: Piagam) {
  const { lebar: W, tinggi: H } = HALAMAN;
  page.drawRectangle({ x: mm(8), y: mm(8), width: W - mm(16), height: H - mm(16), borderColor: GELAP, borderWidth: 3 });
  page.drawRectangle({ x: mm(11), y: mm(11), width: W - mm(22), height: H - mm(22), borderColor: EMAS, borderWidth: 1 });
  const tengah = (teks: string, y: number, ukuran: number, font: PDFFont, warna = TEKS) => {
    const t = h.bersih(teks);
    page.drawText(t, { x: W / 2 - font.widthOfTextAtSize(t, ukuran) / 2, y: H - mm(y), size: ukuran, font, color: warna });
  };
  tengah(p.jenis === 'PESERTA' ? 'SERTIFIKAT' : 'PIAGAM PENGHARGAAN', 34, 30, h.tebal, GELAP);
  tengah(p.jenis === 'JUARA_UMUM' ? 'diberikan kepada dojang' : 'diberikan kepada', 50, 12, h.miring);
  tengah(p.jenis === 'PESERTA' ? 'atas partisipasinya sebagai' : 'atas prestasinya sebagai', 93, 12, h.miring);
  tengah('pada', 129, 11, h.miring);
  page.drawLine({ start: { x: mm(30), y: mm(30) }, end: { x: mm(30) + mm(70), y: mm(30) }, thickness: 0.8, color: TEKS });
  page.drawText('Panitia Pelaksana', {
    x: mm(30) + mm(35) - h.biasa.widthOfTextAtSize('Panitia Pelaksana', 10) / 2,
    y: mm(24),
    size: 10,
    font: h.biasa,
    color: TEKS,
  });
}
