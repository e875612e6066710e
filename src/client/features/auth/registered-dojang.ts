import * as v from 'valibot';
import { dojangOptionSchema, type DojangOption } from '../../../domain/api-types';

/**
 * The dojang this browser tab just registered. The dojang list is public reference data that the
 * service worker answers stale-while-revalidate, so right after a registration the first list it gives
 * may not have the new dojang yet; the coach's registration (offered next) adds it from here.
 */
const KEY = 'arena:dojang-baru';

export function rememberRegisteredDojang(dojang: DojangOption): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(dojang));
  } catch {
    /* storage unavailable: the list catches up on its next refresh */
  }
}

function readRegisteredDojang(): DojangOption | null {
  try {
    const parsed = v.safeParse(dojangOptionSchema, JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The list with the remembered dojang added (by name order) when the list does not have it yet. */
export function withRegisteredDojang(list: readonly DojangOption[], remembered = readRegisteredDojang()): DojangOption[] {
  if (!remembered || list.some((d) => d.id_dojang === remembered.id_dojang)) return [...list];
  const at = list.findIndex((d) => d.nama_dojang.localeCompare(remembered.nama_dojang) > 0);
  return at < 0 ? [...list, remembered] : [...list.slice(0, at), remembered, ...list.slice(at)];
}
