import * as v from 'valibot';
import { SUDUT, TEKNIK, type SkorDigital, type Sudut, type Teknik } from './aturan';

/**
 * Digital scoring for novices: judges press corner + technique on their phones; a point counts when a
 * majority of the panel (more than half: 2 of 3, 3 of 4) press the same corner and technique within the
 * window. The window opens at the earliest press not yet used; the point takes at most one press per judge
 * from it (a third agreeing judge joins the same point rather than starting another), and each press counts
 * in at most one point. The same press received twice (same judge, corner, technique and time) counts once.
 */

export interface TekanJuri {
  /** The judge's seat, 1 … juri. */
  juri: number;
  sudut: Sudut;
  teknik: Teknik;
  waktu: number;
}

export interface PoinKonsensus {
  sudut: Sudut;
  teknik: Teknik;
  /** The press that completed the majority: when the point appears on the console. */
  waktu: number;
  juri: number[];
  /** Stable per point (its first press), so the console turns it into one poin event however often it re-runs. */
  kunci: string;
}

export interface HasilKonsensus {
  poin: PoinKonsensus[];
  /** Presses that joined no point. */
  sendiri: TekanJuri[];
}

export const mayoritasJuri = (juri: number): number => Math.floor(juri / 2) + 1;

/** A total order, so the result never depends on the order presses arrived in. */
const urutTekan = (a: TekanJuri, b: TekanJuri) =>
  a.waktu - b.waktu || a.juri - b.juri || a.sudut.localeCompare(b.sudut) || a.teknik.localeCompare(b.teknik);

export function konsensusJuri(tekan: readonly TekanJuri[], opsi: SkorDigital): HasilKonsensus {
  const perlu = mayoritasJuri(opsi.juri);
  const grup = new Map<string, TekanJuri[]>();
  const dilihat = new Set<string>();
  for (const t of tekan) {
    const kunci = `${t.juri}|${t.sudut}|${t.teknik}|${t.waktu}`;
    if (t.juri < 1 || t.juri > opsi.juri || dilihat.has(kunci)) continue;
    dilihat.add(kunci);
    const g = `${t.sudut}|${t.teknik}`;
    const daftar = grup.get(g);
    if (daftar) daftar.push(t);
    else grup.set(g, [t]);
  }

  const poin: PoinKonsensus[] = [];
  const sendiri: TekanJuri[] = [];
  for (const daftar of grup.values()) {
    daftar.sort(urutTekan);
    const dipakai = new Array<boolean>(daftar.length).fill(false);
    for (let i = 0; i < daftar.length; i++) {
      if (dipakai[i]) continue;
      const awal = daftar[i];
      const ambil = [i];
      const juri = new Set([awal.juri]);
      for (let j = i + 1; j < daftar.length && daftar[j].waktu - awal.waktu <= opsi.jendela_ms; j++) {
        if (dipakai[j] || juri.has(daftar[j].juri)) continue;
        juri.add(daftar[j].juri);
        ambil.push(j);
      }
      if (ambil.length < perlu) {
        sendiri.push(awal);
        dipakai[i] = true;
        continue;
      }
      for (const j of ambil) dipakai[j] = true;
      poin.push({
        sudut: awal.sudut,
        teknik: awal.teknik,
        waktu: daftar[ambil[perlu - 1]].waktu,
        juri: ambil.map((j) => daftar[j].juri),
        kunci: `${awal.sudut}:${awal.teknik}:${awal.juri}:${awal.waktu}`,
      });
    }
  }
  poin.sort((a, b) => a.waktu - b.waktu || (a.kunci < b.kunci ? -1 : 1));
  sendiri.sort(urutTekan);
  return { poin, sendiri };
}

export const KONSENSUS_MSG = {
  juri: 'Nomor juri harus 1 sampai 4',
  sudut: 'Sudut harus B atau R',
  teknik: 'Teknik tidak dikenal',
  waktu: 'Waktu tekan tidak valid',
} as const;

const bulat = (msg: string, min: number, max: number) => v.pipe(v.number(msg), v.integer(msg), v.minValue(min, msg), v.maxValue(max, msg));

export const TEKAN_JURI_SCHEMA = v.object({
  juri: bulat(KONSENSUS_MSG.juri, 1, 4),
  sudut: v.picklist(SUDUT, KONSENSUS_MSG.sudut),
  teknik: v.picklist(TEKNIK, KONSENSUS_MSG.teknik),
  waktu: bulat(KONSENSUS_MSG.waktu, 0, 8.64e15),
}) satisfies v.GenericSchema<unknown, TekanJuri>;
