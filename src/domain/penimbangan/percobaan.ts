import { tolak, type Tolak } from '../tolak';
import type { JenisTimbang } from './vonis';

/** One attempt as the desk made it (every attempt is kept; none is overwritten). */
export interface Percobaan {
  kunci: string;
  jenis: JenisTimbang;
  berat_gram: number;
  lolos: boolean;
  /** ISO instant of the desk's clock. */
  ditimbang_pada: string;
  meja: string;
  /** The class it was judged against (an entry moved later keeps its old attempts). */
  id_kelas_kejuaraan: number;
  petugas: string | null;
  /** When the server received it (its clock): a desk's own void is judged from here. Absent while only queued. */
  diterima_pada?: string | null;
  /** Voided: kept in the record, struck through, no longer counted (null or absent: it counts). */
  dibatalkan?: PembatalanPercobaan | null;
}

/** Who voided an attempt, when (the server's clock), at which desk, and why. */
export interface PembatalanPercobaan {
  alasan: string;
  meja: string | null;
  oleh: string | null;
  pada: string;
}

type BisaBatal = { dibatalkan?: PembatalanPercobaan | null };

/** The attempts that count: every one not voided. */
export const berlakuSaja = <T extends BisaBatal>(xs: readonly T[]): T[] => xs.filter((x) => !x.dibatalkan);

export const HASIL_TIMBANG = ['BELUM', 'LOLOS', 'GAGAL'] as const;
export type HasilTimbang = (typeof HASIL_TIMBANG)[number];

/** Oldest first by the desk's clock; the same moment on two desks is ordered by the attempt's id. */
export function urutkanPercobaan<T extends Pick<Percobaan, 'ditimbang_pada' | 'kunci'>>(xs: readonly T[]): T[] {
  return xs
    .slice()
    .sort((a, b) => Date.parse(a.ditimbang_pada) - Date.parse(b.ditimbang_pada) || (a.kunci < b.kunci ? -1 : a.kunci > b.kunci ? 1 : 0));
}

/** The attempt that decides: the latest of that kind not voided, or null. */
export function percobaanTerakhir<T extends Pick<Percobaan, 'ditimbang_pada' | 'kunci' | 'jenis'> & BisaBatal>(
  xs: readonly T[],
  jenis: JenisTimbang = 'RESMI',
): T | null {
  const urut = urutkanPercobaan(berlakuSaja(xs).filter((x) => x.jenis === jenis));
  return urut[urut.length - 1] ?? null;
}

/** Attempts of that kind that count (a voided one gives its place back). */
export const jumlahPercobaan = (xs: readonly (Pick<Percobaan, 'jenis'> & BisaBatal)[], jenis: JenisTimbang = 'RESMI') =>
  berlakuSaja(xs).filter((x) => x.jenis === jenis).length;

/** Official attempts still allowed in the window (never below 0). */
export const sisaPercobaan = (xs: readonly (Pick<Percobaan, 'jenis'> & BisaBatal)[], percobaan_maks: number) =>
  Math.max(0, percobaan_maks - jumlahPercobaan(xs));

export const TIDAK_TIMBANG_MSG = {
  diskualifikasi: 'Peserta ini sudah didiskualifikasi: tidak ditimbang lagi.',
  habis: (maks: number) => `Percobaan timbang resmi sudah habis (${maks} dari ${maks}).`,
} as const;

export type KodeTidakTimbang = 'sudah_diskualifikasi' | 'percobaan_habis';

/**
 * Why the entry may not be weighed now (this kind of attempt), or null: a disqualified entry is not weighed
 * again; an official attempt beyond the competition's limit is refused (a random weigh-in is not counted). The
 * desk runs it to close the form; the server runs it again, under the entry's lock, and refuses the attempt.
 */
export function alasanTidakDitimbang(
  entri: { status: string },
  xs: readonly (Pick<Percobaan, 'jenis'> & BisaBatal)[],
  percobaan_maks: number,
  jenis: JenisTimbang,
): Tolak<KodeTidakTimbang> | null {
  if (entri.status === 'DISKUALIFIKASI') return tolak('sudah_diskualifikasi', TIDAK_TIMBANG_MSG.diskualifikasi);
  if (jenis === 'RESMI' && sisaPercobaan(xs, percobaan_maks) === 0)
    return tolak('percobaan_habis', TIDAK_TIMBANG_MSG.habis(percobaan_maks));
  return null;
}

/**
 * An entry's weigh-in result: a disqualified entry has failed; otherwise the latest official attempt not voided
 * decides ('BELUM' before the first). `lolosDiKelasKini` judges an attempt made in another class (before a move)
 * against the entry's class now.
 */
export function hasilTimbang(
  xs: readonly Percobaan[],
  entri: { status: string; id_kelas_kejuaraan: number },
  lolosDiKelasKini: (p: Percobaan) => boolean,
): HasilTimbang {
  if (entri.status === 'DISKUALIFIKASI') return 'GAGAL';
  const p = percobaanTerakhir(xs);
  if (!p) return 'BELUM';
  const lolos = p.id_kelas_kejuaraan === entri.id_kelas_kejuaraan ? p.lolos : lolosDiKelasKini(p);
  return lolos ? 'LOLOS' : 'GAGAL';
}

/**
 * Whether the competition admin may decide on the entry now (voided attempts do not count): its official
 * attempts are used up and the latest failed, or (a match day) its latest random weigh-in failed. Moving needs the former.
 */
export function bolehDiputuskan(
  xs: readonly Percobaan[],
  entri: { id_kelas_kejuaraan: number },
  percobaan_maks: number,
  jenis: 'PINDAH' | 'DISKUALIFIKASI',
): boolean {
  const resmi = percobaanTerakhir(xs);
  const gagalResmi =
    resmi !== null && !resmi.lolos && resmi.id_kelas_kejuaraan === entri.id_kelas_kejuaraan && sisaPercobaan(xs, percobaan_maks) === 0;
  if (jenis === 'PINDAH') return gagalResmi;
  const acak = percobaanTerakhir(xs, 'ACAK');
  return gagalResmi || (acak !== null && !acak.lolos);
}
