import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { errorMessage } from '../../data/api-error';
import { registerDojang } from '../../data/online/dojang-public';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../ui/form/FormAlert';
import { RegisterDojangDone } from './RegisterDojangDone';
import { rememberRegisteredDojang } from './registered-dojang';
import { RegisterDojangFields, type DojangTextField } from './RegisterDojangFields';
import { DOJANG_FIELDS, checkDojangRegister, dojangShownField, firstField, refusalFieldErrors, type DojangField } from './auth-form-errors';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const EMPTY: Record<DojangTextField, string> = { nama_dojang: '', email: '', no_telp: '', provinsi: '', kota: '', negara: 'Indonesia' };

/** /registerdojang; success clears the form and offers the coach's registration next. */
export function RegisterDojangPage() {
  useTitle('Registrasi Dojang');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ nama: string; id_dojang?: number } | null>(null);
  const form = useFormErrors<DojangField>('auth-register-dojang');

  const onChange = (field: DojangTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  const onWilayah = (next: { provinsi: string; kota: string }) => {
    setValues((v) => ({ ...v, ...next }));
    form.clear('provinsi');
    form.clear('kota');
  };
  const onLogo = (file: File | null) => {
    setLogo(file);
    form.clear('logo');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const checked = checkDojangRegister(values);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    const body = new FormData();
    for (const [key, value] of Object.entries(checked.output)) if (value) body.append(key, value);
    if (logo) body.append('logo', logo);
    setSubmitting(true);
    try {
      const { dojang } = await registerDojang(body);
      form.success('Registrasi dojang berhasil! Silahkan login.');
      // The coach's registration must list the new dojang: no stale copy of the list may answer first.
      if (dojang) rememberRegisteredDojang(dojang);
      queryClient.removeQueries({ queryKey: ['dojang', 'options'] });
      setDone({ nama: checked.output.nama_dojang, id_dojang: dojang?.id_dojang });
      setValues(EMPTY);
      setLogo(null);
    } catch (err) {
      const shown = errorMessage(err);
      const fields = refusalFieldErrors(DOJANG_FIELDS, err, shown, dojangShownField);
      form.show(fields, shown, firstField(DOJANG_FIELDS, fields) ? null : shown);
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
      {done ? (
        <RegisterDojangDone nama={done.nama} id_dojang={done.id_dojang} onAnother={() => setDone(null)} />
      ) : (
        <form ref={form.formRef} className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <RegisterDojangFields
            values={values}
            errors={form.errors}
            onChange={onChange}
            onWilayah={onWilayah}
            logo={logo}
            onLogo={onLogo}
            disabled={submitting}
          />
          <FormAlert message={form.formError} />
          <p className="text-xs text-base-content/75">
            Data dojang, pelatih dan atlet diproses sesuai{' '}
            <Link to="/kebijakan-privasi" className="link font-semibold text-primary">
              Kebijakan Privasi
            </Link>
            .
          </p>
          <SubmitButton busy={submitting} label="Daftarkan Dojang" busyLabel="Mendaftarkan..." />
          <div className="flex flex-col items-center gap-1 text-sm text-base-content/80 sm:flex-row sm:justify-center sm:gap-4">
            <span>
              Dojang sudah terdaftar?{' '}
              <Link to="/register" className="link font-semibold text-primary">
                Daftar sebagai pelatih
              </Link>
            </span>
            <span>
              Sudah punya akun?{' '}
              <Link to="/login" className="link font-semibold text-primary">
                Login
              </Link>
            </span>
          </div>
        </form>
      )}
    </AuthShell>
  );
}
