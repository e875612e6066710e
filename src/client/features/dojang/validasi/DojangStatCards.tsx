import { BadgeCheck, Building2, Clock, CircleX } from 'lucide-react';
import type { DojangStats } from '../../../../domain/schemas/admin-dojang';
import { StatCard } from '../../../ui/StatCard';

/** The four counts of GET /dojang/stats (zeros while unknown). */
export function DojangStatCards({ stats, loading }: { stats: DojangStats; loading: boolean }) {
  const show = (n: number) => (loading ? '…' : String(n));
  return (
    <section className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Ringkasan dojang">
      <StatCard label="Total Dojang" value={show(stats.totalDojang)} icon={Building2} tone="bg-primary/15 text-primary" />
      <StatCard label="Tervalidasi" value={show(stats.validated)} icon={BadgeCheck} tone="bg-success/15 text-success" />
      <StatCard label="Menunggu" value={show(stats.pending)} icon={Clock} tone="bg-warning/20 text-warning-content" />
      <StatCard label="Ditolak" value={show(stats.rejected)} icon={CircleX} tone="bg-error/15 text-error" />
    </section>
  );
}
