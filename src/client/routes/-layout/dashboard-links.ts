import { areaHomeFor } from '../../../domain/roles';
import { settingsLinkFor } from '../../ui/layout/nav-links';

export interface DashboardLink {
  to: string;
  label: string;
}

export interface DashboardLinks {
  items: DashboardLink[];
  /** Under the menu, before Logout (Pengaturan). */
  footer: DashboardLink[];
}

/** The coach's menu. */
const COACH: DashboardLinks = {
  items: [
    { to: '/dashboard/dojang', label: 'Data Dojang' },
    { to: '/dashboard/atlit', label: 'Data Atlit' },
    { to: '/dashboard/dataKompetisi', label: 'Data Kompetisi' },
  ],
  footer: [{ to: '/settings', label: 'Pengaturan' }],
};

const AREA_LABEL: Record<string, string> = { '/admin': 'Panel Admin', '/admin-kompetisi': 'Panel Admin Kompetisi' };

/**
 * The dashboard sidebar shows only what the role can open. An admin or competition admin comes here to
 * read athletes (Data Atlit, open to any logged-in user): their menu leads back to their own panel, and
 * the coach-only pages (dojang of one's own, competitions, /settings) are left out.
 */
export function dashboardLinksFor(role: string | null | undefined): DashboardLinks {
  if (role === 'PELATIH') return COACH;
  const home = areaHomeFor(role);
  const settings = settingsLinkFor(role ?? undefined);
  return {
    items: [
      ...(home ? [{ to: home, label: AREA_LABEL[home] ?? 'Dashboard' }] : []),
      { to: '/dashboard/atlit', label: 'Data Atlit' },
    ],
    footer: settings ? [{ to: settings, label: 'Pengaturan' }] : [],
  };
}
