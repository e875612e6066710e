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

/** What the day's other courts taught the court at `i` of a day's courts (each court's bouts): pelajariHari over their histories. */
export function riwayatHariLain(perLapangan: readonly (readonly PartaiJadwal[])[], i: number): RiwayatHari {
  const lain = perLapangan.filter((_, k) => k !== i);
  return lain.length ? pelajariHari(lain.map(riwayatLapangan)) : HARI_KOSONG;
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
      mulai_pada: waktuMulaiLapangan(lapangan.tanggal, lapangan.mulai),
      menit_kyorugi: pengaturan.menit_kyorugi,
      menit_poomsae: pengaturan.menit_poomsae,
    },
    partai,
    riwayatLapangan(partai),
    sekarang,
    hari,
  );
}
