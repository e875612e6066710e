import { useCallback, useEffect, useState } from 'react';
import type { AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { atletToValues, withHapus, type AtletEditSource, type AtletEditValues } from './atlet-edit-values';
import type { AtletField } from '../../../../domain/schemas/atlet';

export type ChosenFiles = Partial<Record<AtletDokumen, File>>;

/** Editable copy of the athlete: follows the saved athlete while not editing; Batal restores it and drops chosen files. */
export function useAtletEditForm(atlet: AtletEditSource | undefined) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<AtletEditValues>(() => atletToValues(atlet));
  const [files, setFiles] = useState<ChosenFiles>({});
  const [hapus, setHapus] = useState<AtletDokumen[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!editing) setValues(atletToValues(atlet));
  }, [atlet, editing]);

  const set = useCallback((key: AtletField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  }, []);

  const choose = useCallback((kind: AtletDokumen, file: File) => {
    setFiles((f) => ({ ...f, [kind]: file }));
    setHapus((h) => withHapus(h, kind, false));
    setErrors((e) => (e[kind] ? { ...e, [kind]: '' } : e));
  }, []);

  /** Clears the new file and the stored path (sent as hapus_<kind>). */
  const remove = useCallback((kind: AtletDokumen) => {
    setFiles((f) => {
      const next = { ...f };
      delete next[kind];
      return next;
    });
    setHapus((h) => withHapus(h, kind, true));
  }, []);

  const reset = useCallback(() => {
    setFiles({});
    setHapus([]);
    setErrors({});
    setEditing(false);
  }, []);

  const cancel = useCallback(() => {
    setValues(atletToValues(atlet));
    reset();
  }, [atlet, reset]);

  /** Edit mode opened on a refused queued edit: its values and files over the saved athlete. */
  const startEditFrom = useCallback(
    (draft: { fields: Record<string, string>; files: ChosenFiles; hapus: AtletDokumen[] }) => {
      const base = atletToValues(atlet);
      const overrides = Object.fromEntries(Object.entries(draft.fields).filter(([k]) => k in base));
      setValues({ ...base, ...overrides });
      setFiles(draft.files);
      setHapus(draft.hapus);
      setErrors({});
      setEditing(true);
    },
    [atlet],
  );

  return {
    editing,
    startEdit: () => setEditing(true),
    startEditFrom,
    cancel,
    finish: reset,
    values,
    set,
    setValues,
    files,
    hapus,
    choose,
    remove,
    errors,
    setErrors,
  };
}

export type AtletEditForm = ReturnType<typeof useAtletEditForm>;
