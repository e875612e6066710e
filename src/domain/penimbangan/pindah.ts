import { nilaiBerat, tanpaBatasAtas, type PengaturanDasarTimbang, type BatasKelas } from './vonis';

/** A class of the competition as the weigh-in needs it. */
export interface KelasTimbang extends BatasKelas {
  id_kelas_kejuaraan: number;
  id_kompetisi: number;
  cabang: string;
  id_kategori_event: number;
  id_kelompok: number;
  jenis_kelamin: string | null;
}

/**
 * The classes an off-weight entry may move to: the same competition, Kyorugi, the same category, age group
 * and gender, another class, and the measured weight fits it (official rule, the competition's tolerance).
 * Lightest first.
 */
/** Another Kyorugi class of the same competition, category, age group and gender: where a move may go. */
export function kelasSekelompok(asal: KelasTimbang, k: KelasTimbang): boolean {
  return (
    k.id_kelas_kejuaraan !== asal.id_kelas_kejuaraan &&
    k.id_kompetisi === asal.id_kompetisi &&
    k.cabang === 'KYORUGI' &&
    k.id_kategori_event === asal.id_kategori_event &&
    k.id_kelompok === asal.id_kelompok &&
    k.jenis_kelamin === asal.jenis_kelamin
  );
}

export function kelasPindah<K extends KelasTimbang>(
  asal: KelasTimbang,
  semua: readonly K[],
  berat_gram: number,
  pengaturan: Pick<PengaturanDasarTimbang, 'toleransi_gram' | 'acak_toleransi_persen'>,
): K[] {
  return semua
    .filter((k) => kelasSekelompok(asal, k) && nilaiBerat(berat_gram, k, pengaturan).lolos)
    .sort((a, b) => a.batas_min - b.batas_min || Number(tanpaBatasAtas(a)) - Number(tanpaBatasAtas(b)));
}
