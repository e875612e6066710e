import * as v from 'valibot';
import { KELOMPOK_USIA } from '../catalogue/kelas';
import { todayWib } from '../atlet/umur';
import { KEWARGANEGARAAN } from '../kompetisi/types';
import { JENIS_KELAMIN } from '../roles';
import { noNul } from './common';

/**
 * GET /atlet?page=… (issue: 100 per page, paged on the server): a search by
 * athlete name, gender and age category (the catalogue's age groups by birth year, src/domain/atlet/umur.ts).
 * Without `page` the endpoint keeps answering the plain list of full athletes; a page carries
 * only what the list shows (no NIK, address or phone of minors in a list of thousands).
 */

/** The admin athlete list shows 100 per page. */
export const ADMIN_ATLET_PAGE_SIZE = 100;

export const ADMIN_ATLET_MSG = {
  halaman: 'Halaman tidak valid',
  limit: 'Jumlah data per halaman harus antara 1 dan 100',
  jenisKelamin: 'Jenis kelamin harus LAKI_LAKI atau PEREMPUAN',
  kategoriUmur: 'Kategori umur tidak valid',
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  gagalMemuat: 'Gagal memuat data atlet',
  kosong: 'Tidak ada atlet yang ditemukan',
  ubahFilter: 'Coba ubah filter pencarian Anda',
} as const;

const pageNumber = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

const KATEGORI_IDS = KELOMPOK_USIA.map((k) => String(k.id));

export const adminAtletQuerySchema = v.object({
  page: pageNumber(ADMIN_ATLET_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(ADMIN_ATLET_MSG.limit, ADMIN_ATLET_PAGE_SIZE, ADMIN_ATLET_PAGE_SIZE),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, ADMIN_ATLET_MSG.pencarian),
    noNul,
    v.transform((s) => s || undefined),
  ),
  jenis_kelamin: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.transform((s) => (s === '' || s === 'SEMUA' ? undefined : s)),
    v.optional(v.picklist(JENIS_KELAMIN, ADMIN_ATLET_MSG.jenisKelamin)),
  ),
  /** The id of an age group (KELOMPOK_USIA); '' or 'SEMUA' = all. */
  kategori_umur: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((s) => (s === '' || s.toUpperCase() === 'SEMUA' ? undefined : s)),
    v.optional(v.pipe(v.picklist(KATEGORI_IDS, ADMIN_ATLET_MSG.kategoriUmur), v.transform(Number))),
  ),
});
export type AdminAtletQuery = v.InferOutput<typeof adminAtletQuerySchema>;

/**
 * The birth dates of an age group in the year of `today` ('YYYY-MM-DD', inclusive; `dari` null when the
 * group has no upper age): the group goes by birth year, as kategoriUmur does.
 */
export function rentangLahir(id_kelompok: number, today: string = todayWib()): { dari: string | null; sampai: string } | null {
  const k = KELOMPOK_USIA.find((g) => g.id === id_kelompok);
  const tahun = Number(today.slice(0, 4));
  if (!k || !Number.isInteger(tahun)) return null;
  const pad = (y: number) => String(y).padStart(4, '0');
  return {
    dari: k.usia_max === null ? null : `${pad(tahun - k.usia_max)}-01-01`,
    sampai: `${pad(tahun - k.usia_min)}-12-31`,
  };
}

/** One row of a page: the columns "All athletes" plus the dojang. */
export const adminAtletRowSchema = v.object({
  id_atlet: v.number(),
  nama_atlet: v.string(),
  jenis_kelamin: v.picklist(JENIS_KELAMIN),
  tanggal_lahir: v.string(),
  /** Whole years on the day of the answer (WIB). */
  umur: v.nullable(v.number()),
  kewarganegaraan: v.picklist(KEWARGANEGARAAN),
  dojang: v.object({ id_dojang: v.number(), nama_dojang: v.string() }),
});
export type AdminAtletRow = v.InferOutput<typeof adminAtletRowSchema>;

export const adminAtletPageSchema = v.object({
  data: v.array(adminAtletRowSchema),
  meta: v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() }),
});
export type AdminAtletPage = v.InferOutput<typeof adminAtletPageSchema>;
