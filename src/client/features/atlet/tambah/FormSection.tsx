import type { ReactNode } from 'react';

/** A titled block of the add form (DATA PRIBADI, DATA FISIK, DOKUMEN PENDUKUNG). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title}>
      <h2 className="border-b border-base-300 pb-2 text-sm font-black tracking-wider text-primary">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
