import type { ReactNode } from 'react';

/** One on/off row of the Notifikasi tab: label and explanation left, the switch right (a real checkbox). */
export function Toggle({
  id,
  label,
  keterangan,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  keterangan?: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start justify-between gap-4 py-3">
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        {keterangan && <span className="mt-0.5 block text-sm text-base-content/75">{keterangan}</span>}
      </span>
      <input
        id={id}
        type="checkbox"
        className="toggle toggle-primary mt-0.5 shrink-0"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
      />
    </label>
  );
}
