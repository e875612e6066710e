import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { registerCoach } from '../../data/online/account';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../ui/form/FormAlert';
import { RegisterCoachFields } from './RegisterCoachFields';
import { useDojangSelectOptions } from './useDojangSelectOptions';
import { registerErrorMessage } from './register-error';
import { COACH_FIELDS, checkCoachRegister, firstField, refusalFieldErrors, type CoachField } from './auth-form-errors';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useTitle } from '../../ui/hooks/useTitle';
import { SubmitButton } from '../../ui/form/SubmitButton';

const EMPTY: Record<CoachField, string> = {
  nama_pelatih: '',
  email: '',
  no_telp: '',
  nik: '',
  id_dojang: '',
  password: '',
  confirmPassword: '',
};
const DOJANG_TAKEN = 'Dojang ini sudah memiliki pelatih';

/** /register; `dojang` (from ?dojang=) comes preselected, e.g. right after registering it. */
export function RegisterCoachPage({ dojang }: { dojang?: number }) {
  useTitle('Registrasi Pelatih');
  const navigate = useNavigate();
  const { options, isLoading, isFetching } = useDojangSelectOptions();
  const [values, setValues] = useState<Record<CoachField, string>>(() => ({ ...EMPTY, id_dojang: dojang ? String(dojang) : '' }));
  const [submitting, setSubmitting] = useState(false);
  const form = useFormErrors<CoachField>('auth-register');
  const { errors, setErrors } = form;

  // A preselected dojang that is not in the (fresh) list is dropped; one that already has its coach says so.
  useEffect(() => {
    if (isFetching || !values.id_dojang) return;
    const chosen = options.find((o) => o.value === values.id_dojang);
    if (chosen && !chosen.disabled) return;
    setValues((v) => ({ ...v, id_dojang: '' }));
    if (chosen?.disabled) setErrors((e) => ({ ...e, id_dojang: DOJANG_TAKEN }));
  }, [isFetching, options, values.id_dojang, setErrors]);

  const onChange = (field: CoachField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const checked = checkCoachRegister(values);
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setSubmitting(true);
    try {
      await registerCoach(checked.output);
      form.success('Registrasi berhasil! Silakan login.');
      setTimeout(() => void navigate({ to: '/login' }), 1500);
    } catch (err) {
      const shown = registerErrorMessage(err);
      const fields = refusalFieldErrors(COACH_FIELDS, err, shown);
      setSubmitting(false);
      form.show(fields, shown, firstField(COACH_FIELDS, fields) ? null : shown);
    }
  };

  return (
    <AuthShell
      wide
      title="Registrasi Pelatih"
      subtitle="Buat akun pelatih dan hubungkan dengan dojang Anda."
      icon={<UserPlus className="size-7" aria-hidden="true" />}
    >
      <form ref={form.formRef} className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <RegisterCoachFields
          values={values}
          errors={errors}
          onChange={onChange}
          disabled={submitting}
          dojangOptions={options}
          dojangLoading={isLoading}
          dojangHint={
            <>
              Dojang belum ada?{' '}
              <Link to="/registerdojang" className="link font-semibold text-primary">
                Daftarkan dojang
              </Link>
            </>
          }
        />
        <FormAlert message={form.formError} />
        <p className="text-xs text-base-content/75 sm:col-span-2">
          Data pribadi Anda dan atlet yang Anda daftarkan diproses sesuai{' '}
          <Link to="/kebijakan-privasi" className="link font-semibold text-primary">
            Kebijakan Privasi
          </Link>
          .
        </p>
        <SubmitButton busy={submitting} label="Daftar" busyLabel="Mendaftar..." className="sm:col-span-2" />
        <p className="text-center text-sm text-base-content/80 sm:col-span-2">
          Sudah punya akun?{' '}
          <Link to="/login" className="link font-semibold text-primary">
            Login
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
