import {
  Award,
  BarChart3,
  Building2,
  CalendarClock,
  ClipboardCheck,
  GitBranch,
  IdCard,
  LayoutDashboard,
  Medal,
  MonitorPlay,
  Router,
  Scale,
  SlidersHorizontal,
  UserCog,
} from 'lucide-react';
import { bolehPeran, type Aksi } from '../../../domain/akses';
import { LAPANGAN_PATH, PENIMBANGAN_PATH, VENUE_PATH } from '../../../domain/roles';
import { POLICY } from '../../ui/guard/policies';
import type { SidebarItem } from '../../ui/layout/SidebarNav';

/** Every page of the competition area's menu, in its order; who sees which is the policy's (halamanKompetisiFor). */
export const ITEMS_KOMPETISI: readonly SidebarItem[] = [
  { to: VENUE_PATH, label: 'Pantau Venue', icon: LayoutDashboard },
  { to: '/admin-kompetisi/validasi-peserta', label: 'Validasi Peserta', icon: ClipboardCheck },
  { to: '/admin-kompetisi/validasi-dojang', label: 'Data Dojang', icon: Building2 },
  { to: '/admin-kompetisi/statistik', label: 'Statistik', icon: BarChart3 },
  { to: '/admin-kompetisi/drawing-bagan', label: 'Drawing Bagan', icon: GitBranch },
  { to: '/admin-kompetisi/medali', label: 'Perolehan Medali', icon: Medal },
  { to: '/admin-kompetisi/kartu', label: 'Kartu Peserta', icon: IdCard },
  { to: '/admin-kompetisi/piagam', label: 'Piagam', icon: Award },
  { to: PENIMBANGAN_PATH, label: 'Penimbangan', icon: Scale },
  { to: '/admin-kompetisi/jadwal', label: 'Jadwal', icon: CalendarClock },
  { to: '/admin-kompetisi/aturan', label: 'Aturan Pertandingan', icon: SlidersHorizontal },
  { to: LAPANGAN_PATH, label: 'Meja Lapangan', icon: MonitorPlay },
  { to: '/admin-kompetisi/petugas', label: 'Petugas', icon: UserCog },
  { to: '/admin-kompetisi/hub', label: 'Hub Venue', icon: Router },
];

/** The action the area's guard asks of a page: its own rule (the weigh-in and court desks), else the area's. */
export function aksiHalamanKompetisi(path: string): Aksi {
  return POLICY.adminKompetisi.onePage.find((p) => p.path === path)?.aksi ?? POLICY.adminKompetisi.aksi;
}

/** The competition area's menu items the role can open, by the policy the area's guard asks (its order kept). */
export function halamanKompetisiFor<T extends { to: string }>(role: string | null | undefined, items: readonly T[]): T[] {
  const user = role ? { role } : null;
  return items.filter((item) => bolehPeran(user, aksiHalamanKompetisi(item.to)));
}
