import * as v from 'valibot';
import { STATUS_PESERTA } from '../kompetisi/types';

/** Answers of the ID-card calls, checked by the client before it caches them. */

export const kompetisiKartuSchema = v.object({
  id_kompetisi: v.number(),
  nama_event: v.string(),
  lokasi: v.nullable(v.string()),
  tanggal_mulai: v.string(),
  tanggal_selesai: v.string(),
});
export type KompetisiKartu = v.InferOutput<typeof kompetisiKartuSchema>;

/** One card: an entry's athlete (a team gives each member one) or a dojang's coach. */
export const kartuSchema = v.object({
  kode: v.string(),
  jenis: v.picklist(['PESERTA', 'PELATIH']),
  nama: v.string(),
  id_dojang: v.number(),
  nama_dojang: v.string(),
  /** 'Kyorugi Prestasi · Cadet Putra · Under 45 kg'; 'Pelatih' on a coach's card. */
  kelas_label: v.string(),
  cabang: v.nullable(v.picklist(['KYORUGI', 'POOMSAE'])),
  id_kelas_kejuaraan: v.nullable(v.number()),
  id_peserta_kompetisi: v.nullable(v.number()),
  id_atlet: v.nullable(v.number()),
  /** '/uploads/atlet/pas_foto/<file>' (needs the bearer), or null: the card prints initials. */
  pas_foto: v.nullable(v.string()),
});
export type Kartu = v.InferOutput<typeof kartuSchema>;

/** GET /kompetisi/{id}/kartu: one page of cards, the competition, and the base of the QR links. */
export const daftarKartuSchema = v.object({
  kompetisi: kompetisiKartuSchema,
  /** The app's public address (APP_URL): the QR holds `${dasar_url}/kartu/<kode>`. */
  dasar_url: v.string(),
  kartu: v.array(kartuSchema),
});
export type DaftarKartu = v.InferOutput<typeof daftarKartuSchema>;

/** GET /public/kartu/{kode}: what a genuine card says, as the server holds it now (nothing private). */
export const kartuPublikSchema = v.object({
  kode: v.string(),
  jenis: v.picklist(['PESERTA', 'PELATIH']),
  nama: v.string(),
  nama_dojang: v.string(),
  kelas_label: v.string(),
  /** The entry's status now (null on a coach's card). */
  status: v.nullable(v.picklist(STATUS_PESERTA)),
  kompetisi: kompetisiKartuSchema,
});
export type KartuPublik = v.InferOutput<typeof kartuPublikSchema>;

/** The URL a card's QR holds. */
export const urlKartu = (dasar_url: string, kode: string) => `${dasar_url.replace(/\/+$/, '')}/kartu/${kode}`;
/** The URL a certificate's QR holds. */
export const urlVerifikasi = (dasar_url: string, kode: string) => `${dasar_url.replace(/\/+$/, '')}/verifikasi/${kode}`;

const angkaQuery = (message: string, fallback: number | null, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback === null ? '' : String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message))),
  );

export const KARTU_LIMIT_MAX = 1000;
export const KARTU_QUERY_MSG = {
  halaman: 'Halaman tidak valid',
  limit: `Jumlah per halaman harus 1 sampai ${KARTU_LIMIT_MAX}`,
  dojang: 'Dojang tidak valid',
  kelas: 'Kelas tidak valid',
} as const;

/** GET /kompetisi/{id}/kartu ?page (1) &limit (≤ 1000, default 500) &id_dojang &kelas. */
export const kartuQuerySchema = v.object({
  page: v.pipe(
    angkaQuery(KARTU_QUERY_MSG.halaman, 1, 1_000_000),
    v.transform((n) => n ?? 1),
  ),
  limit: v.pipe(
    angkaQuery(KARTU_QUERY_MSG.limit, 500, KARTU_LIMIT_MAX),
    v.transform((n) => n ?? 500),
  ),
  id_dojang: angkaQuery(KARTU_QUERY_MSG.dojang, null, 2_147_483_647),
  kelas: angkaQuery(KARTU_QUERY_MSG.kelas, null, 2_147_483_647),
});
export type KartuQuery = v.InferOutput<typeof kartuQuerySchema>;
