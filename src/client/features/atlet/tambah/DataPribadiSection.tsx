import { Calendar, IdCard, Phone, User } from 'lucide-react';
import { JENIS_KELAMIN, JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import { KEWARGANEGARAAN_OPTIONS } from '../../../../domain/kompetisi/types';
import { todayWib } from '../../../../domain/atlet/umur';
import { TextField } from '../../../ui/form/TextField';
import { SelectField } from '../../../ui/form/SelectField';
import { Field } from '../../../ui/form/Field';
import { ProvinsiKotaFields } from '../../../ui/form/ProvinsiKotaFields';
import { cleanNik } from '../../../../domain/schemas/common';
import type { TambahAtletForm } from './useTambahAtletForm';
import { FormSection } from './FormSection';

const GENDER_OPTIONS = JENIS_KELAMIN.map((g) => ({ value: g, label: JENIS_KELAMIN_LABEL[g] }));

export function DataPribadiSection({ form, disabled }: { form: TambahAtletForm; disabled: boolean }) {
  const { values, errors, set } = form;
  return (
    <FormSection title="DATA PRIBADI">
      <TextField
        id="atlet-nama"
        label="Nama Lengkap"
        required
        value={values.nama_atlet}
        onChange={(x) => set('nama_atlet', x)}
        error={errors.nama_atlet}
        disabled={disabled}
        maxLength={200}
        autoComplete="off"
        icon={<User className="size-4" />}
        placeholder="Nama lengkap atlet"
        className="sm:col-span-2"
      />
      <TextField
        id="atlet-tanggal"
        label="Tanggal Lahir"
        required
        type="date"
        max={todayWib()}
        value={values.tanggal_lahir}
        onChange={(x) => set('tanggal_lahir', x)}
        error={errors.tanggal_lahir}
        disabled={disabled}
        icon={<Calendar className="size-4" />}
      />
      <SelectField
        id="atlet-gender"
        label="Jenis Kelamin"
        required
        value={values.jenis_kelamin}
        onChange={(x) => set('jenis_kelamin', x)}
        options={GENDER_OPTIONS}
        placeholder="Pilih jenis kelamin"
        error={errors.jenis_kelamin}
        disabled={disabled}
      />
      {/* No maxLength attribute: it would cut a pasted '3171-2345-6789-0123' before the dashes are stripped; cleanNik caps at 16 digits. */}
      <TextField
        id="atlet-nik"
        label="NIK"
        required
        inputMode="numeric"
        value={values.nik}
        onChange={(x) => set('nik', cleanNik(x))}
        error={errors.nik}
        hint={`${values.nik.length}/16`}
        disabled={disabled}
        autoComplete="off"
        icon={<IdCard className="size-4" />}
        placeholder="16 digit NIK"
      />
      <TextField
        id="atlet-telp"
        label="No. Telepon"
        required
        type="tel"
        maxLength={16}
        value={values.no_telp}
        onChange={(x) => set('no_telp', x)}
        error={errors.no_telp}
        disabled={disabled}
        autoComplete="off"
        icon={<Phone className="size-4" />}
        placeholder="08123456789"
      />
      <SelectField
        id="atlet-kewarganegaraan"
        label="Kewarganegaraan"
        required
        value={values.kewarganegaraan}
        onChange={(x) => set('kewarganegaraan', x)}
        options={KEWARGANEGARAAN_OPTIONS}
        placeholder="Pilih kewarganegaraan"
        error={errors.kewarganegaraan}
        disabled={disabled}
        className="sm:col-span-2"
      />
      <Field id="atlet-alamat" label="Alamat" required error={errors.alamat} className="sm:col-span-2">
        <textarea
          id="atlet-alamat"
          className={`textarea w-full ${errors.alamat ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={500}
          value={values.alamat}
          onChange={(e) => set('alamat', e.target.value)}
          disabled={disabled}
          aria-invalid={errors.alamat ? true : undefined}
          aria-describedby={errors.alamat ? 'atlet-alamat-msg' : undefined}
          placeholder="Alamat lengkap"
        />
      </Field>
      <ProvinsiKotaFields
        idPrefix="atlet"
        provinsi={values.provinsi}
        kota={values.kota}
        onChange={form.setWilayah}
        disabled={disabled}
        required
        errors={{ provinsi: errors.provinsi, kota: errors.kota }}
      />
    </FormSection>
  );
}
