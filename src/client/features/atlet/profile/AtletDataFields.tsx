import { SARAN_INPUT } from '../../../../domain/schemas/atlet';
import { cleanNik } from '../../../../domain/schemas/common';
import { JENIS_KELAMIN, JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import { KEWARGANEGARAAN_OPTIONS } from '../../../../domain/kompetisi/types';
import { SABUK } from '../../../../domain/catalogue/kelas';
import { Field } from '../../../ui/form/Field';
import { READ_ONLY_CLASS, TextField } from '../../../ui/form/TextField';
import { SelectField } from '../../../ui/form/SelectField';
import { ProvinsiKotaFields } from '../../../ui/form/ProvinsiKotaFields';
import type { ReactNode } from 'react';
import type { AtletEditForm } from './useAtletEditForm';

const GENDER_OPTIONS = JENIS_KELAMIN.map((g) => ({ value: g, label: JENIS_KELAMIN_LABEL[g] }));
const SABUK_OPTIONS = SABUK.map((s) => ({ value: s.value, label: s.label }));

/**
 * The athlete's data: read-only boxes in view mode, inputs with the field errors in edit mode. The NIK in view mode is
 * `nikTampil` (masked, with 'Tampilkan' for who may); in edit mode an empty box keeps the stored NIK.
 */
export function AtletDataFields({ form, saving, nikTampil }: { form: AtletEditForm; saving: boolean; nikTampil: ReactNode }) {
  const { editing, values, set, errors } = form;
  const ro = !editing || saving;
  const err = (key: string) => (editing ? errors[key] || undefined : undefined);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="atlet-nama"
        label="Nama Lengkap"
        value={values.nama_atlet}
        onChange={(v) => set('nama_atlet', v)}
        readOnly={ro}
        required={editing}
        maxLength={200}
        error={err('nama_atlet')}
      />
      <TextField
        id="atlet-lahir"
        label="Tanggal Lahir"
        type={editing ? 'date' : 'text'}
        value={values.tanggal_lahir.slice(0, 10)}
        onChange={(v) => set('tanggal_lahir', v)}
        readOnly={ro}
        required={editing}
        error={err('tanggal_lahir')}
      />
      <SelectField
        id="atlet-gender"
        label="Jenis Kelamin"
        value={values.jenis_kelamin}
        onChange={(v) => set('jenis_kelamin', v)}
        options={GENDER_OPTIONS}
        placeholder="Pilih jenis kelamin"
        readOnly={!editing}
        disabled={saving}
        required={editing}
        error={err('jenis_kelamin')}
      />
      {editing ? (
        <TextField
          id="atlet-nik"
          label="NIK"
          inputMode="numeric"
          value={values.nik}
          onChange={(v) => set('nik', cleanNik(v))}
          readOnly={ro}
          maxLength={16}
          placeholder="Kosongkan bila NIK tidak berubah"
          hint={`${values.nik.length}/16`}
          error={err('nik')}
        />
      ) : (
        nikTampil
      )}
      <TextField
        id="atlet-telp"
        label="No. Telepon"
        type="tel"
        value={values.no_telp}
        onChange={(v) => set('no_telp', v)}
        readOnly={ro}
        maxLength={20}
        placeholder="08123456789"
        error={err('no_telp')}
      />
      <SelectField
        id="atlet-belt"
        label="Tingkat Sabuk"
        value={values.belt}
        onChange={(v) => set('belt', v)}
        options={SABUK_OPTIONS}
        placeholder="Pilih tingkat sabuk"
        readOnly={!editing}
        disabled={saving}
        error={err('belt')}
      />
      <TextField
        id="atlet-berat"
        label="Berat Badan (kg)"
        type={editing ? 'number' : 'text'}
        inputMode="decimal"
        min={SARAN_INPUT.berat_badan.min}
        max={SARAN_INPUT.berat_badan.max}
        step="0.1"
        value={values.berat_badan}
        onChange={(v) => set('berat_badan', v)}
        readOnly={ro}
        error={err('berat_badan')}
      />
      <TextField
        id="atlet-tinggi"
        label="Tinggi Badan (cm)"
        type={editing ? 'number' : 'text'}
        inputMode="decimal"
        min={SARAN_INPUT.tinggi_badan.min}
        max={SARAN_INPUT.tinggi_badan.max}
        step="0.1"
        value={values.tinggi_badan}
        onChange={(v) => set('tinggi_badan', v)}
        readOnly={ro}
        error={err('tinggi_badan')}
      />
      <ProvinsiKotaFields
        idPrefix="atlet"
        provinsi={values.provinsi}
        kota={values.kota}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
        readOnly={!editing}
        disabled={saving}
        errors={{ provinsi: err('provinsi'), kota: err('kota') }}
      />
      <SelectField
        id="atlet-kewarganegaraan"
        label="Kewarganegaraan"
        value={values.kewarganegaraan}
        onChange={(v) => set('kewarganegaraan', v)}
        options={KEWARGANEGARAAN_OPTIONS}
        placeholder="Pilih kewarganegaraan"
        readOnly={!editing}
        disabled={saving}
        error={err('kewarganegaraan')}
        className="sm:col-span-2"
      />
      <Field id="atlet-alamat" label="Alamat" error={err('alamat')} className="sm:col-span-2">
        <textarea
          id="atlet-alamat"
          className={`textarea w-full ${editing ? '' : READ_ONLY_CLASS}`}
          rows={3}
          value={values.alamat}
          placeholder={editing ? undefined : '-'}
          onChange={(e) => set('alamat', e.target.value)}
          readOnly={ro}
          maxLength={500}
        />
      </Field>
    </div>
  );
}
