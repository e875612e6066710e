import type { PengaturanSkor } from './aturan';

/** A Poomsae class of the competition, for the per-class panel list. */
export interface KelasPoomsaeSkor {
  id_kelas_kejuaraan: number;
  nama_kelas: string;
}

/** GET (and the answer of PUT) /kompetisi/{id}/pengaturan-skor. */
export interface JawabanPengaturanSkor {
  id_kompetisi: number;
  /** The setting in force: the stored one, else the shipped one. */
  pengaturan: PengaturanSkor;
  /** Whether the competition stored its own (false: the shipped setting is in force). */
  tersimpan: boolean;
  /** The shipped setting, to start again from. */
  bawaan: PengaturanSkor;
  kelas_poomsae: KelasPoomsaeSkor[];
}
