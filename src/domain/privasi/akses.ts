import * as v from 'valibot';

/**
 * What a record of the access log is about: one of the athlete's private documents, or its NIK shown whole.
 * The photo (pas foto) is not logged: lists show it by the page; the log is about identity papers and NIK.
 */
export const OBJEK_AKSES = ['akte_kelahiran', 'ktp', 'sertifikat_belt', 'nik'] as const;
export type ObjekAkses = (typeof OBJEK_AKSES)[number];

export const OBJEK_AKSES_LABEL: Record<ObjekAkses, string> = {
  akte_kelahiran: 'Akta Kelahiran',
  ktp: 'KK/KTP',
  sertifikat_belt: 'Sertifikat Sabuk',
  nik: 'NIK (ditampilkan utuh)',
};

export const isObjekAkses = (s: string): s is ObjekAkses => (OBJEK_AKSES as readonly string[]).includes(s);

/** One look at an athlete's private data (GET /atlet/{id}/akses). */
export const aksesDataSchema = v.object({
  id: v.number(),
  /** ISO instant. */
  pada: v.string(),
  /** Who looked: the profile's name, else the account's email ('Akun terhapus' when the account is gone). */
  nama: v.string(),
  peran: v.string(),
  objek: v.picklist(OBJEK_AKSES),
  /** The stored file's name for a document, null for the NIK. */
  berkas: v.nullable(v.string()),
});
export type AksesData = v.InferOutput<typeof aksesDataSchema>;

export const AKSES_PER_HALAMAN = 20;
export const AKSES_PER_HALAMAN_MAKS = 100;

export const AKSES_DATA_MSG = {
  halaman: 'Halaman tidak valid',
  batas: `Jumlah data per halaman harus antara 1 dan ${AKSES_PER_HALAMAN_MAKS}`,
  format: 'Format ekspor harus csv atau xlsx',
} as const;

const angka = (pesan: string, min: number, max: number) =>
  v.pipe(v.string(pesan), v.regex(/^\d{1,6}$/, pesan), v.transform(Number), v.minValue(min, pesan), v.maxValue(max, pesan));

/** ?page&limit of a paged list of this folder (access record, requests). */
export const halamanSchema = v.object({
  page: v.optional(angka(AKSES_DATA_MSG.halaman, 1, 100_000), '1'),
  limit: v.optional(angka(AKSES_DATA_MSG.batas, 1, AKSES_PER_HALAMAN_MAKS), String(AKSES_PER_HALAMAN)),
});

export const eksporAksesSchema = v.object({
  format: v.optional(v.picklist(['csv', 'xlsx'], AKSES_DATA_MSG.format), 'xlsx'),
});
