import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { errorMessage } from '../../data/api-error';
import { requestResetCode, resetPassword } from '../../data/queries/account';
import { resetCodeRequestSchema, resetPasswordSchema } from '../../../domain/schemas/auth';
import { firstMessage } from '../../../domain/schemas/common';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { AuthShell } from './AuthShell';
import { PasswordRequirements } from './PasswordRequirements';
import { resetErrorMessage } from './reset-error';
import { useCooldown } from './useCooldown';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

export function ResetPasswordPage() {
  useTitle('Reset Password');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const cooldown = useCooldown(60);

  const sendCode = async () => {
    const parsed = v.safeParse(resetCodeRequestSchema, { email });
    if (!parsed.success) {
      toast.error(firstMessage(parsed.issues));
      return;
    }
    setSending(true);
    try {
      const { message } = await requestResetCode(parsed.output.email);
      setCodeMessage(message || 'Jika email terdaftar, kode verifikasi telah dikirim ke email Anda');
      cooldown.start();
    } catch (err) {
      toast.error(errorMessage(err, 'Gagal mengirim kode'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(resetPasswordSchema, { email, code, newPassword, confirmNewPassword });
    if (!parsed.success) {
      toast.error(firstMessage(parsed.issues));
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(parsed.output);
      toast.success('Password berhasil direset!');
      setTimeout(() => void navigate({ to: '/login' }), 1500);
    } catch (err) {
      toast.error(resetErrorMessage(err));
      setSubmitting(false);
    }
  };

  const busy = sending || submitting;
  return (
    <AuthShell
      title="Reset Password"
      subtitle="Kami kirim kode verifikasi 6 digit ke email akun Anda."
      icon={<KeyRound className="size-7" aria-hidden="true" />}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="reset-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" maxLength={254} disabled={busy} icon={<Mail className="size-4" />} placeholder="nama@email.com" />
        <button type="button" className="btn btn-outline btn-primary w-full" onClick={() => void sendCode()} disabled={busy || cooldown.left > 0 || !email}>
          {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {cooldown.left > 0 ? `Kirim ulang dalam ${cooldown.left} detik` : codeMessage ? 'Kirim ulang kode' : 'Kirim kode'}
        </button>
        {codeMessage && (
          <p role="status" className="alert alert-soft alert-info text-sm">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" /> {codeMessage}
          </p>
        )}
        <div className="divider my-0 text-xs text-base-content/70">Langkah 2</div>
        <TextField
          id="reset-code"
          label="Kode Verifikasi"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          disabled={busy}
          placeholder="6 digit kode"
          className="[&_input]:tracking-[0.4em]"
        />
        <PasswordField id="reset-new" label="Password Baru" value={newPassword} onChange={setNewPassword} autoComplete="new-password" disabled={busy} />
        <PasswordField id="reset-confirm" label="Konfirmasi Password Baru" value={confirmNewPassword} onChange={setConfirm} autoComplete="new-password" disabled={busy} />
        <PasswordRequirements password={newPassword} />
        <SubmitButton busy={submitting} disabled={busy} label="Reset Password" busyLabel="Mereset Password..." />
        <p className="text-center text-sm text-base-content/80">
          Ingat password Anda? <Link to="/login" className="link font-semibold text-primary">Kembali ke Login</Link>
        </p>
      </form>
    </AuthShell>
  );
}
