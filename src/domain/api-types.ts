import * as v from 'valibot';
import { JENIS_KELAMIN, ROLES } from './roles';

/** Response shapes of spec 000 §7, as valibot schemas so the client can check what it receives. */

const nullableString = v.nullish(v.string());

export const sessionUserSchema = v.object({
  id_akun: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  admin: v.nullish(v.object({ id_admin: v.number(), nama_admin: v.string() })),
  pelatih: v.nullish(v.object({ id_pelatih: v.number(), nama_pelatih: v.string(), id_dojang: v.number() })),
  admin_kompetisi: v.nullish(
    v.object({ id_admin_kompetisi: v.number(), nama: v.string(), id_kompetisi: v.number() }),
  ),
});

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
  /** Present on admin views; not shown to coaches in spec 000. */
  status: v.optional(v.string()),
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
