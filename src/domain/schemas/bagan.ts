import * as v from 'valibot';
import { KEPUTUSAN, MAX_PESERTA_BAGAN } from '../bagan/types';
import { STATUS_PESERTA } from '../kompetisi/types';
import { HASIL_TIMBANG } from '../penimbangan/percobaan';
import { kelasKejuaraanSchema } from './peserta-response';
import { idValue } from './peserta';
import { matchBaganSchema } from './bagan-match';
import { atletTerbaikPublikSchema } from './piagam';
import { waktuIsoSchema } from '../waktu-iso';
import { ALASAN_KOREKSI_MAKS, HASIL_LOG_MSG } from '../bagan/hasil-log';

/** Request bodies and answers of the bracket calls and the reads the bracket screens need. */

export const BAGAN_MSG = {
  kelas: 'Kelas kejuaraan tidak ditemukan',
  peserta: 'Daftar peserta bagan tidak valid',
  seed: 'Seed undian tidak valid',
  matches: 'Daftar pertandingan tidak valid',
  idMatch: 'ID pertandingan tidak valid',
  versi: 'Versi tidak valid',
  skor: 'Skor harus berupa angka 0 atau lebih',
  pemenang: 'Pemenang tidak valid',
  keputusan: 'Keputusan tidak valid',
  diundiPada: 'Waktu undian tidak valid',
} as const;

const SEED_MAX = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idMatchSchema = v.pipe(v.string(BAGAN_MSG.idMatch), v.regex(UUID, BAGAN_MSG.idMatch));
const nonNegInt = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message));

const matchSlotSchema = v.object({
  id_match: idMatchSchema,
  ronde: v.pipe(nonNegInt(BAGAN_MSG.matches), v.minValue(1, BAGAN_MSG.matches)),
  posisi: v.pipe(nonNegInt(BAGAN_MSG.matches), v.minValue(1, BAGAN_MSG.matches)),
  id_peserta_a: v.nullable(idValue(BAGAN_MSG.matches)),
  id_peserta_b: v.nullable(idValue(BAGAN_MSG.matches)),
});

/** POST /brackets: the draw as the device made it; the server re-runs the engine and refuses anything else. */
export const simpanBaganSchema = v.object({
  id_kelas_kejuaraan: idValue(BAGAN_MSG.kelas),
  /** Approved entries in list order (the engine's input). */
  participants: v.pipe(
    v.array(idValue(BAGAN_MSG.peserta), BAGAN_MSG.peserta),
    v.minLength(2, BAGAN_MSG.peserta),
    v.maxLength(MAX_PESERTA_BAGAN, BAGAN_MSG.peserta),
  ),
  seed: v.optional(v.nullable(v.pipe(nonNegInt(BAGAN_MSG.seed), v.maxValue(SEED_MAX, BAGAN_MSG.seed))), null),
  unggulan: v.optional(v.pipe(v.array(idValue(BAGAN_MSG.peserta), BAGAN_MSG.peserta), v.maxLength(64, BAGAN_MSG.peserta)), []),
  /** The bracket's versi this draw replaces; null for the first draw of the class. */
  versi_sebelumnya: v.optional(v.nullable(nonNegInt(BAGAN_MSG.versi)), null),
  /** Set after the organiser confirmed that results already entered are discarded. */
  hapus_hasil: v.optional(v.boolean(), false),
  /**
   * When the device made the draw (ISO time); a draw saved offline reaches the server later. The server keeps it
   * when plausible (not ahead of its clock by more than a minute, not older than 30 days), else its own time.
   */
  diundi_pada: v.optional(v.nullable(waktuIsoSchema(BAGAN_MSG.diundiPada)), null),
  matches: v.pipe(
    v.array(matchSlotSchema, BAGAN_MSG.matches),
    v.minLength(1, BAGAN_MSG.matches),
    v.maxLength(2 * MAX_PESERTA_BAGAN, BAGAN_MSG.matches),
  ),
});
export type SimpanBagan = v.InferOutput<typeof simpanBaganSchema>;

/** A score input: a number or a numeric string ≥ 0, an empty value counts as 0. */
const skorSchema = v.pipe(
  v.union([v.number(), v.string(), v.null()], BAGAN_MSG.skor),
  v.transform((x) =>
    x === null || (typeof x === 'string' && x.trim() === '') ? 0 : typeof x === 'string' ? Number(x.trim().replace(',', '.')) : x,
  ),
  v.number(BAGAN_MSG.skor),
  v.finite(BAGAN_MSG.skor),
  v.minValue(0, BAGAN_MSG.skor),
  v.maxValue(99_999, BAGAN_MSG.skor),
);

/** PUT /matches/{id_match} (skor_a, skor_b) plus the tie decision and the versi it was made on. */
const alasanKoreksiSchema = v.optional(
  v.nullable(v.pipe(v.string(HASIL_LOG_MSG.alasanWajib), v.trim(), v.maxLength(ALASAN_KOREKSI_MAKS, HASIL_LOG_MSG.alasanPanjang))),
  null,
);

export const hasilMatchSchema = v.object({
  skor_a: skorSchema,
  skor_b: skorSchema,
  id_pemenang: v.optional(v.nullable(idValue(BAGAN_MSG.pemenang)), null),
  keputusan: v.optional(v.nullable(v.picklist(KEPUTUSAN, BAGAN_MSG.keputusan)), null),
  versi: v.optional(nonNegInt(BAGAN_MSG.versi)),
  /** Why a result the bout's scoring record does not give is put in the bracket (the competition admin's correction). */
  alasan: alasanKoreksiSchema,
});
export type HasilMatchBody = v.InferOutput<typeof hasilMatchSchema>;

/** DELETE /matches/{id_match}/result: undo a result, made on versi. */
export const batalHasilSchema = v.object({ versi: v.optional(nonNegInt(BAGAN_MSG.versi)), alasan: alasanKoreksiSchema });

// ——— answers ———

export { matchBaganSchema } from './bagan-match';

export const baganSchema = v.object({
  id_bagan: v.number(),
  versi: v.number(),
  seed: v.nullable(v.number()),
  participants: v.array(v.number()),
  unggulan: v.array(v.number()),
  ukuran: v.number(),
  jumlah_ronde: v.number(),
  status: v.picklist(['created', 'in_progress', 'completed']),
  diundi_oleh: v.nullable(v.string()),
  diundi_pada: v.string(),
  matches: v.array(matchBaganSchema),
});
export type Bagan = v.InferOutput<typeof baganSchema>;

/** An entry as a bracket shows it: approved ones, plus any entry a drawn bracket still holds. */
export const pesertaBaganSchema = v.object({
  id_peserta_kompetisi: v.number(),
  /** The athlete, or the team members joined with ' & '. */
  nama: v.string(),
  id_dojang: v.number(),
  nama_dojang: v.string(),
  status: v.picklist(STATUS_PESERTA),
  is_team: v.boolean(),
  /**
   * The weigh-in's result, flagged on the draw screen ('Belum ditimbang', 'Gagal timbang'; never blocking); null for an
   * entry that does not weigh; absent on the public answer and in a copy kept before it was sent.
   */
  timbang: v.optional(v.nullable(v.picklist(HASIL_TIMBANG))),
});
export type PesertaBagan = v.InferOutput<typeof pesertaBaganSchema>;

/** One class with its bracket (Class summary: peserta_count and bracket_status, plus the real progress). */
export const kelasBaganSchema = v.object({
  kelas: kelasKejuaraanSchema,
  /** Approved entries now. */
  peserta_count: v.number(),
  bracket_status: v.picklist(['not_created', 'created', 'in_progress', 'completed']),
  /** Matches decided / matches to play (free draws are not matches). */
  match_selesai: v.number(),
  match_total: v.number(),
  peserta: v.array(pesertaBaganSchema),
  bagan: v.nullable(baganSchema),
});
export type KelasBagan = v.InferOutput<typeof kelasBaganSchema>;

export const kompetisiHeaderSchema = v.object({
  id_kompetisi: v.number(),
  nama_event: v.string(),
  lokasi: v.nullable(v.string()),
  tanggal_mulai: v.string(),
  tanggal_selesai: v.string(),
});
export type KompetisiHeader = v.InferOutput<typeof kompetisiHeaderSchema>;

/** GET /kompetisi/{id}/bagan and GET /public/kompetisi/{id}/bagan: every class of the competition. */
export const kompetisiBaganSchema = v.object({
  kompetisi: kompetisiHeaderSchema,
  kelas: v.array(kelasBaganSchema),
  /** Server time of the answer (the public page shows how old its copy is). */
  dibaca_pada: v.string(),
});
export type KompetisiBagan = v.InferOutput<typeof kompetisiBaganSchema>;

/** GET /brackets/{id_kelas_kejuaraan}, and the answer of POST /brackets and of a result. */
export const kelasBaganDetailSchema = v.object({ ...kelasBaganSchema.entries, kompetisi: kompetisiHeaderSchema });
export type KelasBaganDetail = v.InferOutput<typeof kelasBaganDetailSchema>;

const barisMedaliSchema = v.object({
  peringkat: v.number(),
  id_dojang: v.number(),
  nama_dojang: v.string(),
  emas: v.number(),
  perak: v.number(),
  perunggu: v.number(),
  total: v.number(),
});
const juaraUmumSchema = v.object({ ...barisMedaliSchema.entries, hadiah: v.nullable(v.number()) });

/** GET /kompetisi/{id}/medali and GET /public/kompetisi/{id}/medali: the tally and the general champion per category. */
export const rekapMedaliSchema = v.object({
  kompetisi: kompetisiHeaderSchema,
  semua: v.array(barisMedaliSchema),
  juara_umum: v.object({ prestasi: v.array(juaraUmumSchema), pemula: v.array(juaraUmumSchema) }),
  kelas_selesai: v.number(),
  kelas_total: v.number(),
  /**
   * Every class is decided (no drawn class without a final winner, no drawable class left undrawn); until then the
   * general champion is shown as 'sementara'. Per category in juara_umum_final. A copy kept from before these
   * fields existed reads as provisional.
   */
  final: v.optional(v.boolean(), false),
  juara_umum_final: v.optional(v.object({ prestasi: v.boolean(), pemula: v.boolean() }), { prestasi: false, pemula: false }),
  /** The best athlete per category the competition admin chose among the medallists (null: not chosen). */
  atlet_terbaik: v.optional(atletTerbaikPublikSchema, { prestasi: null, pemula: null }),
  dibaca_pada: v.string(),
});
export type RekapMedaliResponse = v.InferOutput<typeof rekapMedaliSchema>;
