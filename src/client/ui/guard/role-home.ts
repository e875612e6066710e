import { cakupan } from '../../../domain/akses';
import { areaHomeFor } from '../../../domain/roles';

/**
 * /dashboard index: the user's own area (the coach's is the dojang page); an admin or competition admin, for
 * whom the coach dashboard has no home, goes to theirs.
 */
export function dashboardIndexFor(role: string | null | undefined): string {
  return areaHomeFor(role) ?? '/dashboard/dojang';
}

/**
 * /dashboard/dojang for a role that reads every dojang (dojang.baca on any target: the ADMIN) reads the one given
 * by ?id=; without one there is nothing to read, so it goes to the dojang list to pick one. Null: stay on the page.
 */
export function dojangPageRedirect(role: string | null | undefined, id: number | undefined): string | null {
  if (!role || id !== undefined) return null;
  const c = cakupan({ role }, 'dojang.baca');
  return c !== null && Object.keys(c).length === 0 ? '/admin/validasi-dojang' : null;
}
