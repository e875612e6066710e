import { tolak, type Tolak } from '../tolak';
import { samaHasil } from './hasil-cek';
import type { InputHasil, MatchBagan } from './types';

export const HASIL_LOG_MSG = {
  bertentangan: 'Hasil ini berbeda dengan catatan skor partai. Hanya admin kompetisi yang dapat mengoreksinya, dengan alasan.',
  alasanWajib: 'Hasil ini berbeda dengan catatan skor partai: tulis alasan koreksi (minimal 5 karakter).',
  alasanPanjang: 'Alasan koreksi maksimal 500 karakter',
} as const;

export const ALASAN_KOREKSI_MIN = 5;
export const ALASAN_KOREKSI_MAKS = 500;

/** What a bout's scoring record gives: null when it has none; `hasil` null while it gives no finished bout. */
export type CatatanSkor = { hasil: InputHasil | null } | null;

export type KodeHasilLog = 'hasil_bertentangan_log' | 'alasan_koreksi_wajib';

/**
 * A result reaches the bracket only as the bout's scoring record gives it, or as a correction by whoever may
 * correct results, with a reason (`koreksi`: true). A bout without a record takes a result entered by hand; an undo
 * (`masukan` null) of a bout with a record is a correction too. `m` is the match as the bracket holds it.
 */
export function cekHasilMenurutLog(
  m: MatchBagan,
  catatan: CatatanSkor,
  masukan: InputHasil | null,
  koreksi: { boleh: boolean; alasan?: string | null },
): { ok: true; koreksi: boolean } | Tolak<KodeHasilLog> {
  if (catatan === null) return { ok: true, koreksi: false };
  const h = catatan.hasil;
  if (
    masukan !== null &&
    h !== null &&
    samaHasil(
      {
        ...m,
        skor_a: h.skor_a,
        skor_b: h.skor_b,
        id_pemenang: h.id_pemenang ?? null,
        keputusan: h.keputusan ?? null,
      },
      masukan,
    )
  ) {
    return { ok: true, koreksi: false };
  }
  if (!koreksi.boleh) return tolak('hasil_bertentangan_log', HASIL_LOG_MSG.bertentangan);
  if ((koreksi.alasan ?? '').trim().length < ALASAN_KOREKSI_MIN) return tolak('alasan_koreksi_wajib', HASIL_LOG_MSG.alasanWajib, 'alasan');
  return { ok: true, koreksi: true };
}
