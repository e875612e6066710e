import * as v from 'valibot';
import { KEWARGANEGARAAN } from '../kompetisi/types';
import { BUKTI_STATUS, type BuktiStatus } from './bukti-transfer';
import { noNul } from './common';
import { buktiTransferSchema } from './peserta-response';
import { optionalId } from './peserta';

/**
 * The ADMIN's review of payment proofs:
 * each proof is MENUNGGU, DITERIMA or DITOLAK with a note the coach reads; a DITERIMA proof locks the
 * dojang's entries of that competition for its coach (see GANTI_KELAS_MSG.dibayar).
 */

export const BUKTI_STATUS_LABEL: Readonly<Record<BuktiStatus, string>> = {
  MENUNGGU: 'Menunggu',
  DITERIMA: 'Diterima',
  DITOLAK: 'Ditolak',
};

/** The refusal codes of payment proofs beyond the common ones: an accepted proof cannot be deleted. */
export type KodeBukti = 'sudah_diterima';

export const VERIFIKASI_MSG = {
  status: 'Status verifikasi harus MENUNGGU, DITERIMA atau DITOLAK',
  statusSebelumnya: 'Status sebelumnya tidak valid',
  catatanWajib: 'Catatan wajib diisi saat menolak bukti transfer',
  catatanPanjang: 'Catatan maksimal 500 karakter',
  halaman: 'Halaman tidak valid',
  limit: 'Jumlah data per halaman harus antara 1 dan 1000',
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  berhasil: {
    DITERIMA: 'Bukti transfer diterima',
    DITOLAK: 'Bukti transfer ditolak',
    MENUNGGU: 'Bukti transfer dikembalikan ke status Menunggu',
  } as Readonly<Record<BuktiStatus, string>>,
  gagal: 'Gagal memverifikasi bukti transfer',
  hapusDiterima: 'Bukti transfer yang sudah diterima tidak dapat dihapus. Hubungi admin.',
  konflik: (status: BuktiStatus, oleh?: string | null) =>
    `Bukti transfer ini sudah ${BUKTI_STATUS_LABEL[status].toLowerCase()}${oleh ? ` oleh ${oleh}` : ''}. Periksa kembali sebelum mengubahnya.`,
  kosong: 'Belum ada bukti transfer untuk kompetisi ini',
} as const;

const status = (message: string) => v.pipe(v.string(message), v.trim(), v.toUpperCase(), v.picklist(BUKTI_STATUS, message));

/**
 * PATCH /bukti-transfer/{id}/verifikasi. status_sebelumnya is the status the admin saw: when the proof
 * moved on since, the server answers 409 with the current one. A rejection needs a note for the coach.
 */
export const verifikasiSchema = v.pipe(
  v.object({
    status: v.optional(status(VERIFIKASI_MSG.status), ''),
    catatan: v.pipe(
      v.optional(v.nullable(v.string(VERIFIKASI_MSG.catatanPanjang))),
      v.transform((s) => s?.trim() || undefined),
      v.optional(v.pipe(v.string(), v.maxLength(500, VERIFIKASI_MSG.catatanPanjang), noNul)),
    ),
    status_sebelumnya: v.pipe(
      v.optional(v.nullable(v.string(VERIFIKASI_MSG.statusSebelumnya))),
      v.transform((s) => s?.trim().toUpperCase() || undefined),
      v.optional(v.picklist(BUKTI_STATUS, VERIFIKASI_MSG.statusSebelumnya)),
    ),
  }),
  v.forward(
    v.check((b) => b.status !== 'DITOLAK' || b.catatan !== undefined, VERIFIKASI_MSG.catatanWajib),
    ['catatan'],
  ),
);
export type VerifikasiInput = v.InferOutput<typeof verifikasiSchema>;

const pageNumber = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** The most proofs one page of GET /bukti-transfer/ carries (the default: one list). */
export const LIMIT_BUKTI_MAX = 1000;

/** GET /bukti-transfer/ (ADMIN): one competition, a search by dojang or coach name, a status; paged. */
export const buktiAdminQuerySchema = v.object({
  id_kompetisi: optionalId('Kompetisi tidak ditemukan'),
  status: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.transform((s) => s || undefined),
    v.optional(v.picklist(BUKTI_STATUS, VERIFIKASI_MSG.status)),
  ),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, VERIFIKASI_MSG.pencarian),
    noNul,
    v.transform((s) => s || undefined),
  ),
  page: pageNumber(VERIFIKASI_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(VERIFIKASI_MSG.limit, LIMIT_BUKTI_MAX, LIMIT_BUKTI_MAX),
});
export type BuktiAdminQuery = v.InferOutput<typeof buktiAdminQuerySchema>;

/** The review fields on a proof; optional so answers cached before they existed still parse (= MENUNGGU). */
export const verifikasiFields = {
  status_verifikasi: v.optional(v.picklist(BUKTI_STATUS), 'MENUNGGU'),
  catatan_verifikasi: v.optional(v.nullable(v.string()), null),
  diverifikasi_pada: v.optional(v.nullable(v.string()), null),
};

/** A proof with its review, as GET /bukti-transfer/dojang/{id} and the admin list answer it. */
export const buktiDiverifikasiSchema = v.object({ ...buktiTransferSchema.entries, ...verifikasiFields });
export type BuktiDiverifikasi = v.InferOutput<typeof buktiDiverifikasiSchema>;

/** The dojang's invoice for the proof's competition (domain tagihanDojang). */
export const tagihanSchema = v.object({
  jumlah_peserta: v.number(),
  rincian: v.array(v.object({ kewarganegaraan: v.picklist(KEWARGANEGARAAN), jumlah: v.number(), tarif: v.number(), subtotal: v.number() })),
  total: v.number(),
  berita_transfer: v.string(),
  batas_pendaftaran: v.nullable(v.string()),
  batas_pendaftaran_tampil: v.string(),
});

/** One proof of the admin review queue: the proof, who reviewed it, and the dojang's invoice. */
export const buktiAdminSchema = v.object({
  ...buktiDiverifikasiSchema.entries,
  diverifikasi_oleh: v.nullable(v.string()),
  tagihan: tagihanSchema,
});
export type BuktiAdmin = v.InferOutput<typeof buktiAdminSchema>;

/** Proofs per review status among those matching the competition and search (the status tabs). */
export const jumlahStatusSchema = v.object({ MENUNGGU: v.number(), DITERIMA: v.number(), DITOLAK: v.number() });
export type JumlahStatus = v.InferOutput<typeof jumlahStatusSchema>;

export const buktiAdminListSchema = v.object({
  data: v.array(buktiAdminSchema),
  meta: v.object({
    page: v.number(),
    limit: v.number(),
    total: v.number(),
    totalPages: v.number(),
    jumlah_status: jumlahStatusSchema,
  }),
});

/** The 409 of a stale review: the proof as it is now. */
export const verifikasiKonflikSchema = v.object({
  id_bukti_transfer: v.number(),
  status_verifikasi: v.picklist(BUKTI_STATUS),
  catatan_verifikasi: v.nullable(v.string()),
  diverifikasi_pada: v.nullable(v.string()),
  diverifikasi_oleh: v.nullable(v.string()),
});
export type VerifikasiKonflik = v.InferOutput<typeof verifikasiKonflikSchema>;
