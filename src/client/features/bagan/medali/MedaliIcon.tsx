import type { ReactNode } from 'react';
import type { JenisMedali } from './medali-view';

const WARNA: Record<JenisMedali, string> = {
  emas: 'bg-amber-400 ring-amber-500 text-amber-950',
  perak: 'bg-slate-300 ring-slate-400 text-slate-900',
  perunggu: 'bg-orange-300 ring-orange-500 text-orange-950',
};

/** A medal disc in its colour, optionally with a figure (a count or a place) on it. */
export function MedaliIcon({
  jenis,
  children,
  className = 'size-6 text-xs',
}: {
  jenis: JenisMedali;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-grid shrink-0 place-items-center rounded-full font-black ring-2 ${WARNA[jenis]} ${className}`}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
