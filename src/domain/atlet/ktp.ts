import { UMUR_WAJIB_KTP } from '../schemas/atlet-files';
import { todayWib, umurPada } from './umur';

export const KTP_MSG = {
  /** The form's label next to KK/KTP. */
  label: `wajib untuk usia ${UMUR_WAJIB_KTP} tahun ke atas`,
  wajib: `KK/KTP wajib diupload untuk atlet usia ${UMUR_WAJIB_KTP} tahun ke atas`,
} as const;

/**
 * An athlete of UMUR_WAJIB_KTP or older needs the KK/KTP document: by the exact age on `today` (WIB), the
 * same age the profile shows as Umur (the KTP comes on the 17th birthday, not with the birth year).
 */
export function ktpWajib(tanggalLahir: string | null | undefined, today: string = todayWib()): boolean {
  const umur = umurPada(tanggalLahir, today);
  return umur !== null && umur >= UMUR_WAJIB_KTP;
}

/**
 * The KK/KTP rule of an athlete write (add, or edit with the birth date it sends): `adaKtp` is whether the
 * athlete has the document after the write (sent now, or stored and not removed). The message, or null.
 */
export function cekKtp(input: { tanggal_lahir: string | null | undefined; adaKtp: boolean; today?: string }): string | null {
  return !input.adaKtp && ktpWajib(input.tanggal_lahir, input.today) ? KTP_MSG.wajib : null;
}
