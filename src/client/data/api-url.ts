let apiOrigin = '';
let jaringanLokal = false;
let ruang: RuangAlamat = 'local';

/** Chrome's address spaces of a server on this machine or on the hall's network. */
export type RuangAlamat = 'loopback' | 'local';

/** This machine (localhost, 127.0.0.0/8, ::1) is 'loopback' to Chrome; any other address on the network 'local'. */
export function ruangAlamat(origin: string): RuangAlamat {
  let host = '';
  try {
    host = new URL(origin).hostname;
  } catch {
    return 'local';
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' ? 'loopback' : 'local';
}

/**
 * Same origin in the browser; tests point the client at a real server on another port, and a device connected to a
 * venue hub at the hub's address on the hall's network (`lokal`: every call then asks for Chrome's Local Network Access).
 */
export function setApiOrigin(origin: string, opsi: { lokal?: boolean } = {}): void {
  apiOrigin = origin.replace(/\/$/, '');
  jaringanLokal = opsi.lokal === true && apiOrigin !== '';
  ruang = ruangAlamat(apiOrigin);
}

/** The API's origin ('' = this page's). */
export const asalApi = () => apiOrigin;

/** Calls go to a server on the hall's network (a venue hub) from a page served elsewhere. */
export const keJaringanLokal = () => jaringanLokal;

export const API_BASE = '/api';

/** The full URL of an API path ('/status' → '/api/status', on the test server's origin in tests). */
export const apiUrl = (path: string) => `${apiOrigin}${API_BASE}${path}`;

/** A server file ('/uploads/…') on the API's server. */
export const berkasUrl = (path: string) => (path.startsWith('/') ? `${apiOrigin}${path}` : path);

/** Chrome's Local Network Access: a page on a public address may call the hall's network only when the call says so. */
export type InitJaringan = RequestInit & { targetAddressSpace?: RuangAlamat };

/**
 * The fetch options of a call to the API's server: with `targetAddressSpace: 'local'` when it is a venue hub ('loopback'
 * for one on this machine: Chrome refuses a call whose space is not the server's).
 */
export function initApi(init: RequestInit = {}): InitJaringan {
  return jaringanLokal ? { ...init, targetAddressSpace: ruang } : init;
}
