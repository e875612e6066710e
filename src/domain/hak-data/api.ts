import * as v from 'valibot';
import { JENIS_PERMINTAAN, STATUS_PERMINTAAN } from '../privasi/permintaan';
import { BERKAS_ATLET, KOLOM_DIKOSONGKAN } from './hapus';

/** A request about one athlete, with its handling, as the coach and the ADMIN see it. */
export const permintaanAtletSchema = v.object({
  id: v.number(),
  jenis: v.picklist(JENIS_PERMINTAAN),
  status: v.picklist(STATUS_PERMINTAAN),
  /** ISO instants. */
  diminta_pada: v.string(),
  diminta_oleh: v.string(),
  alasan: v.nullable(v.string()),
  /** When it must be handled by (batasProses). */
  batas: v.string(),
  ditangani_pada: v.nullable(v.string()),
  /** The ADMIN who handled it (name, else email). */
  ditangani_oleh: v.nullable(v.string()),
  catatan_penanganan: v.nullable(v.string()),
});
export type PermintaanAtlet = v.InferOutput<typeof permintaanAtletSchema>;

/** GET /atlet/{id}/hak-data: the athlete's requests (newest first) and when its data was erased, if it was. */
export const hakDataAtletSchema = v.object({
  permintaan: v.array(permintaanAtletSchema),
  dihapus_pada: v.nullable(v.string()),
});
export type HakDataAtlet = v.InferOutput<typeof hakDataAtletSchema>;

/** What an erasure would remove from the athlete now: the personal columns and files it still holds. */
export const dataTersimpanSchema = v.object({
  kolom: v.array(v.picklist(KOLOM_DIKOSONGKAN)),
  berkas: v.array(v.picklist(BERKAS_ATLET)),
  /** The whole birth date is still there (not only its year). */
  tanggal_lahir: v.boolean(),
});
export type DataTersimpan = v.InferOutput<typeof dataTersimpanSchema>;

/** GET /admin/permintaan-data/{id}: one request, its athlete's data that an erasure removes, the competitions holding it. */
export const penangananSchema = v.object({
  permintaan: v.object({
    ...permintaanAtletSchema.entries,
    id_atlet: v.nullable(v.number()),
    nama_atlet: v.nullable(v.string()),
    nama_dojang: v.nullable(v.string()),
  }),
  data: v.nullable(dataTersimpanSchema),
  kompetisi_berjalan: v.array(v.object({ id_kompetisi: v.number(), nama_event: v.string() })),
});
export type Penanganan = v.InferOutput<typeof penangananSchema>;
