/**
 * The invoice code a coach writes as the transfer note ('berita transfer'): short enough for every bank's
 * note field and unique per competition and dojang, e.g. 'ATK3-D0042'. Letters, digits and dashes only.
 */
export const KODE_TAGIHAN_MAKS = 20;
export const KODE_TAGIHAN_POLA = /^[A-Z0-9-]{1,20}$/;

/** Ids are PostgreSQL integers (serial). */
const bulat = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647;

/**
 * 'ATK<competition id>-D<dojang id, 4 digits at least>'. Ids too long for that to stay within 20 characters
 * (ten million and more; at most 2³¹ − 1, a database integer) are written in base 36 after 'ATX', a prefix the decimal form never has, so two
 * pairs never share a code.
 */
export function kodeTagihan(id_kompetisi: number, id_dojang: number): string {
  if (!bulat(id_kompetisi) || !bulat(id_dojang)) return 'ATK-D0000';
  const desimal = `ATK${id_kompetisi}-D${String(id_dojang).padStart(4, '0')}`;
  if (desimal.length <= KODE_TAGIHAN_MAKS) return desimal;
  return `ATX${id_kompetisi.toString(36)}-${id_dojang.toString(36)}`.toUpperCase();
}
