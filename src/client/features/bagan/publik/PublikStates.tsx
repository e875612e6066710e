import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A full-width message card of the public bracket pages (empty, not drawn yet, not reachable). */
export function PesanKosong({ icon: Icon, judul, children }: { icon: LucideIcon; judul: string; children?: ReactNode }) {
  return (
    <div className="rounded-box bg-base-100 px-6 py-12 text-center shadow ring-1 ring-base-300">
      <Icon className="mx-auto size-10 text-base-content/40" aria-hidden="true" />
      <p className="mt-3 text-lg font-bold">{judul}</p>
      {children && <div className="mx-auto mt-1 max-w-md text-sm text-base-content/75">{children}</div>}
    </div>
  );
}

export function GridSkeleton({ n = 6 }: { n?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Memuat">
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="skeleton h-44" />
      ))}
    </div>
  );
}
