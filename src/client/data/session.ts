import * as v from 'valibot';
import { sessionUserSchema } from '../../domain/session-user';
import type { SessionUser } from '../../domain/roles';

/** The session lives in localStorage under auth_token and user_data, the token mirrored on window. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user_data';

declare global {
  interface Window {
    __AUTH_TOKEN__?: string | null;
  }
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  const s = storage();
  const token = s?.getItem(TOKEN_KEY);
  const raw = s?.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const parsed = v.safeParse(sessionUserSchema, JSON.parse(raw));
    if (!parsed.success) return null;
    mirror(token);
    return { token, user: parsed.output };
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  storage()?.setItem(TOKEN_KEY, session.token);
  storage()?.setItem(USER_KEY, JSON.stringify(session.user));
  mirror(session.token);
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
  mirror(null);
}

export function currentToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function currentUser(): SessionUser | null {
  return readSession()?.user ?? null;
}

function mirror(token: string | null): void {
  if (typeof window !== 'undefined') window.__AUTH_TOKEN__ = token;
}
