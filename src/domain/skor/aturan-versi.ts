import type { AturanKyorugi, KategoriSkor, PengaturanSkor } from './aturan';
import { jsonKanonik } from '../json-kanonik';

/** A class's scoring category by its category's name: 'pemula' (any case, spaces around) is the novice one, any other prestasi. */
export function kategoriSkor(nama_kategori: string): KategoriSkor {
  return nama_kategori.trim().toLowerCase() === 'pemula' ? 'pemula' : 'prestasi';
}

const isi = ({ versi: _v, ...a }: AturanKyorugi) => jsonKanonik(a);

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
