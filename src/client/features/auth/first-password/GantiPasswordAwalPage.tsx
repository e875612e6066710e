import { useState, type FormEvent } from 'react';
import { Navigate } from '@tanstack/react-router';
import { KeyRound, LogOut } from 'lucide-react';
import * as v from 'valibot';
import { areaHomeFor } from '../../../../domain/roles';
import { fieldErrors, firstMessage } from '../../../../domain/schemas/common';
import { FIRST_PASSWORD_MSG, gantiPasswordAwalSchema } from '../../../../domain/schemas/admin-user';
import { useAuth } from '../../../data/auth';
import { errorMessage } from '../../../data/api-error';
import { gantiPasswordAwal } from '../../../data/online/ganti-password-awal';
import { PasswordField } from '../../../ui/form/PasswordField';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { useLogout } from '../../../ui/hooks/useLogout';
import { useTitle } from '../../../ui/hooks/useTitle';
import { Brand } from '../../../ui/layout/Brand';
import { AuthShell } from '../AuthShell';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordRequirements } from '../../../ui/form/PasswordRequirements';
import { firstField, pickFields, refusalFieldErrors } from '../auth-form-errors';
import { useFormErrors } from '../../../ui/form/useFormErrors';

const FIELDS = ['password_baru', 'konfirmasi_password'] as const;
type Field = (typeof FIELDS)[number];
const AFTER_SUCCESS_MS = 1000;

/**
 * /auth/ganti-password: an account an ADMIN created with a first password chooses its own before anything
 * else. Then the page is loaded afresh in the role's own area, so every screen reads the updated session.
 */
export function GantiPasswordAwalPage() {
  useTitle('Ganti Password');
  const { user } = useAuth();
  const { logout, busy: leaving } = useLogout('/login');
  const [values, setValues] = useState<Record<Field, string>>({ password_baru: '', konfirmasi_password: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useFormErrors<Field>('ganti-password-awal');

  if (!user) return leaving ? null : <Navigate to="/login" replace />;
  const home = areaHomeFor(user.role) ?? '/';
  if (!user.harus_ganti_password && !done) return <Navigate to={home as '/'} replace />;

  const onChange = (field: Field, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    form.clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    const checked = v.safeParse(gantiPasswordAwalSchema, values);
    if (!checked.success) {
      form.show(pickFields(FIELDS, fieldErrors(checked.issues)), firstMessage(checked.issues));
      return;
    }
    form.reset();
    setBusy(true);
    try {
      await gantiPasswordAwal(checked.output);
      setDone(true);
      form.success(FIRST_PASSWORD_MSG.berhasil);
      setTimeout(() => window.location.replace(home), AFTER_SUCCESS_MS);
    } catch (err) {
      setBusy(false);
      const shown = errorMessage(err, 'Gagal mengganti password');
      const fields = refusalFieldErrors(FIELDS, err, shown);
      form.show(fields, shown, firstField(FIELDS, fields) ? null : shown);
    }
  };

  return (
    <>
      <div className="absolute inset-x-0 top-0 z-10 flex items-center justify-between px-4 py-4 sm:px-8">
        <Brand />
        <button type="button" className="btn btn-ghost btn-sm text-white" onClick={() => void logout()} disabled={busy || leaving}>
          <LogOut className="size-4" aria-hidden="true" /> Keluar
        </button>
      </div>
      <AuthShell
        title="Ganti Password"
        subtitle={
          <>
            Akun <strong className="break-all">{user.email}</strong> dibuat oleh admin dengan password awal. Buat password Anda sendiri
            sebelum melanjutkan.
          </>
        }
        icon={<KeyRound className="size-7" aria-hidden="true" />}
      >
        <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <PasswordField
            id="password_baru"
            label="Password Baru"
            value={values.password_baru}
            onChange={(val) => onChange('password_baru', val)}
            error={form.errors.password_baru}
            autoComplete="new-password"
            placeholder="Minimal 8 karakter"
            disabled={busy || done}
          />
          <PasswordField
            id="konfirmasi_password"
            label="Konfirmasi Password Baru"
            value={values.konfirmasi_password}
            onChange={(val) => onChange('konfirmasi_password', val)}
            error={form.errors.konfirmasi_password}
            autoComplete="new-password"
            placeholder="Ulangi password baru"
            disabled={busy || done}
          />
          <PasswordRequirements password={values.password_baru} />
          <FormAlert message={form.formError} />
          <SubmitButton busy={busy} disabled={done} label="Simpan Password" busyLabel="Menyimpan..." />
        </form>
      </AuthShell>
    </>
  );
}
