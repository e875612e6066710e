import { useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { KeyRound } from 'lucide-react';
import { fieldErrors } from '../../../../domain/schemas/common';
import { KEAMANAN_MSG, nonaktifkanDuaFaktorSchema } from '../../../../domain/schemas/keamanan';
import { ApiError, errorMessage } from '../../../data/api-error';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordField } from '../../../ui/form/PasswordField';
import { TextField } from '../../../ui/form/TextField';
import { DialogShell } from './DialogShell';
import { nonaktifkanDuaFaktor } from './keamanan-api';

type Field = 'password' | 'kode';

/** Turning two-factor off: the current password and a code from the app (or a recovery code). */
export function NonaktifkanDuaFaktorDialog({ open, onClose, onNonaktif }: { open: boolean; onClose: () => void; onNonaktif: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', kode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tutup = () => {
    setValues({ password: '', kode: '' });
    setErrors({});
    setFormError(null);
    onClose();
  };
  const ubah = (field: Field, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };
  const kirim = async () => {
    if (busy) return;
    const checked = v.safeParse(nonaktifkanDuaFaktorSchema, values);
    if (!checked.success) {
      const found = fieldErrors(checked.issues);
      setErrors({ password: found.password, kode: found.kode });
      return;
    }
    setBusy(true);
    try {
      const message = await nonaktifkanDuaFaktor(checked.output.password, checked.output.kode);
      toast.success(message || KEAMANAN_MSG.dinonaktifkan, { id: 'dua-faktor' });
      onNonaktif();
      tutup();
    } catch (err) {
      const fields = err instanceof ApiError && err.errors ? err.errors : {};
      setErrors({ password: fields.password, kode: fields.kode });
      setFormError(fields.password || fields.kode ? null : errorMessage(err, 'Gagal menonaktifkan autentikasi dua langkah'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      title="Nonaktifkan Autentikasi Dua Langkah"
      description="Login hanya akan meminta email dan password. Kode pemulihan yang tersisa tidak berlaku lagi."
      canClose={!busy}
      onClose={tutup}
      onSubmit={() => void kirim()}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={tutup} disabled={busy}>
            Batal
          </button>
          <button type="submit" className="btn btn-error" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? 'Menonaktifkan...' : 'Nonaktifkan'}
          </button>
        </>
      }
    >
      <PasswordField
        id="dua-faktor-off-password"
        label="Password Saat Ini"
        value={values.password}
        onChange={(x) => ubah('password', x)}
        error={errors.password}
        autoComplete="current-password"
        disabled={busy}
      />
      <TextField
        id="dua-faktor-off-kode"
        label="Kode autentikator atau kode pemulihan"
        value={values.kode}
        onChange={(x) => ubah('kode', x.slice(0, 20))}
        error={errors.kode}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        placeholder="123456"
        className="[&_input]:font-mono"
        icon={<KeyRound className="size-4" />}
        disabled={busy}
      />
      <FormAlert message={formError} />
    </DialogShell>
  );
}
