let apiOrigin = '';

/** Same origin in the browser; tests point the client at a real server on another port. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

export const API_BASE = '/api';

/** The full URL of an API path ('/status' → '/api/status', on the test server's origin in tests). */
export const apiUrl = (path: string) => `${apiOrigin}${API_BASE}${path}`;
