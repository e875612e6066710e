import { anggotaEntri, biayaEntri, tarifKompetisi, type EntriBiaya } from './biaya';
import type { KompetisiRow } from './types';

/**
 * Where a dojang stands with its payment in one competition, by the rule the server locks entries with
 * (src/server/bukti-transfer/lunas.ts): an entry is paid when a proof of the dojang was accepted (DITERIMA)
 * at or after the entry was made; it waits for verification when a proof not refused was uploaded at or
 * after it. Entries added after the last accepted proof are still owed, so a paid dojang that registers
 * more athletes owes just those. Rejected entries are not charged.
 */

export const STATUS_BAYAR = ['TIDAK_ADA_TAGIHAN', 'LUNAS', 'MENUNGGU_VERIFIKASI', 'KURANG_BAYAR', 'BELUM_BAYAR'] as const;
export type StatusBayar = (typeof STATUS_BAYAR)[number];

export const STATUS_BAYAR_LABEL: Readonly<Record<StatusBayar, string>> = {
  TIDAK_ADA_TAGIHAN: 'Tidak ada tagihan',
  LUNAS: 'Lunas',
  MENUNGGU_VERIFIKASI: 'Menunggu verifikasi',
  KURANG_BAYAR: 'Kurang bayar',
  BELUM_BAYAR: 'Belum bayar',
};

/** The state from the Rupiah figures (also the payment recap's Status column). */
export function statusBayar(t: { tagihan: number; dibayar: number; terverifikasi: number }): StatusBayar {
  if (t.tagihan === 0) return 'TIDAK_ADA_TAGIHAN';
  if (t.terverifikasi >= t.tagihan) return 'LUNAS';
  if (t.dibayar > t.terverifikasi) return 'MENUNGGU_VERIFIKASI';
  if (t.terverifikasi > 0) return 'KURANG_BAYAR';
  return 'BELUM_BAYAR';
}

/** An entry with when it was made; null = not on the server yet (queued on the device), never paid. */
export interface EntriBayar extends EntriBiaya {
  created_at: string | null;
}

/** A proof of the dojang for the competition, as GET /bukti-transfer/dojang/{id} reads it. */
export interface BuktiBayar {
  status_verifikasi: string;
  created_at: string;
  diverifikasi_pada: string | null;
}

export interface Pembayaran {
  status: StatusBayar;
  /** Rupiah: the invoice, the part an accepted proof covers, the part a proof awaits review for, the rest owed. */
  tagihan: number;
  terverifikasi: number;
  menunggu: number;
  sisa: number;
  /** Athlete places of the entries still owed. */
  peserta_sisa: number;
  /** When the latest accepted proof was accepted (ISO), null when none. */
  diterima_pada: string | null;
}

const waktu = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

const terbaru = (daftar: (number | null)[]) =>
  daftar.reduce<number | null>((max, t) => (t !== null && (max === null || t > max) ? t : max), null);

/** When the latest accepted proof was accepted (ms), null when none. */
export function waktuLunas(bukti: readonly BuktiBayar[]): number | null {
  return terbaru(bukti.filter((b) => b.status_verifikasi === 'DITERIMA').map((b) => waktu(b.diverifikasi_pada)));
}

/** The entry is paid: made at or before a proof of its dojang was accepted (locked for the coach). */
export function entriDibayar(entri: { created_at: string | null }, bukti: readonly BuktiBayar[]): boolean {
  const dibuat = waktu(entri.created_at);
  const diterima = waktuLunas(bukti);
  return dibuat !== null && diterima !== null && diterima >= dibuat;
}

export function pembayaranDojang(
  kompetisi: Pick<KompetisiRow, 'biaya_pendaftaran' | 'biaya_wna'>,
  entri: readonly EntriBayar[],
  bukti: readonly BuktiBayar[],
): Pembayaran {
  const tarif = tarifKompetisi(kompetisi);
  const diterima = waktuLunas(bukti);
  const diunggah = terbaru(bukti.filter((b) => b.status_verifikasi !== 'DITOLAK').map((b) => waktu(b.created_at)));
  let tagihan = 0,
    terverifikasi = 0,
    dibayar = 0,
    pesertaSisa = 0;
  for (const e of entri) {
    if (e.status === 'REJECTED') continue;
    const rp = biayaEntri(e, tarif);
    const dibuat = waktu(e.created_at);
    const lunas = dibuat !== null && diterima !== null && diterima >= dibuat;
    tagihan += rp;
    if (lunas) terverifikasi += rp;
    else pesertaSisa += anggotaEntri(e).length;
    if (lunas || (dibuat !== null && diunggah !== null && diunggah >= dibuat)) dibayar += rp;
  }
  return {
    status: statusBayar({ tagihan, dibayar, terverifikasi }),
    tagihan,
    terverifikasi,
    menunggu: dibayar - terverifikasi,
    sisa: tagihan - terverifikasi,
    peserta_sisa: pesertaSisa,
    diterima_pada: diterima === null ? null : new Date(diterima).toISOString(),
  };
}
