import { Mail } from 'lucide-react';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import type { FieldErrorsOf, LoginField } from './auth-form-errors';

interface LoginFieldsProps {
  values: Record<LoginField, string>;
  errors: FieldErrorsOf<LoginField>;
  onChange: (field: LoginField, value: string) => void;
  disabled: boolean;
}

/** Email and password of /login, each with its message under it. */
export function LoginFields({ values, errors, onChange, disabled }: LoginFieldsProps) {
  return (
    <>
      <TextField
        id="login-email"
        label="Email"
        type="email"
        value={values.email}
        onChange={(x) => onChange('email', x)}
        error={errors.email}
        autoComplete="email"
        placeholder="nama@email.com"
        icon={<Mail className="size-4" />}
        disabled={disabled}
        maxLength={254}
      />
      <PasswordField
        id="login-password"
        label="Password"
        value={values.password}
        onChange={(x) => onChange('password', x)}
        error={errors.password}
        autoComplete="current-password"
        placeholder="Masukkan password"
        disabled={disabled}
      />
    </>
  );
}
