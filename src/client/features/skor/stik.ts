import { TEKNIK, TEKNIK_INFO, type Sudut, type Teknik } from '../../../domain/skor';

/**
 * Judges without a network: game controllers (Gamepad API) or keyboard keys attached to the console's own device.
 * A seat is paired once ('Tekan tombol apa saja di stik juri 1' …) and remembered on the device; a controller's
 * buttons map to corner + technique (one map for every controller of the device, 'Atur tombol' changes it), a
 * keyboard seat uses one row of keys: its first five B (pukulan, badan, kepala, putar badan, putar kepala), the
 * next five R. A press becomes a judge's press of that seat and goes to the same consensus as phones' presses.
 */

/** What a seat is paired to: a controller (its slot and name when paired) or a row of the keyboard. */
export type SumberStik = { jenis: 'stik'; index: number; id: string } | { jenis: 'kibor'; baris: number };

/** Corner + technique of a button, keyed `B:pukulan` … by the standard gamepad button index. */
export type PetaTombol = Record<string, number>;

export interface PasanganStik {
  kursi: Record<number, SumberStik>;
  peta: PetaTombol;
}

export interface AksiStik {
  sudut: Sudut;
  teknik: Teknik;
}

export const kunciAksi = (a: AksiStik) => `${a.sudut}:${a.teknik}`;

/** Every action a controller maps, B's techniques then R's (the order 'Atur tombol' asks them in). */
export const SEMUA_AKSI: readonly AksiStik[] = (['B', 'R'] as const).flatMap((sudut) => TEKNIK.map((teknik) => ({ sudut, teknik })));

/**
 * The standard gamepad layout's map: blue (B, the left corner) under the left hand — d-pad left punch, down body,
 * up head, LB turning body, LT turning head — and red (R) under the right hand: X, A, Y, RB, RT.
 */
export const PETA_BAWAAN: PetaTombol = {
  'B:pukulan': 14,
  'B:badan': 13,
  'B:kepala': 12,
  'B:putar_badan': 4,
  'B:putar_kepala': 6,
  'R:pukulan': 2,
  'R:badan': 0,
  'R:kepala': 3,
  'R:putar_badan': 5,
  'R:putar_kepala': 7,
};

const NAMA_TOMBOL = ['A', 'B', 'X', 'Y', 'LB', 'RB', 'LT', 'RT', 'Back', 'Start', 'L3', 'R3', '▲', '▼', '◀', '▶', 'Home'];
/** A standard gamepad button's name as printed on most controllers. */
export const namaTombol = (i: number) => (i < 0 ? '–' : `Tombol ${NAMA_TOMBOL[i] ?? i + 1}`);

/** The keyboard rows a seat may use (KeyboardEvent.code, so any layout works). */
export const BARIS_KIBOR: readonly (readonly string[])[] = [
  ['Digit1', 'Digit2', 'Digit3', 'Digit4', 'Digit5', 'Digit6', 'Digit7', 'Digit8', 'Digit9', 'Digit0'],
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyT', 'KeyY', 'KeyU', 'KeyI', 'KeyO', 'KeyP'],
  ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'],
  ['KeyZ', 'KeyX', 'KeyC', 'KeyV', 'KeyB', 'KeyN', 'KeyM', 'Comma', 'Period', 'Slash'],
];
const LABEL_BARIS = ['1 … 0', 'Q … P', 'A … ;', 'Z … /'];

/** A key's row and the action it stands for in that row; null for a key of no row. */
export function tombolKibor(code: string): { baris: number; aksi: AksiStik } | null {
  for (const [baris, kunci] of BARIS_KIBOR.entries()) {
    const i = kunci.indexOf(code);
    if (i >= 0) return { baris, aksi: { sudut: i < 5 ? 'B' : 'R', teknik: TEKNIK[i % 5]! } };
  }
  return null;
}

/** The action of a controller's button under the map, or null (a button mapped to nothing). */
export function aksiTombol(peta: PetaTombol, tombol: number): AksiStik | null {
  return SEMUA_AKSI.find((a) => peta[kunciAksi(a)] === tombol) ?? null;
}

/** Buttons pressed now that were not in the last poll (a held button presses once). */
export function tombolBaru(sebelum: readonly boolean[] | undefined, kini: readonly boolean[]): number[] {
  const baru: number[] = [];
  for (const [i, tekan] of kini.entries()) if (tekan && !sebelum?.[i]) baru.push(i);
  return baru;
}

const sama = (a: SumberStik, b: SumberStik) =>
  a.jenis === 'stik' ? b.jenis === 'stik' && a.index === b.index : b.jenis === 'kibor' && a.baris === b.baris;

/** The seat paired to a controller slot or keyboard row, or null. */
export function kursiDari(p: PasanganStik, sumber: SumberStik): number | null {
  const k = Object.entries(p.kursi).find(([, s]) => sama(s, sumber));
  return k ? Number(k[0]) : null;
}

/** Pairs `kursi` to `sumber`: a controller or row paired to another seat before leaves it. */
export function pasangkan(p: PasanganStik, kursi: number, sumber: SumberStik): PasanganStik {
  const sisa = Object.fromEntries(Object.entries(p.kursi).filter(([, s]) => !sama(s, sumber)));
  return { ...p, kursi: { ...sisa, [kursi]: sumber } };
}

/** Unpairs `kursi`. */
export function lepaskan(p: PasanganStik, kursi: number): PasanganStik {
  return { ...p, kursi: Object.fromEntries(Object.entries(p.kursi).filter(([k]) => Number(k) !== kursi)) };
}

/** How the console names what a seat is paired to. */
export const labelSumber = (s: SumberStik) =>
  s.jenis === 'stik' ? `Stik ${s.index + 1}` : `Papan ketik baris ${LABEL_BARIS[s.baris] ?? s.baris + 1}`;

/** How the console names an action: 'B +1 Pukulan'. */
export const labelAksi = (a: AksiStik, poin: Record<Teknik, number>) => `${a.sudut} +${poin[a.teknik]} ${TEKNIK_INFO[a.teknik].label}`;

const KUNCI = 'arena-stik-juri';
const KOSONG: PasanganStik = { kursi: {}, peta: PETA_BAWAAN };

/** This device's pairings and map (localStorage); the shipped map when none is kept or it is unreadable. */
export function bacaPasangan(): PasanganStik {
  try {
    const x = JSON.parse(localStorage.getItem(KUNCI) ?? 'null') as Partial<PasanganStik> | null;
    if (!x || typeof x !== 'object') return KOSONG;
    const kursi: Record<number, SumberStik> = {};
    for (const [k, s] of Object.entries(x.kursi ?? {})) {
      if (s?.jenis === 'stik' && Number.isInteger(s.index)) kursi[Number(k)] = { jenis: 'stik', index: s.index, id: String(s.id ?? '') };
      else if (s?.jenis === 'kibor' && Number.isInteger(s.baris)) kursi[Number(k)] = { jenis: 'kibor', baris: s.baris };
    }
    const peta = { ...PETA_BAWAAN };
    for (const a of SEMUA_AKSI) {
      const t = x.peta?.[kunciAksi(a)];
      if (Number.isInteger(t)) peta[kunciAksi(a)] = t!;
    }
    return { kursi, peta };
  } catch {
    return KOSONG;
  }
}

export function simpanPasangan(p: PasanganStik): void {
  try {
    localStorage.setItem(KUNCI, JSON.stringify(p));
  } catch {
    /* private mode: the pairing lasts for the page */
  }
}
