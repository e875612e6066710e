/**
 * POST /auth/login and its answers. Loaded on the first login attempt only, so a visitor's first load
 * does not carry the login and two-factor schemas.
 */
import * as v from 'valibot';
import { loginResponseSchema } from '../../domain/api-types';
import type { SessionUser } from '../../domain/roles';
import { loginSchema } from '../../domain/schemas/auth';
import { firstMessage } from '../../domain/schemas/common';
import { tantanganLoginSchema, type TantanganLogin } from '../../domain/schemas/keamanan';
import { ApiError } from './api-error';
import { send, toApiError } from './api';

export { loginDuaFaktor } from './login-2fa';

const loginChallengeSchema = v.object({ success: v.literal(true), data: tantanganLoginSchema });

/** The new session, or the challenge of an account with two-factor login on. */
export async function mintaLogin(email: string, password: string): Promise<{ token: string; user: SessionUser } | TantanganLogin> {
  const input = v.safeParse(loginSchema, { email, password });
  if (!input.success) throw new ApiError(400, firstMessage(input.issues));
  const result = await send('/auth/login', { method: 'POST', json: input.output });
  if (result.status === 401) throw new ApiError(401, 'Email atau password salah');
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const challenge = v.safeParse(loginChallengeSchema, result.body);
  if (challenge.success) return challenge.output.data;
  const parsed = v.safeParse(loginResponseSchema, result.body);
  if (!parsed.success || !parsed.output.success) throw new ApiError(result.status, 'Login failed');
  return { token: parsed.output.data.token, user: parsed.output.data.user };
}
