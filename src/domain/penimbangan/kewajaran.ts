import { tolak, type Tolak } from '../tolak';
import { batasAtas, formatKg, gram, type BatasKelas, type PengaturanDasarTimbang } from './vonis';

/**
 * Whether a typed weight is believable before it becomes an official attempt: 'mustahil' outside a human's
 * range (a slip such as '4' for '41': refused by the desk and by the server), 'jauh' far from the class (under
 * a share of its lower limit, or far over its upper one: the desk asks 'Yakin?' first), else 'wajar'. The
 * thresholds are the competition's weigh-in settings.
 */
export type Kewajaran = 'wajar' | 'jauh' | 'mustahil';

export type PengaturanKewajaran = Pick<
  PengaturanDasarTimbang,
  'berat_min_gram' | 'berat_maks_gram' | 'jauh_bawah_persen' | 'jauh_atas_gram'
>;

export function kewajaranBerat(berat_gram: number, kelas: BatasKelas, pengaturan: PengaturanKewajaran): Kewajaran {
  if (berat_gram < pengaturan.berat_min_gram || berat_gram > pengaturan.berat_maks_gram) return 'mustahil';
  if (berat_gram < (gram(kelas.batas_min) * pengaturan.jauh_bawah_persen) / 100) return 'jauh';
  const atas = batasAtas(kelas);
  if (atas !== null && berat_gram > gram(atas) + pengaturan.jauh_atas_gram) return 'jauh';
  return 'wajar';
}

export const KEWAJARAN_MSG = {
  mustahil: (berat_gram: number, p: PengaturanKewajaran) =>
    `Berat ${formatKg(berat_gram)} kg tidak wajar untuk seorang atlet (harus antara ${formatKg(p.berat_min_gram)} dan ${formatKg(p.berat_maks_gram)} kg). Periksa angka yang diketik.`,
  jauh: (berat_gram: number, kelas: BatasKelas) => {
    const atas = batasAtas(kelas);
    const batas =
      atas === null ? `lebih dari ${formatKg(gram(kelas.batas_min))} kg` : `${formatKg(gram(kelas.batas_min))}–${formatKg(gram(atas))} kg`;
    return `Yakin? Berat ${formatKg(berat_gram)} kg jauh dari kelas ${kelas.nama_kelas.trim()} (batas ${batas}).`;
  },
} as const;

/** The refusal of a weight no athlete can have (the server's answer; the desk's form says the same before queueing). */
export function tolakBeratMustahil(berat_gram: number, kelas: BatasKelas, p: PengaturanKewajaran): Tolak<'berat_tidak_wajar'> | null {
  return kewajaranBerat(berat_gram, kelas, p) === 'mustahil'
    ? tolak('berat_tidak_wajar', KEWAJARAN_MSG.mustahil(berat_gram, p), 'berat_gram')
    : null;
}
