import { useEffect, useState } from 'react';
import { NOTIF_MSG, SMTP_PORT_DEFAULT, emailSettingSchema, type EmailSetting } from '../../../../domain/schemas/notifikasi';
import { ApiError, errorMessage } from '../../../data/api-error';
import { checkForm, firstField, pickFields } from '../../../ui/form/field-errors';
import { useFormErrors } from '../../../ui/form/useFormErrors';
import { simpanEmailSetting, useSetEmailSetting } from './email-api';

export const EMAIL_FIELDS = ['host', 'port', 'username', 'password', 'pengirim', 'header', 'footer'] as const;
export type EmailField = (typeof EMAIL_FIELDS)[number];
type Values = Record<EmailField, string>;

const dari = (s: EmailSetting): Values => ({
  host: s.host,
  port: String(s.port),
  username: s.username,
  password: '',
  pengirim: s.pengirim,
  header: s.header,
  footer: s.footer,
});

/** The Email tab's form: starts from the server's values; the password box is empty (write-only) unless replaced. */
export function useEmailForm(saved: EmailSetting | undefined) {
  const setSaved = useSetEmailSetting();
  const [values, setValues] = useState<Values>({
    host: '',
    port: String(SMTP_PORT_DEFAULT),
    username: '',
    password: '',
    pengirim: '',
    header: '',
    footer: '',
  });
  const [hapusPassword, setHapusPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<EmailField>('email-setting');

  useEffect(() => {
    if (saved) setValues(dari(saved));
  }, [saved]);

  const awal = saved ? dari(saved) : null;
  const berubah = !!awal && (hapusPassword || EMAIL_FIELDS.some((f) => values[f].trim() !== awal[f].trim()));

  const set = (field: EmailField, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    if (field === 'password' && value) setHapusPassword(false);
    form.clear(field);
  };

  const batal = () => {
    if (saved) setValues(dari(saved));
    setHapusPassword(false);
    form.reset();
  };

  const submit = async () => {
    if (busy || !saved) return;
    const checked = checkForm(emailSettingSchema, EMAIL_FIELDS, { ...values, hapus_password: hapusPassword });
    if (!checked.ok) return form.show(checked.errors, checked.toast);
    form.reset();
    setBusy(true);
    try {
      const { message, data } = await simpanEmailSetting(checked.output);
      setSaved(data);
      setHapusPassword(false);
      form.success(message || NOTIF_MSG.tersimpan);
    } catch (err) {
      const shown = errorMessage(err, 'Gagal menyimpan pengaturan email');
      const fields = err instanceof ApiError ? pickFields(EMAIL_FIELDS, err.errors) : {};
      form.show(fields, shown, firstField(EMAIL_FIELDS, fields) ? null : shown);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, busy, form, berubah, batal, submit, hapusPassword, setHapusPassword };
}
