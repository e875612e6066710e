import { useState, type FormEvent } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { SessionUser } from '../../../domain/roles';
import { loginKodeSchema, loginPemulihanSchema } from '../../../domain/schemas/keamanan';
import { ApiError, errorMessage } from '../../data/api-error';
import { useAuth } from '../../data/auth';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../ui/form/FormAlert';
import { KodeAutentikatorField, KodePemulihanField } from '../../ui/form/KodeAutentikatorField';
import { checkForm, firstField, pickFields } from '../../ui/form/field-errors';

const FIELDS = ['kode', 'kode_pemulihan'] as const;
type Field = (typeof FIELDS)[number];

/** A refusal after which this challenge cannot be used again: gone (410), account locked (429) or inactive (403). */
export const tantanganBerakhir = (err: unknown) => err instanceof ApiError && [403, 410, 429].includes(err.status);

interface Props {
  tantangan: string;
  onSelesai: (user: SessionUser) => Promise<void>;
  /** Back to the password step, with the reason when the challenge ended. */
  onKembali: (alasan?: string) => void;
}

/** Second step of /login for an account with two-factor login on: the app's code or a recovery code. */
export function LoginDuaFaktorStep({ tantangan, onSelesai, onKembali }: Props) {
  const { loginDuaFaktor } = useAuth();
  const [pakaiPemulihan, setPakaiPemulihan] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ kode: '', kode_pemulihan: '' });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>('auth-login');
  const field: Field = pakaiPemulihan ? 'kode_pemulihan' : 'kode';

  const onChange = (f: Field, value: string) => {
    setValues((s) => ({ ...s, [f]: value }));
    form.clear(f);
  };

  const gantiCara = () => {
    setPakaiPemulihan((p) => !p);
    form.reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = pakaiPemulihan
      ? checkForm(loginPemulihanSchema, FIELDS, { tantangan, kode_pemulihan: values.kode_pemulihan })
      : checkForm(loginKodeSchema, FIELDS, { tantangan, kode: values.kode });
    if (!checked.ok) {
      form.show(checked.errors, checked.toast);
      return;
    }
    form.reset();
    setBusy(true);
    try {
      const kode = 'kode_pemulihan' in checked.output ? { kode_pemulihan: checked.output.kode_pemulihan } : { kode: checked.output.kode };
      const user = await loginDuaFaktor(tantangan, kode);
      await onSelesai(user);
    } catch (err) {
      setBusy(false);
      const shown = errorMessage(err, 'Verifikasi gagal');
      if (tantanganBerakhir(err)) {
        onKembali(shown);
        return;
      }
      const fields = err instanceof ApiError ? pickFields(FIELDS, err.errors) : {};
      form.show(fields, shown, firstField(FIELDS, fields) ? null : shown);
    }
  };

  return (
    <AuthShell
      title="Verifikasi Dua Langkah"
      subtitle={
        pakaiPemulihan
          ? 'Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan autentikasi dua langkah.'
          : 'Buka aplikasi autentikator di ponsel Anda dan masukkan 6 digit kode untuk Arena TKD.'
      }
      icon={<ShieldCheck className="size-7" aria-hidden="true" />}
    >
      <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {pakaiPemulihan ? (
          <KodePemulihanField
            id="login-kode-pemulihan"
            value={values.kode_pemulihan}
            onChange={(x) => onChange('kode_pemulihan', x)}
            error={form.errors.kode_pemulihan}
            disabled={busy}
            autoFocus
          />
        ) : (
          <KodeAutentikatorField
            id="login-kode"
            value={values.kode}
            onChange={(x) => onChange('kode', x)}
            error={form.errors.kode}
            disabled={busy}
            autoFocus
          />
        )}
        <FormAlert message={form.formError} />
        <SubmitButton busy={busy} disabled={!values[field].trim()} label="Verifikasi" busyLabel="Memverifikasi..." />
        <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
          <button type="button" className="link font-semibold text-primary" onClick={gantiCara} disabled={busy}>
            {pakaiPemulihan ? 'Gunakan kode autentikator' : 'Gunakan kode pemulihan'}
          </button>
          <button
            type="button"
            className="link inline-flex items-center gap-1 text-base-content/80"
            onClick={() => onKembali()}
            disabled={busy}
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Kembali ke login
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
