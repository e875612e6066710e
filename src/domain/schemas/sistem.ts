import * as v from 'valibot';
import { noNul, required } from './common';

/**
 * Settings › Sistem (› System): backups of the database and the uploads,
 * restore, maintenance mode and clearing the server's caches. ADMIN only, except the public status.
 */

export {
  PESAN_PEMELIHARAAN,
  RETRY_AFTER_PEMELIHARAAN,
  maintenanceSchema,
  statusSistemSchema,
  type MaintenanceState,
  type StatusSistem,
} from './status-sistem';
/** What the ADMIN types to confirm a restore. */
export const KATA_KONFIRMASI = 'PULIHKAN';
export const MAKS_PESAN_PEMELIHARAAN = 300;
/** Daily backups kept on the server (the oldest beyond this are deleted). */
export const CADANGAN_HARIAN_DISIMPAN = 7;

export const SISTEM_MSG = {
  konfirmasi: `Ketik ${KATA_KONFIRMASI} untuk memulihkan data`,
  namaCadangan: 'Nama berkas cadangan tidak valid',
  cadanganTidakAda: 'Berkas cadangan tidak ditemukan',
  bukanCadangan: 'Berkas ini bukan cadangan Arena TKD',
  rusak: 'Berkas cadangan rusak atau bukan arsip .tar.gz',
  versiFormat: 'Format cadangan ini tidak dikenal oleh versi aplikasi ini',
  isiAsing: (nama: string) => `Berkas cadangan berisi bagian yang tidak dikenal (${nama})`,
  tidakLengkap: 'Berkas cadangan tidak lengkap: jumlah data tidak sesuai dengan manifesnya',
  migrasi: (cadangan: number, server: number) =>
    `Cadangan ini dibuat dengan struktur basis data versi ${cadangan}, sedangkan server memakai versi ${server}. Pulihkan dengan versi aplikasi yang sama.`,
  kosong: 'Pilih berkas cadangan (.tar.gz) terlebih dahulu',
  terlaluBesar: 'Berkas cadangan terlalu besar',
  sibuk: 'Proses pencadangan atau pemulihan lain sedang berjalan. Coba lagi sebentar lagi.',
  melebihiManifes: (nama: string) => `Berkas cadangan tidak sesuai manifesnya: ${nama} lebih besar dari ukuran yang tercatat`,
  melebihiBatas: (mb: number) => `Isi berkas cadangan melebihi batas pemulihan (${mb} MB setelah diekstrak)`,
  dibatalkan: 'Pemulihan dibatalkan: permintaan terputus sebelum selesai, data tidak diubah',
  pemulihanBerjalan: 'Pemulihan data dari cadangan sedang berjalan.',
  statusWajib: 'Status pemeliharaan harus dipilih',
  pesanPanjang: `Pesan maksimal ${MAKS_PESAN_PEMELIHARAAN} karakter`,
  dicadangkan: 'Cadangan berhasil dibuat',
  dipulihkan: 'Data berhasil dipulihkan dari cadangan. Semua sesi login diganti dengan isi cadangan: silakan login kembali bila diminta.',
  dihapus: 'Cadangan dihapus',
  pemeliharaanAktif: 'Mode pemeliharaan diaktifkan',
  pemeliharaanNonaktif: 'Mode pemeliharaan dinonaktifkan',
  cacheDibersihkan: 'Cache server dibersihkan',
} as const;

/** Kept backups: arena-<jenis>-<YYYYMMDD>-<HHmmss WIB>.tar.gz in DATA_DIR/backups. */
export const NAMA_CADANGAN = /^arena-(harian|manual)-\d{8}-\d{6}\.tar\.gz$/;
export const JENIS_CADANGAN = ['harian', 'manual'] as const;
export type JenisCadangan = (typeof JENIS_CADANGAN)[number];

export const maintenanceInputSchema = v.object({
  // A missing key reads as null, so it gets the same message as a wrong value (the default goes through v.boolean).
  aktif: v.optional(v.boolean(SISTEM_MSG.statusWajib), null as unknown as boolean),
  pesan: v.optional(
    v.pipe(v.string(SISTEM_MSG.pesanPanjang), v.trim(), v.maxLength(MAKS_PESAN_PEMELIHARAAN, SISTEM_MSG.pesanPanjang), noNul),
    '',
  ),
});
export type MaintenanceInput = v.InferOutput<typeof maintenanceInputSchema>;

export const namaCadanganSchema = v.pipe(v.string(SISTEM_MSG.namaCadangan), v.regex(NAMA_CADANGAN, SISTEM_MSG.namaCadangan));

/** Restore a kept backup: its name and the typed confirmation. */
export const pulihkanSchema = v.object({
  nama: namaCadanganSchema,
  konfirmasi: required(
    v.pipe(
      v.string(SISTEM_MSG.konfirmasi),
      v.check((s) => s === KATA_KONFIRMASI, SISTEM_MSG.konfirmasi),
    ),
  ),
});

/** The confirmation of an uploaded restore (query ?konfirmasi=PULIHKAN). */
export const konfirmasiSchema = v.object({
  konfirmasi: required(
    v.pipe(
      v.string(SISTEM_MSG.konfirmasi),
      v.check((s) => s === KATA_KONFIRMASI, SISTEM_MSG.konfirmasi),
    ),
  ),
});

// ---- The archive's manifest (first entry, manifest.json) ----

export const FORMAT_CADANGAN = 'arena-tkd-backup';
export const VERSI_FORMAT_CADANGAN = 1;
const namaTabel = v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/));

export const manifestSchema = v.object({
  format: v.literal(FORMAT_CADANGAN),
  versi_format: v.number(),
  aplikasi: v.object({ nama: v.string(), versi: v.string() }),
  dibuat_pada: v.string(),
  jenis: v.picklist(JENIS_CADANGAN),
  /** Drizzle's migration journal: how many were applied and the last one's hash. */
  migrasi: v.object({ jumlah: v.pipe(v.number(), v.integer()), hash_terakhir: v.nullable(v.string()) }),
  /** In dependency order (parents first): rows, and the number of db/<tabel>/<nnnn>.json parts. */
  tabel: v.array(
    v.object({
      nama: namaTabel,
      baris: v.pipe(v.number(), v.integer(), v.minValue(0)),
      bagian: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** Bytes of all its parts (backups made before this was written have none). */
      ukuran: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
  /** The next value of every serial sequence at backup time. */
  sekuens: v.array(v.object({ tabel: namaTabel, kolom: namaTabel, berikutnya: v.pipe(v.number(), v.integer()) })),
  berkas: v.object({ jumlah: v.pipe(v.number(), v.integer(), v.minValue(0)), ukuran: v.pipe(v.number(), v.minValue(0)) }),
});
export type Manifest = v.InferOutput<typeof manifestSchema>;

// ---- Answers ----

export const cadanganSchema = v.object({
  nama: v.string(),
  jenis: v.picklist(JENIS_CADANGAN),
  ukuran: v.number(),
  dibuat_pada: v.string(),
  /** Rows over all tables and upload files, from the manifest (null when it could not be read). */
  baris: v.nullable(v.number()),
  berkas: v.nullable(v.number()),
  versi_aplikasi: v.nullable(v.string()),
});
export type Cadangan = v.InferOutput<typeof cadanganSchema>;

export const daftarCadanganSchema = v.object({
  cadangan: v.array(cadanganSchema),
  /** When the next daily backup runs (ISO), or null when this process does not schedule one. */
  harian_berikutnya: v.nullable(v.string()),
  disimpan: v.number(),
});
export type DaftarCadangan = v.InferOutput<typeof daftarCadanganSchema>;

export const hasilPulihkanSchema = v.object({
  tabel: v.number(),
  baris: v.number(),
  berkas: v.number(),
  dibuat_pada: v.string(),
});
export type HasilPulihkan = v.InferOutput<typeof hasilPulihkanSchema>;

export const hasilBersihkanSchema = v.object({
  cache_baca: v.boolean(),
  idempotency: v.number(),
  login_tantangan: v.number(),
  kode_reset: v.number(),
  sesi: v.number(),
});
export type HasilBersihkan = v.InferOutput<typeof hasilBersihkanSchema>;
