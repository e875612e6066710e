import { areaHomeFor } from '../../../domain/roles';

/**
 * /dashboard index: the coach's dojang page; an admin or competition admin, for whom the
 * coach dashboard has no home, goes to their own area instead.
 */
export function dashboardIndexFor(role: string | null | undefined): string {
  return role === 'PELATIH' ? '/dashboard/dojang' : (areaHomeFor(role) ?? '/dashboard/dojang');
}

/**
 * /dashboard/dojang for an ADMIN reads the dojang given by ?id=; without one there is nothing to read,
 * so the admin goes to the admin's dojang list to pick one. Null: stay on the page.
 */
export function dojangPageRedirect(role: string | null | undefined, id: number | undefined): string | null {
  return role === 'ADMIN' && id === undefined ? '/admin/validasi-dojang' : null;
}
