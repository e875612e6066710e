import * as v from 'valibot';
import { JENIS_KELAMIN } from './roles';
import { KEWARGANEGARAAN } from './kompetisi/types';
import { sessionUserSchema } from './session-user';
import { persetujuanAtletSchema } from './privasi/persetujuan';

/** Response shapes, as valibot schemas so the client can check what it receives. */

const nullableString = v.nullish(v.string());

export { sessionUserSchema };

export const loginResponseSchema = v.object({
  success: v.boolean(),
  message: v.string(),
  data: v.object({ token: v.string(), user: sessionUserSchema }),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

export const dojangSchema = v.object({
  id_dojang: v.number(),
  nama_dojang: v.string(),
  email: nullableString,
  no_telp: nullableString,
  negara: nullableString,
  provinsi: nullableString,
  kota: nullableString,
  kecamatan: nullableString,
  kelurahan: nullableString,
  alamat: nullableString,
  /** Stored file name under /uploads/dojang/logos/. */
  logo: nullableString,
  /** Absolute path the browser can load, e.g. /uploads/dojang/logos/abc.webp. */
  logo_url: nullableString,
  jumlah_atlet: v.number(),
  created_at: v.string(),
  /** The ADMIN's validation: PENDING (Menunggu), APPROVED (Tervalidasi), REJECTED (Ditolak); shown to the coach. */
  status: v.optional(v.string()),
  /** The ADMIN's reason with a rejection. */
  catatan_validasi: v.optional(nullableString, null),
  /** When the status was last set by an ADMIN (ISO). */
  divalidasi_pada: v.optional(nullableString, null),
});
export type Dojang = v.InferOutput<typeof dojangSchema>;

/** Option in the coach-registration select. */
export const dojangOptionSchema = v.object({
  id_dojang: v.number(),
  nama_dojang: v.string(),
  kota: nullableString,
  provinsi: nullableString,
  has_pelatih: v.boolean(),
});
export type DojangOption = v.InferOutput<typeof dojangOptionSchema>;

export const pelatihProfileSchema = v.object({
  id_pelatih: v.number(),
  nama_pelatih: v.string(),
  no_telp: nullableString,
  nik: nullableString,
  tanggal_lahir: nullableString,
  kota: nullableString,
  provinsi: nullableString,
  alamat: nullableString,
  jenis_kelamin: v.nullish(v.picklist(JENIS_KELAMIN)),
  id_dojang: v.number(),
  akun: v.object({ email: v.string() }),
});
export type PelatihProfile = v.InferOutput<typeof pelatihProfileSchema>;

/** GET /pelatih/files and POST /pelatih/upload data: stored paths like /uploads/pelatih/ktp/x.webp, or null. */
export const pelatihFilesSchema = v.object({
  foto_ktp: nullableString,
  sertifikat_sabuk: nullableString,
});
export type PelatihFiles = v.InferOutput<typeof pelatihFilesSchema>;

/** Envelope used by every endpoint: {success, message?, data?}; errors add `errors` (field → message). */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

/** Athlete as the server returns it; document fields are stored file names. */
export const atletSchema = v.object({
  id_atlet: v.number(),
  nama_atlet: v.string(),
  jenis_kelamin: v.picklist(JENIS_KELAMIN),
  tanggal_lahir: v.string(),
  /** Computed by the server from tanggal_lahir on the day of the answer (WIB). */
  umur: v.nullable(v.number()),
  nik: nullableString,
  no_telp: nullableString,
  alamat: nullableString,
  provinsi: nullableString,
  kota: nullableString,
  belt: nullableString,
  berat_badan: v.nullable(v.number()),
  tinggi_badan: v.nullable(v.number()),
  /** Always sent by the server; missing in answers cached before the field existed, which reads as WNI. */
  kewarganegaraan: v.optional(v.picklist(KEWARGANEGARAAN)),
  id_dojang: v.number(),
  id_pelatih_pembuat: v.nullable(v.number()),
  dojang: v.object({ id_dojang: v.number(), nama_dojang: v.string() }),
  akte_kelahiran: nullableString,
  pas_foto: nullableString,
  sertifikat_belt: nullableString,
  ktp: nullableString,
  created_at: v.string(),
  updated_at: v.string(),
  /** The consent statement (src/domain/privasi); missing in answers cached before it existed (left to the server). */
  persetujuan: v.optional(persetujuanAtletSchema),
});
export type Atlet = v.InferOutput<typeof atletSchema>;

export const atletListSchema = v.array(atletSchema);

/** GET /atlet/stats (both spellings of each figure). */
export const atletStatsSchema = v.object({
  total: v.number(),
  totalAtlet: v.number(),
  /** Athletes with at least one competition registration. */
  validated: v.number(),
  registeredInCompetition: v.number(),
  pending: v.number(),
  notRegisteredInCompetition: v.number(),
  byGender: v.object({ LAKI_LAKI: v.number(), PEREMPUAN: v.number() }),
  byBelt: v.record(v.string(), v.number()),
  rataRataUmur: v.number(),
});
export type AtletStats = v.InferOutput<typeof atletStatsSchema>;
