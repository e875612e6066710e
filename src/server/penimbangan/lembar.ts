import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatKg, type EntriTimbang } from '../../domain/penimbangan';
import { pembersih, pengukur, potong, type Ukur } from '../laporan/pdf-teks';

/**
 * The official weigh-in sheet for the technical meeting: per class (a new page each) the entries with every
 * attempt (weight, verdict, desk, time WIB), the result and any decision, then signature lines.
 */

const A4L: [number, number] = [841.89, 595.28];
const TEPI = 36;
const GELAP = rgb(0.1, 0.12, 0.16);
const ABU = rgb(0.38, 0.4, 0.45);
const MERAH = rgb(0.72, 0.11, 0.11);
const GARIS = rgb(0.82, 0.84, 0.87);
const LATAR = rgb(0.95, 0.96, 0.97);
const BARIS = 16;

export interface KepalaLembar {
  nama_event: string;
  tanggal: string;
  lokasi: string | null;
}

const KOLOM: [judul: string, lebar: number][] = [
  ['No', 24],
  ['Nama Atlet', 170],
  ['Dojang', 150],
  ['Percobaan 1', 110],
  ['Percobaan 2', 110],
  ['Lainnya', 90],
  ['Hasil', 60],
  ['Keputusan', 55],
];

const jamWib = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(11, 16);
const percobaanTeks = (p: EntriTimbang['percobaan'][number] | undefined) =>
  p ? `${formatKg(p.berat_gram)} kg ${p.lolos ? 'lolos' : 'gagal'} ${jamWib(p.ditimbang_pada)}` : '-';

export async function lembarTimbangPdf(
  kepala: KepalaLembar,
  kelas: { label: string; batas: string; entri: EntriTimbang[] }[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Lembar Penimbangan - ${kepala.nama_event}`);
  const biasa = await doc.embedFont(StandardFonts.Helvetica);
  const tebal = await doc.embedFont(StandardFonts.HelveticaBold);
  const bersih = pembersih(biasa);
  const ukur: Record<'b' | 't', Ukur> = { b: pengukur(biasa), t: pengukur(tebal) };
  let page: PDFPage;
  let y = 0;
  const teks = (s: string, x: number, ukuran: number, font: PDFFont = biasa, warna = GELAP, lebar?: number) => {
    const t = bersih(s);
    page.drawText(lebar ? potong(t, font === tebal ? ukur.t : ukur.b, ukuran, lebar) : t, { x, y, size: ukuran, font, color: warna });
  };
  const halaman = (k: { label: string; batas: string }, lanjut: boolean) => {
    page = doc.addPage(A4L);
    y = A4L[1] - TEPI - 12;
    teks('LEMBAR PENIMBANGAN RESMI', TEPI, 14, tebal, MERAH);
    y -= 16;
    teks(`${kepala.nama_event} — ${kepala.tanggal}${kepala.lokasi ? ` — ${kepala.lokasi}` : ''}`, TEPI, 10, biasa, ABU);
    y -= 20;
    teks(`${k.label}${lanjut ? ' (lanjutan)' : ''}`, TEPI, 12, tebal);
    y -= 14;
    teks(k.batas, TEPI, 9, biasa, ABU);
    y -= 18;
    page.drawRectangle({ x: TEPI, y: y - 4, width: A4L[0] - 2 * TEPI, height: BARIS, color: LATAR });
    let x = TEPI + 4;
    for (const [judul, lebar] of KOLOM) {
      teks(judul, x, 8, tebal);
      x += lebar;
    }
    y -= BARIS;
  };
  if (kelas.length === 0) {
    halaman({ label: 'Tidak ada peserta yang ditimbang', batas: '' }, false);
  }
  for (const k of kelas) {
    halaman(k, false);
    k.entri.forEach((e, i) => {
      if (y < TEPI + 90) halaman(k, true);
      // A voided attempt does not take an attempt's column; it is listed under 'Lainnya' as voided.
      const resmi = e.percobaan.filter((p) => p.jenis === 'RESMI' && !p.dibatalkan);
      const batal = e.percobaan.filter((p) => p.dibatalkan);
      const lain = [...resmi.slice(2), ...e.percobaan.filter((p) => p.jenis === 'ACAK' && !p.dibatalkan), ...batal]
        .map((p) => `${p.jenis === 'ACAK' ? 'acak ' : ''}${formatKg(p.berat_gram)} ${p.dibatalkan ? 'batal' : p.lolos ? 'lolos' : 'gagal'}`)
        .join(', ');
      const cells = [
        String(i + 1),
        e.nama_atlet,
        e.nama_dojang,
        percobaanTeks(resmi[0]),
        percobaanTeks(resmi[1]),
        lain || '-',
        e.hasil,
        e.keputusan ? (e.keputusan.jenis === 'PINDAH' ? 'Pindah' : 'DSQ') : '-',
      ];
      let x = TEPI + 4;
      cells.forEach((c, j) => {
        const [, lebar] = KOLOM[j];
        teks(c, x, 8, j === 6 ? tebal : biasa, j === 6 && c === 'GAGAL' ? MERAH : GELAP, lebar - 6);
        x += lebar;
      });
      page.drawLine({ start: { x: TEPI, y: y - 5 }, end: { x: A4L[0] - TEPI, y: y - 5 }, thickness: 0.5, color: GARIS });
      y -= BARIS;
    });
    // Signature lines: the desk and the competition's referee in charge.
    if (y < TEPI + 80) halaman(k, true);
    y -= 40;
    const tanda = ['Petugas Penimbangan', 'Ketua Pertandingan', 'Perwakilan Tim/Pelatih'];
    tanda.forEach((judul, i) => {
      const x = TEPI + i * 250;
      page.drawLine({ start: { x, y }, end: { x: x + 200, y }, thickness: 0.7, color: GELAP });
      const simpan = y;
      y -= 12;
      teks(judul, x, 9, biasa, ABU);
      y = simpan;
    });
    y -= 30;
  }
  return doc.save();
}
