import type { ReactNode } from 'react';
import { Building2, IdCard, Mail, Phone, User } from 'lucide-react';
import { cleanNik } from '../../../domain/schemas/common';
import { TextField } from '../../ui/form/TextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { SearchSelectField, type SearchOption } from '../../ui/form/SearchSelectField';
import type { CoachField, FieldErrorsOf } from './auth-form-errors';

interface RegisterCoachFieldsProps {
  values: Record<CoachField, string>;
  errors: FieldErrorsOf<CoachField>;
  onChange: (field: CoachField, value: string) => void;
  disabled: boolean;
  dojangOptions: readonly SearchOption[];
  dojangLoading: boolean;
  /** Under the dojang picker (a link to register a dojang). */
  dojangHint: ReactNode;
}

/** The fields of /register (Coach registration), each with its message under it. */
export function RegisterCoachFields({
  values,
  errors,
  onChange,
  disabled,
  dojangOptions,
  dojangLoading,
  dojangHint,
}: RegisterCoachFieldsProps) {
  const set = (field: CoachField) => (value: string) => onChange(field, value);
  return (
    <>
      <TextField
        id="reg-nama"
        label="Nama Pelatih"
        value={values.nama_pelatih}
        onChange={set('nama_pelatih')}
        error={errors.nama_pelatih}
        autoComplete="name"
        maxLength={200}
        disabled={disabled}
        icon={<User className="size-4" />}
        placeholder="Nama lengkap"
        className="min-w-0"
      />
      <TextField
        id="reg-email"
        label="Email"
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        maxLength={200}
        disabled={disabled}
        icon={<Mail className="size-4" />}
        placeholder="nama@email.com"
        className="min-w-0"
      />
      <TextField
        id="reg-telp"
        label="No. Telepon"
        type="tel"
        value={values.no_telp}
        onChange={set('no_telp')}
        error={errors.no_telp}
        autoComplete="tel"
        maxLength={16}
        disabled={disabled}
        icon={<Phone className="size-4" />}
        placeholder="08xxxxxxxxxx"
        className="min-w-0"
      />
      <TextField
        id="reg-nik"
        label="NIK"
        inputMode="numeric"
        value={values.nik}
        onChange={(value) => onChange('nik', cleanNik(value))}
        error={errors.nik}
        disabled={disabled}
        icon={<IdCard className="size-4" />}
        placeholder="16 digit NIK"
        hint={`${values.nik.length}/16`}
        className="min-w-0"
      />
      <SearchSelectField
        id="reg-dojang"
        label="Dojang"
        value={values.id_dojang}
        onChange={set('id_dojang')}
        options={dojangOptions}
        placeholder={dojangLoading ? 'Memuat dojang...' : 'Cari nama dojang atau kota'}
        emptyText="Dojang tidak ditemukan. Coba kata lain atau daftarkan dojang Anda."
        error={errors.id_dojang}
        disabled={disabled}
        icon={<Building2 className="size-4" />}
        className="sm:col-span-2"
        hint={dojangHint}
      />
      <PasswordField
        id="reg-password"
        label="Password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        disabled={disabled}
        hint="Minimal 8 karakter, mengandung huruf dan angka"
      />
      <PasswordField
        id="reg-confirm"
        label="Konfirmasi Password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
