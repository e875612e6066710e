import type { ReactNode } from 'react';

/**
 * One small labelled select of a list's filter bar. A long option (a 100-character dojang name) is cut with an
 * ellipsis and never widens the bar: the classic rendering (appearance-none) honours text-overflow, the
 * customizable one Chromium would otherwise use lets the text run under the arrow.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number | null;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-base-content/75">
      {label}
      <select
        className="select select-sm w-full max-w-full min-w-0 appearance-none truncate"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </label>
  );
}
