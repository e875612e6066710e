import type { AturanKyorugi, KategoriSkor, PengaturanSkor } from './aturan';

/** A class's scoring category by its category's name: 'pemula' (any case, spaces around) is the novice one, any other prestasi. */
export function kategoriSkor(nama_kategori: string): KategoriSkor {
  return nama_kategori.trim().toLowerCase() === 'pemula' ? 'pemula' : 'prestasi';
}

/** JSON with keys sorted at every level, so two sets with the same content compare equal whatever their key order. */
function kanonik(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
  if (Array.isArray(x)) return `[${x.map(kanonik).join(',')}]`;
  const o = x as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${kanonik(o[k])}`).join(',')}}`;
}

const isi = ({ versi: _v, ...a }: AturanKyorugi) => kanonik(a);

/**
 * The versi each rule set of a new setting carries: a set whose kode was in the old setting keeps that set's versi
 * when its content is the same and takes the next one when it changed; a new kode starts at 1. The versi sent is
 * never taken, so two saves of the same edit cannot skip or reuse a number.
 */
export function beriVersi(lama: PengaturanSkor, baru: PengaturanSkor): PengaturanSkor {
  const dulu = new Map(lama.aturan.map((a) => [a.kode, a]));
  return {
    ...baru,
    aturan: baru.aturan.map((a) => {
      const d = dulu.get(a.kode);
      if (!d) return { ...a, versi: 1 };
      return { ...a, versi: isi(d) === isi(a) ? d.versi : d.versi + 1 };
    }),
  };
}
