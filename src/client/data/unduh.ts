import { SESSION_EXPIRED_EVENT, toApiError } from './api';
import { apiUrl, initApi } from './api-url';
import { ApiError, NETWORK_MESSAGE } from './api-error';
import { saveBlob } from './files';
import { currentToken } from './session';

/** The bearer header of the account logged in, none without one. */
export const authHeaders = (): Record<string, string> => {
  const token = currentToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** A non-OK answer as the ApiError the screens show (the server's Indonesian message); a 401 ends the session. */
export async function jawabanGagal(res: Response): Promise<ApiError> {
  if (res.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return toApiError({ status: res.status, body });
}

/** GETs a file of the API with the bearer token and saves it under the server's file name (or `cadangan`). */
export async function unduhBerkas(path: string, cadangan: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), initApi({ headers: authHeaders() }));
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!res.ok) throw await jawabanGagal(res);
  const nama = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? cadangan;
  saveBlob(await res.blob(), nama);
}
