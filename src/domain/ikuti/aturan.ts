import type { StatusPartai } from '../jadwal/types';

/**
 * 'Ikuti atlet': when an alert about a followed athlete's bout is due. One rule for the server (Web Push) and the
 * open page (banner and vibration): an alert of each kind once per bout, device and athlete.
 */

/** The kinds of alert: 'N partai lagi', 'Dipanggil ke Lapangan A', the result. */
export const JENIS_KABAR = ['lagi', 'dipanggil', 'hasil'] as const;
export type JenisKabar = (typeof JENIS_KABAR)[number];

/** 'N partai lagi' is sent once the athlete's bout has at most this many bouts before it on its court (a setting). */
export const PARTAI_LAGI_BAWAAN = 3;
export const PARTAI_LAGI_MIN = 1;
export const PARTAI_LAGI_MAKS = 10;

/** The night at the venue (WIB): no alert about a day that has not started is sent from `mulai` until `selesai`. */
export const MALAM = { mulai: '21:00', selesai: '06:00' } as const;
export interface Malam {
  mulai: string;
  selesai: string;
}

/** A result is told only this long after it came (a follow made later does not hear old results). */
export const SEGAR_HASIL_MS = 15 * 60_000;

const WIB_MS = 7 * 3_600_000;
const menitDariJam = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether an instant falls in the night at the venue (WIB, UTC+7, no daylight saving); the night may wrap midnight. */
export function diMalam(sekarang: number, malam: Malam = MALAM): boolean {
  const d = new Date(sekarang + WIB_MS);
  const menit = d.getUTCHours() * 60 + d.getUTCMinutes();
  const a = menitDariJam(malam.mulai);
  const b = menitDariJam(malam.selesai);
  return a <= b ? menit >= a && menit < b : menit >= a || menit < b;
}

/** The date at the venue (WIB) of an instant, 'YYYY-MM-DD'. */
export function tanggalWib(sekarang: number): string {
  return new Date(sekarang + WIB_MS).toISOString().slice(0, 10);
}

/** A follow lasts until the end of the competition's last day at the venue (24.00 WIB), epoch ms. */
export function kedaluwarsaIkuti(tanggal_selesai: string): number {
  return Date.parse(`${tanggal_selesai.slice(0, 10)}T00:00:00.000+07:00`) + 86_400_000;
}

/** A bout of a followed athlete as the rule reads it. */
export interface PartaiDiikuti {
  status: StatusPartai;
  /** Bouts before it on its court (the one on the mat included), from the schedule's ETA; null once finished. */
  partai_lagi: number | null;
  selesai_pada: string | null;
}

export interface KeadaanHari {
  /** The bout's match day 'YYYY-MM-DD'. */
  tanggal: string;
  /** A bout of that day was called, started or finished. */
  dimulai: boolean;
}

/**
 * The alert due now for a bout of a followed athlete, or null:
 * - 'hasil' for a result that came within SEGAR_HASIL_MS;
 * - 'dipanggil' while the bout is called (on deck);
 * - 'lagi' while it waits with at most `batas` bouts before it — for a day that has started, or on its own date
 *   (WIB) outside the night: never in the night for a day that has not started, never a day ahead.
 */
export function kabarJatuhTempo(
  p: PartaiDiikuti,
  hari: KeadaanHari,
  sekarang: number,
  batas: number = PARTAI_LAGI_BAWAAN,
  malam: Malam = MALAM,
): JenisKabar | null {
  if (p.status === 'SELESAI') {
    const t = p.selesai_pada ? Date.parse(p.selesai_pada) : Number.NaN;
    return Number.isFinite(t) && sekarang - t <= SEGAR_HASIL_MS && t <= sekarang + 60_000 ? 'hasil' : null;
  }
  if (p.status === 'DIPANGGIL') return 'dipanggil';
  if (p.status !== 'MENUNGGU' || p.partai_lagi === null || p.partai_lagi > batas) return null;
  if (hari.dimulai) return 'lagi';
  return hari.tanggal === tanggalWib(sekarang) && !diMalam(sekarang, malam) ? 'lagi' : null;
}

/** What makes an alert once per device: who receives it, the athlete (entry), the bout and the kind. */
export interface KunciKabar {
  /** The receiving device (the server: a hash of its push endpoint; the open page: itself). */
  penerima: string;
  id_peserta_kompetisi: number;
  id_match: string;
  jenis: JenisKabar;
}

export const teksKunciKabar = (k: KunciKabar) => `${k.penerima}|${k.id_peserta_kompetisi}|${k.id_match}|${k.jenis}`;

/** A setting as given (a form, a stored value): a whole number in range, else the default. */
export function bacaPartaiLagi(x: unknown): number {
  const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN;
  if (!Number.isInteger(n)) return PARTAI_LAGI_BAWAAN;
  return Math.min(PARTAI_LAGI_MAKS, Math.max(PARTAI_LAGI_MIN, n));
}
