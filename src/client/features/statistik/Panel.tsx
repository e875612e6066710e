import type { ReactNode } from 'react';

/** A titled card of the statistics pages. */
export function Panel({
  title,
  subtitle,
  action,
  children,
  className = '',
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5 ${className}`} aria-label={title}>
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold tracking-tight">{title}</h2>
          {subtitle && <p className="text-sm text-base-content/75">{subtitle}</p>}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
