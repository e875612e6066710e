import { atletDariKelas, nilaiPartai, partaiLapangan, skorNilai, type NilaiSusunan, type PartaiSusunan } from './nilai-susunan';
import type { InputSusun, KelasSusun, PenempatanKelas } from './susun-tipe';

/**
 * The evaluation the search runs again and again: an arrangement as each court's class ids in order; a court's
 * numbering and times are kept by its content, so a move renumbers only the courts it changed.
 */

export type Isi = ReadonlyMap<number, readonly number[]>;

export interface Dinilai {
  nilai: NilaiSusunan;
  skor: number[];
}

export interface Penilai {
  nilai(isi: Isi): Dinilai;
  /** Arrangements evaluated so far. */
  readonly jumlah: number;
}

const BATAS_CACHE = 4_000;

export function buatPenilai(input: InputSusun): Penilai {
  const atletDari = atletDariKelas(input.kelas);
  const byId = new Map<number, KelasSusun>(input.kelas.map((k) => [k.id_kelas_kejuaraan, k]));
  const cache = new Map<string, PartaiSusunan[]>();
  let jumlah = 0;
  return {
    nilai(isi) {
      jumlah += 1;
      const per = input.lapangan.map((l) => {
        const ids = isi.get(l.id_lapangan) ?? [];
        const kunci = `${l.id_lapangan}:${ids.join(',')}`;
        let ps = cache.get(kunci);
        if (!ps) {
          if (cache.size >= BATAS_CACHE) cache.clear();
          ps = partaiLapangan(
            input,
            l,
            ids.map((id) => byId.get(id)!),
            atletDari,
          );
          cache.set(kunci, ps);
        }
        return ps;
      });
      const nilai = nilaiPartai(input, per);
      return { nilai, skor: skorNilai(nilai) };
    },
    get jumlah() {
      return jumlah;
    },
  };
}

export const keIsi = (penempatan: readonly PenempatanKelas[], lapangan: readonly { id_lapangan: number }[]): Map<number, number[]> =>
  new Map(
    lapangan.map((l) => [
      l.id_lapangan,
      penempatan
        .filter((p) => p.id_lapangan === l.id_lapangan)
        .sort((a, b) => a.urutan - b.urutan || a.id_kelas_kejuaraan - b.id_kelas_kejuaraan)
        .map((p) => p.id_kelas_kejuaraan),
    ]),
  );

export const kePenempatan = (isi: Isi): PenempatanKelas[] =>
  [...isi.entries()].flatMap(([id_lapangan, ids]) =>
    ids.map((id_kelas_kejuaraan, i) => ({ id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })),
  );
