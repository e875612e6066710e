import { AKSES_MSG } from '../../../domain/akses';
import { LAPANGAN_PATH, PENIMBANGAN_PATH } from '../../../domain/roles';
import type { AccessPolicy } from './decide';

/** The /settings page's own message when the session ends there (no trailing space). */
export const SETTINGS_LOGIN_TOAST = 'Anda harus login terlebih dahulu';

/**
 * The access rules, one per protected area. A guest sent to /login carries
 * the page in `?redirect=`; a logged-in user on a page of another role goes to their own area where the
 * page has a counterpart there, and sees Access Denied only where it is genuinely forbidden. Which roles
 * a page serves is the access policy's answer for the page's action (src/domain/akses).
 */
export const POLICY = {
  guest: { kind: 'guest' },
  loggedIn: { kind: 'auth', unauthenticated: 'login', wrongRole: 'denied' },
  /**
   * The dashboard layout sends visitors home with a toast instead of to /login; the dojang page adds its
   * own 'Anda harus login dulu' first (its check runs before the layout's).
   */
  dashboard: {
    kind: 'auth',
    unauthenticated: 'home-toast',
    wrongRole: 'denied',
    pageLoginToasts: { '/dashboard/dojang': 'Anda harus login dulu' },
  },
  /** Coach-only pages (TambahAtlit, dataKompetisi): other roles go to their own area. */
  pelatih: { kind: 'auth', aksi: 'atlet.tambah', unauthenticated: 'login', wrongRole: { ownArea: true } },
  /** DATA KOMPETISI: as the coach pages, and the other roles are told why. */
  kompetisiPelatih: {
    kind: 'auth',
    aksi: 'peserta.daftar',
    unauthenticated: 'login',
    wrongRole: { ownArea: true, toast: AKSES_MSG.hanyaPelatih },
  },
  /** 'Ikuti atlet' of the coach (/dashboard/ikuti): other roles go to their own area. */
  ikutiPelatih: { kind: 'auth', aksi: 'ikuti.pelatih', unauthenticated: 'login', wrongRole: { ownArea: true } },
  /**
   * /settings: a visitor goes to /login and comes back (route table); a session that ends on the page goes
   * to / with the page's own message. An ADMIN gets the admin settings.
   */
  settings: {
    kind: 'auth',
    aksi: 'pelatih.profil',
    unauthenticated: 'login',
    wrongRole: { ownArea: true, to: { ADMIN: '/admin/settings' } },
    sessionLostToast: SETTINGS_LOGIN_TOAST,
  },
  /** /dashboard/dojang: the coach edits, an ADMIN reads; a competition admin goes to their own area. */
  dojangPage: { kind: 'auth', aksi: 'dojang.baca', unauthenticated: 'login', wrongRole: { ownArea: true } },
  /** A non-admin on /admin is sent to /dashboard (whose index then picks the user's own area). */
  admin: { kind: 'auth', aksi: 'halaman.admin', unauthenticated: 'login', wrongRole: { redirectTo: '/dashboard' } },
  /** The competition admin's area; the weigh-in and court staff enter it for their desk only (other pages send them there). */
  adminKompetisi: {
    kind: 'auth',
    aksi: 'halaman.adminKompetisi',
    unauthenticated: 'login',
    wrongRole: 'denied',
    onePage: [
      { path: PENIMBANGAN_PATH, aksi: 'halaman.penimbangan' },
      { path: LAPANGAN_PATH, aksi: 'halaman.lapangan' },
    ],
  },
} as const satisfies Record<string, AccessPolicy>;
