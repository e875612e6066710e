import type { LucideIcon } from 'lucide-react';

/** One figure of a page's summary row (same look as DATA ATLIT). */
export function StatCard({ label, value, icon: Icon, tone }: { label: string; value: number | string; icon: LucideIcon; tone: string }) {
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
