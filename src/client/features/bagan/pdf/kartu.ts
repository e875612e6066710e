import type { PDFPage } from 'pdf-lib';
import { isFreeDraw } from '../../../../domain/bagan/hasil';
import type { MatchBagan } from '../../../../domain/bagan/types';
import type { PesertaBagan } from '../../../../domain/schemas/bagan';
import { WARNA, tulis, ukuranMuat, type Huruf } from './gaya';
import type { Kotak } from './halaman';
import { formatSkor } from './teks';

/**
 * One match card: corner B on top, corner R below, each with name and dojang; the result when there is one
 * (scores at the right, the winner bold on a grey band with a ▶ marker and any decision other than points,
 * e.g. SUP; the loser greyed); 'Free draw' for
 * the empty side of a round-1 bye and 'Winner of previous match' for a later corner still to be decided.
 */

export const TEKS_FREE_DRAW = 'Free draw';
export const TEKS_MENUNGGU = 'Winner of previous match';

export interface KonteksKartu {
  page: PDFPage;
  huruf: Huruf;
  peserta: ReadonlyMap<number, PesertaBagan>;
  cabang: 'KYORUGI' | 'POOMSAE';
}

interface Sudut {
  label: 'B' | 'R';
  id: number | null;
}

/**
 * A row of ≥ 20 pt is roomy (wide corner tag). The name grows with the row up to 13 pt, scaled so that name and
 * dojang together fill about three quarters of a roomy row (half of it is the name's size) and leave a margin
 * above and below; a tight row (the 32-entry page) gives them a little more of its height.
 */
const LAPANG = 20;
const NAMA_MAKS = 13;
export const ukuranNamaBaris = (tinggiBaris: number) => Math.min(NAMA_MAKS, tinggiBaris * (tinggiBaris >= LAPANG ? 0.42 : 0.5));
const CAP = 0.72;
const TURUN = 0.22;

export function gambarKartu(k: KonteksKartu, m: MatchBagan, kotak: Kotak): void {
  const selesai = m.id_pemenang !== null && !isFreeDraw(m);
  const tinggi = kotak.h / 2;
  const ukuranNama = ukuranNamaBaris(tinggi);
  const skor = selesai ? [formatSkor(m.skor_a, k.cabang), formatSkor(m.skor_b, k.cabang)] : null;
  const lebarSkor = skor ? Math.max(...skor.map((s) => k.huruf.tebal.widthOfTextAtSize(s, ukuranNama))) + 7 : 0;
  const sudut: Sudut[] = [
    { label: 'B', id: m.id_peserta_a },
    { label: 'R', id: m.id_peserta_b },
  ];
  sudut.forEach((s, i) => {
    const menang = selesai && s.id === m.id_pemenang;
    gambarBaris(k, { x: kotak.x, y: kotak.y + (i === 0 ? tinggi : 0), w: kotak.w, h: tinggi }, s, {
      ukuranNama,
      lebarSkor,
      skor: skor?.[i] ?? null,
      status: !selesai ? 'belum' : menang ? 'menang' : 'kalah',
      keputusan: menang && m.keputusan && m.keputusan !== 'PTF' ? m.keputusan : null,
      kosong: m.ronde === 1 ? TEKS_FREE_DRAW : TEKS_MENUNGGU,
    });
  });
  const { page } = k;
  page.drawLine({
    start: { x: kotak.x, y: kotak.y + tinggi },
    end: { x: kotak.x + kotak.w, y: kotak.y + tinggi },
    thickness: 0.4,
    color: WARNA.pemisah,
  });
  page.drawRectangle({ x: kotak.x, y: kotak.y, width: kotak.w, height: kotak.h, borderColor: WARNA.hitam, borderWidth: 0.7 });
}

interface OpsiBaris {
  ukuranNama: number;
  lebarSkor: number;
  skor: string | null;
  status: 'belum' | 'menang' | 'kalah';
  keputusan: string | null;
  kosong: string;
}

function gambarBaris(k: KonteksKartu, b: Kotak, s: Sudut, o: OpsiBaris): void {
  const { page, huruf } = k;
  const tengah = (ukuran: number) => b.y + (b.h - ukuran * CAP) / 2;
  const lebarTanda = b.h >= LAPANG ? Math.min(18, b.h * 0.55) : b.h * 0.85;
  page.drawRectangle({ x: b.x, y: b.y, width: lebarTanda, height: b.h, color: s.label === 'B' ? WARNA.biru : WARNA.merah });
  tulis(page, huruf, s.label, {
    x: b.x + lebarTanda / 2,
    y: tengah(o.ukuranNama),
    ukuran: o.ukuranNama,
    font: huruf.tebal,
    warna: WARNA.putih,
    rata: 'tengah',
  });
  if (o.status === 'menang') page.drawRectangle({ x: b.x + lebarTanda, y: b.y, width: b.w - lebarTanda, height: b.h, color: WARNA.menang });

  const kanan = b.x + b.w;
  let xKanan = kanan - o.lebarSkor;
  if (o.skor !== null) {
    page.drawLine({ start: { x: xKanan, y: b.y }, end: { x: xKanan, y: b.y + b.h }, thickness: 0.4, color: WARNA.pemisah });
    tulis(page, huruf, o.skor, {
      x: kanan - 3.5,
      y: tengah(o.ukuranNama),
      ukuran: o.ukuranNama,
      font: o.status === 'menang' ? huruf.tebal : huruf.biasa,
      warna: o.status === 'kalah' ? WARNA.redup : WARNA.hitam,
      rata: 'kanan',
    });
    xKanan -= 3;
  }
  if (o.status === 'menang') {
    const tanda = o.ukuranNama * 0.55;
    xKanan -= tanda;
    page.drawSvgPath(`M 0 ${-tanda / 2} L ${tanda} 0 L 0 ${tanda / 2} Z`, { x: xKanan, y: b.y + b.h / 2, color: WARNA.hitam });
    if (o.keputusan) {
      const ukuran = o.ukuranNama * 0.72;
      xKanan -=
        2.5 +
        tulis(page, huruf, o.keputusan, {
          x: xKanan - 2.5,
          y: tengah(ukuran),
          ukuran,
          font: huruf.tebal,
          warna: WARNA.redup,
          rata: 'kanan',
        });
    }
  }
  const x = b.x + lebarTanda + 3.5;
  const lebar = xKanan - 3 - x;
  const p = s.id === null ? undefined : k.peserta.get(s.id);
  if (!p) {
    // An id the entry list does not hold (should not happen) still shows which entry it is.
    const ukuran = o.ukuranNama * 0.9;
    tulis(page, huruf, s.id === null ? o.kosong : `#${s.id}`, {
      x,
      y: tengah(ukuran),
      ukuran,
      font: huruf.miring,
      warna: WARNA.redup,
      lebar,
    });
    return;
  }
  // A long name (a team's members) shrinks a little before it is cut; the dojang stays smaller than the name.
  const ukuranNama = ukuranMuat(huruf.bersih(p.nama), huruf.tebal, o.ukuranNama, Math.max(6.5, o.ukuranNama * 0.72), lebar);
  const ukuranDojang = Math.min(Math.max(5.2, o.ukuranNama * 0.76), ukuranNama * 0.9);
  const jarak = o.ukuranNama * (b.h >= LAPANG ? 0.34 : 0.24);
  const blok = o.ukuranNama * CAP + jarak + ukuranDojang * (CAP + TURUN);
  const yNama = b.y + (b.h + blok) / 2 - o.ukuranNama * CAP;
  tulis(page, huruf, p.nama, {
    x,
    y: yNama,
    ukuran: ukuranNama,
    font: o.status === 'menang' ? huruf.tebal : huruf.biasa,
    warna: o.status === 'kalah' ? WARNA.redup : WARNA.hitam,
    lebar,
  });
  tulis(page, huruf, p.nama_dojang, {
    x,
    y: yNama - jarak - ukuranDojang * CAP,
    ukuran: ukuranDojang,
    font: huruf.biasa,
    warna: WARNA.redup,
    lebar,
    ukuranMin: Math.min(ukuranDojang, 5.2),
  });
}
