import type { FormEvent } from 'react';
import { CloudUpload, Pencil } from 'lucide-react';
import { FOTO_KTP_RULE, SERTIFIKAT_SABUK_RULE } from '../../../../domain/schemas/files';
import { JENIS_KELAMIN, JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import type { PelatihFiles } from '../../../../domain/api-types';
import { READ_ONLY_CLASS, TextField } from '../../../ui/form/TextField';
import { SelectField } from '../../../ui/form/SelectField';
import { ProvinsiKotaFields } from '../../../ui/form/ProvinsiKotaFields';
import { Field } from '../../../ui/form/Field';
import { formatTanggal } from '../../../ui/format';
import { PelatihFileField } from './PelatihFileField';
import type { useProfileForm } from './useProfileForm';
import { EditActions } from '../../../ui/form/EditActions';
import { FormAlert } from '../../../ui/form/FormAlert';
import { cleanNik } from '../../../../domain/schemas/common';
import { todayWib } from '../../../../domain/atlet/umur';

const GENDER_OPTIONS = JENIS_KELAMIN.map((g) => ({ value: g, label: JENIS_KELAMIN_LABEL[g] }));

interface PersonalInfoCardProps {
  form: ReturnType<typeof useProfileForm>;
  email: string;
  files: PelatihFiles | undefined;
  pending: boolean;
  /** The profile is not loaded yet: editing waits for it. */
  loading: boolean;
  saving: boolean;
  onSave: () => void;
}

export function PersonalInfoCard({ form, email, files, pending, loading, saving, onSave }: PersonalInfoCardProps) {
  const { editing, values, set, feedback } = form;
  const errors = editing ? feedback.errors : {};
  const ro = !editing || saving;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };

  return (
    <section className="card bg-base-100 shadow-lg ring-1 ring-base-300" aria-labelledby="info-personal">
      <form ref={feedback.formRef} className="card-body gap-6" onSubmit={submit} noValidate>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2 id="info-personal" className="text-xl font-bold">
              Informasi Personal
            </h2>
            {pending && (
              <span className="badge badge-warning gap-1">
                <CloudUpload className="size-3.5" aria-hidden="true" /> Menunggu sinkron
              </span>
            )}
          </div>
          {!editing && (
            <button type="button" className="btn btn-primary btn-sm" onClick={form.startEdit} disabled={loading}>
              <Pencil className="size-4" aria-hidden="true" /> Ubah Data Diri
            </button>
          )}
        </header>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profil-email"
            label="Email"
            type="email"
            value={email}
            onChange={() => undefined}
            readOnly
            className="sm:col-span-2"
            hint="Email tidak dapat diubah"
          />
          <TextField
            id="profil-nik"
            label="NIK"
            inputMode="numeric"
            value={values.nik}
            onChange={(v) => set('nik', cleanNik(v))}
            error={errors.nik}
            readOnly={ro}
            maxLength={16}
            className="min-w-0"
          />
          <TextField
            id="profil-nama"
            label="Nama Lengkap"
            value={values.nama_pelatih}
            onChange={(v) => set('nama_pelatih', v)}
            error={errors.nama_pelatih}
            readOnly={ro}
            maxLength={200}
            autoComplete="name"
            className="min-w-0"
          />
          <TextField
            id="profil-telp"
            label="No. Telepon"
            type="tel"
            value={values.no_telp}
            onChange={(v) => set('no_telp', v)}
            error={errors.no_telp}
            readOnly={ro}
            maxLength={20}
            autoComplete="tel"
            placeholder="08123456789"
            className="min-w-0"
          />
          <TextField
            id="profil-lahir"
            label="Tanggal Lahir"
            type={editing ? 'date' : 'text'}
            value={editing ? values.tanggal_lahir : formatTanggal(values.tanggal_lahir)}
            onChange={(v) => set('tanggal_lahir', v)}
            error={errors.tanggal_lahir}
            readOnly={ro}
            max={editing ? todayWib() : undefined}
            className="min-w-0"
          />
          <SelectField
            id="profil-gender"
            label="Jenis Kelamin"
            value={values.jenis_kelamin}
            onChange={(v) => set('jenis_kelamin', v)}
            error={errors.jenis_kelamin}
            options={GENDER_OPTIONS}
            placeholder="Pilih jenis kelamin"
            readOnly={!editing}
            disabled={saving}
          />
          <div className="hidden sm:block" />
          <ProvinsiKotaFields
            idPrefix="profil"
            provinsi={values.provinsi}
            kota={values.kota}
            onChange={form.setWilayah}
            readOnly={!editing}
            disabled={saving}
            errors={{ provinsi: errors.provinsi, kota: errors.kota }}
          />
          <Field id="profil-alamat" label="Alamat Lengkap" className="sm:col-span-2" error={errors.alamat}>
            <textarea
              id="profil-alamat"
              className={`textarea w-full ${errors.alamat ? 'textarea-error' : ''} ${editing ? '' : READ_ONLY_CLASS}`}
              rows={3}
              value={values.alamat}
              onChange={(e) => set('alamat', e.target.value)}
              readOnly={ro}
              maxLength={500}
              aria-invalid={errors.alamat ? true : undefined}
              aria-describedby={errors.alamat ? 'profil-alamat-msg' : undefined}
            />
          </Field>
          <PelatihFileField
            id="profil-ktp"
            label="Foto KTP"
            accept="image/jpeg,image/png,image/webp"
            rule={FOTO_KTP_RULE}
            storedPath={files?.foto_ktp}
            file={form.fotoKtp}
            onChange={form.setFotoKtp}
            editing={editing}
            disabled={saving}
            hint="Gambar JPG, PNG atau WebP (foto besar dikecilkan otomatis), maksimal 5MB"
            error={errors.foto_ktp}
          />
          <PelatihFileField
            id="profil-sabuk"
            label="Sertifikat Sabuk"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            rule={SERTIFIKAT_SABUK_RULE}
            storedPath={files?.sertifikat_sabuk}
            file={form.sertifikat}
            onChange={form.setSertifikat}
            editing={editing}
            disabled={saving}
            hint="Gambar (dikecilkan otomatis) atau PDF, maksimal 5MB"
            error={errors.sertifikat_sabuk}
          />
        </div>
        {editing && <FormAlert message={feedback.formError} />}
        {editing && <EditActions saving={saving} onCancel={form.cancel} />}
      </form>
    </section>
  );
}
