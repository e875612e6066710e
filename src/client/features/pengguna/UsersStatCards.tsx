import { ShieldCheck, Trophy, UserCheck, UserCog, UserX, Users } from 'lucide-react';
import type { AdminUserCounts } from '../../../domain/schemas/admin-user';
import { StatCard } from '../../ui/StatCard';

/** Accounts of the whole system (the filters do not move these). */
export function UsersStatCards({ counts }: { counts: AdminUserCounts | undefined }) {
  const n = (value: number | undefined) => (value === undefined ? '-' : String(value));
  return (
    <section className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6 xl:gap-4" aria-label="Ringkasan user">
      <StatCard label="Total User" value={n(counts?.total)} icon={Users} tone="bg-primary/15 text-primary" />
      <StatCard label="Aktif" value={n(counts?.ACTIVE)} icon={UserCheck} tone="bg-success/15 text-success" />
      <StatCard label="Nonaktif" value={n(counts?.INACTIVE)} icon={UserX} tone="bg-error/15 text-error" />
      <StatCard label="Admin" value={n(counts?.ADMIN)} icon={ShieldCheck} tone="bg-primary/15 text-primary" />
      <StatCard label="Pelatih" value={n(counts?.PELATIH)} icon={UserCog} tone="bg-info/15 text-info" />
      <StatCard label="Admin Kompetisi" value={n(counts?.ADMIN_KOMPETISI)} icon={Trophy} tone="bg-secondary/25 text-secondary-content" />
    </section>
  );
}
