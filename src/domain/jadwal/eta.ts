import type { CabangJadwal, StatusPartai } from './types';

/**
 * Expected start of every bout of one court: the court's progress (the bout on the mat and when it
 * started, else the court's start or now, whichever is later) plus the expected durations of the bouts
 * ahead. A branch's duration is learned from the court's own finished bouts (its last 10, from 'Mulai' to
 * the result) with the day's other courts as a prior, the changeover between bouts likewise; before any,
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

/** What a day's finished bouts teach, oldest first: fought durations per branch and changeovers, in ms. */
export interface RiwayatHari {
  KYORUGI: number[];
  POOMSAE: number[];
  jeda: number[];
  /** When the day's other courts first started or finished a bout (epoch ms); null or absent: none yet. */
  dimulai_pada?: number | null;
}

/** The day's other courts count for this many bouts in a court's estimate (its own last 10 are a quarter of it). */
const BOBOT_HARI = 30;
/** The day's most recent bouts (all courts) that teach the day's estimate. */
export const RIWAYAT_HARI = 100;

/** Courts' fought bouts (one list per court): durations per branch and changeovers (up to 30 min), by when they ended. */
export function pelajariHari(perLapangan: readonly (readonly RiwayatPartai[])[]): RiwayatHari {
  const durasi: { cabang: CabangJadwal; d: number; t: number }[] = [];
  const jeda: { d: number; t: number }[] = [];
  for (const riwayat of perLapangan) {
    const fought = riwayat
      .filter((r) => r.mulai_pada !== null && r.selesai_pada !== null)
      .map((r) => ({ cabang: r.cabang, a: ms(r.mulai_pada as Waktu), b: ms(r.selesai_pada as Waktu) }))
      .filter((r) => Number.isFinite(r.a) && Number.isFinite(r.b) && r.b >= r.a)
      .sort((x, y) => x.a - y.a);
    fought.forEach((r, i) => {
      durasi.push({ cabang: r.cabang, d: r.b - r.a, t: r.b });
      const g = i > 0 ? r.a - fought[i - 1].b : -1;
      if (g >= 0 && g <= 30 * MENIT) jeda.push({ d: g, t: r.a });
    });
  }
  durasi.sort((x, y) => x.t - y.t);
  jeda.sort((x, y) => x.t - y.t);
  const akhir = (xs: { d: number }[]) => xs.slice(-RIWAYAT_HARI).map((x) => x.d);
  return {
    KYORUGI: akhir(durasi.filter((x) => x.cabang === 'KYORUGI')),
    POOMSAE: akhir(durasi.filter((x) => x.cabang === 'POOMSAE')),
    jeda: akhir(jeda),
  };
}

/**
 * One expected duration: the mean of the court's own last 10 weighed with the day's mean (the other courts' last
 * 100) as if it were 30 more bouts; without the day's, the court's own median; with neither, the default. Bouts
 * ahead add up, so a mean (long bouts included) keeps a far ETA from drifting early; each value is held to 3 × the
 * median, so one bout stopped for half an hour does not move every ETA of the day.
 */
function taksir(sendiri: number[], hari: readonly number[], bawaan: number): number {
  const own = sendiri.slice(-RIWAYAT_ETA);
  if (hari.length === 0) return own.length ? median(own) : bawaan;
  const batas = 3 * median([...own, ...hari]);
  const rata = (xs: readonly number[]) => xs.reduce((x, y) => x + Math.min(y, batas), 0) / xs.length;
  const dasar = rata(hari);
  return own.length ? (own.length * rata(own) + BOBOT_HARI * dasar) / (own.length + BOBOT_HARI) : dasar;
}

/**
 * The running estimate of a court from its own last 10 fought bouts per branch and last 10 changeovers, and what
 * the day's other courts have taught (`hari`, from pelajariHari; empty: the court alone, by median).
 */
export function perkiraanDurasi(
  lapangan: Pick<LapanganEta, 'menit_kyorugi' | 'menit_poomsae'>,
  riwayat: readonly RiwayatPartai[],
  hari: RiwayatHari = HARI_KOSONG,
): PerkiraanDurasi {
  const own = pelajariHari([riwayat]);
  return {
    KYORUGI: taksir(own.KYORUGI, hari.KYORUGI, lapangan.menit_kyorugi * MENIT),
    POOMSAE: taksir(own.POOMSAE, hari.POOMSAE, lapangan.menit_poomsae * MENIT),
    jeda: taksir(own.jeda, hari.jeda, 0),
  };
}
export const HARI_KOSONG: RiwayatHari = { KYORUGI: [], POOMSAE: [], jeda: [] };

/**
 * ETA of every unfinished bout of one court, by id_match; bouts in `nomor` order. A bout on the mat longer
 * than expected is expected to end now (never in the past); the called and waiting bouts follow it.
 */
export function hitungEta(
  lapangan: LapanganEta,
  partai: readonly PartaiEta[],
  riwayat: readonly RiwayatPartai[],
  sekarang: Waktu,
  hari: RiwayatHari = HARI_KOSONG,
): Map<string, Eta> {
  const now = ms(sekarang);
  const d = perkiraanDurasi(lapangan, riwayat, hari);
  const antre = partai.filter((p) => p.status !== 'SELESAI').sort((a, b) => a.nomor - b.nomor);
  const hasil = new Map<string, Eta>();
  // Nothing on the mat: the next bout starts now, or after the last result's changeover, or — a court that has not
  // begun — at its planned start. A court that began (even before its date) runs from its own progress: its planned
  // start no longer holds it back, so a day run early never mixes today's clock with its date.
  const akhir = riwayat.reduce((m, r) => (r.selesai_pada === null ? m : Math.max(m, ms(r.selesai_pada))), -Infinity);
  const mulai = lapanganDimulai(partai, riwayat) ? -Infinity : ms(lapangan.mulai_pada);
  let t = Math.max(mulai, now, akhir + d.jeda);
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

/** A court has begun once a bout of it was called, started or finished (on any date). */
export function lapanganDimulai(partai: readonly Pick<PartaiEta, 'status'>[], riwayat: readonly RiwayatPartai[] = []): boolean {
  return riwayat.length > 0 || partai.some((p) => p.status !== 'MENUNGGU');
}

/** When a court starts: its day 'YYYY-MM-DD' at 'HH:MM' WIB (UTC+7, no daylight saving), epoch ms. */
export function waktuMulaiLapangan(tanggal: string, mulai: string): number {
  const [y, m, dd] = tanggal.slice(0, 10).split('-').map(Number);
  const [h, mi] = mulai.split(':').map(Number);
  return Date.UTC(y, m - 1, dd, h - 7, mi);
}
