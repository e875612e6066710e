import { KeyRound, Smartphone } from 'lucide-react';
import { TextField } from './TextField';

interface KodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
}

/** The 6 digits an authenticator app shows: numeric keyboard, filled by the phone's one-time-code suggestion. */
export function KodeAutentikatorField({ id, value, onChange, error, disabled, autoFocus, label = 'Kode autentikator' }: KodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(x) => onChange(x.replace(/\D/g, '').slice(0, 6))}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="123456"
      className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
      icon={<Smartphone className="size-4" />}
    />
  );
}

/** One recovery code ('xxxxx-xxxxx'); letters and digits, case and hyphen do not matter. */
export function KodePemulihanField({ id, value, onChange, error, disabled, autoFocus, label = 'Kode pemulihan' }: KodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(x) => onChange(x.slice(0, 20))}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={20}
      placeholder="xxxxx-xxxxx"
      className="[&_input]:font-mono"
      icon={<KeyRound className="size-4" />}
    />
  );
}
