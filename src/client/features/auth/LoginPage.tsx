import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import toast from 'react-hot-toast';
import { useAuth } from '../../data/auth';
import { errorMessage } from '../../data/api-error';
import { loginLanding, welcomeMessage, type SessionUser } from '../../../domain/roles';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../ui/form/FormAlert';
import { LoginDuaFaktorStep } from './LoginDuaFaktorStep';
import { LoginFields } from './LoginFields';
import { LOGIN_FIELDS, checkLogin, firstField, refusalFieldErrors, type LoginField } from './auth-form-errors';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const REDIRECT_DELAY_MS = 500;
const TOAST_ID = 'auth-login';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** /login; `redirect` is the checked page a guest was sent here from. */
export function LoginPage({ redirect }: { redirect?: string }) {
  useTitle('Login');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [loading, setLoading] = useState(false);
  /** Two-factor login on: the password was right, the code is still to come. */
  const [tantangan, setTantangan] = useState<string | null>(null);
  const form = useFormErrors<LoginField>(TOAST_ID);

  const selesai = async (user: SessionUser) => {
    toast.dismiss(TOAST_ID);
    toast.success(welcomeMessage(user));
    // An account made by an ADMIN chooses its own password before anything else.
    if (user.harus_ganti_password) {
      await navigate({ to: '/auth/ganti-password', replace: true });
      return;
    }
    await wait(REDIRECT_DELAY_MS);
    const landing = loginLanding(user.role);
    toast.success(landing.message);
    if (redirect) await navigate({ href: redirect, replace: true });
    else await navigate({ to: landing.to as '/', replace: true });
  };

  const kembali = (alasan?: string) => {
    setTantangan(null);
    setLoading(false);
    setValues((v) => ({ ...v, password: '' }));
    if (alasan) form.show({}, alasan, alasan);
    else form.reset();
  };

  const onChange = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const checked = checkLogin(values);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setLoading(true);
    try {
      const hasil = await login(checked.output.email, checked.output.password);
      if ('perlu_2fa' in hasil) {
        toast.dismiss(TOAST_ID);
        setTantangan(hasil.tantangan);
        return;
      }
      await selesai(hasil);
    } catch (err) {
      const shown = errorMessage(err, 'Email atau password salah');
      const fields = refusalFieldErrors(LOGIN_FIELDS, err, shown);
      setLoading(false);
      form.show(fields, shown, firstField(LOGIN_FIELDS, fields) ? null : shown);
    }
  };

  if (tantangan) return <LoginDuaFaktorStep tantangan={tantangan} onSelesai={selesai} onKembali={kembali} />;

  return (
    <AuthShell
      title="MASUK"
      subtitle="Masuk untuk mengelola dojang, atlet dan kompetisi Anda."
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={
        <>
          Belum punya dojang?{' '}
          <Link to="/registerdojang" className="link font-semibold text-white">
            Daftarkan dojang
          </Link>
        </>
      }
    >
      <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <LoginFields values={values} errors={form.errors} onChange={onChange} disabled={loading} />
        <div className="-mt-1 text-right">
          <Link to="/resetpassword" className="link text-sm font-semibold text-primary">
            Lupa Password?
          </Link>
        </div>
        <FormAlert message={form.formError} />
        <SubmitButton busy={loading} disabled={!values.email || !values.password} label="Login" busyLabel="Masuk..." />
        <p className="text-center text-sm text-base-content/80">
          Belum punya akun?{' '}
          <Link to="/register" className="link font-semibold text-primary">
            Daftar di sini
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
