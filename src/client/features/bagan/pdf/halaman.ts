/**
 * Where a bracket goes on paper (pure geometry, no PDF library): which part of the bracket each page holds
 * and where each match card and column sits on an A4 landscape page (PDF points, origin bottom left).
 *
 * A page holds at most 5 rounds, i.e. 16 round-1 matches (32 entries): at that density a name is still
 * ~8 pt, readable on paper at arm's length at the mat. A larger bracket is cut into parts: rounds 1–5 one
 * page per round-5 match, then rounds 5–9 (the round-5 matches repeated as the leaves, with their results)
 * one page per round-9 match, and so on up to the final. A 64-entry class is 2 + 1 pages, 100 entries 4 + 1.
 */

export const HALAMAN = { lebar: 841.89, tinggi: 595.28, margin: 28.35 } as const;
export const RONDE_PER_HALAMAN = 5;

/** One page of a class: rounds rondeAwal…rondeAkhir below the match (rondeAkhir, posisiPuncak). */
export interface Bagian {
  rondeAwal: number;
  rondeAkhir: number;
  posisiPuncak: number;
}

/** The pages of a class with jumlah_ronde rounds, in print order (one empty part for an undrawn class). */
export function bagiHalaman(jumlah_ronde: number): Bagian[] {
  if (jumlah_ronde < 1) return [{ rondeAwal: 1, rondeAkhir: 0, posisiPuncak: 1 }];
  const bagian: Bagian[] = [];
  for (let awal = 1; ; ) {
    const akhir = Math.min(awal + RONDE_PER_HALAMAN - 1, jumlah_ronde);
    const puncak = 2 ** (jumlah_ronde - akhir);
    for (let p = 1; p <= puncak; p += 1) bagian.push({ rondeAwal: awal, rondeAkhir: akhir, posisiPuncak: p });
    if (akhir === jumlah_ronde) return bagian;
    awal = akhir;
  }
}

/** The posisi range [dari, sampai] of round `ronde` inside a part. */
export function rentangPosisi(b: Bagian, ronde: number): { dari: number; sampai: number } {
  const n = 2 ** (b.rondeAkhir - ronde);
  return { dari: (b.posisiPuncak - 1) * n + 1, sampai: b.posisiPuncak * n };
}

/** The part (index into `bagian`) in which match (ronde, posisi) is one of the first round's cards; -1 if none. */
export function bagianLanjutan(bagian: readonly Bagian[], ronde: number, posisi: number): number {
  return bagian.findIndex((b) => {
    if (b.rondeAwal !== ronde) return false;
    const r = rentangPosisi(b, ronde);
    return posisi >= r.dari && posisi <= r.sampai;
  });
}

export interface Kotak {
  x: number;
  /** Bottom edge (PDF coordinates grow upwards). */
  y: number;
  w: number;
  h: number;
}

export interface TataLetak {
  /** x of each round's column, from rondeAwal. */
  kolom: { ronde: number; x: number }[];
  lebarKolom: number;
  tinggiKartu: number;
  /** Horizontal room between two columns (connector lines). */
  celah: number;
  kartu(ronde: number, posisi: number): Kotak;
}

const CELAH = 14;
const LEBAR_KOLOM_MAKS = 250;
const TINGGI_KARTU_MAKS = 84;

/**
 * Share of a first-round slot its card fills. Up to 8 first-round cards (16 entries) a page has room for a clear
 * gap between cards (a 12-entry class packed at 0.88 read as one block); the densest page (16 cards) keeps its
 * cards as tall as it can for the names.
 */
export const isiSlot = (daun: number) => (daun >= 16 ? 0.88 : 0.76);

/** Cards of a part laid out in `area`: rounds in columns, each match centred between the two it comes from. */
export function tataLetak(b: Bagian, area: Kotak): TataLetak {
  const n = b.rondeAkhir - b.rondeAwal + 1;
  const lebarKolom = Math.min(LEBAR_KOLOM_MAKS, (area.w - (n - 1) * CELAH) / n);
  const x0 = area.x + (area.w - (n * lebarKolom + (n - 1) * CELAH)) / 2;
  const daun = 2 ** (b.rondeAkhir - b.rondeAwal);
  const tinggiKartu = Math.min(TINGGI_KARTU_MAKS, (area.h / daun) * isiSlot(daun));
  const kolom = Array.from({ length: n }, (_, i) => ({ ronde: b.rondeAwal + i, x: x0 + i * (lebarKolom + CELAH) }));
  return {
    kolom,
    lebarKolom,
    tinggiKartu,
    celah: CELAH,
    kartu(ronde, posisi) {
      const slot = area.h / 2 ** (b.rondeAkhir - ronde);
      const i = posisi - rentangPosisi(b, ronde).dari;
      const tengah = area.y + area.h - (i + 0.5) * slot;
      return { x: x0 + (ronde - b.rondeAwal) * (lebarKolom + CELAH), y: tengah - tinggiKartu / 2, w: lebarKolom, h: tinggiKartu };
    },
  };
}
