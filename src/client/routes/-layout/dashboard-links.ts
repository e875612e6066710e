import { bolehPeran, type Aksi } from '../../../domain/akses';
import { VENUE_PATH, areaHomeFor, roleLabel } from '../../../domain/roles';
import { isActivePath, settingsLinkFor } from '../../ui/layout/nav-links';

export interface DashboardLink {
  to: string;
  label: string;
}

export interface DashboardLinks {
  items: DashboardLink[];
  /** Under the menu, before Logout (Pengaturan). */
  footer: DashboardLink[];
}

/** The dashboard's pages, each with the action the policy lets its users do there. */
const HALAMAN: readonly (DashboardLink & { aksi: Aksi })[] = [
  { to: '/dashboard/dojang', label: 'Data Dojang', aksi: 'dojang.kelola' },
  { to: '/dashboard/atlit', label: 'Data Atlit', aksi: 'atlet.baca' },
  { to: '/dashboard/dataKompetisi', label: 'Data Kompetisi', aksi: 'peserta.daftar' },
  { to: '/dashboard/jadwal', label: 'Jadwal Atlet Saya', aksi: 'jadwal.dojang' },
  { to: '/dashboard/ikuti', label: 'Ikuti Atlet', aksi: 'ikuti.pelatih' },
];

const AREA_LABEL: Record<string, string> = { '/admin': 'Panel Admin', [VENUE_PATH]: 'Panel Admin Kompetisi' };

/** Whether the role's own area is the dashboard (the coach's), from the one table of homes. */
const dashboardSendiri = (role: string | null | undefined) => {
  const home = areaHomeFor(role);
  return home !== null && isActivePath(home, '/dashboard');
};

/**
 * The dashboard sidebar shows only what the role can open, as the policy says: the coach's menu of the spec; an
 * admin or competition admin comes here to read athletes (Data Atlit), and their menu leads back to their own panel.
 */
export function dashboardLinksFor(role: string | null | undefined): DashboardLinks {
  const user = role ? { role } : null;
  const home = dashboardSendiri(role) ? null : areaHomeFor(role);
  const settings = settingsLinkFor(role ?? undefined);
  return {
    items: [
      ...(home ? [{ to: home, label: AREA_LABEL[home] ?? 'Dashboard' }] : []),
      ...HALAMAN.filter((h) => bolehPeran(user, h.aksi)).map(({ to, label }) => ({ to, label })),
    ],
    footer: settings ? [{ to: settings, label: 'Pengaturan' }] : [],
  };
}

/** The sidebar's title: the owner's dashboard names its role ('Dashboard Pelatih'). */
export function dashboardLabelFor(role: string | null | undefined): string {
  return dashboardSendiri(role) ? `Dashboard ${roleLabel(role)}` : 'Dashboard';
}
