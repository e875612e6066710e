import * as v from 'valibot';

/** Where a kind of personal data lives: a table's columns, or a folder of uploaded files. */
export const TEMPAT_DATA = ['tabel', 'berkas'] as const;

/** One place personal data is stored, with how many records or files hold it now. */
export const lokasiDataSchema = v.object({
  tempat: v.picklist(TEMPAT_DATA),
  /** 'atlet' (a table) or 'uploads/atlet/ktp' (a folder). */
  lokasi: v.string(),
  kolom: v.array(v.string()),
  kategori: v.string(),
  subjek: v.string(),
  /** Specific personal data (UU PDP Pasal 4: children's data, biometric/identity images …). */
  spesifik: v.boolean(),
  /** Encrypted by the app (files with the server key; a column stored encrypted). */
  terenkripsi: v.boolean(),
  jumlah: v.number(),
  keterangan: v.string(),
});
export type LokasiData = v.InferOutput<typeof lokasiDataSchema>;

/** GET /admin/insiden/inventaris. */
export const inventarisSchema = v.object({
  lokasi: v.array(lokasiDataSchema),
  subjek: v.object({
    atlet: v.number(),
    atlet_anak: v.number(),
    pelatih: v.number(),
    wali: v.number(),
    akun: v.number(),
    akun_aktif: v.number(),
  }),
  /** Every stored file; those stored encrypted; private files still plain (public logos are neither). */
  berkas: v.object({ total: v.number(), terenkripsi: v.number(), polos: v.number() }),
  cadangan: v.object({ jumlah: v.number(), terbaru: v.nullable(v.string()), keterangan: v.string() }),
  kunci: v.string(),
});
export type Inventaris = v.InferOutput<typeof inventarisSchema>;
