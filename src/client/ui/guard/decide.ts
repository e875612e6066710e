import { guestRedirectFor, type Role } from '../../../domain/roles';

/** What a protected area does with an unauthenticated visitor or a user of another role. */
export type AccessPolicy =
  | { kind: 'guest' }
  | {
      kind: 'auth';
      roles?: readonly Role[];
      /** 'login' → /login; 'home-toast' → / with the toast 'Anda harus login terlebih dahulu '. */
      unauthenticated: 'login' | 'home-toast';
      /** 'denied' shows the Access Denied screen; a path redirects there instead. */
      wrongRole: 'denied' | { redirectTo: string };
      /** Pages under a 'home-toast' layout that speak their own login message first (by path prefix). */
      pageLoginToasts?: Readonly<Record<string, string>>;
    };

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; toast?: string; pageToast?: string }
  | { kind: 'denied'; required: readonly Role[]; actual: string };

export const LOGIN_REQUIRED_TOAST = 'Anda harus login terlebih dahulu ';

export function decideAccess(
  policy: AccessPolicy,
  user: { role: string } | null,
  loading: boolean,
  pathname = '',
): AccessDecision {
  if (loading) return { kind: 'loading' };
  if (policy.kind === 'guest') {
    return user ? { kind: 'redirect', to: guestRedirectFor(user.role) } : { kind: 'allow' };
  }
  if (!user) {
    if (policy.unauthenticated === 'login') return { kind: 'redirect', to: '/login' };
    const page = Object.entries(policy.pageLoginToasts ?? {}).find(([prefix]) => isUnder(pathname, prefix));
    return page
      ? { kind: 'redirect', to: '/', toast: LOGIN_REQUIRED_TOAST, pageToast: page[1] }
      : { kind: 'redirect', to: '/', toast: LOGIN_REQUIRED_TOAST };
  }
  if (policy.roles && !policy.roles.includes(user.role as Role)) {
    return policy.wrongRole === 'denied'
      ? { kind: 'denied', required: policy.roles, actual: user.role }
      : { kind: 'redirect', to: policy.wrongRole.redirectTo };
  }
  return { kind: 'allow' };
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
