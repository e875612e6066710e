import { useCallback, useEffect, useState } from 'react';
import type { Dojang } from '../../../domain/api-types';

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

/** Editable copy of the dojang; 'Batal' restores fields, pending file and logo. */
export function useDojangForm(dojang: Dojang | undefined) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DojangValues>(() => dojangToValues(dojang));
  const [logo, setLogo] = useState<File | null>(null);

  useEffect(() => {
    if (!editing) setValues(dojangToValues(dojang));
  }, [dojang, editing]);

  const set = useCallback((key: keyof DojangValues, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  const cancel = useCallback(() => {
    setValues(dojangToValues(dojang));
    setLogo(null);
    setEditing(false);
  }, [dojang]);
  const finish = useCallback(() => {
    setLogo(null);
    setEditing(false);
  }, []);

  return { editing, startEdit: () => setEditing(true), cancel, finish, values, set, setValues, logo, setLogo };
}
