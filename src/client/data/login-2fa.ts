import * as v from 'valibot';
import { loginResponseSchema, type SessionUser } from '../../domain';
import { ApiError } from './api-error';
import { send, toApiError } from './api';

/** The second factor of a login: a code from the authenticator app, or one of the recovery codes. */
export type KodeLogin = { kode: string } | { kode_pemulihan: string };

/**
 * POST /auth/login/2fa: exchanges the login's challenge and a code for the normal login answer. A refusal
 * keeps the server's own message (wrong code under its field, 410 challenge gone, 429 locked).
 */
export async function loginDuaFaktor(tantangan: string, kode: KodeLogin): Promise<{ token: string; user: SessionUser }> {
  const result = await send('/auth/login/2fa', { method: 'POST', json: { tantangan, ...kode } });
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(loginResponseSchema, result.body);
  if (!parsed.success || !parsed.output.success) throw new ApiError(result.status, 'Login failed');
  return { token: parsed.output.data.token, user: parsed.output.data.user };
}
