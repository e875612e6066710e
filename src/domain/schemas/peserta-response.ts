import * as v from 'valibot';
import { HASIL_TIMBANG } from '../penimbangan/percobaan';
import { CABANG_KOMPETISI, KEWARGANEGARAAN, STATUS_PESERTA } from '../kompetisi/types';
import { JENIS_KELAMIN } from '../roles';

/**
 * Answers "Competitions", "Classes and eligibility" and "Payment proofs" (the `data` of
 * the envelope), as valibot schemas so the client can check what it caches. The class object fits the
 * domain's KelasKejuaraanKompetisi and a participant fits EntriBiaya, so eligibility and fees run on
 * cached answers unchanged.
 */

const nullableString = v.nullish(v.string());
const nullableNumber = v.nullish(v.number());

export const kelompokUsiaSchema = v.object({
  id_kelompok: v.number(),
  nama_kelompok: v.string(),
  usia_min: v.number(),
  usia_max: v.nullable(v.number()),
});

export const kelasBeratSchema = v.object({
  id_kelas_berat: v.number(),
  id_kelompok: v.number(),
  nama_kelas: v.string(),
  batas_min: v.number(),
  batas_max: v.number(),
  jenis_kelamin: v.picklist(JENIS_KELAMIN),
});

export const kelasPoomsaeSchema = v.object({ id_poomsae: v.number(), nama_kelas: v.string() });

export const kelasKejuaraanSchema = v.object({
  id_kelas_kejuaraan: v.number(),
  id_kompetisi: v.number(),
  cabang: v.picklist(CABANG_KOMPETISI),
  kategori_event: v.object({ id_kategori_event: v.number(), nama_kategori: v.string() }),
  kelompok: kelompokUsiaSchema,
  kelas_berat: v.nullable(kelasBeratSchema),
  poomsae: v.nullable(kelasPoomsaeSchema),
  jenis_kelamin: v.nullable(v.picklist(JENIS_KELAMIN)),
});
export type KelasKejuaraan = v.InferOutput<typeof kelasKejuaraanSchema>;

/** The athlete of a participant (Participant.atlet, plus what eligibility and fees read). */
export const atletPesertaSchema = v.object({
  id_atlet: v.number(),
  nama_atlet: v.string(),
  jenis_kelamin: v.picklist(JENIS_KELAMIN),
  tanggal_lahir: v.string(),
  berat_badan: nullableNumber,
  tinggi_badan: nullableNumber,
  belt: nullableString,
  provinsi: nullableString,
  kewarganegaraan: v.picklist(KEWARGANEGARAAN),
  id_dojang: v.number(),
  dojang: v.object({ id_dojang: v.number(), nama_dojang: v.string() }),
});
export type AtletPeserta = v.InferOutput<typeof atletPesertaSchema>;

/**
 * peserta_kompetisi. For a team, `atlet` is the first member and `anggota_tim` lists every member
 * (the first included) in slot order; [] for an individual entry.
 */
export const pesertaKompetisiSchema = v.object({
  id_peserta_kompetisi: v.number(),
  id_atlet: v.number(),
  id_kelas_kejuaraan: v.number(),
  status: v.picklist(STATUS_PESERTA),
  /** Why the organisers rejected it (REJECTED only); absent in answers cached before it existed. */
  alasan_ditolak: v.optional(v.nullable(v.string()), null),
  is_team: v.boolean(),
  created_at: v.string(),
  atlet: atletPesertaSchema,
  anggota_tim: v.array(v.object({ atlet: atletPesertaSchema })),
  kelas_kejuaraan: kelasKejuaraanSchema,
  /** The weigh-in of an approved individual Kyorugi entry (null for any other); absent in answers cached before it existed. */
  penimbangan: v.optional(
    v.nullable(
      v.object({
        hasil: v.picklist(HASIL_TIMBANG),
        berat_gram: v.nullable(v.number()),
        percobaan: v.number(),
      }),
    ),
  ),
});
export type PesertaKompetisi = v.InferOutput<typeof pesertaKompetisiSchema>;

/** Pagination meta. */
export const pageMetaSchema = v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() });
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;

/** GET /kompetisi/{id}/atlet: the whole answer (data and meta sit side by side in the envelope). */
export const pesertaListResponseSchema = v.object({
  success: v.literal(true),
  data: v.array(pesertaKompetisiSchema),
  meta: pageMetaSchema,
});

/** 409 of a status or class write made from a value the entry no longer has: the current values. */
export const pesertaKonflikSchema = v.object({
  id_peserta_kompetisi: v.number(),
  status: v.picklist(STATUS_PESERTA),
  id_kelas_kejuaraan: v.number(),
});

/** POST /atlet/eligible item: "Eligible athlete option" (id, nama, bb, tb, provinsi, belt) plus the athlete's own names. */
export const eligibleAtletSchema = v.object({
  id: v.number(),
  nama: v.string(),
  bb: nullableNumber,
  tb: nullableNumber,
  provinsi: nullableString,
  belt: nullableString,
  id_atlet: v.number(),
  nama_atlet: v.string(),
  jenis_kelamin: v.picklist(JENIS_KELAMIN),
  tanggal_lahir: v.string(),
  kewarganegaraan: v.picklist(KEWARGANEGARAAN),
});
export type EligibleAtlet = v.InferOutput<typeof eligibleAtletSchema>;

/** A payment proof; bukti_transfer_path is the stored file name under /uploads/pelatih/BuktiTf/. */
export const buktiTransferSchema = v.object({
  id_bukti_transfer: v.number(),
  bukti_transfer_path: v.string(),
  url: v.string(),
  created_at: v.string(),
  id_kompetisi: v.number(),
  id_dojang: v.number(),
  id_pelatih: v.nullable(v.number()),
  tb_dojang: v.object({ nama_dojang: v.string(), kota: nullableString }),
  tb_pelatih: v.nullable(v.object({ nama_pelatih: v.string() })),
  tb_kompetisi: v.object({ nama_event: v.string() }),
});
export type BuktiTransfer = v.InferOutput<typeof buktiTransferSchema>;
