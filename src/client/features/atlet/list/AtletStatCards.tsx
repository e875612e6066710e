import { CalendarDays, Mars, Users, Venus } from 'lucide-react';
import { rataRataUmurText, type StatAtlet } from '../../../../domain/atlet/ringkasan';
import { StatCard } from '../../../ui/StatCard';

/** The four stat cards of DATA ATLIT, over the whole list (queued adds included). */
export function AtletStatCards({ stat }: { stat: StatAtlet }) {
  return (
    <section className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Ringkasan atlet">
      <StatCard label="Total Atlet" value={String(stat.total)} icon={Users} tone="bg-primary/15 text-primary" />
      <StatCard label="Laki-laki" value={String(stat.lakiLaki)} icon={Mars} tone="bg-info/15 text-info" />
      <StatCard label="Perempuan" value={String(stat.perempuan)} icon={Venus} tone="bg-secondary/25 text-secondary-content" />
      <StatCard label="Rata-rata Umur" value={rataRataUmurText(stat)} icon={CalendarDays} tone="bg-success/15 text-success" />
    </section>
  );
}
