import { PDFDocument, StandardFonts } from 'pdf-lib';
import { namaRonde } from '../../../../domain/bagan/ronde';
import type { BaganTampil } from '../../../data/bagan/types';
import { bagianLanjutan, bagiHalaman, HALAMAN, type Bagian } from './halaman';
import { gambarBagan, indeksMatch } from './bagan';
import { gambarKaki, gambarKepala } from './kepala';
import { pembersihTeks } from './teks';

/**
 * The bracket PDF (loaded on demand by ./index.ts, with pdf-lib): A4 landscape, each class on its own
 * page(s) in the order given, the standard Helvetica fonts (nothing fetched, works offline).
 */

export const PDF_MSG = { kosong: 'Tidak ada bagan untuk dicetak' } as const;

export interface OpsiPdf {
  /** The time printed in the footer (default: now). */
  dicetakPada?: Date;
}

interface Rencana {
  kelas: BaganTampil;
  bagian: Bagian[];
  /** Index of this page's part in `bagian`. */
  i: number;
  /** 1-based page number of the class's first page. */
  halamanPertama: number;
}

function rencanakan(kelas: readonly BaganTampil[]): Rencana[] {
  const rencana: Rencana[] = [];
  for (const k of kelas) {
    const bagian = k.matches.length === 0 ? bagiHalaman(0) : bagiHalaman(k.jumlah_ronde);
    const halamanPertama = rencana.length + 1;
    bagian.forEach((_, i) => rencana.push({ kelas: k, bagian, i, halamanPertama }));
  }
  return rencana;
}

function rentangRonde(b: Bagian, jumlah_ronde: number): string {
  const awal = namaRonde(b.rondeAwal, jumlah_ronde);
  return b.rondeAwal === b.rondeAkhir ? awal : `${awal} – ${namaRonde(b.rondeAkhir, jumlah_ronde)}`;
}

export async function susunPdf(kelas: readonly BaganTampil[], opsi: OpsiPdf = {}): Promise<Uint8Array> {
  if (kelas.length === 0) throw new RangeError(PDF_MSG.kosong);
  const dicetak = opsi.dicetakPada ?? new Date();
  const doc = await PDFDocument.create();
  const [biasa, tebal, miring] = await Promise.all(
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique].map((f) => doc.embedFont(f)),
  );
  const huruf = { biasa, tebal, miring, bersih: pembersihTeks(biasa) };
  const pertama = kelas[0];
  doc.setTitle(
    kelas.length === 1 ? `Bagan ${pertama.judulKelas} – ${pertama.kompetisi.nama_event}` : `Bagan ${pertama.kompetisi.nama_event}`,
  );
  doc.setSubject(kelas.length === 1 ? pertama.judulKelas : `${kelas.length} kelas`);
  doc.setCreator('Arena TKD');
  doc.setProducer('Arena TKD');
  doc.setLanguage('id-ID');
  doc.setCreationDate(dicetak);
  doc.setModificationDate(dicetak);

  const rencana = rencanakan(kelas);
  const indeks = new Map<BaganTampil, ReturnType<typeof indeksMatch>>();
  rencana.forEach((r, n) => {
    const page = doc.addPage([HALAMAN.lebar, HALAMAN.tinggi]);
    const b = r.bagian[r.i];
    const matches = indeks.get(r.kelas) ?? indeksMatch(r.kelas.matches);
    indeks.set(r.kelas, matches);
    gambarKepala(page, huruf, r.kelas, {
      bagian: r.i + 1,
      jumlahBagian: r.bagian.length,
      rentangRonde: rentangRonde(b, r.kelas.jumlah_ronde),
    });
    const lanjut = b.rondeAkhir < r.kelas.jumlah_ronde ? bagianLanjutan(r.bagian, b.rondeAkhir, b.posisiPuncak) : -1;
    gambarBagan(page, huruf, r.kelas, matches, b, { halamanLanjut: lanjut >= 0 ? r.halamanPertama + lanjut : null });
    gambarKaki(page, huruf, dicetak, n + 1, rencana.length);
  });
  return doc.save();
}
