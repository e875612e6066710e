import { HARI_KOSONG, type Eta, type RiwayatHari, type Waktu } from '../jadwal/eta';
import { etaLapangan, type PartaiJadwal } from '../jadwal/eta-lapangan';
import { akhirLapangan, rencanaLapangan, type AkhirLapangan } from '../jadwal/akhir-lapangan';
import type { Lapangan, PengaturanJadwal } from '../jadwal/types';

export { rencanaLapangan };

/**
 * A court at a glance for the venue overview: its bout on the mat, the called one and the next, bouts left, and how
 * far it runs behind (+) or ahead (−) of its plan. The plan is the court's start plus the settings' minutes of every
 * bout before (Kyorugi `menit_kyorugi`, Poomsae `menit_poomsae`, no changeover); the court's progress is its ETAs
 * (etaLapangan, the same the desk and the public pages show).
 */

const MENIT = 60_000;
const ms = (t: Waktu) => (typeof t === 'number' ? t : Date.parse(t));
const urut = <P extends { nomor: number }>(partai: readonly P[]) => [...partai].sort((a, b) => a.nomor - b.nomor);

/**
 * How far the court runs behind its plan, in ms (ahead: negative): the bout it is at now (the one on the mat, else
 * the first not finished) is expected to start at its ETA instead of its planned start; once every bout is finished,
 * the last result against the planned end. null for a court without bouts.
 */
export function selisihRencana(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  pengaturan: Pick<PengaturanJadwal, 'menit_kyorugi' | 'menit_poomsae'>,
  partai: readonly PartaiJadwal[],
  eta: ReadonlyMap<string, Eta>,
  hari: RiwayatHari = HARI_KOSONG,
): number | null {
  if (partai.length === 0) return null;
  const rencana = rencanaLapangan(lapangan, pengaturan, partai, hari);
  const antre = urut(partai).filter((p) => p.status !== 'SELESAI');
  const acuan = antre.find((p) => p.status === 'BERTANDING') ?? antre[0];
  if (acuan) {
    const e = eta.get(acuan.id_match);
    const r = rencana.mulai.get(acuan.id_match);
    return e && r !== undefined ? e.eta - r : null;
  }
  const akhir = partai.reduce((m, p) => (p.selesai_pada === null ? m : Math.max(m, ms(p.selesai_pada))), -Infinity);
  return Number.isFinite(akhir) ? akhir - rencana.selesai : null;
}

export interface RingkasLapangan<P> {
  /** The bout on the mat (BERTANDING), the called one (DIPANGGIL), the next waiting one (MENUNGGU): the first of each by number. */
  di_matras: P | null;
  dipanggil: P | null;
  berikut: P | null;
  /** Bouts not finished (the one on the mat included), finished, all. */
  sisa: number;
  selesai: number;
  total: number;
  /** Behind (+) or ahead (−) of the plan, in whole minutes; null without bouts. */
  selisih_menit: number | null;
  /** Every unfinished bout's ETA (etaLapangan). */
  eta: Map<string, Eta>;
  /** Planned and expected end, and the drift between them (akhirLapangan). */
  akhir: AkhirLapangan;
}

/** One court of the overview, from its bouts (any order) and what its day's other courts taught (`hari`). */
export function ringkasLapangan<P extends PartaiJadwal>(
  lapangan: Pick<Lapangan, 'tanggal' | 'mulai'>,
  pengaturan: Pick<PengaturanJadwal, 'menit_kyorugi' | 'menit_poomsae'>,
  partai: readonly P[],
  sekarang: Waktu,
  hari: RiwayatHari = HARI_KOSONG,
): RingkasLapangan<P> {
  const semua = urut(partai);
  const eta = etaLapangan(lapangan, pengaturan, semua, sekarang, hari);
  const pertama = (status: P['status']) => semua.find((p) => p.status === status) ?? null;
  const selesai = semua.filter((p) => p.status === 'SELESAI').length;
  const selisih = selisihRencana(lapangan, pengaturan, semua, eta, hari);
  return {
    di_matras: pertama('BERTANDING'),
    dipanggil: pertama('DIPANGGIL'),
    berikut: pertama('MENUNGGU'),
    sisa: semua.length - selesai,
    selesai,
    total: semua.length,
    selisih_menit: selisih === null ? null : Math.round(selisih / MENIT),
    eta,
    akhir: akhirLapangan(lapangan, pengaturan, semua, sekarang, hari, eta),
  };
}

/**
 * The match day an overview shows: the one asked, else today's (WIB) when it is a match day, else the next one, else
 * the last; null without days. `hari`: the days, 'YYYY-MM-DD', in order.
 */
export function pilihHari(hari: readonly string[], diminta: string | undefined, sekarang: Waktu): string | null {
  if (diminta) return diminta;
  const hariIni = new Date(ms(sekarang) + 7 * 3600_000).toISOString().slice(0, 10);
  return hari.find((h) => h >= hariIni) ?? hari[hari.length - 1] ?? null;
}
