/**
 * How soon a request is handled. UU PDP gives 3 × 24 hours to stop processing after consent is withdrawn (Pasal 40)
 * and to give access or a copy (Pasal 32); for erasure (Pasal 43) it names no period, so an erasure request — which a
 * withdrawal starts — is held to the same 3 × 24 hours. An export is made at once.
 */
export const BATAS_PROSES_JAM = 72;
export const BATAS_PROSES_TEKS = 'paling lambat 3 × 24 jam sejak permintaan diterima';

/** The moment a request asked at `diminta_pada` (ISO) must be handled by (ISO). */
export function batasProses(diminta_pada: string): string {
  return new Date(Date.parse(diminta_pada) + BATAS_PROSES_JAM * 3_600_000).toISOString();
}

/** Whether a request still open at `sekarang` is past its deadline. */
export function lewatBatas(diminta_pada: string, sekarang: Date): boolean {
  return sekarang.getTime() > Date.parse(batasProses(diminta_pada));
}
