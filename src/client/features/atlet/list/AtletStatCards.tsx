import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Mars, Users, Venus } from 'lucide-react';
import { rataRataUmurText, type StatAtlet } from '../../../../domain/atlet/ringkasan';

function StatCard({ label, value, icon: Icon, tone }: { label: string; value: string; icon: LucideIcon; tone: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:flex-row sm:items-center sm:gap-4">
      <span className={`grid size-9 shrink-0 place-items-center rounded-xl sm:size-12 ${tone}`}>
        <Icon className="size-5 sm:size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-base-content/80">{label}</p>
        <p className="text-xl font-black tracking-tight whitespace-nowrap sm:text-2xl">{value}</p>
      </div>
    </div>
  );
}

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
