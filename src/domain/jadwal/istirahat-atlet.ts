import type { Sudut } from '../sudut';

/**
 * The rest an athlete had before a bout is called: when did each corner's athlete last finish a bout, on any court.
 * The desk asks before calling one who rested less than the competition's rest time; the server never refuses (the
 * organiser decides).
 */

const MENIT = 60_000;

/** A finished bout of an entry (the entry of a corner of the bout to call: its own earlier bout, or its athlete's bout in another class). */
export interface SelesaiAtlet {
  id_peserta_kompetisi: number;
  id_match: string;
  /** The finished bout's label, 'A-11'. */
  label: string;
  /** ISO. */
  selesai_pada: string;
}

interface SudutNama {
  id_peserta_kompetisi: number;
  nama: string;
}

export interface PeringatanIstirahat {
  sudut: Sudut;
  nama: string;
  label: string;
  /** Whole minutes since that bout ended (0 for less than one, or a clock a little behind). */
  menit_lalu: number;
}

/** The corners of `partai` whose athlete finished a bout less than `menit` minutes before `sekarang`, blue first. */
export function peringatanIstirahat(
  partai: { id_match: string; sudut_a: SudutNama | null; sudut_b: SudutNama | null },
  selesai: readonly SelesaiAtlet[],
  sekarang: number | string,
  menit: number,
): PeringatanIstirahat[] {
  const now = typeof sekarang === 'number' ? sekarang : Date.parse(sekarang);
  if (!(menit > 0) || !Number.isFinite(now)) return [];
  const hasil: PeringatanIstirahat[] = [];
  for (const [sudut, s] of [
    ['B', partai.sudut_a],
    ['R', partai.sudut_b],
  ] as const) {
    if (!s) continue;
    let akhir: SelesaiAtlet | null = null;
    for (const x of selesai) {
      if (x.id_peserta_kompetisi !== s.id_peserta_kompetisi || x.id_match === partai.id_match) continue;
      const t = Date.parse(x.selesai_pada);
      if (Number.isFinite(t) && (akhir === null || t > Date.parse(akhir.selesai_pada))) akhir = x;
    }
    if (!akhir) continue;
    const lalu = now - Date.parse(akhir.selesai_pada);
    if (lalu < menit * MENIT) hasil.push({ sudut, nama: s.nama, label: akhir.label, menit_lalu: Math.max(0, Math.floor(lalu / MENIT)) });
  }
  return hasil;
}

/** 'Atlet Budi selesai partai A-11 3 menit lalu' ('baru saja' under a minute). */
export function pesanIstirahat(p: PeringatanIstirahat): string {
  return `Atlet ${p.nama} selesai partai ${p.label} ${p.menit_lalu < 1 ? 'baru saja' : `${p.menit_lalu} menit lalu`}`;
}

/**
 * The rest time before a bout, in minutes: the competition's rest in bouts (`istirahat_partai`) as long as that many bouts
 * of the bout's branch are expected to take — the same measure the order of play holds across courts.
 */
export function menitIstirahat(
  pengaturan: { istirahat_partai: number; menit_kyorugi: number; menit_poomsae: number },
  cabang: 'KYORUGI' | 'POOMSAE',
): number {
  return pengaturan.istirahat_partai * (cabang === 'KYORUGI' ? pengaturan.menit_kyorugi : pengaturan.menit_poomsae);
}
