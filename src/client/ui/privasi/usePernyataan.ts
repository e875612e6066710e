import { useCallback, useState } from 'react';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../../domain/privasi/kebijakan';
import { cekPernyataan, type Pernyataan } from '../../../domain/privasi/persetujuan';

export interface PernyataanState {
  setuju: boolean;
  nama_wali: string;
}

export const PERNYATAAN_KOSONG: PernyataanState = { setuju: false, nama_wali: '' };

export type PernyataanErrors = Partial<Record<'persetujuan' | 'nama_wali', string>>;

/** The statement as it is sent: the notice's version this app shows. */
export const kePernyataan = (s: PernyataanState): Pernyataan => ({
  setuju: s.setuju,
  versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI,
  nama_wali: s.nama_wali.trim() || null,
});

/**
 * The consent statement of a form: the checkbox and, for a child, the guardian's name; `periksa` runs the domain's
 * rule (the same the server runs) for the birth date entered and shows its message under its field.
 */
export function usePernyataan(awal: PernyataanState = PERNYATAAN_KOSONG) {
  const [value, setValue] = useState<PernyataanState>(awal);
  const [errors, setErrors] = useState<PernyataanErrors>({});

  const ubah = useCallback((next: Partial<PernyataanState>) => {
    setValue((v) => ({ ...v, ...next }));
    setErrors((e) => ({
      persetujuan: next.setuju !== undefined ? undefined : e.persetujuan,
      nama_wali: next.nama_wali !== undefined ? undefined : e.nama_wali,
    }));
  }, []);

  /** The statement to send, or why it does not hold (also shown under its field). */
  const periksa = useCallback(
    (tanggal_lahir: string | null | undefined): { ok: true; pernyataan: Pernyataan } | { ok: false; pesan: string } => {
      const p = kePernyataan(value);
      const t = cekPernyataan({ tanggal_lahir, pernyataan: p });
      if (!t) return { ok: true, pernyataan: p };
      setErrors({ [t.field === 'nama_wali' ? 'nama_wali' : 'persetujuan']: t.pesan });
      return { ok: false, pesan: t.pesan };
    },
    [value],
  );

  const reset = useCallback((next: PernyataanState = PERNYATAAN_KOSONG) => {
    setValue(next);
    setErrors({});
  }, []);

  return { value, errors, ubah, periksa, reset, setErrors };
}

export type PernyataanForm = ReturnType<typeof usePernyataan>;
