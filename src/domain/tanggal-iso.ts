const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (or a longer ISO string) into a real calendar date; null when it is not one. */
export function parseTanggal(value: string | null | undefined): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec((value ?? '').slice(0, 10));
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}
