import { kodeTagihan } from './kode-tagihan';
import { formatTanggalId } from './tanggal';
import type { KompetisiRow, Kewarganegaraan } from './types';

/**
 * Registration fees: Rp 500.000 per WNI athlete,
 * Rp 1.000.000 per WNA athlete, unless the competition sets biaya_pendaftaran / biaya_wna.
 * Reading of "per athlete" with "the dojang's entries × the fee": every entry is charged (an athlete in
 * Kyorugi and Poomsae pays twice, and gets 2 ID cards), and a team entry is charged per member, each at
 * the member's own rate, so the transfer note's participant count times the fee is the total.
 * REJECTED entries are not charged.
 */

export const BIAYA_DEFAULT: Readonly<Record<Kewarganegaraan, number>> = { WNI: 500_000, WNA: 1_000_000 };

export type Tarif = Readonly<Record<Kewarganegaraan, number>>;

const positif = (n: number | null | undefined, bawaan: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : bawaan);

/** The competition's rates; null or 0 falls back to the defaults. */
export function tarifKompetisi(kompetisi: Pick<KompetisiRow, 'biaya_pendaftaran' | 'biaya_wna'>): Tarif {
  return {
    WNI: positif(kompetisi.biaya_pendaftaran, BIAYA_DEFAULT.WNI),
    WNA: positif(kompetisi.biaya_wna, BIAYA_DEFAULT.WNA),
  };
}

export interface AtletBiaya {
  id_atlet: number;
  kewarganegaraan?: string | null;
}

/** WNA only when the athlete is recorded as WNA; missing or anything else is WNI. */
export function kewarganegaraanAtlet(atlet: Pick<AtletBiaya, 'kewarganegaraan'>): Kewarganegaraan {
  return atlet.kewarganegaraan?.trim().toUpperCase() === 'WNA' ? 'WNA' : 'WNI';
}

/** A participant as GET /kompetisi/{id}/atlet returns it. */
export interface EntriBiaya {
  status?: string | null;
  atlet: AtletBiaya;
  /** Team members; may or may not repeat `atlet`, each athlete is counted once. */
  anggota_tim?: readonly { atlet: AtletBiaya }[] | null;
}

/** The athletes an entry is charged for: the athlete and the team members, each once. */
export function anggotaEntri(entri: EntriBiaya): AtletBiaya[] {
  const hasil = [entri.atlet];
  for (const m of entri.anggota_tim ?? []) {
    if (!hasil.some((a) => a.id_atlet === m.atlet.id_atlet)) hasil.push(m.atlet);
  }
  return hasil;
}

export function biayaEntri(entri: EntriBiaya, tarif: Tarif): number {
  return anggotaEntri(entri).reduce((sum, a) => sum + tarif[kewarganegaraanAtlet(a)], 0);
}

export interface BarisTagihan {
  kewarganegaraan: Kewarganegaraan;
  jumlah: number;
  tarif: number;
  subtotal: number;
}

export interface Tagihan {
  /** Athlete places charged (a team counts its members). */
  jumlah_peserta: number;
  /** One line per citizenship present (WNI first). */
  rincian: BarisTagihan[];
  total: number;
  /** The invoice code to write as the transfer note (kode-tagihan.ts), e.g. 'ATK3-D0042'. */
  berita_transfer: string;
  /** 'YYYY-MM-DD' or null when the competition has no deadline. */
  batas_pendaftaran: string | null;
  /** e.g. '08 Nov 2025', '-' when none. */
  batas_pendaftaran_tampil: string;
}

/** The invoice of one dojang in one competition; `entri` = that dojang's entries in it. */
export function tagihanDojang(
  kompetisi: Pick<KompetisiRow, 'id_kompetisi' | 'biaya_pendaftaran' | 'biaya_wna' | 'batas_pendaftaran'>,
  dojang: { id_dojang: number },
  entri: readonly EntriBiaya[],
): Tagihan {
  const tarif = tarifKompetisi(kompetisi);
  const jumlah: Record<Kewarganegaraan, number> = { WNI: 0, WNA: 0 };
  for (const e of entri) {
    if (e.status === 'REJECTED') continue;
    for (const a of anggotaEntri(e)) jumlah[kewarganegaraanAtlet(a)]++;
  }
  const rincian = (['WNI', 'WNA'] as const)
    .filter((k) => jumlah[k] > 0)
    .map((k) => ({ kewarganegaraan: k, jumlah: jumlah[k], tarif: tarif[k], subtotal: jumlah[k] * tarif[k] }));
  const jumlahPeserta = jumlah.WNI + jumlah.WNA;
  const batas = kompetisi.batas_pendaftaran?.slice(0, 10) || null;
  return {
    jumlah_peserta: jumlahPeserta,
    rincian,
    total: rincian.reduce((sum, r) => sum + r.subtotal, 0),
    berita_transfer: kodeTagihan(kompetisi.id_kompetisi, dojang.id_dojang),
    batas_pendaftaran: batas,
    batas_pendaftaran_tampil: formatTanggalId(batas),
  };
}

let rupiahFormat: Intl.NumberFormat | undefined;

/** 'Rp 500.000' (id-ID grouping, whole rupiah); '-' when not a number. */
export function formatRupiah(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  rupiahFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  return `Rp ${rupiahFormat.format(Math.round(value) || 0)}`;
}
