import { useCallback, useEffect, useState } from 'react';
import type { PelatihProfile } from '../../../../domain/api-types';
import { useFormErrors } from '../../../ui/form/useFormErrors';
import type { ProfileField } from './profile-form-errors';

/** The one toast of the settings form (a new submit replaces it). */
export const PROFILE_TOAST_ID = 'profil-save';

export interface ProfileValues {
  nik: string;
  nama_pelatih: string;
  no_telp: string;
  tanggal_lahir: string;
  jenis_kelamin: string;
  provinsi: string;
  kota: string;
  alamat: string;
}

export function profileToValues(p: PelatihProfile | undefined): ProfileValues {
  return {
    nik: p?.nik ?? '',
    nama_pelatih: p?.nama_pelatih ?? '',
    no_telp: p?.no_telp ?? '',
    tanggal_lahir: p?.tanggal_lahir ? p.tanggal_lahir.slice(0, 10) : '',
    jenis_kelamin: p?.jenis_kelamin ?? '',
    provinsi: p?.provinsi ?? '',
    kota: p?.kota ?? '',
    alamat: p?.alamat ?? '',
  };
}

/** Trimmed values with empties left out (profile save). */
export function valuesToFields(values: ProfileValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/**
 * Editable copy of the profile: follows the loaded profile while not editing; Batal restores it. The messages
 * of a refused save sit under their fields (`feedback.errors`) until that field is edited again.
 */
export function useProfileForm(profile: PelatihProfile | undefined) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => profileToValues(profile));
  const [fotoKtp, setFotoKtpFile] = useState<File | null>(null);
  const [sertifikat, setSertifikatFile] = useState<File | null>(null);
  const feedback = useFormErrors<ProfileField>(PROFILE_TOAST_ID);
  const { clear, reset } = feedback;

  useEffect(() => {
    if (!editing) setValues(profileToValues(profile));
  }, [profile, editing]);

  const set = useCallback(
    <K extends keyof ProfileValues>(key: K, value: string) => {
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
  const setFotoKtp = useCallback(
    (file: File | null) => {
      setFotoKtpFile(file);
      clear('foto_ktp');
    },
    [clear],
  );
  const setSertifikat = useCallback(
    (file: File | null) => {
      setSertifikatFile(file);
      clear('sertifikat_sabuk');
    },
    [clear],
  );

  const cancel = useCallback(() => {
    setValues(profileToValues(profile));
    setFotoKtpFile(null);
    setSertifikatFile(null);
    reset();
    setEditing(false);
  }, [profile, reset]);

  const finish = useCallback(() => {
    setFotoKtpFile(null);
    setSertifikatFile(null);
    reset();
    setEditing(false);
  }, [reset]);

  return {
    editing,
    startEdit: () => setEditing(true),
    cancel,
    finish,
    values,
    set,
    setWilayah,
    fotoKtp,
    setFotoKtp,
    sertifikat,
    setSertifikat,
    feedback,
  };
}
