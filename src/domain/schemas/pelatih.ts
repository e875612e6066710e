import * as v from 'valibot';
import { JENIS_KELAMIN } from '../roles';
import { diMasaDepan } from '../atlet/umur';
import { NIK_REGEX, PHONE_ID_REGEX, cleanNik, optionalTrimmed } from './common';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The settings page's messages for the checks the original left out (notes no format bound). */
export const PELATIH_MSG = {
  nikFormat: 'NIK harus 16 digit angka',
  telpFormat: 'Format nomor telepon tidak valid',
  tanggalTidakValid: 'Tanggal lahir tidak valid',
  masaDepan: 'Tanggal lahir tidak boleh di masa depan',
} as const;

/** Separators a person may type inside a NIK; anything else (letters) makes it not a NIK. */
const NIK_SEPARATORS = /[\s.-]/g;

/**
 * Profile save: values trimmed, empties left out (unchanged), birth date sent as a date, email not
 * editable (not part of the schema). Where the spec notes the original had no format bound, ours checks what is
 * sent: a NIK is 16 digits (separators stripped as the input's cleanNik does), the phone is as at coach
 * registration (+62, 62 or 0 then 9 to 13 digits) and the birth date is a real date that is not in the future.
 */
export const pelatihProfileUpdateSchema = v.object({
  nama_pelatih: optionalTrimmed,
  no_telp: v.pipe(
    optionalTrimmed,
    v.check((s) => s === undefined || PHONE_ID_REGEX.test(s), PELATIH_MSG.telpFormat),
  ),
  nik: v.pipe(
    optionalTrimmed,
    v.check((s) => s === undefined || NIK_REGEX.test(s.replace(NIK_SEPARATORS, '')), PELATIH_MSG.nikFormat),
    v.transform((s) => (s === undefined ? undefined : cleanNik(s))),
  ),
  tanggal_lahir: v.pipe(
    optionalTrimmed,
    v.check((s) => s === undefined || (ISO_DATE.test(s) && !Number.isNaN(Date.parse(s.slice(0, 10)))), PELATIH_MSG.tanggalTidakValid),
    v.transform((s) => s?.slice(0, 10)),
    v.check((s) => s === undefined || !diMasaDepan(s), PELATIH_MSG.masaDepan),
  ),
  kota: optionalTrimmed,
  provinsi: optionalTrimmed,
  alamat: optionalTrimmed,
  jenis_kelamin: v.optional(v.nullable(v.union([v.picklist(JENIS_KELAMIN), v.literal('')], 'Jenis kelamin tidak valid')), undefined),
});
export type PelatihProfileUpdateInput = v.InferOutput<typeof pelatihProfileUpdateSchema>;
