import { Home, Link2 } from 'lucide-react';
import { roleLabel } from '../../../domain/roles';
import { usePesertaSaya } from '../../data/kompetisi';
import { currentUser } from '../../data/session';
import { SidebarLayout } from '../../ui/layout/SidebarLayout';
import { ringkasValidasi } from '../../features/kompetisi/validasi/validasi-view';
import type { SidebarItem } from '../../ui/layout/SidebarNav';
import { ITEMS_KOMPETISI, halamanKompetisiFor } from './admin-kompetisi-links';

const TRAILING: readonly SidebarItem[] = [
  { to: '/hubungkan', label: 'Hubungkan ke hub venue', icon: Link2 },
  { to: '/', label: 'Beranda', icon: Home },
];

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

/**
 * Competition-admin shell, titled by the role; its menu is the pages the policy opens to the role (the weigh-in and
 * court staff: their desk only); logout lands on /auth/login.
 */
export function AdminKompetisiLayout() {
  const user = currentUser();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi;
  return (
    <SidebarLayout
      areaLabel={user ? roleLabel(user.role) : 'Admin Kompetisi'}
      items={halamanKompetisiFor(user?.role, ITEMS_KOMPETISI)}
      footerItems={[]}
      trailingItems={TRAILING}
      logoutTo="/auth/login"
      extra={id_kompetisi ? <OverviewCard id_kompetisi={id_kompetisi} /> : undefined}
    />
  );
}
