import type { ReactNode } from 'react';

interface SettingsCardProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Right of the title (e.g. a status badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of a settings tab: the project's card look with an icon, a title and a short explanation. */
export function SettingsCard({ icon, title, description, aside, children }: SettingsCardProps) {
  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-6" aria-label={title}>
      <header className="mb-5 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">{icon}</span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-bold">{title}</h2>
            {aside}
          </div>
          {description && <div className="mt-0.5 text-sm text-base-content/75">{description}</div>}
        </div>
      </header>
      {children}
    </section>
  );
}
