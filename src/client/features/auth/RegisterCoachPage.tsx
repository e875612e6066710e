import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { IdCard, Mail, Phone, User, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { registerCoach } from '../../data/queries/account';
import { coachRegisterSchema } from '../../../domain/schemas/auth';
import { cleanNik, firstMessage } from '../../../domain/schemas/common';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { SelectField } from '../../ui/form/SelectField';
import { AuthShell } from './AuthShell';
import { useDojangSelectOptions } from './useDojangSelectOptions';
import { registerErrorMessage } from './register-error';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const EMPTY = { email: '', password: '', confirmPassword: '', nama_pelatih: '', no_telp: '', nik: '', id_dojang: '' };
type FormState = typeof EMPTY;

export function RegisterCoachPage() {
  useTitle('Registrasi Pelatih');
  const navigate = useNavigate();
  const { options, isLoading } = useDojangSelectOptions();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof FormState) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(form).some((value) => !value.trim())) {
      toast.error('Semua field harus terisi terlebih dahulu');
      return;
    }
    const parsed = v.safeParse(coachRegisterSchema, form);
    if (!parsed.success) {
      toast.error(firstMessage(parsed.issues));
      return;
    }
    setSubmitting(true);
    try {
      await registerCoach(parsed.output);
      toast.success('Registrasi berhasil! Silakan login.');
      setTimeout(() => void navigate({ to: '/login' }), 1500);
    } catch (err) {
      toast.error(registerErrorMessage(err));
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      wide
      title="Registrasi Pelatih"
      subtitle="Buat akun pelatih dan hubungkan dengan dojang Anda."
      icon={<UserPlus className="size-7" aria-hidden="true" />}
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="reg-nama" label="Nama Pelatih" value={form.nama_pelatih} onChange={set('nama_pelatih')} autoComplete="name" maxLength={200} disabled={submitting} icon={<User className="size-4" />} placeholder="Nama lengkap" />
        <TextField id="reg-email" label="Email" type="email" value={form.email} onChange={set('email')} autoComplete="email" maxLength={200} disabled={submitting} icon={<Mail className="size-4" />} placeholder="nama@email.com" />
        <TextField id="reg-telp" label="No. Telepon" type="tel" value={form.no_telp} onChange={set('no_telp')} autoComplete="tel" maxLength={16} disabled={submitting} icon={<Phone className="size-4" />} placeholder="08xxxxxxxxxx" />
        <TextField
          id="reg-nik"
          label="NIK"
          inputMode="numeric"
          value={form.nik}
          onChange={(value) => set('nik')(cleanNik(value))}
          disabled={submitting}
          icon={<IdCard className="size-4" />}
          placeholder="16 digit NIK"
          hint={`${form.nik.length}/16`}
        />
        <SelectField
          id="reg-dojang"
          label="Dojang"
          value={form.id_dojang}
          onChange={set('id_dojang')}
          options={options}
          placeholder={isLoading ? 'Memuat dojang...' : 'Pilih dojang'}
          disabled={submitting}
          className="sm:col-span-2"
          hint={<>Dojang belum ada? <Link to="/registerdojang" className="link font-semibold text-primary">Daftarkan dojang</Link></>}
        />
        <PasswordField id="reg-password" label="Password" value={form.password} onChange={set('password')} autoComplete="new-password" disabled={submitting} hint="Minimal 8 karakter, mengandung huruf dan angka" />
        <PasswordField id="reg-confirm" label="Konfirmasi Password" value={form.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" disabled={submitting} />
        <SubmitButton busy={submitting} label="Daftar" busyLabel="Mendaftar..." className="sm:col-span-2" />
        <p className="text-center text-sm text-base-content/80 sm:col-span-2">
          Sudah punya akun? <Link to="/login" className="link font-semibold text-primary">Login</Link>
        </p>
      </form>
    </AuthShell>
  );
}
