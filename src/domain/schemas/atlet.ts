import * as v from 'valibot';
import { JENIS_KELAMIN } from '../roles';
import { KEWARGANEGARAAN } from '../kompetisi/types';
import { SABUK } from '../catalogue/kelas';
import { isKnownProvinsi, isKotaOf } from '../catalogue/wilayah';
import { diMasaDepan, parseTanggal, selisihTahun } from '../atlet/umur';
import { MAX_TEXT, NIK_REGEX, TEXT_TOO_LONG, noNul, optionalTrimmed, required } from './common';

/** "Add athlete" and "Athlete edit" messages. */
/** The refusal codes of an athlete write beyond the common ones: a NIK already registered, a required document missing. */
export type KodeAtlet = 'nik_terdaftar' | 'dokumen_wajib';

export const ATLET_MSG = {
  nama: 'Nama wajib diisi',
  tanggalLahir: 'Tanggal lahir wajib diisi',
  tanggalTidakValid: 'Tanggal lahir tidak valid',
  masaDepan: 'Tanggal lahir tidak boleh di masa depan',
  umurMinimal: 'Umur minimal 3 tahun',
  alamat: 'Alamat wajib diisi',
  provinsi: 'Provinsi wajib dipilih',
  provinsiTidakValid: 'Provinsi tidak valid',
  kota: 'Kota wajib dipilih',
  kotaTidakSesuai: 'Kota tidak sesuai dengan provinsi',
  gender: 'Gender wajib dipilih',
  nik: 'NIK wajib diisi',
  nikFormat: 'NIK harus 16 digit angka',
  telp: 'Nomor telepon wajib diisi',
  telpFormat: 'Format nomor telepon tidak valid (contoh: 08123456789)',
  belt: 'Tingkat sabuk wajib dipilih',
  beltTidakValid: 'Tingkat sabuk tidak valid',
  berat: 'Berat badan wajib diisi',
  beratRentang: 'Berat badan harus antara 1-500 kg',
  tinggi: 'Tinggi badan wajib diisi',
  tinggiRentang: 'Tinggi badan harus antara 1-300 cm',
  kewarganegaraan: 'Kewarganegaraan harus WNI atau WNA',
  formGagal: 'Mohon lengkapi semua field yang wajib diisi',
} as const;

export const MIN_UMUR_ATLET = 3;

/** The inputs suggest 10-300 kg and 50-250 cm (the rule itself allows 1-500 and 1-300). */
export const SARAN_INPUT = { berat_badan: { min: 10, max: 300 }, tinggi_badan: { min: 50, max: 250 } } as const;

/** The text fields of an athlete as the add and edit forms send them (POST/PUT /atlet). */
export const ATLET_FIELDS = [
  'nama_atlet',
  'tanggal_lahir',
  'jenis_kelamin',
  'nik',
  'no_telp',
  'alamat',
  'provinsi',
  'kota',
  'belt',
  'berat_badan',
  'tinggi_badan',
  'kewarganegaraan',
] as const;
export type AtletField = (typeof ATLET_FIELDS)[number];
const SABUK_VALUES = SABUK.map((s) => s.value);

const requiredText = (message: string) =>
  required(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_TEXT, TEXT_TOO_LONG), noNul));

const tanggalLahir = v.pipe(
  requiredText(ATLET_MSG.tanggalLahir),
  v.transform((s) => s.slice(0, 10)),
  v.check((s) => parseTanggal(s) !== null && s >= '1900-01-01', ATLET_MSG.tanggalTidakValid),
  v.check((s) => !diMasaDepan(s), ATLET_MSG.masaDepan),
  v.check((s) => (selisihTahun(s) ?? 0) >= MIN_UMUR_ATLET, ATLET_MSG.umurMinimal),
);

const isNik = (s: string) => NIK_REGEX.test(s);
/** An optional +62, 62 or 0 prefix followed by 9-13 digits (coach registration needs the prefix). */
export const ATLET_PHONE_REGEX = /^(\+62|62|0)?\d{9,13}$/;
const isTelp = (s: string) => ATLET_PHONE_REGEX.test(s);
const isBelt = (s: string) => SABUK_VALUES.includes(s);

/** A number from a form or multipart field ('41,5' accepted); '' means missing. */
const numberText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => (typeof x === 'number' ? String(x) : x.trim().replace(',', '.'))),
);
const measure = (requiredMsg: string, max: number, rangeMsg: string) =>
  v.pipe(
    v.optional(numberText, ''),
    v.check((s) => s !== '', requiredMsg),
    v.transform(Number),
    v.check((n) => Number.isFinite(n) && n >= 1 && n <= max, rangeMsg),
    v.transform((n) => Math.round(n * 10) / 10),
  );

const jenisKelamin = v.pipe(
  required(v.string(ATLET_MSG.gender)),
  v.check((s) => s !== '', ATLET_MSG.gender),
  v.picklist(JENIS_KELAMIN, ATLET_MSG.gender),
);

/** 'WNI' | 'WNA' (case-insensitive); '' and null read as not sent. The forms do not send it yet. */
const kewarganegaraanText = v.pipe(
  v.nullable(v.string(ATLET_MSG.kewarganegaraan)),
  v.transform((s) => s?.trim().toUpperCase() || undefined),
);
/** At add: WNI unless WNA is sent. */
const kewarganegaraanAdd = v.optional(
  v.pipe(
    kewarganegaraanText,
    v.transform((s) => s ?? 'WNI'),
    v.picklist(KEWARGANEGARAAN, ATLET_MSG.kewarganegaraan),
  ),
  'WNI',
);
/** At edit: unchanged unless sent. */
const kewarganegaraanEdit = v.optional(v.pipe(kewarganegaraanText, v.optional(v.picklist(KEWARGANEGARAAN, ATLET_MSG.kewarganegaraan))));

/** "Add athlete": every field required (documents travel separately); citizenship defaults to WNI. */
export const atletCreateSchema = v.pipe(
  v.object({
    nama_atlet: v.pipe(requiredText(ATLET_MSG.nama), v.maxLength(200, 'Nama maksimal 200 karakter')),
    tanggal_lahir: tanggalLahir,
    jenis_kelamin: jenisKelamin,
    alamat: requiredText(ATLET_MSG.alamat),
    provinsi: v.pipe(requiredText(ATLET_MSG.provinsi), v.check(isKnownProvinsi, ATLET_MSG.provinsiTidakValid)),
    kota: requiredText(ATLET_MSG.kota),
    nik: v.pipe(requiredText(ATLET_MSG.nik), v.check(isNik, ATLET_MSG.nikFormat)),
    no_telp: v.pipe(requiredText(ATLET_MSG.telp), v.check(isTelp, ATLET_MSG.telpFormat)),
    belt: v.pipe(requiredText(ATLET_MSG.belt), v.check(isBelt, ATLET_MSG.beltTidakValid)),
    berat_badan: measure(ATLET_MSG.berat, 500, ATLET_MSG.beratRentang),
    tinggi_badan: measure(ATLET_MSG.tinggi, 300, ATLET_MSG.tinggiRentang),
    kewarganegaraan: kewarganegaraanAdd,
  }),
  v.forward(
    v.check((a) => isKotaOf(a.provinsi, a.kota), ATLET_MSG.kotaTidakSesuai),
    ['kota'],
  ),
);
export type AtletCreateInput = v.InferOutput<typeof atletCreateSchema>;

/** Optional when empty; when given, held to the same rule as at add. */
const optionalWith = (isValid: (s: string) => boolean, message: string) =>
  v.pipe(
    optionalTrimmed,
    v.check((s) => s === undefined || isValid(s), message),
  );

/** An optional measure: sent only when a positive number (edit); when sent, the add range applies. */
const optionalMeasure = (max: number, rangeMsg: string) =>
  v.pipe(
    v.optional(v.nullable(numberText)),
    v.transform((s) => (s ? Number(s) : undefined)),
    v.check((n) => n === undefined || (Number.isFinite(n) && n >= 1 && n <= max), rangeMsg),
    v.transform((n) => (n === undefined ? undefined : Math.round(n * 10) / 10)),
  );

/**
 * "Athlete edit": name, gender and birth date always sent; other fields only when non-empty,
 * and then held to the add rules so an edit never stores what an add would refuse.
 */
export const atletUpdateSchema = v.pipe(
  v.object({
    nama_atlet: v.pipe(requiredText(ATLET_MSG.nama), v.maxLength(200, 'Nama maksimal 200 karakter')),
    tanggal_lahir: tanggalLahir,
    jenis_kelamin: jenisKelamin,
    alamat: optionalTrimmed,
    provinsi: optionalWith(isKnownProvinsi, ATLET_MSG.provinsiTidakValid),
    kota: optionalTrimmed,
    nik: optionalWith(isNik, ATLET_MSG.nikFormat),
    no_telp: optionalWith(isTelp, ATLET_MSG.telpFormat),
    belt: optionalWith(isBelt, ATLET_MSG.beltTidakValid),
    berat_badan: optionalMeasure(500, ATLET_MSG.beratRentang),
    tinggi_badan: optionalMeasure(300, ATLET_MSG.tinggiRentang),
    kewarganegaraan: kewarganegaraanEdit,
  }),
  v.forward(
    v.check((a) => !a.provinsi || Boolean(a.kota), ATLET_MSG.kota),
    ['kota'],
  ),
  v.forward(
    v.check((a) => !a.kota || !a.provinsi || isKotaOf(a.provinsi, a.kota), ATLET_MSG.kotaTidakSesuai),
    ['kota'],
  ),
);
export type AtletUpdateInput = v.InferOutput<typeof atletUpdateSchema>;
