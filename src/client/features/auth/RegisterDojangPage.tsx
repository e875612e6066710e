import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Building2, Mail, Phone } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { errorMessage } from '../../data/api-error';
import { registerDojang } from '../../data/queries/dojang-public';
import { dojangRegisterSchema } from '../../../domain/schemas/dojang';
import { firstMessage } from '../../../domain/schemas/common';
import { TextField } from '../../ui/form/TextField';
import { LogoPicker } from '../../ui/form/LogoPicker';
import { ProvinsiKotaFields } from '../../ui/form/ProvinsiKotaFields';
import { AuthShell } from './AuthShell';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const EMPTY = { nama_dojang: '', email: '', no_telp: '', provinsi: '', kota: '', negara: 'Indonesia' };

export function RegisterDojangPage() {
  useTitle('Registrasi Dojang');
  const [form, setForm] = useState(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(dojangRegisterSchema, form);
    if (!parsed.success) {
      toast.error(firstMessage(parsed.issues));
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(parsed.output)) if (value) body.append(key, value);
    if (logo) body.append('logo', logo);
    setSubmitting(true);
    try {
      await registerDojang(body);
      toast.success('Registrasi dojang berhasil! Silahkan login.');
      setForm(EMPTY);
      setLogo(null);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      wide
      title="Registrasi Dojang"
      subtitle="Daftarkan dojang Anda terlebih dahulu, lalu buat akun pelatih."
      icon={<Building2 className="size-7" aria-hidden="true" />}
    >
      <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
        <LogoPicker id="reg-dojang-logo" file={logo} onChange={setLogo} disabled={submitting} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="reg-dojang-nama" label="Nama Dojang" value={form.nama_dojang} onChange={set('nama_dojang')} required disabled={submitting} maxLength={100} placeholder="Contoh: Dojang Garuda" className="sm:col-span-2" icon={<Building2 className="size-4" />} />
          <TextField id="reg-dojang-email" label="Email Dojang" type="email" value={form.email} onChange={set('email')} disabled={submitting} maxLength={254} autoComplete="email" placeholder="dojang@email.com" icon={<Mail className="size-4" />} />
          <TextField id="reg-dojang-telp" label="Nomor Telepon" type="tel" value={form.no_telp} onChange={set('no_telp')} disabled={submitting} maxLength={20} autoComplete="tel" placeholder="0812xxxxxxxx" icon={<Phone className="size-4" />} />
          <ProvinsiKotaFields
            idPrefix="reg-dojang"
            provinsi={form.provinsi}
            kota={form.kota}
            onChange={(next) => setForm((f) => ({ ...f, ...next }))}
            disabled={submitting}
          />
          <TextField id="reg-dojang-negara" label="Negara" value={form.negara} onChange={set('negara')} disabled={submitting} maxLength={100} className="sm:col-span-2" />
        </div>
        <SubmitButton busy={submitting} label="Daftarkan Dojang" busyLabel="Mendaftarkan..." />
        <div className="flex flex-col items-center gap-1 text-sm text-base-content/80 sm:flex-row sm:justify-center sm:gap-4">
          <span>Dojang sudah terdaftar? <Link to="/register" className="link font-semibold text-primary">Daftar sebagai pelatih</Link></span>
          <span>Sudah punya akun? <Link to="/login" className="link font-semibold text-primary">Login</Link></span>
        </div>
      </form>
    </AuthShell>
  );
}
