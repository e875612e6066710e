import { Building2, Home, Settings, Trophy, Users } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import type { SidebarItem } from '../../ui/layout/SidebarNav';

const ITEMS: readonly SidebarItem[] = [
  { to: '/dashboard/dojang', label: 'Data Dojang', icon: Building2 },
  { to: '/dashboard/atlit', label: 'Data Atlit', icon: Users },
  { to: '/dashboard/dataKompetisi', label: 'Data Kompetisi', icon: Trophy },
];
const FOOTER: readonly SidebarItem[] = [{ to: '/settings', label: 'Pengaturan', icon: Settings }];
const TRAILING: readonly SidebarItem[] = [{ to: '/', label: 'Beranda', icon: Home }];

/** Coach dashboard (spec 000 §2 'Coach dashboard sidebar'). */
export function DashboardLayout() {
  const { isPelatih } = useAuth();
  return (
    <SidebarLayout
      areaLabel={isPelatih ? 'Dashboard Pelatih' : 'Dashboard'}
      items={ITEMS}
      footerItems={isPelatih ? FOOTER : []}
      trailingItems={TRAILING}
      logoutTo="/"
    />
  );
}
