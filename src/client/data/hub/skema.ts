import * as v from 'valibot';
import type { KeadaanServer, KirimanDitolak, SewaHubInfo } from '../../../domain/hub/kontrak';

/** The venue hub's answers as the wire contract types them (src/domain/hub/kontrak.ts), checked where they arrive. */

const waktu = v.nullable(v.string());

export const kirimanDitolakSchema = v.object({
  seq: v.number(),
  tabel: v.string(),
  pesan: v.string(),
}) satisfies v.GenericSchema<unknown, KirimanDitolak>;

export const sewaHubSchema = v.object({
  id_sewa: v.number(),
  status: v.picklist(['menunggu', 'aktif', 'selesai', 'dicabut']),
  nama_hub: v.nullable(v.string()),
  kode_berlaku_sampai: v.string(),
  diambil_pada: waktu,
  kontak_terakhir: waktu,
  seq_diterima: v.number(),
  ditolak: v.array(kirimanDitolakSchema),
  selesai_pada: waktu,
  selesai_cara: v.nullable(v.picklist(['dikembalikan', 'diakhiri'])),
}) satisfies v.GenericSchema<unknown, SewaHubInfo>;

export const keadaanServerSchema = v.variant('peran', [
  v.object({
    peran: v.literal('pusat'),
    dikelola_hub: v.array(v.object({ id_kompetisi: v.number(), nama_hub: v.nullable(v.string()), kontak_terakhir: waktu })),
  }),
  v.object({
    peran: v.literal('hub'),
    pusat_url: v.string(),
    id_kompetisi: v.nullable(v.number()),
    nama_kompetisi: v.nullable(v.string()),
    status: v.picklist(['belum', 'aktif', 'mengembalikan', 'selesai']),
    kontak_terakhir: waktu,
    tersambung: v.boolean(),
    tertinggal: v.number(),
    ditolak: v.array(kirimanDitolakSchema),
    galat_terakhir: v.nullable(v.string()),
    alamat_lokal: v.array(v.string()),
  }),
]) satisfies v.GenericSchema<unknown, KeadaanServer>;

export type KeadaanHub = Extract<KeadaanServer, { peran: 'hub' }>;

export const kodeBaruSchema = v.object({ kode: v.string(), sewa: sewaHubSchema });

export const ambilAlihHasilSchema = v.object({
  id_kompetisi: v.number(),
  nama_kompetisi: v.string(),
  baris: v.optional(v.number()),
  berkas: v.optional(v.number()),
  byte: v.optional(v.number()),
  detik: v.optional(v.number()),
});
export type AmbilAlihHasil = v.InferOutput<typeof ambilAlihHasilSchema>;
