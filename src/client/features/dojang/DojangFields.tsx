import { READ_ONLY_CLASS, TextField } from '../../ui/form/TextField';
import { Field } from '../../ui/form/Field';
import { ProvinsiKotaFields } from '../../ui/form/ProvinsiKotaFields';
import type { FieldErrorsOf } from '../../ui/form/field-errors';
import type { DojangEditField } from './dojang-form-errors';
import type { DojangValues } from './useDojangForm';

interface DojangFieldsProps {
  values: DojangValues;
  errors: FieldErrorsOf<DojangEditField>;
  onChange: (key: keyof DojangValues, value: string) => void;
  /** Choosing a province clears the city. */
  onWilayah: (next: { provinsi: string; kota: string }) => void;
  readOnly: boolean;
  busy: boolean;
}

/** The nine dojang fields; read-only unless editing; a refused save's message under its field. */
export function DojangFields({ values, errors, onChange, onWilayah, readOnly, busy }: DojangFieldsProps) {
  const ro = readOnly || busy;
  const set = (key: keyof DojangValues) => (value: string) => onChange(key, value);
  const alamatError = errors.alamat;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="dojang-nama"
        label="Nama Dojang"
        value={values.nama_dojang}
        onChange={set('nama_dojang')}
        error={errors.nama_dojang}
        readOnly={ro}
        maxLength={100}
        className="min-w-0 sm:col-span-2"
      />
      <TextField
        id="dojang-email"
        label="Email Dojang"
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        readOnly={ro}
        maxLength={254}
        className="min-w-0"
      />
      <TextField
        id="dojang-telp"
        label="Nomor Telepon"
        type="tel"
        value={values.no_telp}
        onChange={set('no_telp')}
        error={errors.no_telp}
        readOnly={ro}
        maxLength={20}
        className="min-w-0"
      />
      <TextField
        id="dojang-negara"
        label="Negara"
        value={values.negara}
        onChange={set('negara')}
        error={errors.negara}
        readOnly={ro}
        maxLength={100}
        className="min-w-0 sm:col-span-2"
      />
      <ProvinsiKotaFields
        idPrefix="dojang"
        provinsi={values.provinsi}
        kota={values.kota}
        kotaLabel="Kabupaten/Kota"
        onChange={onWilayah}
        readOnly={readOnly}
        disabled={busy}
        errors={{ provinsi: errors.provinsi, kota: errors.kota }}
      />
      <TextField
        id="dojang-kecamatan"
        label="Kecamatan"
        value={values.kecamatan}
        onChange={set('kecamatan')}
        error={errors.kecamatan}
        readOnly={ro}
        maxLength={200}
        className="min-w-0"
      />
      <TextField
        id="dojang-kelurahan"
        label="Kelurahan"
        value={values.kelurahan}
        onChange={set('kelurahan')}
        error={errors.kelurahan}
        readOnly={ro}
        maxLength={200}
        className="min-w-0"
      />
      <Field id="dojang-alamat" label="Alamat Lengkap" className="sm:col-span-2" error={alamatError}>
        <textarea
          id="dojang-alamat"
          className={`textarea w-full ${alamatError ? 'textarea-error' : ''} ${readOnly ? READ_ONLY_CLASS : ''}`}
          rows={3}
          value={values.alamat}
          onChange={(e) => onChange('alamat', e.target.value)}
          readOnly={ro}
          maxLength={500}
          aria-invalid={alamatError ? true : undefined}
          aria-describedby={alamatError ? 'dojang-alamat-msg' : undefined}
        />
      </Field>
    </div>
  );
}
