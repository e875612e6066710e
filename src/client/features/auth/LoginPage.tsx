import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogIn, Mail } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { useAuth } from '../../data/auth';
import { errorMessage } from '../../data/api-error';
import { loginSchema } from '../../../domain/schemas/auth';
import { firstMessage } from '../../../domain/schemas/common';
import { loginLanding, welcomeMessage } from '../../../domain/roles';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { AuthShell } from './AuthShell';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const REDIRECT_DELAY_MS = 500;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function LoginPage() {
  useTitle('Login');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(loginSchema, { email, password });
    if (!parsed.success) {
      toast.error(firstMessage(parsed.issues));
      return;
    }
    setLoading(true);
    try {
      const user = await login(parsed.output.email, parsed.output.password);
      toast.success(welcomeMessage(user));
      await wait(REDIRECT_DELAY_MS);
      const landing = loginLanding(user.role);
      toast.success(landing.message);
      await navigate({ to: landing.to as '/', replace: true });
    } catch (err) {
      toast.error(errorMessage(err, 'Email atau password salah'));
      setLoading(false);
    }
  };

  return (
    <AuthShell
      title="MASUK"
      subtitle="Masuk untuk mengelola dojang, atlet dan kompetisi Anda."
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={<>Belum punya dojang? <Link to="/registerdojang" className="link font-semibold text-white">Daftarkan dojang</Link></>}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          placeholder="nama@email.com"
          icon={<Mail className="size-4" />}
          disabled={loading}
          maxLength={254}
        />
        <PasswordField id="login-password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" placeholder="Masukkan password" disabled={loading} />
        <div className="-mt-1 text-right">
          <Link to="/resetpassword" className="link text-sm font-semibold text-primary">Lupa Password?</Link>
        </div>
        <SubmitButton busy={loading} disabled={!email || !password} label="Login" busyLabel="Masuk..." />
        <p className="text-center text-sm text-base-content/80">
          Belum punya akun? <Link to="/register" className="link font-semibold text-primary">Daftar di sini</Link>
        </p>
      </form>
    </AuthShell>
  );
}
