import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import type { FieldErrorsOf, ResetField } from './auth-form-errors';

interface ResetPasswordFieldsProps {
  values: Record<ResetField, string>;
  errors: FieldErrorsOf<ResetField>;
  onChange: (field: ResetField, value: string) => void;
  disabled: boolean;
  /** Step 1 between the email and the code: the send-code button and its answer. */
  sendCode: ReactNode;
}

/** The fields of /resetpassword (plus the emailed code), each with its message under it. */
export function ResetPasswordFields({ values, errors, onChange, disabled, sendCode }: ResetPasswordFieldsProps) {
  return (
    <>
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        value={values.email}
        onChange={(x) => onChange('email', x)}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        disabled={disabled}
        icon={<Mail className="size-4" />}
        placeholder="nama@email.com"
      />
      {sendCode}
      <div className="divider my-0 text-xs text-base-content/70">Langkah 2</div>
      <TextField
        id="reset-code"
        label="Kode Verifikasi"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.code}
        onChange={(x) => onChange('code', x.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
        disabled={disabled}
        placeholder="6 digit kode"
        className="[&_input]:tracking-[0.4em]"
      />
      <PasswordField
        id="reset-new"
        label="Password Baru"
        value={values.newPassword}
        onChange={(x) => onChange('newPassword', x)}
        error={errors.newPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
      <PasswordField
        id="reset-confirm"
        label="Konfirmasi Password Baru"
        value={values.confirmNewPassword}
        onChange={(x) => onChange('confirmNewPassword', x)}
        error={errors.confirmNewPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
