import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

/** Title of the athlete pages under the list: back link 'Kembali ke Data Atlit', title, optional line. */
export function AtletPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      <Link to="/dashboard/atlit" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Kembali ke Data Atlit
      </Link>
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}
