import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { fieldErrors, firstMessage } from '../../../domain/schemas/common';
import { ADMIN_USER_MSG, tambahUserSchema, type RoleBaru } from '../../../domain/schemas/admin-user';
import { ApiError, errorMessage } from '../../data/api-error';
import { tambahUser, useRefreshUsers } from '../../data/online/admin-users';
import { gagalText } from './user-view';

export const TAMBAH_FIELDS = ['role', 'nama', 'email', 'password', 'konfirmasi_password', 'id_kompetisi'] as const;
export type TambahField = (typeof TAMBAH_FIELDS)[number];
const SCREEN_ORDER: readonly TambahField[] = ['role', 'id_kompetisi', 'nama', 'email', 'password', 'konfirmasi_password'];
type Values = Record<Exclude<TambahField, 'role'>, string> & { role: RoleBaru };

const EMPTY: Values = { role: 'ADMIN', nama: '', email: '', password: '', konfirmasi_password: '', id_kompetisi: '' };

function pick(errors: Readonly<Record<string, string>> | undefined): Partial<Record<TambahField, string>> {
  const out: Partial<Record<TambahField, string>> = {};
  for (const f of TAMBAH_FIELDS) if (errors?.[f]) out[f] = errors[f];
  return out;
}

/** 'Tambah User': checked with the server's own schema first, then POST /admin/users. */
export function useTambahUserForm(onDone: () => void) {
  const refresh = useRefreshUsers();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TambahField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback(<K extends TambahField>(field: K, value: Values[K]) => {
    setValues((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  }, []);

  const reset = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  }, []);

  const submit = useCallback(async () => {
    if (busy) return;
    const checked = v.safeParse(tambahUserSchema, values);
    if (!checked.success) {
      const found = pick(fieldErrors(checked.issues));
      setErrors(found);
      // The toast names the first marked field in screen order (the competition sits above the name).
      const shown = SCREEN_ORDER.map((f) => found[f]).find(Boolean) ?? firstMessage(checked.issues);
      toast.error(shown, { id: 'tambah-user' });
      return;
    }
    setBusy(true);
    try {
      const { message } = await tambahUser(checked.output);
      toast.success(message || ADMIN_USER_MSG.ditambahkan, { id: 'tambah-user' });
      await refresh();
      reset();
      onDone();
    } catch (err) {
      const reason = errorMessage(err, '');
      const fields = pick(err instanceof ApiError ? err.errors : undefined);
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : reason || ADMIN_USER_MSG.tambahGagal);
      toast.error(gagalText(ADMIN_USER_MSG.tambahGagal, reason), { id: 'tambah-user' });
    } finally {
      setBusy(false);
    }
  }, [busy, values, refresh, reset, onDone]);

  return { values, errors, formError, busy, set, reset, submit };
}
