import * as v from 'valibot';
import { JENIS_PERANGKAT } from '../../../domain/venue/hadir';
import { CABANG_LAPANGAN, STATUS_PARTAI, pengaturanJadwalSchema, sudutSchema } from '../lapangan/schema';

const nullStr = v.nullable(v.string());

/** A bout as the overview shows it (PartaiVenue of src/domain/venue). */
export const partaiVenueSchema = v.looseObject({
  id_match: v.string(),
  nomor: v.number(),
  status: v.picklist(STATUS_PARTAI),
  nama_kelas: v.optional(v.string(), ''),
  nama_ronde: v.optional(v.string(), ''),
  cabang: v.picklist(['KYORUGI', 'POOMSAE']),
  sudut_a: v.optional(v.nullable(sudutSchema), null),
  sudut_b: v.optional(v.nullable(sudutSchema), null),
  eta: v.optional(nullStr, null),
  dipanggil_pada: v.optional(nullStr, null),
  mulai_pada: v.optional(nullStr, null),
});
export type PartaiVenue = v.InferOutput<typeof partaiVenueSchema>;

export const perangkatHadirSchema = v.looseObject({
  jenis: v.picklist(JENIS_PERANGKAT),
  kursi: v.number(),
  perangkat: nullStr,
  terakhir: v.string(),
  batas_ms: v.number(),
});
export type PerangkatHadir = v.InferOutput<typeof perangkatHadirSchema>;

export const lapanganVenueSchema = v.looseObject({
  id_lapangan: v.number(),
  id_hari: v.number(),
  tanggal: v.string(),
  nama: v.string(),
  mulai: v.string(),
  cabang: v.picklist(CABANG_LAPANGAN),
  urutan: v.optional(v.number(), 0),
  /** The court's letter: its bouts read 'A-12'. */
  kode: v.optional(v.string(), ''),
  di_matras: v.nullable(partaiVenueSchema),
  dipanggil: v.nullable(partaiVenueSchema),
  berikut: v.nullable(partaiVenueSchema),
  sisa: v.number(),
  selesai: v.number(),
  total: v.number(),
  selisih_menit: v.nullable(v.number()),
  petugas: v.optional(v.array(v.string()), []),
  perangkat: v.optional(v.array(perangkatHadirSchema), []),
});
export type LapanganVenue = v.InferOutput<typeof lapanganVenueSchema>;

const jumlah = v.number();
/** GET /kompetisi/{id}/venue (VenueKompetisi of src/domain/venue). */
export const venueSchema = v.looseObject({
  kompetisi: v.looseObject({ id_kompetisi: v.number(), nama_event: v.string() }),
  hari: v.array(v.string()),
  tanggal: nullStr,
  pengaturan: pengaturanJadwalSchema,
  lapangan: v.array(lapanganVenueSchema),
  penimbangan: v.looseObject({ jumlah, lolos: jumlah, gagal: jumlah, belum: jumlah, kelas: jumlah, kelas_selesai: jumlah }),
  dibaca_pada: v.string(),
});
export type Venue = v.InferOutput<typeof venueSchema>;
