import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { KEAMANAN_MSG, aktifkanDuaFaktorSchema, passwordSajaSchema, type PendaftaranDuaFaktor } from '../../../../domain/schemas/keamanan';
import { fieldErrors, firstMessage } from '../../../../domain/schemas/common';
import { ApiError, errorMessage } from '../../../data/api-error';
import { aktifkanDuaFaktor, mulaiDuaFaktor } from './keamanan-api';

export type LangkahAktifkan = 'password' | 'pindai' | 'kode-pemulihan';
type Field = 'password' | 'kode';

/**
 * Enrolment: the password starts it (a new secret, its QR), a code from the app confirms it, then the 10
 * recovery codes are shown once and the person confirms they kept them.
 */
export function useAktifkanDuaFaktor(onAktif: () => void) {
  const [langkah, setLangkah] = useState<LangkahAktifkan>('password');
  const [password, setPassword] = useState('');
  const [kode, setKode] = useState('');
  const [pendaftaran, setPendaftaran] = useState<PendaftaranDuaFaktor | null>(null);
  const [kodePemulihan, setKodePemulihan] = useState<string[]>([]);
  const [disimpan, setDisimpan] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = useCallback(() => {
    setLangkah('password');
    setPassword('');
    setKode('');
    setPendaftaran(null);
    setKodePemulihan([]);
    setDisimpan(false);
    setErrors({});
    setFormError(null);
  }, []);

  const gagal = (err: unknown, fallback: string) => {
    const fields = err instanceof ApiError && err.errors ? (err.errors as Partial<Record<Field, string>>) : {};
    setErrors({ password: fields.password, kode: fields.kode });
    setFormError(fields.password || fields.kode ? null : errorMessage(err, fallback));
  };

  const ubah = (field: Field, value: string) => {
    (field === 'password' ? setPassword : setKode)(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  const lanjut = async () => {
    if (busy) return;
    if (langkah === 'password') {
      const checked = v.safeParse(passwordSajaSchema, { password });
      if (!checked.success) return setErrors({ password: fieldErrors(checked.issues).password ?? firstMessage(checked.issues) });
      setBusy(true);
      try {
        setPendaftaran(await mulaiDuaFaktor(checked.output.password));
        setPassword('');
        setLangkah('pindai');
      } catch (err) {
        gagal(err, 'Gagal memulai pendaftaran autentikator');
      } finally {
        setBusy(false);
      }
      return;
    }
    if (langkah === 'pindai') {
      const checked = v.safeParse(aktifkanDuaFaktorSchema, { kode });
      if (!checked.success) return setErrors({ kode: firstMessage(checked.issues) });
      setBusy(true);
      try {
        setKodePemulihan(await aktifkanDuaFaktor(checked.output.kode));
        setLangkah('kode-pemulihan');
        onAktif();
      } catch (err) {
        gagal(err, KEAMANAN_MSG.kodeSalah);
      } finally {
        setBusy(false);
      }
    }
  };

  return {
    langkah,
    password,
    kode,
    pendaftaran,
    kodePemulihan,
    disimpan,
    setDisimpan,
    errors,
    formError,
    busy,
    ubah,
    lanjut: () => void lanjut(),
    reset,
  };
}
