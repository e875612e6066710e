import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

/** View mode: a filled, borderless box that still reads at full contrast. */
export const READ_ONLY_CLASS = 'border-transparent bg-base-200 shadow-none focus-within:outline-base-300';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  icon?: ReactNode;
  /** Extra element inside the input box on the right (e.g. show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  icon,
  trailing,
  required,
  className,
  readOnly,
  placeholder,
  ...rest
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={`input w-full ${error ? 'input-error' : ''} ${readOnly ? READ_ONLY_CLASS : ''}`}>
        {icon && (
          <span className="text-base-content/60" aria-hidden="true">
            {icon}
          </span>
        )}
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
          readOnly={readOnly}
          placeholder={readOnly ? '-' : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-msg` : undefined}
          className="grow"
          {...rest}
        />
        {trailing}
      </div>
    </Field>
  );
}
