import type { ReactNode } from 'react';

/** Dark band under the transparent navbar that opens every public page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="bg-arena-dark px-6 pt-28 pb-14 text-center text-white sm:pt-32 sm:pb-16">
      {eyebrow && <p className="text-gold text-xs font-bold tracking-[0.25em] uppercase">{eyebrow}</p>}
      <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-black tracking-tight sm:text-5xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{children}</div>}
    </header>
  );
}
