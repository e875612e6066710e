/**
 * The privacy notice ('Kebijakan Privasi'): its version is what a consent statement records, so a statement
 * always names the text the coach was shown. A new text is a new version here (the page shows the same one).
 */
export const KEBIJAKAN_PRIVASI_VERSI = '2026-11';

/** Where the notice is shown (public, no login). */
export const KEBIJAKAN_PRIVASI_PATH = '/kebijakan-privasi';

/** An athlete is a child (consent from a parent or guardian) under this age on the statement's date. */
export const USIA_DEWASA = 18;
