import type { ReactNode } from 'react';
import { Field } from './Field';
import { READ_ONLY_CLASS } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** View mode: shows the chosen label in a read-only box. */
  readOnly?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  readOnly,
  required,
  hint,
  error,
  className,
}: SelectFieldProps) {
  if (readOnly) {
    const shown = options.find((o) => o.value === value)?.label ?? value;
    return (
      <Field id={id} label={label} hint={hint} className={`min-w-0 ${className ?? ''}`}>
        <input id={id} readOnly value={shown || '-'} className={`input w-full min-w-0 truncate ${READ_ONLY_CLASS}`} />
      </Field>
    );
  }
  return (
    // min-w-0: a grid or flex item otherwise grows to its longest option and widens the page on a phone;
    // the chosen text is cut with an ellipsis instead (daisyUI's select sets text-overflow).
    <Field id={id} label={label} hint={hint} error={error} required={required} className={`min-w-0 ${className ?? ''}`}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-msg` : undefined}
        className={`select w-full min-w-0 ${error ? 'select-error' : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
