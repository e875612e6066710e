import * as v from 'valibot';
import { SUDUT, SUDUT_LAMA, dariSudutLama } from '../../../domain/sudut';

/**
 * The weigh-in answers as the desk keeps them. Shapes of GET /kompetisi/{id}/penimbangan and its writes;
 * looseObject so a field the server adds later survives the cache.
 */

export const HASIL_TIMBANG = ['BELUM', 'LOLOS', 'GAGAL'] as const;
export type HasilTimbang = (typeof HASIL_TIMBANG)[number];
export const JENIS_TIMBANG = ['RESMI', 'ACAK'] as const;
export type JenisTimbang = (typeof JENIS_TIMBANG)[number];
export const JENIS_KEPUTUSAN = ['PINDAH', 'DISKUALIFIKASI'] as const;
export type JenisKeputusan = (typeof JENIS_KEPUTUSAN)[number];

const nullNum = v.nullable(v.number());
const nullStr = v.nullable(v.string());

export const percobaanSchema = v.looseObject({
  kunci: v.string(),
  jenis: v.picklist(JENIS_TIMBANG),
  berat_gram: v.number(),
  lolos: v.boolean(),
  meja: v.string(),
  ditimbang_pada: v.string(),
  petugas: v.optional(nullStr, null),
  /** The class it was judged against (absent: the entry's class). */
  id_kelas_kejuaraan: v.optional(nullNum, null),
  diterima_pada: v.optional(nullStr, null),
  /** Voided: kept, struck through, no longer counted. */
  dibatalkan: v.optional(
    v.nullable(v.looseObject({ alasan: v.string(), meja: v.optional(nullStr, null), oleh: v.optional(nullStr, null), pada: v.string() })),
    null,
  ),
});
export type Percobaan = v.InferOutput<typeof percobaanSchema>;

export const keputusanSchema = v.looseObject({
  jenis: v.picklist(JENIS_KEPUTUSAN),
  alasan: v.optional(nullStr, null),
  id_kelas_asal: v.optional(nullNum, null),
  id_kelas_tujuan: v.optional(nullNum, null),
  oleh: v.optional(nullStr, null),
  pada: v.optional(nullStr, null),
});
export type Keputusan = v.InferOutput<typeof keputusanSchema>;

export const entriTimbangSchema = v.looseObject({
  id_peserta_kompetisi: v.number(),
  versi: v.number(),
  status: v.string(),
  kode_kartu: v.string(),
  id_atlet: v.number(),
  nama_atlet: v.string(),
  jenis_kelamin: v.string(),
  berat_badan: v.optional(nullNum, null),
  id_dojang: v.number(),
  nama_dojang: v.string(),
  id_kelas_kejuaraan: v.number(),
  kelas_label: v.string(),
  nama_kelas: v.optional(nullStr, null),
  batas_min: v.number(),
  batas_max: v.optional(nullNum, null),
  percobaan: v.array(percobaanSchema),
  hasil: v.picklist(HASIL_TIMBANG),
  keputusan: v.optional(v.nullable(keputusanSchema), null),
});
export type EntriTimbang = v.InferOutput<typeof entriTimbangSchema>;

export const entriPageSchema = v.object({
  data: v.array(entriTimbangSchema),
  meta: v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() }),
});

export const kelasTimbangSchema = v.looseObject({
  id_kelas_kejuaraan: v.number(),
  label: v.string(),
  id_kategori_event: v.optional(nullNum, null),
  id_kelompok: v.optional(nullNum, null),
  jenis_kelamin: v.optional(nullStr, null),
  nama_kelas: v.optional(nullStr, null),
  batas_min: v.number(),
  batas_max: v.optional(nullNum, null),
});
export type KelasTimbang = v.InferOutput<typeof kelasTimbangSchema>;

export const pengaturanTimbangSchema = v.looseObject({
  toleransi_gram: v.number(),
  percobaan_maks: v.number(),
  boleh_pindah: v.boolean(),
  acak_toleransi_persen: v.number(),
  berat_min_gram: v.optional(v.number()),
  berat_maks_gram: v.optional(v.number()),
  jauh_bawah_persen: v.optional(v.number()),
  jauh_atas_gram: v.optional(v.number()),
  batal_menit: v.optional(v.number()),
  kelas: v.optional(v.array(kelasTimbangSchema), []),
});
export type PengaturanTimbang = v.InferOutput<typeof pengaturanTimbangSchema>;

/**
 * A disqualified entry's pending match. `sudut_peserta`: its corner, 'B' (biru, peserta_a) or 'R' (merah, peserta_b);
 * a copy kept before carries `sudut` 'A' | 'B' (= peserta_a | peserta_b) instead, read as 'B' / 'R'.
 */
export const partaiTertundaSchema = v.pipe(
  v.looseObject({
    id_match: v.string(),
    id_kelas_kejuaraan: v.number(),
    versi: v.number(),
    sudut_peserta: v.optional(v.picklist(SUDUT)),
    sudut: v.optional(v.picklist(SUDUT_LAMA)),
    lawan: v.nullable(v.object({ id_peserta_kompetisi: v.number(), nama: v.string() })),
  }),
  v.check((p) => p.sudut_peserta !== undefined || p.sudut !== undefined),
  v.transform(({ sudut_peserta, sudut, ...p }) => ({ ...p, sudut_peserta: sudut_peserta ?? dariSudutLama(sudut!) })),
);
export type PartaiTertunda = v.InferOutput<typeof partaiTertundaSchema>;

/** POST …/penimbangan answer and POST …/keputusan answer: the entry as the server now holds it. */
export const jawabanTimbangSchema = v.looseObject({
  entri: entriTimbangSchema,
  partai_tertunda: v.optional(v.nullable(partaiTertundaSchema), null),
});
