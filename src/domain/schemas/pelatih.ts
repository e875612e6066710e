import * as v from 'valibot';
import { JENIS_KELAMIN } from '../roles';
import { optionalTrimmed } from './common';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Spec 000 §5 Profile save: values trimmed, empties left out, birth date sent as a date,
 * no format bound on NIK or phone, email not editable (not part of the schema).
 */
export const pelatihProfileUpdateSchema = v.object({
  nama_pelatih: optionalTrimmed,
  no_telp: optionalTrimmed,
  nik: optionalTrimmed,
  tanggal_lahir: v.pipe(
    optionalTrimmed,
    v.check(
      (s) => s === undefined || (ISO_DATE.test(s) && !Number.isNaN(Date.parse(s.slice(0, 10)))),
      'Tanggal lahir tidak valid',
    ),
    v.transform((s) => s?.slice(0, 10)),
  ),
  kota: optionalTrimmed,
  provinsi: optionalTrimmed,
  alamat: optionalTrimmed,
  jenis_kelamin: v.optional(v.nullable(v.union([v.picklist(JENIS_KELAMIN), v.literal('')], 'Jenis kelamin tidak valid')), undefined),
});
export type PelatihProfileUpdateInput = v.InferOutput<typeof pelatihProfileUpdateSchema>;
