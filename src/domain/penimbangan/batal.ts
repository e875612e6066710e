import { tolak, type Tolak } from '../tolak';
import { berlakuSaja, urutkanPercobaan, type Percobaan } from './percobaan';
import type { KodePenimbangan } from './kode';

/**
 * Voiding an attempt: it stays in the record, struck through, and no longer counts (the verdict, the attempt
 * limit and whether a decision may be made are computed again without it). The competition admin may void any
 * attempt; a desk only its own last attempt of the entry, within the competition's minutes after the server
 * received it. An attempt a decision stands on (a move out of the class it was weighed in, a disqualification)
 * is not voided: the decision cannot be undone.
 */

export const BATAL_MSG = {
  didiskualifikasi:
    'Peserta ini sudah didiskualifikasi berdasarkan penimbangannya, dan diskualifikasi tidak dapat dibatalkan: percobaan tetap berlaku.',
  dipindah:
    'Peserta sudah dipindah kelas berdasarkan percobaan ini, dan pindah kelas tidak dapat dibatalkan: percobaan tetap berlaku. Timbang ulang di kelas barunya bila perlu.',
  bukanMilikMeja:
    'Meja hanya dapat membatalkan percobaan terakhir yang dicatatnya sendiri. Minta Admin Kompetisi membatalkan percobaan ini.',
  lewatWaktu: (menit: number) =>
    `Batas waktu pembatalan oleh meja (${menit} menit) sudah lewat. Minta Admin Kompetisi membatalkan percobaan ini.`,
} as const;

export type KodeTidakBatal = Extract<KodePenimbangan, 'sudah_diputuskan' | 'batal_bukan_milik_meja' | 'batas_waktu_batal'>;

type PercobaanBatal = Pick<Percobaan, 'kunci' | 'ditimbang_pada' | 'meja' | 'id_kelas_kejuaraan' | 'diterima_pada' | 'dibatalkan'>;

export interface Pembatal {
  /** The competition admin: any attempt. Otherwise a desk: its own last attempt within the window. */
  semua: boolean;
  /** The voiding desk's name. */
  meja: string;
  /** Now, ms (the server's clock on the server; the desk's own to guide). */
  sekarang: number;
}

const MENIT = 60_000;

/** The moment a desk's window starts: when the server received the attempt (else, still queued, when it was made). */
const mulaiJendela = (p: PercobaanBatal) => Date.parse(p.diterima_pada ?? p.ditimbang_pada);

/** The time left (ms) for the desk to void its attempt, never below 0. */
export const sisaWaktuBatal = (p: PercobaanBatal, batal_menit: number, sekarang: number) =>
  Math.max(0, mulaiJendela(p) + batal_menit * MENIT - sekarang);

/**
 * Why `p` may not be voided by `pembatal`, or null. An attempt already voided is not asked about here (voiding it
 * again changes nothing). The desk runs it to show 'Batalkan'; the server runs it again on its clock.
 */
export function alasanTidakDibatalkan(
  p: PercobaanBatal,
  semua: readonly PercobaanBatal[],
  entri: { status: string; id_kelas_kejuaraan: number; keputusan: { jenis: string } | null },
  pembatal: Pembatal,
  batal_menit: number,
): Tolak<KodeTidakBatal> | null {
  if (entri.status === 'DISKUALIFIKASI') return tolak('sudah_diputuskan', BATAL_MSG.didiskualifikasi);
  if (entri.keputusan?.jenis === 'PINDAH' && p.id_kelas_kejuaraan !== entri.id_kelas_kejuaraan)
    return tolak('sudah_diputuskan', BATAL_MSG.dipindah);
  if (pembatal.semua) return null;
  const urut = urutkanPercobaan(berlakuSaja(semua));
  const terakhir = urut[urut.length - 1];
  if (!terakhir || terakhir.kunci !== p.kunci || p.meja.trim() !== pembatal.meja.trim())
    return tolak('batal_bukan_milik_meja', BATAL_MSG.bukanMilikMeja);
  if (sisaWaktuBatal(p, batal_menit, pembatal.sekarang) <= 0) return tolak('batas_waktu_batal', BATAL_MSG.lewatWaktu(batal_menit));
  return null;
}
