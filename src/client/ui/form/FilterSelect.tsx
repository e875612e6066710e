import type { ReactNode } from 'react';

/** One small labelled select of a list's filter bar. */
export function FilterSelect({ label, value, onChange, children }: {
  label: string; value: string | number | null; onChange: (v: string) => void; children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-base-content/75">
      {label}
      <select className="select select-sm w-full" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>{children}</select>
    </label>
  );
}
