import type { StatusPartai } from './types';

/** How long a court's scoreboard shows a result after 'Simpan hasil' before it turns to the next bout (a board setting). */
export const PAPAN_HASIL_DETIK_BAWAAN = 15;
export const PAPAN_HASIL_DETIK_MIN = 3;
export const PAPAN_HASIL_DETIK_MAKS = 120;

/** A board's setting as given (a URL, a stored choice): a whole number of seconds in range, else the default. */
export function bacaDetikHasil(x: unknown): number {
  const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN;
  if (!Number.isFinite(n)) return PAPAN_HASIL_DETIK_BAWAAN;
  return Math.min(PAPAN_HASIL_DETIK_MAKS, Math.max(PAPAN_HASIL_DETIK_MIN, Math.round(n)));
}

export interface PartaiPapanLapangan {
  nomor: number;
  status: StatusPartai;
  /** ISO: when its result came (the desk's clock on the desk's copy, the server's on its answer). */
  selesai_pada: string | null;
}

/**
 * What a court's scoreboard shows now:
 * - 'bertanding': the bout on the mat (the lowest number when two were started);
 * - 'hasil': the bout whose result came last, for `detik_hasil` seconds after it, with the bout after it;
 * - 'berikut': between bouts, the next one — a called bout first, else the next waiting by number;
 * - 'selesai': every bout finished (the last result stays); 'kosong': the court has no bouts.
 * `sampai` is when this picture turns by itself (a result's end), so a screen can wait for exactly that.
 */
export type LayarPapan<P> =
  | { jenis: 'bertanding'; partai: P; berikut: P | null; sampai: null }
  | { jenis: 'hasil'; partai: P; berikut: P | null; sampai: number }
  | { jenis: 'berikut'; partai: P; berikut: P | null; sampai: null }
  | { jenis: 'selesai'; partai: P | null; berikut: null; sampai: null }
  | { jenis: 'kosong'; partai: null; berikut: null; sampai: null };

const waktu = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

export function layarPapanLapangan<P extends PartaiPapanLapangan>(partai: readonly P[], now: number, detik_hasil: number): LayarPapan<P> {
  if (partai.length === 0) return { jenis: 'kosong', partai: null, berikut: null, sampai: null };
  const urut = [...partai].sort((a, b) => a.nomor - b.nomor);
  const bertanding = urut.find((p) => p.status === 'BERTANDING');
  const berikut = urut.find((p) => p.status === 'DIPANGGIL') ?? urut.find((p) => p.status === 'MENUNGGU') ?? null;
  if (bertanding) {
    const lain = urut.find((p) => p !== bertanding && p.status === 'DIPANGGIL') ?? urut.find((p) => p.status === 'MENUNGGU') ?? null;
    return { jenis: 'bertanding', partai: bertanding, berikut: lain, sampai: null };
  }
  let terakhir: P | null = null;
  for (const p of urut) {
    if (p.status !== 'SELESAI') continue;
    const t = waktu(p.selesai_pada);
    if (!terakhir || (Number.isFinite(t) && !(waktu(terakhir.selesai_pada) > t))) terakhir = p;
  }
  if (terakhir) {
    const sampai = waktu(terakhir.selesai_pada) + detik_hasil * 1000;
    if (Number.isFinite(sampai) && now < sampai) return { jenis: 'hasil', partai: terakhir, berikut, sampai };
  }
  if (berikut) {
    const lagi = urut.find((p) => p !== berikut && p.status === 'MENUNGGU' && p.nomor > berikut.nomor) ?? null;
    return { jenis: 'berikut', partai: berikut, berikut: lagi, sampai: null };
  }
  return { jenis: 'selesai', partai: terakhir, berikut: null, sampai: null };
}
