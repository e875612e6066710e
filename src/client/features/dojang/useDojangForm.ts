import { useCallback, useEffect, useState } from 'react';
import type { Dojang } from '../../../domain/api-types';
import { useFormErrors } from '../../ui/form/useFormErrors';
import type { DojangEditField } from './dojang-form-errors';

export const DOJANG_FIELDS = ['nama_dojang', 'email', 'no_telp', 'negara', 'provinsi', 'kota', 'kecamatan', 'kelurahan', 'alamat'] as const;
export type DojangValues = Record<(typeof DOJANG_FIELDS)[number], string>;

export function dojangToValues(d: Dojang | undefined): DojangValues {
  const out = {} as DojangValues;
  for (const key of DOJANG_FIELDS) out[key] = (d?.[key] as string | null | undefined) ?? '';
  return out;
}

export function trimValues(values: DojangValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
}

/**
 * Editable copy of the dojang; 'Batal' restores fields, pending file and logo. The messages of a refused
 * save sit under their fields (`errors`) until that field is edited; the form has one toast per submit.
 */
export function useDojangForm(dojang: Dojang | undefined) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DojangValues>(() => dojangToValues(dojang));
  const [logo, setLogoFile] = useState<File | null>(null);
  const feedback = useFormErrors<DojangEditField>('dojang-save');
  const { clear, reset } = feedback;

  useEffect(() => {
    if (!editing) setValues(dojangToValues(dojang));
  }, [dojang, editing]);

  const set = useCallback(
    (key: keyof DojangValues, value: string) => {
      setValues((v) => ({ ...v, [key]: value }));
      clear(key);
    },
    [clear],
  );
  const setWilayah = useCallback(
    (next: { provinsi: string; kota: string }) => {
      setValues((v) => ({ ...v, ...next }));
      clear('provinsi');
      clear('kota');
    },
    [clear],
  );
  const setLogo = useCallback(
    (file: File | null) => {
      setLogoFile(file);
      clear('logo');
    },
    [clear],
  );
  const cancel = useCallback(() => {
    setValues(dojangToValues(dojang));
    setLogoFile(null);
    reset();
    setEditing(false);
  }, [dojang, reset]);
  const finish = useCallback(() => {
    setLogoFile(null);
    reset();
    setEditing(false);
  }, [reset]);

  return { editing, startEdit: () => setEditing(true), cancel, finish, values, set, setWilayah, logo, setLogo, feedback };
}
