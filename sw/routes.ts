// Pure path rules of the service worker, kept apart so they can be unit-tested.

/** Navigations matching these never get the SPA shell (server answers or file downloads). */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/uploads(\/|$)/,
  /\/[^/?]+\.[a-z0-9]+$/i, // a file URL such as /files/proposal.pdf
];

/** Navigations answered with the light schedule page (jadwal.html) instead of the app's shell; matched on path + query. */
export const JADWAL_RINGAN_NAVIGATION = /^\/event\/jadwal\/?(\?.*)?$/;

const PRIVATE_UPLOADS = /^\/uploads\/(pelatih|atlet)(\/|$)/;
const REFERENCE_DATA = [/^\/api\/kompetisi\/?$/, /^\/api\/kompetisi\/\d+\/?$/, /^\/api\/dojang\/listdojang\/?$/];
const PUBLIC_IMAGES = /^\/(uploads\/dojang\/logos|images)\//;

/** Public reference data served stale-while-revalidate. */
export function isReferenceDataPath(path: string): boolean {
  return REFERENCE_DATA.some((re) => re.test(path));
}

/** Public images served cache-first. */
export function isPublicImagePath(path: string): boolean {
  return PUBLIC_IMAGES.test(path);
}

/** Private files and all other API calls: always network, never stored by the SW. */
export function isNeverCachedPath(path: string): boolean {
  if (PRIVATE_UPLOADS.test(path)) return true;
  return /^\/api(\/|$)/.test(path) && !isReferenceDataPath(path);
}

export function isSpaNavigationPath(path: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(path));
}
