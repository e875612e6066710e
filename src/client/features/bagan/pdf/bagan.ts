import type { PDFPage } from 'pdf-lib';
import { namaRonde } from '../../../../domain/bagan/ronde';
import type { MatchBagan } from '../../../../domain/bagan/types';
import type { BaganTampil } from '../../../data/bagan/types';
import { WARNA, tulis, type Huruf } from './gaya';
import { rentangPosisi, tataLetak, type Bagian, type Kotak } from './halaman';
import { gambarKartu } from './kartu';
import { AREA_BAGAN, gambarNamaRonde } from './kepala';

/** The bracket part of one page: round names, connector lines, match cards, and where a part goes on. */

export const TEKS_BELUM_DIBUAT = 'Bagan belum dibuat.';

export function indeksMatch(matches: readonly MatchBagan[]): Map<string, MatchBagan> {
  return new Map(matches.map((m) => [`${m.ronde}:${m.posisi}`, m]));
}

export interface OpsiBagan {
  /** Page number on which the part's top match continues (when the class goes on after this part). */
  halamanLanjut: number | null;
}

export function gambarBagan(page: PDFPage, huruf: Huruf, k: BaganTampil, matches: Map<string, MatchBagan>, b: Bagian, o: OpsiBagan): void {
  if (b.rondeAkhir < b.rondeAwal || matches.size === 0) {
    tulis(page, huruf, TEKS_BELUM_DIBUAT, {
      x: AREA_BAGAN.x + AREA_BAGAN.w / 2,
      y: AREA_BAGAN.y + AREA_BAGAN.h / 2,
      ukuran: 14,
      font: huruf.miring,
      warna: WARNA.redup,
      rata: 'tengah',
    });
    return;
  }
  const tl = tataLetak(b, AREA_BAGAN);
  gambarNamaRonde(
    page,
    huruf,
    tl.kolom.map((c) => ({ x: c.x, nama: namaRonde(c.ronde, k.jumlah_ronde) })),
    tl.lebarKolom,
  );
  const konteks = { page, huruf, peserta: k.peserta, cabang: k.cabang };
  for (let ronde = b.rondeAwal; ronde <= b.rondeAkhir; ronde += 1) {
    const { dari, sampai } = rentangPosisi(b, ronde);
    for (let posisi = dari; posisi <= sampai; posisi += 1) {
      const m = matches.get(`${ronde}:${posisi}`);
      if (!m) continue;
      const kotak = tl.kartu(ronde, posisi);
      if (ronde < b.rondeAkhir) gambarPenghubung(page, kotak, tl.kartu(ronde + 1, Math.ceil(posisi / 2)), posisi % 2 === 1, tl.celah);
      gambarKartu(konteks, m, kotak);
    }
  }
  if (o.halamanLanjut !== null) {
    const puncak = tl.kartu(b.rondeAkhir, b.posisiPuncak);
    tulis(page, huruf, `Lanjut di halaman ${o.halamanLanjut}`, {
      x: puncak.x + puncak.w,
      y: puncak.y - 9,
      ukuran: 7.5,
      font: huruf.miring,
      warna: WARNA.teks,
      rata: 'kanan',
    });
  }
}

/** Elbow from the middle of a card's right edge to the corner row it feeds in the next round. */
function gambarPenghubung(page: PDFPage, dari: Kotak, ke: Kotak, sudutB: boolean, celah: number): void {
  const x1 = dari.x + dari.w;
  const y1 = dari.y + dari.h / 2;
  const xm = x1 + celah / 2;
  const y2 = ke.y + ke.h * (sudutB ? 0.75 : 0.25);
  const garis = { thickness: 0.8, color: WARNA.garis };
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: xm, y: y1 }, ...garis });
  page.drawLine({ start: { x: xm, y: y1 }, end: { x: xm, y: y2 }, ...garis });
  page.drawLine({ start: { x: xm, y: y2 }, end: { x: ke.x, y: y2 }, ...garis });
}
