import { KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../catalogue/kelas';
import { LABEL_KELOMPOK_POOMSAE_PEMULA } from './eligibility';
import type { Cabang, KategoriEvent, KelompokUsiaRow } from './types';

/**
 * Age-group options per style and category: Kyorugi prestasi 2-5, Kyorugi pemula 1-5,
 * Poomsae prestasi 3-5, Poomsae pemula 4 shown as 'Pemula'. Unknown combinations offer nothing.
 */
const OPSI: ReadonlyMap<string, readonly KelompokUsiaRow[]> = new Map(
  Object.entries(OPSI_KELOMPOK_PER_GAYA).map(([key, ids]) => {
    const rows = ids.flatMap((id) => {
      const k = KELOMPOK_USIA.find((g) => g.id === id);
      if (!k) return [];
      const nama = key === 'POOMSAE_pemula' ? LABEL_KELOMPOK_POOMSAE_PEMULA : k.nama;
      return [Object.freeze({ id_kelompok: k.id, nama_kelompok: nama, usia_min: k.usia_min, usia_max: k.usia_max })];
    });
    return [key, Object.freeze(rows)] as const;
  }),
);

export function opsiKelompokUsia(
  cabang: Cabang | null | undefined,
  kategori: KategoriEvent | null | undefined,
): readonly KelompokUsiaRow[] {
  return (cabang && kategori && OPSI.get(`${cabang}_${kategori}`)) || [];
}

/** Whether the age group is one of the options of (cabang, kategori). */
export function kelompokDitawarkan(cabang: Cabang, kategori: KategoriEvent, idKelompok: number): boolean {
  return opsiKelompokUsia(cabang, kategori).some((k) => k.id_kelompok === idKelompok);
}
