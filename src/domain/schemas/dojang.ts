import * as v from 'valibot';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul, optionalTrimmed, required, trimmed } from './common';

export const DOJANG_PHONE_REGEX = /^[\d\s\-+()]{8,20}$/;

const namaDojang = required(
  v.pipe(
    v.string('Nama dojang harus diisi'),
    v.trim(),
    v.nonEmpty('Nama dojang harus diisi'),
    v.minLength(3, 'Nama dojang minimal 3 karakter'),
    v.maxLength(100, 'Nama dojang maksimal 100 karakter'),
  ),
);
const emailOptional = v.pipe(
  optionalTrimmed,
  v.check((s) => s === undefined || (s.length <= 254 && EMAIL_REGEX.test(s)), EMAIL_MESSAGE),
);
const phoneOptional = v.pipe(
  optionalTrimmed,
  v.check((s) => s === undefined || DOJANG_PHONE_REGEX.test(s), 'Format nomor HP tidak valid (8-20 digit)'),
);

/** Dojang registration (text part of the multipart body). */
export const dojangRegisterSchema = v.object({
  nama_dojang: namaDojang,
  email: emailOptional,
  no_telp: phoneOptional,
  negara: v.optional(
    v.pipe(
      v.nullable(trimmed),
      v.transform((s) => s || 'Indonesia'),
    ),
    'Indonesia',
  ),
  provinsi: optionalTrimmed,
  kota: optionalTrimmed,
});
export type DojangRegisterInput = v.InferOutput<typeof dojangRegisterSchema>;

/**
 * Dojang edit: text trimmed; a blank optional field leaves the stored value as it is (undefined).
 * The name is the one field a dojang cannot lose: a key left out keeps it unchanged, but a name that is sent
 * blank is refused with the registration's message ('Nama dojang harus diisi'), and a sent name keeps the
 * registration bounds (3 to 100 characters).
 */
export const dojangUpdateSchema = v.object({
  nama_dojang: v.optional(
    v.pipe(
      v.string('Nama dojang harus diisi'),
      v.trim(),
      v.nonEmpty('Nama dojang harus diisi'),
      v.minLength(3, 'Nama dojang minimal 3 karakter'),
      v.maxLength(100, 'Nama dojang maksimal 100 karakter'),
      noNul,
    ),
  ),
  email: emailOptional,
  no_telp: phoneOptional,
  negara: optionalTrimmed,
  provinsi: optionalTrimmed,
  kota: optionalTrimmed,
  kecamatan: optionalTrimmed,
  kelurahan: optionalTrimmed,
  alamat: optionalTrimmed,
});
export type DojangUpdateInput = v.InferOutput<typeof dojangUpdateSchema>;
