import { useMemo } from 'react';
import { Building2, Home, LayoutDashboard, Settings, Trophy, Users, type LucideIcon } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import type { SidebarItem } from '../../ui/layout/SidebarNav';
import { dashboardLabelFor, dashboardLinksFor, type DashboardLink } from './dashboard-links';

const ICON: Record<string, LucideIcon> = {
  '/dashboard/dojang': Building2,
  '/dashboard/atlit': Users,
  '/dashboard/dataKompetisi': Trophy,
  '/settings': Settings,
  '/admin/settings': Settings,
};
const TRAILING: readonly SidebarItem[] = [{ to: '/', label: 'Beranda', icon: Home }];

const withIcon = (links: readonly DashboardLink[]): SidebarItem[] => links.map((l) => ({ ...l, icon: ICON[l.to] ?? LayoutDashboard }));

/** Coach dashboard; other roles see only the links they can open. */
export function DashboardLayout() {
  const { user } = useAuth();
  const role = user?.role;
  const { items, footer } = useMemo(() => {
    const links = dashboardLinksFor(role);
    return { items: withIcon(links.items), footer: withIcon(links.footer) };
  }, [role]);
  return <SidebarLayout areaLabel={dashboardLabelFor(role)} items={items} footerItems={footer} trailingItems={TRAILING} logoutTo="/" />;
}
