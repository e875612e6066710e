import { READ_ONLY_CLASS, TextField } from '../../ui/form/TextField';
import { Field } from '../../ui/form/Field';
import { ProvinsiKotaFields } from '../../ui/form/ProvinsiKotaFields';
import type { useDojangForm } from './useDojangForm';

/** The nine dojang fields; read-only unless editing. */
export function DojangFields({ form, readOnly, busy }: { form: ReturnType<typeof useDojangForm>; readOnly: boolean; busy: boolean }) {
  const { values, set } = form;
  const ro = readOnly || busy;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id="dojang-nama" label="Nama Dojang" value={values.nama_dojang} onChange={(v) => set('nama_dojang', v)} readOnly={ro} maxLength={100} className="sm:col-span-2" />
      <TextField id="dojang-email" label="Email Dojang" type="email" value={values.email} onChange={(v) => set('email', v)} readOnly={ro} maxLength={254} />
      <TextField id="dojang-telp" label="Nomor Telepon" type="tel" value={values.no_telp} onChange={(v) => set('no_telp', v)} readOnly={ro} maxLength={20} />
      <TextField id="dojang-negara" label="Negara" value={values.negara} onChange={(v) => set('negara', v)} readOnly={ro} maxLength={100} className="sm:col-span-2" />
      <ProvinsiKotaFields
        idPrefix="dojang"
        provinsi={values.provinsi}
        kota={values.kota}
        kotaLabel="Kabupaten/Kota"
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
        readOnly={readOnly}
        disabled={busy}
      />
      <TextField id="dojang-kecamatan" label="Kecamatan" value={values.kecamatan} onChange={(v) => set('kecamatan', v)} readOnly={ro} maxLength={200} />
      <TextField id="dojang-kelurahan" label="Kelurahan" value={values.kelurahan} onChange={(v) => set('kelurahan', v)} readOnly={ro} maxLength={200} />
      <Field id="dojang-alamat" label="Alamat Lengkap" className="sm:col-span-2">
        <textarea id="dojang-alamat" className={`textarea w-full ${readOnly ? READ_ONLY_CLASS : ''}`} rows={3} value={values.alamat} onChange={(e) => set('alamat', e.target.value)} readOnly={ro} maxLength={500} />
      </Field>
    </div>
  );
}
