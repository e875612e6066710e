import { KELOMPOK_USIA, type KelompokUsia } from '../catalogue/kelas';
import { parseTanggal } from '../tanggal-iso';

export { parseTanggal };

let wibFormat: Intl.DateTimeFormat | undefined;

/** Today's date at the venue (WIB, Asia/Jakarta) as 'YYYY-MM-DD', so server and tablet agree on birthdays. */
export function todayWib(now: Date = new Date()): string {
  wibFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
  return wibFormat.format(now);
}

/** Age in whole years on `today`: the birthday itself counts (profile "Umur"). */
export function umurPada(tanggalLahir: string | null | undefined, today: string = todayWib()): number | null {
  const lahir = parseTanggal(tanggalLahir);
  const kini = parseTanggal(today);
  if (!lahir || !kini) return null;
  const beforeBirthday = kini.m < lahir.m || (kini.m === lahir.m && kini.d < lahir.d);
  return kini.y - lahir.y - (beforeBirthday ? 1 : 0);
}

/** Age by year difference (the "Umur minimal 3 tahun" rule and the age groups, which go by birth year). */
export function selisihTahun(tanggalLahir: string | null | undefined, today: string = todayWib()): number | null {
  const lahir = parseTanggal(tanggalLahir);
  const kini = parseTanggal(today);
  return lahir && kini ? kini.y - lahir.y : null;
}

/**
 * Age-group table: the group is decided by birth year relative to the year of `today`
 * (the competition year), so 31 Dec and 1 Jan of the same year differ. Outside every group: null.
 */
export function kategoriUmur(tanggalLahir: string | null | undefined, today: string = todayWib()): KelompokUsia | null {
  const umur = selisihTahun(tanggalLahir, today);
  if (umur === null) return null;
  return KELOMPOK_USIA.find((k) => umur >= k.usia_min && (k.usia_max === null || umur <= k.usia_max)) ?? null;
}

/** 'YYYY-MM-DD' is after `today`. */
export function diMasaDepan(tanggal: string, today: string = todayWib()): boolean {
  return tanggal.slice(0, 10) > today;
}
