/**
 * The weigh-in verdict: a weight (grams, the scale's 0.1 kg steps) against a class's limits, in whole grams so
 * 45,0 kg is exactly at the limit on every device. A class holds batas_min < berat ≤ batas_max; an 'Over' class
 * has no upper limit. The official weigh-in allows the competition's tolerance over the upper limit; a random
 * weigh-in on a match day allows a percentage of the limit instead and does not look at the lower one.
 */

export const JENIS_TIMBANG = ['RESMI', 'ACAK'] as const;
export type JenisTimbang = (typeof JENIS_TIMBANG)[number];

/** The catalogue stores this as an 'Over' class's upper limit. */
export const BATAS_TANPA_ATAS = 200;

export interface BatasKelas {
  nama_kelas: string;
  /** kg */
  batas_min: number;
  /** kg; null or ≥ 200 (or a name 'Over …'): no upper limit. */
  batas_max: number | null;
}

/** The competition's weigh-in settings, without its classes (PengaturanTimbang adds them); settings, never constants. */
export interface PengaturanDasarTimbang {
  toleransi_gram: number;
  percobaan_maks: number;
  boleh_pindah: boolean;
  acak_toleransi_persen: number;
  /** A human's weight lies within these (grams): anything outside is a typing slip, refused (kewajaranBerat). */
  berat_min_gram: number;
  berat_maks_gram: number;
  /** A weight under this share of the class's lower limit is far from the class: the desk asks 'Yakin?'. */
  jauh_bawah_persen: number;
  /** A weight more than this over the class's upper limit is far from the class: the desk asks 'Yakin?'. */
  jauh_atas_gram: number;
  /** How long (minutes, the server's clock) a desk may void its own last attempt; the competition admin may always. */
  batal_menit: number;
}

export const PENGATURAN_TIMBANG_BAWAAN: PengaturanDasarTimbang = {
  toleransi_gram: 0,
  percobaan_maks: 2,
  boleh_pindah: false,
  acak_toleransi_persen: 5,
  berat_min_gram: 10_000,
  berat_maks_gram: 250_000,
  jauh_bawah_persen: 50,
  jauh_atas_gram: 20_000,
  batal_menit: 5,
};

export const gram = (kg: number): number => Math.round(kg * 1000);

export function tanpaBatasAtas(k: Pick<BatasKelas, 'nama_kelas' | 'batas_max'>): boolean {
  return k.batas_max === null || k.batas_max >= BATAS_TANPA_ATAS || /^over\b/i.test(k.nama_kelas.trim());
}

/** The upper limit as the screens show it: null for an 'Over' class. */
export const batasAtas = (k: BatasKelas): number | null => (tanpaBatasAtas(k) ? null : k.batas_max);

export interface Vonis {
  lolos: boolean;
  /** Where a failed weight lies: over the upper limit (with its allowance) or not above the lower one. */
  arah: 'DI_ATAS' | 'DI_BAWAH' | null;
  /** Over: grams above the class limit; under: grams missing to the next 0.1 kg above the lower limit. */
  selisih_gram: number;
  /** The heaviest weight that passes (limit + allowance), null without an upper limit. */
  batas_lolos_gram: number | null;
  /** The allowance over the limit that was applied (tolerance, or the random weigh-in's share). */
  kelonggaran_gram: number;
}

const LANGKAH_GRAM = 100;

export function nilaiBerat(
  berat_gram: number,
  kelas: BatasKelas,
  pengaturan: Pick<PengaturanDasarTimbang, 'toleransi_gram' | 'acak_toleransi_persen'>,
  jenis: JenisTimbang = 'RESMI',
): Vonis {
  const min = gram(kelas.batas_min);
  if (jenis === 'RESMI' && berat_gram <= min) {
    return {
      lolos: false,
      arah: 'DI_BAWAH',
      selisih_gram: min - berat_gram + LANGKAH_GRAM,
      batas_lolos_gram: tanpaBatasAtas(kelas) ? null : gram(kelas.batas_max ?? 0) + pengaturan.toleransi_gram,
      kelonggaran_gram: pengaturan.toleransi_gram,
    };
  }
  if (tanpaBatasAtas(kelas)) return { lolos: true, arah: null, selisih_gram: 0, batas_lolos_gram: null, kelonggaran_gram: 0 };
  const max = gram(kelas.batas_max ?? 0);
  const kelonggaran = jenis === 'ACAK' ? Math.round((max * pengaturan.acak_toleransi_persen) / 100) : pengaturan.toleransi_gram;
  const batas = max + kelonggaran;
  if (berat_gram <= batas) return { lolos: true, arah: null, selisih_gram: 0, batas_lolos_gram: batas, kelonggaran_gram: kelonggaran };
  return { lolos: false, arah: 'DI_ATAS', selisih_gram: berat_gram - max, batas_lolos_gram: batas, kelonggaran_gram: kelonggaran };
}

/** Grams as kg the Indonesian way: 45600 → '45,6', 47250 → '47,25', 45000 → '45'. */
export function formatKg(g: number): string {
  const s = (Math.round(g) / 1000).toFixed(3).replace(/\.?0+$/, '');
  return s.replace('.', ',');
}

/**
 * The big answer on the desk: 'LOLOS', or 'GAGAL — 0,6 kg di atas batas Under 45 kg' (with the allowance that
 * was given), or 'GAGAL — 0,4 kg di bawah batas Under 45 kg (harus lebih dari 41 kg)'.
 */
export function teksVonis(v: Vonis, kelas: BatasKelas, jenis: JenisTimbang = 'RESMI'): string {
  if (v.lolos) return 'LOLOS';
  const nama = kelas.nama_kelas.trim();
  if (v.arah === 'DI_BAWAH') {
    return `GAGAL — ${formatKg(v.selisih_gram)} kg di bawah batas ${nama} (harus lebih dari ${formatKg(gram(kelas.batas_min))} kg)`;
  }
  let catatan = '';
  if (jenis === 'ACAK' && v.batas_lolos_gram !== null) {
    catatan = ` (timbang acak: lolos sampai ${formatKg(v.batas_lolos_gram)} kg)`;
  } else if (v.kelonggaran_gram > 0) {
    catatan = ` (toleransi ${formatKg(v.kelonggaran_gram)} kg)`;
  }
  return `GAGAL — ${formatKg(v.selisih_gram)} kg di atas batas ${nama}${catatan}`;
}
