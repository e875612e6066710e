import { BarChart3, Building2, ClipboardCheck, GitBranch, Home } from 'lucide-react';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import type { SidebarItem } from '../../ui/layout/SidebarNav';

const ITEMS: readonly SidebarItem[] = [
  { to: '/admin-kompetisi/validasi-peserta', label: 'Validasi Peserta', icon: ClipboardCheck },
  { to: '/admin-kompetisi/validasi-dojang', label: 'Data Dojang', icon: Building2 },
  { to: '/admin-kompetisi/statistik', label: 'Statistik', icon: BarChart3 },
  { to: '/admin-kompetisi/drawing-bagan', label: 'Drawing Bagan', icon: GitBranch },
];
const TRAILING: readonly SidebarItem[] = [{ to: '/', label: 'Beranda', icon: Home }];

/** Spec 001: the sidebar overview card is fixed sample figures. */
function OverviewCard() {
  return (
    <div className="grid grid-cols-2 gap-2 text-center">
      <div className="rounded-lg bg-white/10 p-3">
        <p className="text-gold text-2xl font-black">128</p>
        <p className="text-xs text-white/80">Peserta</p>
      </div>
      <div className="rounded-lg bg-white/10 p-3">
        <p className="text-gold text-2xl font-black">24</p>
        <p className="text-xs text-white/80">Pending</p>
      </div>
    </div>
  );
}

/** Competition-admin shell; logout lands on /auth/login (spec 000 §2). */
export function AdminKompetisiLayout() {
  return (
    <SidebarLayout
      areaLabel="Admin Kompetisi"
      items={ITEMS}
      footerItems={[]}
      trailingItems={TRAILING}
      logoutTo="/auth/login"
      extra={<OverviewCard />}
    />
  );
}
