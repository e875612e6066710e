import * as v from 'valibot';
import { CABANG_JADWAL } from '../../../domain/jadwal/types';
import { lapanganSchema, pengaturanJadwalSchema } from '../lapangan/schema';

/** GET /kompetisi/{id}/jadwal (JadwalKompetisi of src/domain/jadwal), checked. */
export const hariSchema = v.looseObject({
  id_hari: v.number(),
  id_kompetisi: v.number(),
  tanggal: v.string(),
  dimulai: v.optional(v.boolean(), false),
  lapangan: v.array(lapanganSchema),
});
export type Hari = v.InferOutput<typeof hariSchema>;

export const kelasJadwalSchema = v.looseObject({
  id_kelas_kejuaraan: v.number(),
  nama: v.string(),
  cabang: v.picklist(CABANG_JADWAL),
  jumlah_partai: v.number(),
  menit: v.number(),
  id_lapangan: v.nullable(v.number()),
  urutan: v.number(),
  bernomor: v.optional(v.number(), 0),
});
export type KelasJadwal = v.InferOutput<typeof kelasJadwalSchema>;

export const jadwalKompetisiSchema = v.looseObject({
  kompetisi: v.looseObject({ id_kompetisi: v.number(), nama_event: v.string(), tanggal_mulai: v.string(), tanggal_selesai: v.string() }),
  pengaturan: pengaturanJadwalSchema,
  hari: v.array(hariSchema),
  kelas: v.array(kelasJadwalSchema),
  bentrok: v.optional(v.array(v.looseObject({ id_kelas_a: v.number(), id_kelas_b: v.number(), nama_atlet: v.string() })), []),
});
export type JadwalKompetisi = v.InferOutput<typeof jadwalKompetisiSchema>;
