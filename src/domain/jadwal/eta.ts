import type { CabangJadwal, StatusPartai } from './types';

/**
 * Expected start of every bout of one court: the court's progress (the bout on the mat and when it
 * started, else the court's start or now, whichever is later) plus the expected durations of the bouts
 * ahead. A branch's duration is learned from the court's own finished bouts (median of the last 10, from
 * 'Mulai' to the result), the changeover between bouts likewise (median of the last 10 gaps); before any,
 * the settings' minutes. Times are epoch milliseconds or ISO strings.
 */

export type Waktu = number | string;
const ms = (t: Waktu) => (typeof t === 'number' ? t : Date.parse(t));
const MENIT = 60_000;
/** The last N finished bouts teach the estimate. */
export const RIWAYAT_ETA = 10;

export interface LapanganEta {
  /** When the court's first bout starts. */
  mulai_pada: Waktu;
  menit_kyorugi: number;
  menit_poomsae: number;
}

export interface PartaiEta {
  id_match: string;
  nomor: number;
  cabang: CabangJadwal;
  status: StatusPartai;
  mulai_pada: Waktu | null;
}

/** A finished bout of the court: fought from mulai_pada to selesai_pada (a no-show has no mulai_pada: not learned from). */
export interface RiwayatPartai {
  cabang: CabangJadwal;
  mulai_pada: Waktu | null;
  selesai_pada: Waktu | null;
}

export interface Eta {
  /** Expected start, epoch ms. */
  eta: number;
  /** Bouts before it on the court (the one on the mat included). */
  partai_lagi: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

export interface PerkiraanDurasi {
  /** Expected ms of a bout per branch. */
  KYORUGI: number;
  POOMSAE: number;
  /** Expected ms between one bout's result and the next one's start. */
  jeda: number;
}

/** The running estimate of a court: median of its last 10 fought bouts per branch and of the last 10 changeovers. */
export function perkiraanDurasi(lapangan: Pick<LapanganEta, 'menit_kyorugi' | 'menit_poomsae'>, riwayat: readonly RiwayatPartai[]): PerkiraanDurasi {
  const fought = riwayat
    .filter((r) => r.mulai_pada !== null && r.selesai_pada !== null)
    .map((r) => ({ cabang: r.cabang, a: ms(r.mulai_pada as Waktu), b: ms(r.selesai_pada as Waktu) }))
    .filter((r) => Number.isFinite(r.a) && Number.isFinite(r.b) && r.b >= r.a)
    .sort((x, y) => x.a - y.a);
  const per = (c: CabangJadwal, bawaan: number) => {
    const d = fought.filter((r) => r.cabang === c).slice(-RIWAYAT_ETA).map((r) => r.b - r.a);
    return d.length ? median(d) : bawaan * MENIT;
  };
  const jeda: number[] = [];
  for (let i = 1; i < fought.length; i += 1) {
    const g = fought[i].a - fought[i - 1].b;
    if (g >= 0 && g <= 30 * MENIT) jeda.push(g);
  }
  return {
    KYORUGI: per('KYORUGI', lapangan.menit_kyorugi),
    POOMSAE: per('POOMSAE', lapangan.menit_poomsae),
    jeda: jeda.length ? median(jeda.slice(-RIWAYAT_ETA)) : 0,
  };
}

/**
 * ETA of every unfinished bout of one court, by id_match; bouts in `nomor` order. A bout on the mat longer
 * than expected is expected to end now (never in the past); the called and waiting bouts follow it.
 */
export function hitungEta(
  lapangan: LapanganEta, partai: readonly PartaiEta[], riwayat: readonly RiwayatPartai[], sekarang: Waktu,
): Map<string, Eta> {
  const now = ms(sekarang);
  const d = perkiraanDurasi(lapangan, riwayat);
  const antre = partai.filter((p) => p.status !== 'SELESAI').sort((a, b) => a.nomor - b.nomor);
  const hasil = new Map<string, Eta>();
  // Nothing on the mat: the next bout starts now, or after the last result's changeover, or when the court opens.
  const akhir = riwayat.reduce((m, r) => (r.selesai_pada === null ? m : Math.max(m, ms(r.selesai_pada))), -Infinity);
  let t = Math.max(ms(lapangan.mulai_pada), now, akhir + d.jeda);
  const diMatras = antre.filter((p) => p.status === 'BERTANDING' && p.mulai_pada !== null);
  let lagi = 0;
  if (diMatras.length > 0) {
    // Normally one; two started by mistake end in order.
    t = -Infinity;
    for (const p of diMatras) {
      const mulai = ms(p.mulai_pada as Waktu);
      hasil.set(p.id_match, { eta: mulai, partai_lagi: lagi });
      lagi += 1;
      t = Math.max(t, mulai + d[p.cabang], now) + d.jeda;
    }
  }
  for (const p of antre) {
    if (hasil.has(p.id_match)) continue;
    hasil.set(p.id_match, { eta: t, partai_lagi: lagi });
    lagi += 1;
    t += d[p.cabang] + d.jeda;
  }
  return hasil;
}

/** When a court starts: its day 'YYYY-MM-DD' at 'HH:MM' WIB (UTC+7, no daylight saving), epoch ms. */
export function waktuMulaiLapangan(tanggal: string, mulai: string): number {
  const [y, m, dd] = tanggal.slice(0, 10).split('-').map(Number);
  const [h, mi] = mulai.split(':').map(Number);
  return Date.UTC(y, m - 1, dd, h - 7, mi);
}
