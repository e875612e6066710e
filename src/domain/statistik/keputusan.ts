/**
 * Recent status decisions of the validation overview ("recent activity with statuses approved
 * (Disetujui), rejected (Ditolak), pending"), read from the activity log rows the status changes write:
 * entries ('Status … diubah dari PENDING ke APPROVED (…)'), dojangs ('… diubah dari Menunggu ke Tervalidasi')
 * and payment proofs ('… diubah dari Menunggu ke Diterima: catatan').
 */

export const AKSI_KEPUTUSAN = ['UBAH_STATUS_PESERTA', 'UBAH_STATUS_DOJANG', 'VERIFIKASI_BUKTI_TRANSFER'] as const;
export type AksiKeputusan = (typeof AKSI_KEPUTUSAN)[number];

export const KEPUTUSAN = ['Disetujui', 'Ditolak', 'Menunggu'] as const;
export type Keputusan = (typeof KEPUTUSAN)[number];

export const OBJEK_KEPUTUSAN: Record<AksiKeputusan, string> = {
  UBAH_STATUS_PESERTA: 'Peserta',
  UBAH_STATUS_DOJANG: 'Dojang',
  VERIFIKASI_BUKTI_TRANSFER: 'Bukti Transfer',
};

const STATUS_KE: Record<string, Keputusan> = {
  APPROVED: 'Disetujui',
  Tervalidasi: 'Disetujui',
  Diterima: 'Disetujui',
  DITERIMA: 'Disetujui',
  REJECTED: 'Ditolak',
  Ditolak: 'Ditolak',
  DITOLAK: 'Ditolak',
  PENDING: 'Menunggu',
  Menunggu: 'Menunggu',
  MENUNGGU: 'Menunggu',
};

const WORD = Object.keys(STATUS_KE).join('|');
/** The last 'diubah dari X ke Y' with known status words (a name before it cannot fake the words after it). */
const PERUBAHAN = new RegExp(`diubah dari (?:${WORD}) ke (${WORD})(?![\\p{L}\\d_])`, 'gu');

/** The status the row moved to, or null when the text names none. */
export function keputusanDari(details: string | null | undefined): Keputusan | null {
  let last: string | undefined;
  for (const m of (details ?? '').matchAll(PERUBAHAN)) last = m[1];
  return last === undefined ? null : STATUS_KE[last];
}

export const isAksiKeputusan = (action: string): action is AksiKeputusan => (AKSI_KEPUTUSAN as readonly string[]).includes(action);
