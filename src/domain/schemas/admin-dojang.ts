import * as v from 'valibot';
import { noNul } from './common';
import { pageMetaSchema } from './peserta-response';

/**
 * Dojang validation of the admin areas ("Dojang validation", "Competition-admin screens →
 * Dojang list", "Dojang (as seen by admins)", GET /dojang/stats): the validation status an ADMIN
 * sets, the queries and answers of the admin lists, and the rule for deleting a dojang.
 */

export const DOJANG_STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DojangStatus = (typeof DOJANG_STATUS)[number];

/** How a status reads on screen: never the raw code. */
export const DOJANG_STATUS_LABEL: Record<DojangStatus, string> = {
  PENDING: 'Menunggu',
  APPROVED: 'Tervalidasi',
  REJECTED: 'Ditolak',
};

/** A status's label; an unknown code is shown as it is. */
export const dojangStatusLabel = (status: string): string => (DOJANG_STATUS_LABEL as Record<string, string>)[status] ?? status;

/** Longest reason an ADMIN may give with a rejection. */
export const CATATAN_VALIDASI_MAKS = 500;

/** Dojang list page size (and the largest page a caller may ask for). */
export const DOJANG_PAGE_SIZE = 20;
export const DOJANG_LIMIT_MAX = 100;

/** The refusal code of dojang management beyond the common ones: a dojang others still point at stays (409). */
export type KodeAdminDojang = 'masih_dipakai';

export const ADMIN_DOJANG_MSG = {
  tidakDitemukan: 'Dojang tidak ditemukan',
  kosong: 'Tidak ada dojang yang ditemukan',
  gagalMuat: 'Gagal memuat data dojang',
  tanpaKompetisi: 'Tidak ada kompetisi terkait akun ini.',
  status: 'Status dojang harus PENDING, APPROVED atau REJECTED',
  statusSebelumnya: 'Status sebelumnya tidak valid',
  halaman: 'Halaman tidak valid',
  limit: `Jumlah data per halaman harus antara 1 dan ${DOJANG_LIMIT_MAX}`,
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  berhasil: {
    APPROVED: 'Dojang berhasil divalidasi',
    REJECTED: 'Dojang berhasil ditolak',
    PENDING: 'Status dojang dikembalikan ke Menunggu',
  } satisfies Record<DojangStatus, string>,
  gagalStatus: 'Gagal mengubah status dojang',
  catatan: `Alasan penolakan maksimal ${CATATAN_VALIDASI_MAKS} karakter`,
  konflik: (status: string) => `Status dojang sudah berubah menjadi ${dojangStatusLabel(status)}. Muat ulang data dojang.`,
  hapusBerhasil: (nama: string) => `Dojang "${nama}" berhasil dihapus`,
  gagalHapus: 'Gagal menghapus dojang',
  /** The competition admin's screen, where 'Hapus' would only pretend. */
  hapusOlehAdmin: 'Penghapusan dojang hanya dapat dilakukan oleh Admin.',
} as const;

/** A page number (or size) from the query string: missing or '' = fallback. */
const pageNumber = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

const search = v.pipe(
  v.optional(v.string(ADMIN_DOJANG_MSG.pencarian), ''),
  v.trim(),
  v.maxLength(100, ADMIN_DOJANG_MSG.pencarian),
  noNul,
  v.transform((s) => s || undefined),
);

/** A status from a query string or body, case-insensitive; '' or missing = undefined. */
const optionalStatus = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message))),
    v.transform((s) => (s?.trim() ? s.trim().toUpperCase() : undefined)),
    v.optional(v.picklist(DOJANG_STATUS, message)),
  );

/** GET /api/admin/dojang: page, limit (20), search (name, email, city, province, coach), status. */
export const adminDojangQuerySchema = v.object({
  page: pageNumber(ADMIN_DOJANG_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(ADMIN_DOJANG_MSG.limit, DOJANG_PAGE_SIZE, DOJANG_LIMIT_MAX),
  search,
  status: optionalStatus(ADMIN_DOJANG_MSG.status),
});
export type AdminDojangQuery = v.InferOutput<typeof adminDojangQuerySchema>;

/** GET /api/kompetisi/{id}/dojang: page, limit (20), search (name, city, province). */
export const kompetisiDojangQuerySchema = v.object({
  page: pageNumber(ADMIN_DOJANG_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(ADMIN_DOJANG_MSG.limit, DOJANG_PAGE_SIZE, DOJANG_LIMIT_MAX),
  search,
});
export type KompetisiDojangQuery = v.InferOutput<typeof kompetisiDojangQuerySchema>;

/**
 * PATCH /api/admin/dojang/{id}/status. status_sebelumnya, when sent, is the status the admin saw:
 * if another admin moved the dojang on since, the server answers 409 with the current one.
 */
export const statusDojangSchema = v.object({
  status: v.pipe(
    v.optional(v.nullable(v.string(ADMIN_DOJANG_MSG.status)), ''),
    v.transform((s) => (s ?? '').trim().toUpperCase()),
    v.picklist(DOJANG_STATUS, ADMIN_DOJANG_MSG.status),
  ),
  status_sebelumnya: optionalStatus(ADMIN_DOJANG_MSG.statusSebelumnya),
  /** The reason with a rejection, shown to the coach ('' or missing = none); kept only with REJECTED. */
  catatan: v.pipe(
    v.optional(v.nullable(v.string(ADMIN_DOJANG_MSG.catatan)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(CATATAN_VALIDASI_MAKS, ADMIN_DOJANG_MSG.catatan),
    noNul,
    v.transform((s) => s || null),
  ),
});
export type StatusDojangInput = v.InferOutput<typeof statusDojangSchema>;

/** What still hangs on a dojang when an ADMIN wants it gone. */
export interface IsiDojang {
  jumlah_atlet: number;
  /** Competition entries with an athlete of this dojang (registering athlete or team member). */
  jumlah_entri: number;
  jumlah_bukti_transfer: number;
  /** The coach account's name, or null when the dojang has none. */
  nama_pelatih: string | null;
}

const daftarKata = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}`;

/**
 * Why a dojang cannot be deleted, or null when it can. Deleting never cascades: athletes, their entries
 * and payment proofs are the championship's records, and the coach account is a person's login (its
 * removal belongs to Manajemen User). Only an empty dojang — a mistaken or duplicate registration — goes.
 */
export function alasanTidakBisaDihapus(isi: IsiDojang): string | null {
  const parts: string[] = [];
  if (isi.jumlah_atlet > 0) parts.push(`${isi.jumlah_atlet} atlet`);
  if (isi.jumlah_entri > 0) parts.push(`${isi.jumlah_entri} pendaftaran kompetisi`);
  if (isi.jumlah_bukti_transfer > 0) parts.push(`${isi.jumlah_bukti_transfer} bukti transfer`);
  if (isi.nama_pelatih !== null) parts.push(`akun pelatih (${isi.nama_pelatih})`);
  if (parts.length === 0) return null;
  const data = isi.jumlah_atlet > 0 || isi.jumlah_entri > 0 || isi.jumlah_bukti_transfer > 0;
  const saran = data
    ? 'Data atlet, pendaftaran dan pembayaran tidak ikut dihapus agar tidak hilang.'
    : 'Hapus akun pelatihnya terlebih dahulu di menu Manajemen User.';
  return `Dojang tidak dapat dihapus karena masih memiliki ${daftarKata(parts)}. ${saran}`;
}

const nullableString = v.nullable(v.string());

/** One row of GET /api/admin/dojang: "Dojang (as seen by admins)" plus status, city and coach. */
export const adminDojangRowSchema = v.object({
  id_dojang: v.number(),
  nama_dojang: v.string(),
  email: nullableString,
  no_telp: nullableString,
  provinsi: nullableString,
  kota: nullableString,
  status: v.picklist(DOJANG_STATUS),
  jumlah_atlet: v.number(),
  nama_pelatih: nullableString,
  created_at: v.string(),
});
export type AdminDojangRow = v.InferOutput<typeof adminDojangRowSchema>;

export const adminDojangListSchema = v.object({
  success: v.literal(true),
  data: v.array(adminDojangRowSchema),
  meta: pageMetaSchema,
});

/** GET /api/admin/dojang/{id}: the whole record, its coach, what hangs on it and whether it may go. */
export const adminDojangDetailSchema = v.object({
  ...adminDojangRowSchema.entries,
  negara: nullableString,
  kecamatan: nullableString,
  kelurahan: nullableString,
  alamat: nullableString,
  logo_url: nullableString,
  jumlah_entri: v.number(),
  jumlah_bukti_transfer: v.number(),
  pelatih: v.nullable(
    v.object({
      id_pelatih: v.number(),
      nama_pelatih: v.string(),
      no_telp: nullableString,
      email: v.string(),
      status_akun: v.string(),
    }),
  ),
  /** Null when the dojang may be deleted; otherwise the server's refusal, word for word. */
  alasan_tidak_bisa_dihapus: nullableString,
  /** The reason given with a rejection (null otherwise). */
  catatan_validasi: v.optional(nullableString, null),
});
export type AdminDojangDetail = v.InferOutput<typeof adminDojangDetailSchema>;

/** GET /api/dojang/stats: real counts (no estimates); a screen that cannot load them shows zeros. */
export const dojangStatsSchema = v.object({
  totalDojang: v.number(),
  validated: v.number(),
  pending: v.number(),
  rejected: v.number(),
});
export type DojangStats = v.InferOutput<typeof dojangStatsSchema>;
export const DOJANG_STATS_NOL: DojangStats = { totalDojang: 0, validated: 0, pending: 0, rejected: 0 };

/** One row of GET /api/kompetisi/{id}/dojang: a dojang with entries in that competition. */
export const kompetisiDojangRowSchema = v.object({
  id_dojang: v.number(),
  nama_dojang: v.string(),
  email: nullableString,
  no_telp: nullableString,
  negara: nullableString,
  provinsi: nullableString,
  kota: nullableString,
  alamat: nullableString,
  status: v.picklist(DOJANG_STATUS),
  nama_pelatih: nullableString,
  /** Athletes of this dojang entered in this competition (team members included, each once). */
  jumlah_atlet: v.number(),
  /** Its entries in this competition (a team counts once). */
  jumlah_entri: v.number(),
  created_at: v.string(),
});
export type KompetisiDojangRow = v.InferOutput<typeof kompetisiDojangRowSchema>;

export const kompetisiDojangListSchema = v.object({
  success: v.literal(true),
  data: v.array(kompetisiDojangRowSchema),
  meta: pageMetaSchema,
});
