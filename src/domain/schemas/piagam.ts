import * as v from 'valibot';
import { KATEGORI } from '../kompetisi/types';
import { tataLetakSchema } from '../piagam/tata-letak';
import { idValue } from './peserta';
import { kompetisiKartuSchema } from './kartu';

/** Bodies and answers of the certificate calls. */

const JENIS = ['JUARA', 'PESERTA', 'JUARA_UMUM', 'ATLET_TERBAIK'] as const;
const kategoriSchema = v.picklist(KATEGORI, 'Kategori harus prestasi atau pemula');

/** One certificate to print. */
export const piagamSchema = v.object({
  kode: v.string(),
  jenis: v.picklist(JENIS),
  /** 'Juara 1', 'Peserta', 'Juara Umum 1 Prestasi', 'Atlet Terbaik Pemula'. */
  judul: v.string(),
  /** The athlete, or the dojang on a general-champion certificate. */
  nama: v.string(),
  id_dojang: v.number(),
  nama_dojang: v.string(),
  /** The class (null on a general-champion certificate). */
  kelas_label: v.nullable(v.string()),
  id_kelas_kejuaraan: v.nullable(v.number()),
  kategori: v.nullable(kategoriSchema),
  tempat: v.nullable(v.number()),
});
export type Piagam = v.InferOutput<typeof piagamSchema>;

export const kandidatTerbaikSchema = v.object({
  id_peserta_kompetisi: v.number(),
  nama: v.string(),
  nama_dojang: v.string(),
  kelas_label: v.string(),
  /** 1 gold, 2 silver, 3 bronze — the best the entry won in the category. */
  tempat: v.number(),
});
export type KandidatTerbaik = v.InferOutput<typeof kandidatTerbaikSchema>;

const pilihanSchema = v.nullable(
  v.object({ id_peserta_kompetisi: v.number(), nama: v.string(), nama_dojang: v.string(), kelas_label: v.string() }),
);

/** GET /kompetisi/{id}/piagam. */
export const daftarPiagamSchema = v.object({
  kompetisi: kompetisiKartuSchema,
  dasar_url: v.string(),
  /** The 'tanpa latar' layout kept for the competition (the default until one is saved). */
  tata_letak: tataLetakSchema,
  kelas: v.array(v.object({ id_kelas_kejuaraan: v.number(), kelas_label: v.string(), selesai: v.boolean() })),
  piagam: v.array(piagamSchema),
  juara_umum_final: v.object({ prestasi: v.boolean(), pemula: v.boolean() }),
  atlet_terbaik: v.object({ prestasi: pilihanSchema, pemula: pilihanSchema }),
  kandidat_terbaik: v.object({ prestasi: v.array(kandidatTerbaikSchema), pemula: v.array(kandidatTerbaikSchema) }),
});
export type DaftarPiagam = v.InferOutput<typeof daftarPiagamSchema>;

/** PUT /kompetisi/{id}/atlet-terbaik. */
export const atletTerbaikSchema = v.object({
  kategori: kategoriSchema,
  id_peserta_kompetisi: idValue('Peserta tidak valid'),
});
/** DELETE /kompetisi/{id}/atlet-terbaik. */
export const hapusAtletTerbaikSchema = v.object({ kategori: kategoriSchema });

export { tataLetakSchema };

/** GET /public/verifikasi/{kode}: what a genuine certificate says and whether it still holds today. */
export const verifikasiSchema = v.object({
  kode: v.string(),
  jenis: v.picklist(JENIS),
  judul: v.string(),
  nama: v.string(),
  nama_dojang: v.string(),
  kelas_label: v.nullable(v.string()),
  kompetisi: kompetisiKartuSchema,
  /** The place (or entry, or choice) the certificate names still holds in the current results. */
  berlaku: v.boolean(),
  /** Why it no longer holds (null while it does). */
  alasan: v.nullable(v.string()),
});
export type Verifikasi = v.InferOutput<typeof verifikasiSchema>;

/** The best athlete per category, as the public medal page shows it. */
export const atletTerbaikPublikSchema = v.object({
  prestasi: pilihanSchema,
  pemula: pilihanSchema,
});
