import {
  HARI_KOSONG,
  hitungEta,
  pelajariHari,
  waktuMulaiLapangan,
  type Eta,
  type PartaiEta,
  type RiwayatHari,
  type RiwayatPartai,
  type Waktu,
} from './eta';
import type { Sudut } from '../sudut';
import { tanggalWib } from './hari-awal';
import type { Lapangan, PengaturanJadwal } from './types';

/**
 * A court's ETAs as the court desk, the server (desk list, public schedule, coach's bouts, PDF) and the public pages
 * compute them: one court's bouts, which of them count as its history, and what the day's other courts taught.
 */

/** A bout as a court's ETA reads it. */
export interface PartaiJadwal extends PartaiEta {
  selesai_pada: Waktu | null;
  /** The corner that did not appear ('B' | 'R'), when the bout ended as a no-show. */
  sudut_tidak_hadir: Sudut | null;
}

/**
 * Which finished bouts a court's estimate counts, the one rule every side uses: every finished bout is the court's
 * last one when its result came (the next starts a changeover after it, a no-show included), and only a fought bout
 * teaches a bout's length (a no-show has no start, whatever a copy says).
 */
export function riwayatLapangan(partai: readonly PartaiJadwal[]): RiwayatPartai[] {
  return partai
    .filter((p) => p.status === 'SELESAI')
    .map((p) => ({ cabang: p.cabang, mulai_pada: p.sudut_tidak_hadir === null ? p.mulai_pada : null, selesai_pada: p.selesai_pada }));
}

/** When a court first started or finished a bout (epoch ms), or null. */
export function awalLapangan(partai: readonly Pick<PartaiJadwal, 'mulai_pada' | 'selesai_pada'>[]): number | null {
  let awal = Infinity;
  for (const p of partai) {
    for (const t of [p.mulai_pada, p.selesai_pada]) if (t !== null) awal = Math.min(awal, typeof t === 'number' ? t : Date.parse(t));
  }
  return Number.isFinite(awal) ? awal : null;
}

/**
 * What the day's other courts taught the court at `i` of a day's courts (each court's bouts): pelajariHari over their
 * histories, and when the first of them began.
 */
export function riwayatHariLain(perLapangan: readonly (readonly PartaiJadwal[])[], i: number): RiwayatHari {
  const lain = perLapangan.filter((_, k) => k !== i);
  if (lain.length === 0) return HARI_KOSONG;
  const awal = lain.map(awalLapangan).filter((t): t is number => t !== null);
  return { ...pelajariHari(lain.map(riwayatLapangan)), dimulai_pada: awal.length ? Math.min(...awal) : null };
}

/**
 * When a court's plan starts (epoch ms): its start time on its date — unless the day began on another date (a day
 * run early, or after a postponement): then from when it actually began, the court's own first bout if it began,
 * else the day's first on any court. So a day run on another date is planned, timed and measured on the day it runs.
 */
export function mulaiRencana(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  partai: readonly Pick<PartaiJadwal, 'mulai_pada' | 'selesai_pada'>[],
  hari: RiwayatHari = HARI_KOSONG,
): number {
  const rencana = waktuMulaiLapangan(lapangan.tanggal, lapangan.mulai);
  const sendiri = awalLapangan(partai);
  const awalHari = [sendiri, hari.dimulai_pada ?? null].filter((t): t is number => t !== null);
  if (awalHari.length === 0 || tanggalWib(Math.min(...awalHari)) === lapangan.tanggal.slice(0, 10)) return rencana;
  return sendiri ?? Math.min(...awalHari);
}

/**
 * ETA of every unfinished bout of one court, by id_match: hitungEta from the court's start ('HH:MM' WIB on its day)
 * and the settings' minutes, over the court's history (riwayatLapangan) and what the day taught (`hari`).
 */
export function etaLapangan(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  pengaturan: Pick<PengaturanJadwal, 'menit_kyorugi' | 'menit_poomsae'>,
  partai: readonly PartaiJadwal[],
  sekarang: Waktu,
  hari: RiwayatHari = HARI_KOSONG,
): Map<string, Eta> {
  return hitungEta(
    {
      mulai_pada: mulaiRencana(lapangan, partai, hari),
      menit_kyorugi: pengaturan.menit_kyorugi,
      menit_poomsae: pengaturan.menit_poomsae,
    },
    partai,
    riwayatLapangan(partai),
    sekarang,
    hari,
  );
}
