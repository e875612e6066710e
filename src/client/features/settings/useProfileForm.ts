import { useCallback, useEffect, useState } from 'react';
import type { PelatihProfile } from '../../../domain/api-types';

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

/** Trimmed values with empties left out (spec 000 §5 profile save). */
export function valuesToFields(values: ProfileValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** Editable copy of the profile: follows the loaded profile while not editing; Batal restores it. */
export function useProfileForm(profile: PelatihProfile | undefined) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => profileToValues(profile));
  const [fotoKtp, setFotoKtp] = useState<File | null>(null);
  const [sertifikat, setSertifikat] = useState<File | null>(null);

  useEffect(() => {
    if (!editing) setValues(profileToValues(profile));
  }, [profile, editing]);

  const set = useCallback(<K extends keyof ProfileValues>(key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);

  const cancel = useCallback(() => {
    setValues(profileToValues(profile));
    setFotoKtp(null);
    setSertifikat(null);
    setEditing(false);
  }, [profile]);

  const finish = useCallback(() => {
    setFotoKtp(null);
    setSertifikat(null);
    setEditing(false);
  }, []);

  return { editing, startEdit: () => setEditing(true), cancel, finish, values, set, setValues, fotoKtp, setFotoKtp, sertifikat, setSertifikat };
}
