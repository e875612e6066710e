import * as v from 'valibot';
import { SUDUT } from '../../../domain/sudut';
import {
  bacaSudutTidakHadir,
  lapanganSchema,
  partaiLapanganEntries,
  partaiLapanganSchema,
  pengaturanJadwalSchema,
} from '../lapangan/schema';

/** GET /public/kompetisi/{id}/jadwal (JadwalPublik of src/domain/jadwal): every court of the day with its bouts. */
export const jadwalPublikSchema = v.looseObject({
  kompetisi: v.looseObject({ id_kompetisi: v.number(), nama_event: v.string(), lokasi: v.optional(v.nullable(v.string()), null) }),
  hari: v.array(v.string()),
  tanggal: v.nullable(v.string()),
  pengaturan: pengaturanJadwalSchema,
  lapangan: v.array(v.looseObject({ ...v.omit(lapanganSchema, ['id_kompetisi']).entries, partai: v.array(partaiLapanganSchema) })),
  dibaca_pada: v.optional(v.string()),
});
export type JadwalPublik = v.InferOutput<typeof jadwalPublikSchema>;
export type LapanganPublik = JadwalPublik['lapangan'][number];

/** GET /kompetisi/{id}/jadwal-saya: the coach's athletes' bouts. */
export const jadwalSayaSchema = v.looseObject({
  kompetisi: v.looseObject({ id_kompetisi: v.number(), nama_event: v.string() }),
  partai: v.array(
    v.pipe(
      v.looseObject({
        ...partaiLapanganEntries,
        tanggal: v.string(),
        nama_lapangan: v.string(),
        /** The court's letter: bouts are labelled 'A-12' (answers from before letters have none). */
        kode_lapangan: v.optional(v.string(), ''),
        /** The dojang's corner(s): 'B' (biru, sudut_a), 'R' (merah, sudut_b). Read fresh each time, never kept. */
        sudut_saya: v.array(v.picklist(SUDUT)),
      }),
      v.transform(({ tanggal, nama_lapangan, kode_lapangan, sudut_saya, ...p }) => ({
        ...bacaSudutTidakHadir(p),
        tanggal,
        nama_lapangan,
        kode_lapangan,
        sudut_saya,
      })),
    ),
  ),
  dibaca_pada: v.optional(v.string()),
});
export type JadwalSaya = v.InferOutput<typeof jadwalSayaSchema>;
export type PartaiSaya = JadwalSaya['partai'][number];
