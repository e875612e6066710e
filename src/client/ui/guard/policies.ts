import type { AccessPolicy } from './decide';

/** The access rules of spec 000 §2 and spec 001 §2, one per protected area. */
export const POLICY = {
  guest: { kind: 'guest' },
  loggedIn: { kind: 'auth', unauthenticated: 'login', wrongRole: 'denied' },
  /**
   * The dashboard layout sends visitors home with a toast instead of to /login; the dojang page adds its
   * own 'Anda harus login dulu' first (its check runs before the layout's, as in spec 000 §2 / §8).
   */
  dashboard: {
    kind: 'auth',
    unauthenticated: 'home-toast',
    wrongRole: 'denied',
    pageLoginToasts: { '/dashboard/dojang': 'Anda harus login dulu' },
  },
  pelatih: { kind: 'auth', roles: ['PELATIH'], unauthenticated: 'login', wrongRole: 'denied' },
  /** /dashboard/dojang: the coach edits, an ADMIN reads. */
  dojangPage: { kind: 'auth', roles: ['PELATIH', 'ADMIN'], unauthenticated: 'login', wrongRole: 'denied' },
  /** Spec 001: a non-admin on /admin is sent to /dashboard. */
  admin: { kind: 'auth', roles: ['ADMIN'], unauthenticated: 'login', wrongRole: { redirectTo: '/dashboard' } },
  adminKompetisi: { kind: 'auth', roles: ['ADMIN_KOMPETISI'], unauthenticated: 'login', wrongRole: 'denied' },
} as const satisfies Record<string, AccessPolicy>;
