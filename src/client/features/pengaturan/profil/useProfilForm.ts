import { useEffect, useState } from 'react';
import { KEAMANAN_MSG, profilAdminInputSchema, type ProfilAdmin } from '../../../../domain/schemas/keamanan';
import { ApiError, errorMessage } from '../../../data/api-error';
import { useAuth } from '../../../data/auth';
import { checkForm, firstField, pickFields } from '../../../ui/form/field-errors';
import { useFormErrors } from '../../../ui/form/useFormErrors';
import { simpanProfilAdmin, useSetProfilAdmin } from './profil-api';

export const PROFIL_FIELDS = ['nama_admin', 'email', 'password_saat_ini'] as const;
export type ProfilField = (typeof PROFIL_FIELDS)[number];

/** The Profil form: starts from the server's values, asks the password only when the email changes. */
export function useProfilForm(saved: ProfilAdmin | undefined) {
  const { user, perbaruiUser } = useAuth();
  const setSaved = useSetProfilAdmin();
  const [values, setValues] = useState<Record<ProfilField, string>>({ nama_admin: '', email: '', password_saat_ini: '' });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<ProfilField>('profil-admin');

  useEffect(() => {
    if (saved) setValues({ nama_admin: saved.nama_admin, email: saved.email, password_saat_ini: '' });
  }, [saved]);

  const gantiEmail = !!saved && values.email.trim().toLowerCase() !== saved.email.toLowerCase();
  const berubah = !!saved && (values.nama_admin.trim() !== saved.nama_admin || gantiEmail);

  const set = (field: ProfilField, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    form.clear(field);
  };

  const batal = () => {
    if (saved) setValues({ nama_admin: saved.nama_admin, email: saved.email, password_saat_ini: '' });
    form.reset();
  };

  const submit = async () => {
    if (busy || !saved) return;
    const checked = checkForm(profilAdminInputSchema, PROFIL_FIELDS, {
      ...values,
      password_saat_ini: gantiEmail ? values.password_saat_ini : '',
    });
    if (!checked.ok) return form.show(checked.errors, checked.toast);
    if (gantiEmail && !checked.output.password_saat_ini) {
      return form.show({ password_saat_ini: KEAMANAN_MSG.passwordUntukEmail }, KEAMANAN_MSG.passwordUntukEmail);
    }
    form.reset();
    setBusy(true);
    try {
      const profil = await simpanProfilAdmin(checked.output);
      setSaved(profil);
      if (user?.admin) perbaruiUser({ ...user, email: profil.email, admin: { ...user.admin, nama_admin: profil.nama_admin } });
      form.success(KEAMANAN_MSG.profilDisimpan);
    } catch (err) {
      const shown = errorMessage(err, KEAMANAN_MSG.profilGagal);
      const fields = err instanceof ApiError ? pickFields(PROFIL_FIELDS, err.errors) : {};
      form.show(fields, shown, firstField(PROFIL_FIELDS, fields) ? null : shown);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, busy, form, gantiEmail, berubah, batal, submit };
}
