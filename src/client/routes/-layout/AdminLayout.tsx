import {
  BarChart3,
  Building2,
  ClipboardCheck,
  FileText,
  GitBranch,
  Home,
  Receipt,
  Settings,
  ShieldCheck,
  Trophy,
  UserCog,
  Users,
} from 'lucide-react';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import type { SidebarItem } from '../../ui/layout/SidebarNav';

/** 'Admin screens' side menu, then the further children. */
const ITEMS: readonly SidebarItem[] = [
  { to: '/admin/validasi-peserta', label: 'Validasi Peserta', icon: ClipboardCheck },
  { to: '/admin/atlets', label: 'Data Atlet', icon: Users },
  { to: '/admin/validasi-dojang', label: 'Validasi Dojang', icon: Building2 },
  { to: '/admin/bukti-pembayaran', label: 'Bukti Transfer', icon: Receipt },
  { to: '/admin/users', label: 'Manajemen User', icon: UserCog },
  { to: '/admin/statistik', label: 'Statistik', icon: BarChart3 },
  { to: '/admin/reports', label: 'Laporan', icon: FileText },
  { to: '/admin/kompetisi', label: 'Kompetisi', icon: Trophy },
  { to: '/admin/bagan', label: 'Bagan & Medali', icon: GitBranch },
  { to: '/admin/permintaan-data', label: 'Permintaan Data', icon: ShieldCheck },
];
const FOOTER: readonly SidebarItem[] = [{ to: '/admin/settings', label: 'Pengaturan', icon: Settings }];
const TRAILING: readonly SidebarItem[] = [{ to: '/', label: 'Beranda', icon: Home }];

export function AdminLayout() {
  return <SidebarLayout areaLabel="Panel Admin" items={ITEMS} footerItems={FOOTER} trailingItems={TRAILING} logoutTo="/auth/login" />;
}
