import { parseTanggal, todayWib } from '../atlet/umur';

/**
 * The state a competition is shown in. The stored status is set by the organiser and may be stale
 * (still PENDAFTARAN months after the deadline); the dates decide what a visitor is told.
 */
export const STATUS_TAMPIL = ['PENDAFTARAN', 'PENDAFTARAN_DITUTUP', 'SEDANG_DIMULAI', 'SELESAI'] as const;
export type StatusTampil = (typeof STATUS_TAMPIL)[number];

/** DATA KOMPETISI labels (Pendaftaran, Sedang Dimulai, Selesai) plus the closed-before-start state. */
export const STATUS_TAMPIL_LABEL: Record<StatusTampil, string> = {
  PENDAFTARAN: 'Pendaftaran',
  PENDAFTARAN_DITUTUP: 'Pendaftaran Ditutup',
  SEDANG_DIMULAI: 'Sedang Dimulai',
  SELESAI: 'Selesai',
};

export interface KompetisiTanggal {
  /** 'PENDAFTARAN' | 'SEDANG_DIMULAI' | 'SELESAI'; anything else is never open. */
  status: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  /** The last day registration is open; null = open until the day before tanggal_mulai. */
  batas_pendaftaran?: string | null;
}

const hari = (value: string | null | undefined) => (parseTanggal(value) ? (value as string).slice(0, 10) : null);

/**
 * Dates are 'YYYY-MM-DD' in WIB and compare as text. The organiser's SELESAI and SEDANG_DIMULAI are
 * trusted; otherwise after tanggal_selesai it is SELESAI, from tanggal_mulai SEDANG_DIMULAI, and before
 * that PENDAFTARAN only while the status says so and today is not after batas_pendaftaran.
 */
export function statusTampil(k: KompetisiTanggal, today: string = todayWib()): StatusTampil {
  const kini = today.slice(0, 10);
  const mulai = hari(k.tanggal_mulai);
  const selesai = hari(k.tanggal_selesai) ?? mulai;
  if (k.status === 'SELESAI' || (selesai && kini > selesai)) return 'SELESAI';
  if (k.status === 'SEDANG_DIMULAI' || (mulai && kini >= mulai)) return 'SEDANG_DIMULAI';
  if (k.status !== 'PENDAFTARAN') return 'PENDAFTARAN_DITUTUP';
  const batas = hari(k.batas_pendaftaran);
  return batas && kini > batas ? 'PENDAFTARAN_DITUTUP' : 'PENDAFTARAN';
}

/** Registration is open today (WIB). */
export function pendaftaranDibuka(k: KompetisiTanggal, today: string = todayWib()): boolean {
  return statusTampil(k, today) === 'PENDAFTARAN';
}
