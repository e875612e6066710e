import { tolak, type Tolak } from '../tolak';
import { isFreeDraw, samaHasil } from './hasil-cek';
import { ALASAN_KOREKSI_MIN } from './hasil-log';
import type { InputHasil, MatchBagan } from './types';

export const KOREKSI_MSG = {
  bukanAdmin: 'Hasil yang sudah tersimpan hanya dapat diubah atau dibatalkan oleh admin kompetisi, dengan alasan koreksi.',
  alasanWajib: 'Hasil ini sudah tersimpan di bagan: tulis alasan koreksi (minimal 5 karakter).',
} as const;

/** The bracket keeps a result on this match (a free draw's winner is not a result). */
export const hasilTersimpan = (m: MatchBagan) => m.id_pemenang !== null && !isFreeDraw(m);

/**
 * Changing or undoing (`masukan` null) a result the bracket already keeps is a correction: the same result again is
 * not one. Whoever may not correct results (`boleh`) is refused; whoever may gives a reason.
 */
export function perluKoreksi(m: MatchBagan, masukan: InputHasil | null): boolean {
  if (!hasilTersimpan(m)) return false;
  return masukan === null || !samaHasil(m, masukan);
}

export function cekAksesKoreksi(boleh: boolean): Tolak<'akses_ditolak'> | null {
  return boleh ? null : tolak('akses_ditolak', KOREKSI_MSG.bukanAdmin);
}

export function cekAlasanKoreksi(alasan: string | null | undefined): Tolak<'alasan_koreksi_wajib'> | null {
  return (alasan ?? '').trim().length < ALASAN_KOREKSI_MIN ? tolak('alasan_koreksi_wajib', KOREKSI_MSG.alasanWajib, 'alasan') : null;
}
