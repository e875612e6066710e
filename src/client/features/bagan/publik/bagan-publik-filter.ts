// Apart from the view helpers (bagan-publik-view): the route tree, in every first load, needs only these.

/** Filters of /event/bagan, kept in the address (?q, ?cabang, ?level, ?jk, ?semua) so Back keeps them. */
export interface FilterPublik {
  q: string;
  cabang: '' | 'KYORUGI' | 'POOMSAE';
  level: '' | 'pemula' | 'prestasi';
  jk: '' | 'LAKI_LAKI' | 'PEREMPUAN';
  /** Also list the classes that have no bracket yet. */
  semua: boolean;
}

export const FILTER_PUBLIK_KOSONG: FilterPublik = { q: '', cabang: '', level: '', jk: '', semua: false };

const pilih = <T extends string>(value: unknown, allowed: readonly T[]): T | '' =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** The route's search params, anything unknown dropped (only set values stay in the address). */
export function parseFilterPublik(search: Record<string, unknown>): Partial<FilterPublik> {
  const out: Partial<FilterPublik> = {};
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : '';
  if (q) out.q = q;
  const cabang = pilih(search.cabang, ['KYORUGI', 'POOMSAE'] as const);
  if (cabang) out.cabang = cabang;
  const level = pilih(search.level, ['pemula', 'prestasi'] as const);
  if (level) out.level = level;
  const jk = pilih(search.jk, ['LAKI_LAKI', 'PEREMPUAN'] as const);
  if (jk) out.jk = jk;
  if (search.semua === true || search.semua === 1 || search.semua === '1' || search.semua === 'true') out.semua = true;
  return out;
}

export const filterLengkap = (f: Partial<FilterPublik>): FilterPublik => ({ ...FILTER_PUBLIK_KOSONG, ...f });
