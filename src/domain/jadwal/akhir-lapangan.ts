import { HARI_KOSONG, perkiraanDurasi, type Eta, type RiwayatHari, type Waktu } from './eta';
import { etaLapangan, mulaiRencana, riwayatLapangan, type PartaiJadwal } from './eta-lapangan';
import type { Lapangan, PengaturanJadwal } from './types';

/**
 * A court's end, planned and expected, and its drift. The plan is the court's start plus the settings' minutes of every
 * bout (the ETA of a court with no history, at plan time); the expectation is the ETA with the court's history and what
 * the day taught, the last unfinished bout's start plus its expected length (every bout finished: the last result).
 * Drift: expected end − planned end ('+40 menit' late, negative ahead).
 */

const MENIT = 60_000;
const ms = (t: Waktu) => (typeof t === 'number' ? t : Date.parse(t));
type Pengaturan = Pick<PengaturanJadwal, 'menit_kyorugi' | 'menit_poomsae'>;
const urut = <P extends { nomor: number }>(partai: readonly P[]) => [...partai].sort((a, b) => a.nomor - b.nomor);

/**
 * When each bout of the court was planned to start (by id_match, epoch ms), and when the last was planned to end: from
 * the court's start on its date, or (a day run on another date) from when it began (mulaiRencana).
 */
export function rencanaLapangan(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  pengaturan: Pengaturan,
  partai: readonly Pick<PartaiJadwal, 'id_match' | 'nomor' | 'cabang' | 'mulai_pada' | 'selesai_pada'>[],
  hari: RiwayatHari = HARI_KOSONG,
): { mulai: Map<string, number>; selesai: number } {
  let t = mulaiRencana(lapangan, partai, hari);
  const mulai = new Map<string, number>();
  for (const p of urut(partai)) {
    mulai.set(p.id_match, t);
    t += (p.cabang === 'POOMSAE' ? pengaturan.menit_poomsae : pengaturan.menit_kyorugi) * MENIT;
  }
  return { mulai, selesai: t };
}

export interface AkhirLapangan {
  /** Planned end, epoch ms. */
  rencana: number;
  /** Expected end now, epoch ms; null without bouts. */
  perkiraan: number | null;
  /** perkiraan − rencana in whole minutes; null without bouts. */
  geser_menit: number | null;
}

/** Expected end of a court from its ETAs (etaLapangan's answer for these bouts). */
export function perkiraanSelesai(
  pengaturan: Pengaturan,
  partai: readonly PartaiJadwal[],
  eta: ReadonlyMap<string, Eta>,
  hari: RiwayatHari = HARI_KOSONG,
): number | null {
  if (partai.length === 0) return null;
  const d = perkiraanDurasi(pengaturan, riwayatLapangan(partai), hari);
  let akhir = -Infinity;
  for (const p of partai) {
    const e = eta.get(p.id_match);
    if (p.status !== 'SELESAI' && e) akhir = Math.max(akhir, e.eta + d[p.cabang]);
    else if (p.status === 'SELESAI' && p.selesai_pada !== null) akhir = Math.max(akhir, ms(p.selesai_pada));
  }
  return Number.isFinite(akhir) ? akhir : null;
}

/** A court's planned and expected end and its drift (`eta`: its etaLapangan when already computed). */
export function akhirLapangan(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  pengaturan: Pengaturan,
  partai: readonly PartaiJadwal[],
  sekarang: Waktu,
  hari: RiwayatHari = HARI_KOSONG,
  eta: ReadonlyMap<string, Eta> = etaLapangan(lapangan, pengaturan, partai, sekarang, hari),
): AkhirLapangan {
  const rencana = rencanaLapangan(lapangan, pengaturan, partai, hari).selesai;
  const perkiraan = perkiraanSelesai(pengaturan, partai, eta, hari);
  return { rencana, perkiraan, geser_menit: perkiraan === null ? null : Math.round((perkiraan - rencana) / MENIT) };
}

/** '+40 menit', '−15 menit', 'sesuai jadwal' (within 2 minutes), '' without bouts. */
export function teksGeser(geser_menit: number | null): string {
  if (geser_menit === null) return '';
  if (Math.abs(geser_menit) <= 2) return 'sesuai jadwal';
  return geser_menit > 0 ? `+${geser_menit} menit` : `−${-geser_menit} menit`;
}
