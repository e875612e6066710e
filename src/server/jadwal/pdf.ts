import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { labelPartai, partaiAsal, teksPemenangAsal, type Lapangan, type PartaiLapangan } from '../../domain/jadwal';
import { pembersih, pengukur, potong, type Ukur } from '../laporan/pdf-teks';

/**
 * A court's schedule for the technical meeting and the court table: A4 portrait, the court, day, start and
 * branch on top, then every bout in number order (class, round, blue and red corners with dojang, ETA in WIB),
 * a free column for the result.
 */

const A4: [number, number] = [595.28, 841.89];
const TEPI = 32;
const GELAP = rgb(0.1, 0.12, 0.16);
const ABU = rgb(0.38, 0.4, 0.45);
const MERAH = rgb(0.72, 0.11, 0.11);
const BIRU = rgb(0.1, 0.3, 0.7);
const GARIS = rgb(0.82, 0.84, 0.87);
const LATAR = rgb(0.95, 0.96, 0.97);
const BARIS = 15;
/** A bout takes two lines: class over round, name over dojang. */
const BARIS_PARTAI = 24;
const KOLOM: [judul: string, lebar: number][] = [
  ['No', 26],
  ['Perkiraan', 46],
  ['Kelas / Babak', 150],
  ['Biru (B)', 130],
  ['Merah (R)', 130],
  ['Hasil', 49],
];

const jamWib = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(11, 16) : '-');
const sudutTeks = (s: PartaiLapangan['sudut_a'], asal: string | null): [string, string] =>
  s ? [s.nama, s.nama_dojang] : [teksPemenangAsal(asal), ''];

export async function jadwalLapanganPdf(
  kepala: { nama_event: string; lokasi: string | null },
  l: Lapangan,
  partai: readonly PartaiLapangan[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Jadwal ${l.nama} ${l.tanggal} - ${kepala.nama_event}`);
  const biasa = await doc.embedFont(StandardFonts.Helvetica);
  const tebal = await doc.embedFont(StandardFonts.HelveticaBold);
  const bersih = pembersih(biasa);
  const ukur: Record<'b' | 't', Ukur> = { b: pengukur(biasa), t: pengukur(tebal) };
  let page!: PDFPage;
  let y = 0;
  const teks = (s: string, x: number, ukuran: number, font: PDFFont = biasa, warna = GELAP, lebar?: number) => {
    const t = bersih(s);
    page.drawText(lebar ? potong(t, font === tebal ? ukur.t : ukur.b, ukuran, lebar) : t, { x, y, size: ukuran, font, color: warna });
  };
  const halaman = (lanjut: boolean) => {
    page = doc.addPage(A4);
    y = A4[1] - TEPI - 12;
    teks(`JADWAL PERTANDINGAN — ${l.nama.toUpperCase()}${lanjut ? ' (lanjutan)' : ''}`, TEPI, 14, tebal, MERAH);
    y -= 16;
    teks(`${kepala.nama_event}${kepala.lokasi ? ` — ${kepala.lokasi}` : ''}`, TEPI, 10, biasa, ABU);
    y -= 14;
    const cabang = l.cabang === 'SEMUA' ? 'Kyorugi & Poomsae' : l.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae';
    teks(`${l.tanggal} — mulai ${l.mulai} WIB — ${cabang} — ${partai.length} partai`, TEPI, 10, biasa, ABU);
    y -= 22;
    page.drawRectangle({ x: TEPI, y: y - 4, width: A4[0] - 2 * TEPI, height: BARIS, color: LATAR });
    let x = TEPI + 4;
    for (const [judul, lebar] of KOLOM) {
      teks(judul, x, 8, tebal);
      x += lebar;
    }
    y -= BARIS;
  };
  halaman(false);
  if (partai.length === 0) teks('Belum ada partai bernomor di lapangan ini.', TEPI, 10, biasa, ABU);
  for (const p of partai) {
    if (y < TEPI + 36) halaman(true);
    const hasil =
      p.status === 'SELESAI' && p.id_pemenang !== null
        ? `${p.id_pemenang === p.sudut_a?.id_peserta_kompetisi ? 'B' : 'R'} ${p.keputusan ?? ''}`.trim()
        : '';
    // A corner still empty names the bout whose winner fills it ('Pemenang partai A-11').
    const asal = (sd: 'B' | 'R') => {
      const a = partaiAsal(partai, p, sd);
      return a ? labelPartai(l.kode, a.nomor) : null;
    };
    const [biru, dojangBiru] = sudutTeks(p.sudut_a, asal('B'));
    const [merah, dojangMerah] = sudutTeks(p.sudut_b, asal('R'));
    // Each column: the main line, and the line under it (round, dojang) in grey.
    const cells: [string, PDFFont, typeof GELAP, string][] = [
      [labelPartai(l.kode, p.nomor), tebal, GELAP, ''],
      [jamWib(p.eta ?? p.mulai_pada), biasa, GELAP, ''],
      [p.nama_kelas, biasa, GELAP, p.nama_ronde],
      [biru, biasa, BIRU, dojangBiru],
      [merah, biasa, MERAH, dojangMerah],
      [hasil, tebal, GELAP, ''],
    ];
    let x = TEPI + 4;
    cells.forEach(([c, font, warna, bawah], j) => {
      teks(c, x, 7.5, font, warna, KOLOM[j][1] - 5);
      if (bawah) {
        y -= 9;
        teks(bawah, x, 6.5, biasa, ABU, KOLOM[j][1] - 5);
        y += 9;
      }
      x += KOLOM[j][1];
    });
    page.drawLine({ start: { x: TEPI, y: y - 14 }, end: { x: A4[0] - TEPI, y: y - 14 }, thickness: 0.5, color: GARIS });
    y -= BARIS_PARTAI;
  }
  return doc.save();
}
