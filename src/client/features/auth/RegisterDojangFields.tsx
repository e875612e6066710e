import { Building2, Mail, Phone } from 'lucide-react';
import { TextField } from '../../ui/form/TextField';
import { LogoPicker } from '../../ui/form/LogoPicker';
import { ProvinsiKotaFields } from '../../ui/form/ProvinsiKotaFields';
import type { DojangField, FieldErrorsOf } from './auth-form-errors';

export type DojangTextField = Exclude<DojangField, 'logo'>;

interface RegisterDojangFieldsProps {
  values: Record<DojangTextField, string>;
  errors: FieldErrorsOf<DojangField>;
  onChange: (field: DojangTextField, value: string) => void;
  /** Choosing a province clears the city. */
  onWilayah: (next: { provinsi: string; kota: string }) => void;
  logo: File | null;
  onLogo: (file: File | null) => void;
  disabled: boolean;
}

/** The fields of /registerdojang (Dojang registration), each with its message under it. */
export function RegisterDojangFields({ values, errors, onChange, onWilayah, logo, onLogo, disabled }: RegisterDojangFieldsProps) {
  const set = (field: DojangTextField) => (value: string) => onChange(field, value);
  return (
    <>
      <LogoPicker id="reg-dojang-logo" file={logo} onChange={onLogo} disabled={disabled} error={errors.logo} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="reg-dojang-nama"
          label="Nama Dojang"
          value={values.nama_dojang}
          onChange={set('nama_dojang')}
          error={errors.nama_dojang}
          required
          disabled={disabled}
          maxLength={100}
          placeholder="Contoh: Dojang Garuda"
          className="min-w-0 sm:col-span-2"
          icon={<Building2 className="size-4" />}
        />
        <TextField
          id="reg-dojang-email"
          label="Email Dojang"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          disabled={disabled}
          maxLength={254}
          autoComplete="email"
          placeholder="dojang@email.com"
          className="min-w-0"
          icon={<Mail className="size-4" />}
        />
        <TextField
          id="reg-dojang-telp"
          label="Nomor Telepon"
          type="tel"
          value={values.no_telp}
          onChange={set('no_telp')}
          error={errors.no_telp}
          disabled={disabled}
          maxLength={20}
          autoComplete="tel"
          placeholder="0812xxxxxxxx"
          className="min-w-0"
          icon={<Phone className="size-4" />}
        />
        <ProvinsiKotaFields
          idPrefix="reg-dojang"
          provinsi={values.provinsi}
          kota={values.kota}
          onChange={onWilayah}
          disabled={disabled}
          errors={{ provinsi: errors.provinsi, kota: errors.kota }}
        />
        <TextField
          id="reg-dojang-negara"
          label="Negara"
          value={values.negara}
          onChange={set('negara')}
          error={errors.negara}
          disabled={disabled}
          maxLength={100}
          className="min-w-0 sm:col-span-2"
        />
      </div>
    </>
  );
}
