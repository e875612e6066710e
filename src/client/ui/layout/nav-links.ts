import { bolehPeran } from '../../../domain/akses';

export interface NavLink {
  to: string;
  label: string;
  /** A page outside the React app (a full page load, not the router's). */
  reload?: boolean;
}

export const MAIN_NAV: readonly NavLink[] = [
  { to: '/', label: 'Beranda' },
  { to: '/events', label: 'Event' },
  { to: '/tutorial', label: 'Tutorial' },
];

export const EVENT_NAV: readonly NavLink[] = [
  { to: '/event/home', label: 'Beranda' },
  { to: '/event/timeline', label: 'Timeline' },
  { to: '/event/jadwal', label: 'Jadwal', reload: true },
  { to: '/event/bagan', label: 'Bagan' },
  { to: '/event/medali', label: 'Medali' },
  { to: '/event/faq', label: 'FAQ' },
];

/** Active when the path equals the link or lies under it ('/' only matches itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * User-menu 'Settings' target, by the policy: /settings is the coach profile (pelatih.profil), the admin area's
 * settings page is the platform's (pengaturan.kelola); a role with neither (a competition admin) gets no Settings item.
 */
export function settingsLinkFor(role: string | undefined): string | null {
  const user = role === undefined ? null : { role };
  if (bolehPeran(user, 'pelatih.profil')) return '/settings';
  if (bolehPeran(user, 'pengaturan.kelola')) return '/admin/settings';
  return null;
}
