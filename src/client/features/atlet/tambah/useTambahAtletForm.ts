import { useCallback, useState } from 'react';
import type { AtletField } from '../../../../domain/schemas/atlet';
import { EMPTY_ATLET_FORM, type AtletFormErrors, type AtletFormValues } from './tambah-form';

/** The text fields of the add form with their messages; editing a field clears its message. */
export function useTambahAtletForm() {
  const [values, setValues] = useState<AtletFormValues>(EMPTY_ATLET_FORM);
  const [errors, setErrors] = useState<AtletFormErrors>({});

  const set = useCallback((field: AtletField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  /** Choosing a province resets the city. */
  const setWilayah = useCallback((next: { provinsi: string; kota: string }) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => ({ ...e, provinsi: next.provinsi ? undefined : e.provinsi, kota: next.kota ? undefined : e.kota }));
  }, []);

  const reset = useCallback((next: AtletFormValues = EMPTY_ATLET_FORM) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, set, setWilayah, setErrors, reset };
}

export type TambahAtletForm = ReturnType<typeof useTambahAtletForm>;
