import { Award, BarChart3, Building2, CalendarClock, ClipboardCheck, GitBranch, Home, IdCard, Medal, MonitorPlay, Scale, SlidersHorizontal, UserCog } from 'lucide-react';
import { LAPANGAN_PATH, PENIMBANGAN_PATH } from '../../../domain/roles';
import { usePesertaSaya } from '../../data/kompetisi';
import { currentUser } from '../../data/session';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import { ringkasValidasi } from '../../features/kompetisi/validasi/validasi-view';
import type { SidebarItem } from '../../ui/layout/SidebarNav';

const ITEMS: readonly SidebarItem[] = [
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
];
/** The weigh-in staff's whole area: the desk. */
const ITEMS_PETUGAS: readonly SidebarItem[] = [{ to: PENIMBANGAN_PATH, label: 'Penimbangan', icon: Scale }];
/** The court staff's whole area: their court's desk. */
const ITEMS_LAPANGAN: readonly SidebarItem[] = [{ to: LAPANGAN_PATH, label: 'Meja Lapangan', icon: MonitorPlay }];
const TRAILING: readonly SidebarItem[] = [{ to: '/', label: 'Beranda', icon: Home }];

/** The competition's real figures (showed fixed sample numbers): entries and those still pending. */
function OverviewCard({ id_kompetisi }: { id_kompetisi: number }) {
  const peserta = usePesertaSaya(id_kompetisi);
  const r = ringkasValidasi(peserta.data ?? []);
  const show = (n: number) => (peserta.data ? n : '–');
  return (
    <div className="grid grid-cols-2 gap-2 text-center">
      <div className="rounded-lg bg-white/10 p-3">
        <p className="text-gold text-2xl font-black">{show(r.total)}</p>
        <p className="text-xs text-white/80">Peserta</p>
      </div>
      <div className="rounded-lg bg-white/10 p-3">
        <p className="text-gold text-2xl font-black">{show(r.pending)}</p>
        <p className="text-xs text-white/80">Pending</p>
      </div>
    </div>
  );
}

/** Competition-admin shell; logout lands on /auth/login. */
export function AdminKompetisiLayout() {
  const user = currentUser();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi;
  const petugas = user?.role === 'PETUGAS_TIMBANG';
  const lapangan = user?.role === 'PETUGAS_LAPANGAN';
  return (
    <SidebarLayout
      areaLabel={petugas ? 'Petugas Penimbangan' : lapangan ? 'Petugas Lapangan' : 'Admin Kompetisi'}
      items={petugas ? ITEMS_PETUGAS : lapangan ? ITEMS_LAPANGAN : ITEMS}
      footerItems={[]}
      trailingItems={TRAILING}
      logoutTo="/auth/login"
      extra={id_kompetisi ? <OverviewCard id_kompetisi={id_kompetisi} /> : undefined}
    />
  );
}
