/**
 * Geometry of the bracket board: every card has the same height, round r's matches sit on slots twice as
 * tall as round r-1's, so a match is centred between the two matches that feed it. Positions are plain
 * arithmetic, which lets the board draw only what is on screen for a 1,024-entry class.
 */

/** Card height and the vertical gap between round-1 cards (px). */
export const CARD_H = 96;
export const GAP_Y = 20;
export const SLOT_1 = CARD_H + GAP_Y;
/** Card width and the horizontal room for the connector lines between two rounds (px). */
export const CARD_W = 244;
export const CONN_W = 36;

/** From this many matches on, the board renders only the rows near the visible area. */
export const WINDOW_FROM = 96;

/** The matches of one round, indexed by posisi - 1 (a hole stays undefined). */
export interface Ronde<M> {
  ronde: number;
  matches: (M | undefined)[];
}

/** Groups the matches by round (1 … jumlah_ronde, and any round a stray match names), ordered by posisi. */
export function kelompokkanRonde<M extends { ronde: number; posisi: number }>(matches: readonly M[], jumlah_ronde: number): Ronde<M>[] {
  const last = matches.reduce((max, m) => Math.max(max, m.ronde), Math.max(0, jumlah_ronde));
  const rounds: Ronde<M>[] = Array.from({ length: last }, (_, i) => ({ ronde: i + 1, matches: [] }));
  for (const m of matches) {
    if (m.ronde < 1 || m.posisi < 1) continue;
    rounds[m.ronde - 1]!.matches[m.posisi - 1] = m;
  }
  return rounds;
}

/** Height of one slot of round r. */
export const slot = (ronde: number): number => SLOT_1 * 2 ** (ronde - 1);

/** Top of the card of match (ronde, posisi), relative to the board's body. */
export const cardTop = (ronde: number, posisi: number): number => (posisi - 1) * slot(ronde) + (slot(ronde) - CARD_H) / 2;

/** Vertical centre of match (ronde, posisi). */
export const cardMid = (ronde: number, posisi: number): number => (posisi - 0.5) * slot(ronde);

/** Left edge of round r's column. */
export const colLeft = (ronde: number): number => (ronde - 1) * (CARD_W + CONN_W);

export function boardSize(rounds: readonly Ronde<unknown>[]): { width: number; height: number } {
  const width = rounds.length === 0 ? 0 : rounds.length * CARD_W + (rounds.length - 1) * CONN_W;
  const height = rounds.reduce((max, r) => Math.max(max, r.matches.length * slot(r.ronde)), 0);
  return { width, height: Math.max(0, height - GAP_Y) };
}

/** The posisi range [from, to] of round r whose slots meet the band [y0, y1]. */
export function posisiTerlihat(ronde: number, jumlah: number, y0: number, y1: number): [number, number] {
  const s = slot(ronde);
  const from = Math.max(1, Math.floor(y0 / s) + 1);
  const to = Math.min(jumlah, Math.ceil(y1 / s));
  return [from, to];
}

/** Connector of match (ronde ≥ 2, posisi): the bracket joining its two feeders, and the stub into its card. */
export function konektor(ronde: number, posisi: number): { top: number; height: number; left: number; stubTop: number } {
  const feeder = slot(ronde - 1);
  return {
    top: (posisi - 1) * slot(ronde) + feeder / 2,
    height: feeder,
    left: colLeft(ronde) - CONN_W,
    stubTop: cardMid(ronde, posisi),
  };
}

/**
 * What fits A4 landscape (10 mm margins: 1047 × 718 CSS px), less room for the print-only header above the board
 * (event and class, ~60 px) and the class's medal box below it (~100 px).
 */
const CETAK_W = 1000;
const CETAK_H = 530;
/** A narrow board is stretched sideways on paper up to this much, so its cards (and names) get the sheet's width. */
const REGANG_MAKS = 1.6;

/**
 * Print scale of a board of `width` × `height` px: the whole bracket on one sheet when that keeps it
 * readable (≥ 0.5: a 16-entry class), otherwise as wide as the sheet and running on over the next pages.
 */
export function zoomCetak(width: number, height: number): number {
  const lebar = Math.min(1, CETAK_W / Math.max(1, width));
  const satu = Math.min(lebar, CETAK_H / Math.max(1, height));
  return Math.floor((satu >= 0.5 ? satu : lebar) * 1000) / 1000;
}

/**
 * Sideways stretch on paper of a board `width` px wide printed at `zoom`: the cards widen (up to REGANG_MAKS) until
 * the board is as wide as the sheet, so the names get the room; 1 for a board already as wide as the sheet.
 */
export function regangCetak(width: number, zoom: number): number {
  return Math.floor(Math.min(REGANG_MAKS, Math.max(1, CETAK_W / Math.max(1, width * zoom))) * 100) / 100;
}

/**
 * A horizontal length of the board: its screen px, times the sheet's stretch when printing (`--kx` is set by
 * features/bagan/print.css on paper only). Vertical lengths stay px: the cards' heights and the lines' meeting
 * points do not change.
 */
export const px = (n: number): string => `calc(${n}px * var(--kx, 1))`;

let skorFormat: Intl.NumberFormat | undefined;

/** A score as the venue reads it: 12, 8,45 (id-ID decimals). */
export function formatSkor(skor: number): string {
  return (skorFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 })).format(skor);
}
