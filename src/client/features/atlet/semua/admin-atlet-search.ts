import { ID_KELOMPOK_USIA } from '../../../../domain/catalogue/kelompok-id';
import type { JenisKelamin } from '../../../../domain/roles';

// Apart from the view helpers (admin-atlet-view): the route tree, in every first load, needs only these.

/** The page's state in the address (so Back from an athlete's profile returns to the same page and filters). */
export interface AdminAtletSearch {
  page?: number;
  q?: string;
  jk?: JenisKelamin;
  /** An age group id (KELOMPOK_USIA). */
  ku?: number;
}

const positiveInt = (x: unknown): number | undefined => {
  const n = typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,7}$/.test(x) ? Number(x) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Anything unknown in the address is dropped, never an error. */
export function parseAdminAtletSearch(s: Record<string, unknown>): AdminAtletSearch {
  const page = positiveInt(s.page);
  const q = typeof s.q === 'string' && s.q.trim() ? s.q.slice(0, 100) : undefined;
  const jk = s.jk === 'LAKI_LAKI' || s.jk === 'PEREMPUAN' ? s.jk : undefined;
  const ku = positiveInt(s.ku);
  return {
    ...(page && page > 1 ? { page } : {}),
    ...(q ? { q } : {}),
    ...(jk ? { jk } : {}),
    ...(ku && ID_KELOMPOK_USIA.includes(ku) ? { ku } : {}),
  };
}
