import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Save, Undo2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../data/api-error';
import type { KompetisiBody } from '../../../data/online/admin-kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { BiayaSection, InfoSection, JadwalSection, KontakSection } from './KompetisiFormSections';
import { keBody, nilaiAwal, periksa, samaDengan, type FieldTeks, type KompetisiValues } from './kompetisi-form';

interface KompetisiFormProps {
  /** The stored competition (edit); undefined for a new one. */
  kompetisi?: Kompetisi;
  busy: boolean;
  submitLabel: string;
  onSubmit: (body: KompetisiBody) => Promise<unknown>;
}

/**
 * The competition's fields in four sections. Checked with the domain schema before sending; the
 * server's field errors (400, or a 409 such as a quota below the entries) land under their fields.
 */
export function KompetisiForm({ kompetisi, busy, submitLabel, onSubmit }: KompetisiFormProps) {
  const awal = nilaiAwal(kompetisi);
  const [values, setValues] = useState<KompetisiValues>(awal);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !samaDengan(values, awal);

  // A fresh copy from the server (after a save or a refetch) replaces the form unless it is being edited.
  const stamp = JSON.stringify(awal);
  useEffect(() => {
    if (!dirty) setValues(nilaiAwal(kompetisi));
  }, [stamp]);

  const set = (field: FieldTeks, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => (old[field] ? { ...old, [field]: '' } : old));
  };

  const tunjuk = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found).find((k) => found[k]);
    const el = formRef.current?.querySelector<HTMLElement>(`#kompetisi-${first}`);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    toast.error(first ? found[first]! : 'Periksa kembali isian formulir');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = periksa(values);
    if (Object.keys(found).length > 0) return tunjuk(found);
    try {
      await onSubmit(keBody(values));
      setErrors({});
    } catch (err) {
      if (err instanceof ApiError && err.errors && Object.keys(err.errors).length > 0) tunjuk(err.errors);
      else toast.error(errorMessage(err, 'Gagal menyimpan kompetisi'));
    }
  };

  const p = {
    values,
    errors,
    set,
    setFeatured: (x: boolean) => setValues((o) => ({ ...o, is_featured: x })),
    busy,
    jumlahPeserta: kompetisi?.jumlah_peserta,
  };
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <InfoSection {...p} />
      <JadwalSection {...p} />
      <BiayaSection {...p} />
      <KontakSection {...p} />
      {(!kompetisi || dirty) && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:justify-end sm:rounded-box sm:border sm:shadow">
          {kompetisi && <p className="w-full text-sm text-base-content/80 sm:mr-auto sm:w-auto">Ada perubahan yang belum disimpan.</p>}
          {kompetisi && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => {
                setValues(awal);
                setErrors({});
              }}
            >
              <Undo2 className="size-4" aria-hidden="true" /> Batal
            </button>
          )}
          <button type="submit" className="btn btn-primary flex-1 whitespace-nowrap sm:flex-none" disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Save className="size-4" aria-hidden="true" />
            )}
            {busy ? 'Menyimpan...' : submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
