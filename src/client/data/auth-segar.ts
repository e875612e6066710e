/**
 * GET /auth/me again: an admin may move court staff to another court, rename an account or change what it may
 * do while the device stays signed in, and the stored session should follow without a new login. Loaded after
 * the first paint, so a visitor's first load does not carry it.
 */
import * as v from 'valibot';
import type { SessionUser } from '../../domain/roles';
import { sessionUserSchema } from '../../domain/session-user';
import { send } from './api';
import { currentToken } from './session';

const jawabanSchema = v.object({ success: v.literal(true), data: sessionUserSchema });

/**
 * The account as the server has it now; 'berakhir' when the server no longer accepts the session; null when it
 * could not be asked (offline, maintenance) or the device signed in again meanwhile (the answer is someone else's).
 */
export async function bacaAkunSaya(): Promise<SessionUser | 'berakhir' | null> {
  const token = currentToken();
  if (!token) return null;
  const result = await send('/auth/me').catch(() => null);
  if (!result || currentToken() !== token) return null;
  if (result.status === 401) return 'berakhir';
  if (result.status !== 200) return null;
  const parsed = v.safeParse(jawabanSchema, result.body);
  return parsed.success ? parsed.output.data : null;
}
