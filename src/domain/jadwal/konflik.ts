import type { KeadaanPartai } from './langkah';

/**
 * A court-desk write that met a bout another device changed first (409): what the bout is now, who changed it last
 * and when, in the words the desk shows and the server's message carries.
 */

/** Who last changed the bout (a name, never an e-mail) and when (ISO); null when not known. */
export interface PengubahPartai {
  diubah_oleh: string | null;
  diubah_pada: string | null;
}

const WIB_MS = 7 * 3_600_000;

/** 'HH.MM' of an instant in WIB (UTC+7, no daylight saving); '' when it does not read. */
export function jamWibTeks(iso: string | null | undefined): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(t) ? new Date(t + WIB_MS).toISOString().slice(11, 16).replace(':', '.') : '';
}

/** What the bout now is, as a conflict names it: 'dipanggil', 'dimulai', 'dicatat tidak hadir (sudut merah)', … */
export function keadaanKonflik(p: Pick<KeadaanPartai, 'status' | 'sudut_tidak_hadir'>): string {
  if (p.status === 'DIPANGGIL') return 'dipanggil';
  if (p.status === 'BERTANDING') return 'dimulai';
  if (p.status === 'MENUNGGU') return 'dikembalikan ke menunggu';
  if (p.sudut_tidak_hadir === 'B') return 'dicatat tidak hadir (sudut biru)';
  if (p.sudut_tidak_hadir === 'R') return 'dicatat tidak hadir (sudut merah)';
  return 'diberi hasil';
}

/** 'dimulai oleh Rina pukul 09.12 WIB': what, who and when (who and when left out when unknown). */
export function ringkasPerubahan(p: Pick<KeadaanPartai, 'status' | 'sudut_tidak_hadir'>, oleh: PengubahPartai): string {
  const jam = jamWibTeks(oleh.diubah_pada);
  return `${keadaanKonflik(p)}${oleh.diubah_oleh ? ` oleh ${oleh.diubah_oleh}` : ''}${jam ? ` pukul ${jam} WIB` : ''}`;
}

/** The 409's message: 'Partai ini sudah diubah di perangkat lain: dimulai oleh Rina pukul 09.12 WIB'. */
export const pesanKonflikPartai = (p: Pick<KeadaanPartai, 'status' | 'sudut_tidak_hadir'>, oleh: PengubahPartai): string =>
  `Partai ini sudah diubah di perangkat lain: ${ringkasPerubahan(p, oleh)}`;
