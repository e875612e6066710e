import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { errorMessage } from '../../data/api-error';
import { requestResetCode, resetPassword } from '../../data/online/account';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordRequirements } from '../../ui/form/PasswordRequirements';
import { ResetPasswordFields } from './ResetPasswordFields';
import { resetErrorMessage } from './reset-error';
import {
  RESET_FIELDS,
  checkReset,
  checkResetCodeRequest,
  firstField,
  refusalFieldErrors,
  resetShownField,
  type ResetField,
} from './auth-form-errors';
import { useCooldown } from './useCooldown';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const EMPTY: Record<ResetField, string> = { email: '', code: '', newPassword: '', confirmNewPassword: '' };

/** /resetpassword: step 1 emails a one-time code, step 2 sets the new password with it. */
export function ResetPasswordPage() {
  useTitle('Reset Password');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const cooldown = useCooldown(60);
  const form = useFormErrors<ResetField>('auth-reset');

  const onChange = (field: ResetField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };

  const refused = (err: unknown, shown: string) => {
    const fields = refusalFieldErrors(RESET_FIELDS, err, shown, resetShownField);
    form.show(fields, shown, firstField(RESET_FIELDS, fields) ? null : shown);
  };

  const sendCode = async () => {
    const checked = checkResetCodeRequest(values.email);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setSending(true);
    try {
      const { message } = await requestResetCode(checked.output.email);
      setCodeMessage(message || 'Jika email terdaftar, kode verifikasi telah dikirim ke email Anda');
      cooldown.start();
    } catch (err) {
      setSending(false);
      refused(err, errorMessage(err, 'Gagal mengirim kode'));
      return;
    }
    setSending(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || submitting) return;
    const checked = checkReset(values);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setSubmitting(true);
    try {
      await resetPassword(checked.output);
      form.success('Password berhasil direset!');
      setTimeout(() => void navigate({ to: '/login' }), 1500);
    } catch (err) {
      setSubmitting(false);
      refused(err, resetErrorMessage(err));
    }
  };

  const busy = sending || submitting;
  return (
    <AuthShell
      title="Reset Password"
      subtitle="Kami kirim kode verifikasi 6 digit ke email akun Anda."
      icon={<KeyRound className="size-7" aria-hidden="true" />}
    >
      <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <ResetPasswordFields
          values={values}
          errors={form.errors}
          onChange={onChange}
          disabled={busy}
          sendCode={
            <>
              <button
                type="button"
                className="btn btn-outline btn-primary w-full"
                onClick={() => void sendCode()}
                disabled={busy || cooldown.left > 0 || !values.email}
              >
                {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {cooldown.left > 0 ? `Kirim ulang dalam ${cooldown.left} detik` : codeMessage ? 'Kirim ulang kode' : 'Kirim kode'}
              </button>
              {codeMessage && (
                <p role="status" className="alert alert-soft alert-info text-sm">
                  <ShieldCheck className="size-4 shrink-0" aria-hidden="true" /> {codeMessage}
                </p>
              )}
            </>
          }
        />
        <PasswordRequirements password={values.newPassword} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={submitting} disabled={busy} label="Reset Password" busyLabel="Mereset Password..." />
        <p className="text-center text-sm text-base-content/80">
          Ingat password Anda?{' '}
          <Link to="/login" className="link font-semibold text-primary">
            Kembali ke Login
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
