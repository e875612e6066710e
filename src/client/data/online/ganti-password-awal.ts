import * as v from 'valibot';
import { sessionUserSchema, type SessionUser } from '../../../domain';
import type { GantiPasswordAwalInput } from '../../../domain/schemas/admin-user';
import { ApiError } from '../api-error';
import { request } from '../api';
import { readSession, writeSession } from '../session';

/**
 * POST /auth/ganti-password-awal: the first password an ADMIN gave this account is replaced. The stored
 * session keeps its token and takes the refreshed user (flag cleared).
 */
export async function gantiPasswordAwal(input: GantiPasswordAwalInput): Promise<SessionUser> {
  const { data } = await request('/auth/ganti-password-awal', {
    method: 'POST',
    json: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const parsed = v.safeParse(sessionUserSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  const session = readSession();
  if (session) writeSession({ token: session.token, user: parsed.output });
  return parsed.output;
}
