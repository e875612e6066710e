/**
 * Search params of the guest pages. Anything from the address bar is untrusted: a value that fails
 * these checks is dropped and the page behaves as if it was not given.
 */

/** Guest-only pages and the alias that leads to one: never a place to return to after login. */
const GUEST_PATHS = new Set(['/login', '/register', '/registerdojang', '/resetpassword', '/auth/login']);
const MAX_REDIRECT_LENGTH = 2000;
const PROBE_ORIGIN = 'https://arena.invalid';

/**
 * /login?redirect=<path+search>: where to go after logging in. Only a same-origin absolute path ('/x',
 * never '//host', '/\host', 'https:…' or 'javascript:…') that is not a guest page; returned normalised.
 */
export function safeRedirect(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return undefined;
  // Browsers read '\' as '/' in URLs, and strip tabs and newlines: '/\evil.com' and '/\t/evil.com' mean '//evil.com'.
  if (raw[0] !== '/' || raw[1] === '/' || /[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (GUEST_PATHS.has(path.toLowerCase())) return undefined;
  return url.pathname + url.search + url.hash;
}

/** /register?dojang=<id_dojang>: the dojang to preselect, a positive int4. */
export function dojangParam(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
