import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { KEAMANAN_MSG, gantiPasswordSchema } from '../../../../domain/schemas/keamanan';
import { ApiError, errorMessage } from '../../../data/api-error';
import { checkForm, firstField, pickFields } from '../../../ui/form/field-errors';
import { PasswordField } from '../../../ui/form/PasswordField';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { useFormErrors } from '../../../ui/form/useFormErrors';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordRequirements } from '../../../ui/form/PasswordRequirements';
import { gantiPassword } from './keamanan-api';
import { SettingsCard } from '../SettingsCard';

export const PASSWORD_FIELDS = ['password_saat_ini', 'password_baru', 'konfirmasi_password'] as const;
type Field = (typeof PASSWORD_FIELDS)[number];
const EMPTY: Record<Field, string> = { password_saat_ini: '', password_baru: '', konfirmasi_password: '' };

/** 'Ganti Password': the current one, the new one twice; every other session of the account ends, this one stays. */
export function GantiPasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>('ganti-password');

  const onChange = (field: Field, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    form.clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkForm(gantiPasswordSchema, PASSWORD_FIELDS, values);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setBusy(true);
    try {
      const message = await gantiPassword(checked.output);
      form.success(message || KEAMANAN_MSG.passwordDiganti);
      setValues(EMPTY);
    } catch (err) {
      const shown = errorMessage(err, KEAMANAN_MSG.passwordGagal);
      const fields = err instanceof ApiError ? pickFields(PASSWORD_FIELDS, err.errors) : {};
      form.show(fields, shown, firstField(PASSWORD_FIELDS, fields) ? null : shown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title="Ganti Password"
      description="Setelah password diganti, semua sesi di perangkat lain berakhir. Sesi ini tetap masuk."
    >
      <form ref={form.formRef} className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          id="password_saat_ini"
          label="Password Saat Ini"
          value={values.password_saat_ini}
          onChange={(x) => onChange('password_saat_ini', x)}
          error={form.errors.password_saat_ini}
          autoComplete="current-password"
          placeholder="Masukkan password saat ini"
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            id="password_baru"
            label="Password Baru"
            value={values.password_baru}
            onChange={(x) => onChange('password_baru', x)}
            error={form.errors.password_baru}
            autoComplete="new-password"
            placeholder="Minimal 8 karakter"
            disabled={busy}
          />
          <PasswordField
            id="konfirmasi_password"
            label="Konfirmasi Password Baru"
            value={values.konfirmasi_password}
            onChange={(x) => onChange('konfirmasi_password', x)}
            error={form.errors.konfirmasi_password}
            autoComplete="new-password"
            placeholder="Ulangi password baru"
            disabled={busy}
          />
        </div>
        <PasswordRequirements password={values.password_baru} />
        <FormAlert message={form.formError} />
        <div className="flex justify-end">
          <SubmitButton busy={busy} label="Simpan Password" busyLabel="Menyimpan..." className="sm:w-auto" />
        </div>
      </form>
    </SettingsCard>
  );
}
