import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: ReactNode;
}

/** A row of large radio cards (touch-friendly), one of them chosen. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`flex cursor-pointer flex-col gap-0.5 rounded-box border-2 p-3 transition-colors ${
              value === c.value ? 'border-primary bg-primary/10' : 'border-base-300 hover:border-primary/50'
            }`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name={name}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
              />
              {c.label}
            </span>
            {c.hint && <span className="pl-6 text-xs text-base-content/75">{c.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
