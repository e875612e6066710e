import { bolehPeran, peranUntuk, type Aksi } from '../../../domain/akses';
import { areaHomeFor, guestRedirectFor, type Role } from '../../../domain/roles';

/** What a page does with a logged-in user of a role it does not serve. */
export type WrongRole =
  /** The Access Denied screen. */
  | 'denied'
  /** Always this path (a non-admin on /admin goes to /dashboard). */
  | { redirectTo: string }
  /**
   * The user's own area (areaHomeFor), or the page given for that role in `to`; a role without an area
   * still sees Access Denied.
   */
  | { ownArea: true; to?: Partial<Record<Role, string>>; toast?: string };

/** What a protected area does with an unauthenticated visitor or a user of another role. */
export type AccessPolicy =
  | { kind: 'guest' }
  | {
      kind: 'auth';
      /** The page is for the roles that may do this action (the access policy, src/domain/akses); absent: any login. */
      aksi?: Aksi;
      /** 'login' → /login?redirect=<this page>; 'home-toast' → / with the toast 'Anda harus login terlebih dahulu '. */
      unauthenticated: 'login' | 'home-toast';
      wrongRole: WrongRole;
      /** Pages under a 'home-toast' layout that speak their own login message first (by path prefix). */
      pageLoginToasts?: Readonly<Record<string, string>>;
      /** A session that ends while the page is open goes to / with this toast instead of to /login. */
      sessionLostToast?: string;
      /**
       * Single pages of the area that more roles may enter (those allowed `aksi` there): such a user is sent
       * to its page from the area's other pages (the weigh-in staff and their desk, the court staff and theirs).
       */
      onePage?: readonly { path: string; aksi: Aksi }[];
    };

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; search?: { redirect: string }; toast?: string; pageToast?: string }
  | { kind: 'denied'; required: readonly Role[]; actual: string };

export const LOGIN_REQUIRED_TOAST = 'Anda harus login terlebih dahulu ';
export const FIRST_PASSWORD_PAGE = '/auth/ganti-password';

/**
 * @param here the page asked for, path and query ('/admin/users?x=1'): a guest sent to /login comes back
 *   to it after logging in (search param `redirect`, read by the login page).
 * @param hadUser the page was open with a user who is now gone (session ended) rather than visited by a guest.
 */
export function decideAccess(
  policy: AccessPolicy,
  user: { role: string; harus_ganti_password?: boolean } | null,
  loading: boolean,
  here = '',
  hadUser = false,
): AccessDecision {
  if (loading) return { kind: 'loading' };
  if (policy.kind === 'guest') {
    return user ? { kind: 'redirect', to: guestRedirectFor(user.role) } : { kind: 'allow' };
  }
  if (!user) {
    if (hadUser && policy.sessionLostToast) return { kind: 'redirect', to: '/', toast: policy.sessionLostToast };
    if (policy.unauthenticated === 'login') return loginRedirect(here);
    const pathname = here.split(/[?#]/)[0];
    const page = Object.entries(policy.pageLoginToasts ?? {}).find(([prefix]) => isUnder(pathname, prefix));
    return page
      ? { kind: 'redirect', to: '/', toast: LOGIN_REQUIRED_TOAST, pageToast: page[1] }
      : { kind: 'redirect', to: '/', toast: LOGIN_REQUIRED_TOAST };
  }
  // A first password an ADMIN gave must be replaced before any page (the server refuses the rest too).
  if (user.harus_ganti_password) return { kind: 'redirect', to: FIRST_PASSWORD_PAGE };
  if (policy.aksi && !bolehPeran(user, policy.aksi)) {
    const page = policy.onePage?.find((p) => bolehPeran(user, p.aksi));
    if (!page) return wrongRole(policy.wrongRole, peranUntuk(policy.aksi), user.role);
    return isUnder(here.split(/[?#]/)[0] ?? '', page.path) ? { kind: 'allow' } : { kind: 'redirect', to: page.path };
  }
  return { kind: 'allow' };
}

/** /login, remembering the page to return to (same-origin path and query only). */
export function loginRedirect(here: string): AccessDecision {
  const back = here.split('#')[0];
  return back.startsWith('/') && !back.startsWith('//') && back !== '/'
    ? { kind: 'redirect', to: '/login', search: { redirect: back } }
    : { kind: 'redirect', to: '/login' };
}

function wrongRole(rule: WrongRole, required: readonly Role[], role: string): AccessDecision {
  if (rule === 'denied') return { kind: 'denied', required, actual: role };
  if ('redirectTo' in rule) return { kind: 'redirect', to: rule.redirectTo };
  const to = rule.to?.[role as Role] ?? areaHomeFor(role);
  if (!to) return { kind: 'denied', required, actual: role };
  return rule.toast ? { kind: 'redirect', to, toast: rule.toast } : { kind: 'redirect', to };
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
