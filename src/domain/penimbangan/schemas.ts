import * as v from 'valibot';
import { AKUN_STATUS } from '../roles';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul, passwordLetterAndDigit } from '../schemas/common';
import { idValue, optionalId } from '../schemas/peserta';
import { waktuIsoSchema } from '../waktu-iso';
import { HASIL_TIMBANG } from './percobaan';
import { JENIS_TIMBANG } from './vonis';

/** Bodies and queries of the weigh-in desk and its staff accounts. */

export const TIMBANG_MSG = {
  nama: 'Nama wajib diisi',
  namaPanjang: 'Nama maksimal 200 karakter',
  email: 'Email wajib diisi',
  password: 'Password wajib diisi',
  passwordMinimal: 'Password minimal 8 karakter',
  passwordPanjang: 'Password terlalu panjang',
  passwordHurufAngka: 'Password harus mengandung minimal 1 huruf dan 1 angka',
  status: 'Status harus ACTIVE atau INACTIVE',
  toleransi: 'Toleransi harus angka bulat 0 sampai 5000 gram',
  percobaanMaks: 'Jumlah percobaan harus 1 sampai 10',
  bolehPindah: 'Izin pindah kelas harus ya atau tidak',
  acakPersen: 'Kelonggaran timbang acak harus 0 sampai 20 persen',
  kunci: 'Kunci percobaan tidak valid (huruf, angka, - atau _, maksimal 64)',
  peserta: 'Peserta tidak valid',
  berat: 'Berat harus antara 1 dan 300 kg',
  beratLangkah: 'Berat harus kelipatan 0,1 kg',
  meja: 'Nama meja wajib diisi (maksimal 40 karakter)',
  alasanBatal: 'Alasan pembatalan wajib diisi (minimal 5 karakter)',
  beratMin: 'Berat terendah yang wajar harus 1 sampai 100 kg',
  beratMaks: 'Berat tertinggi yang wajar harus 50 sampai 300 kg',
  jauhBawah: 'Batas jauh di bawah kelas harus 0 sampai 100 persen',
  jauhAtas: 'Batas jauh di atas kelas harus 0 sampai 100 kg',
  batalMenit: 'Waktu pembatalan oleh meja harus 0 sampai 60 menit',
  waktu: 'Waktu penimbangan tidak valid',
  jenis: 'Jenis penimbangan harus RESMI atau ACAK',
  keputusan: 'Keputusan harus PINDAH atau DISKUALIFIKASI',
  kelasTujuan: 'Pilih kelas tujuan',
  alasan: 'Alasan diskualifikasi harus diisi',
  alasanPanjang: 'Alasan maksimal 500 karakter',
  versi: 'Versi peserta tidak valid',
  halaman: 'Halaman tidak valid',
  limit: 'Jumlah data per halaman harus antara 1 dan 1000',
  hasil: 'Status timbang harus BELUM, LOLOS atau GAGAL',
  kelas: 'Kelas tidak valid',
  dojang: 'ID dojang tidak valid',
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  tanggal: 'Tanggal tidak valid (format YYYY-MM-DD)',
  persen: 'Persentase undian harus lebih dari 0 sampai 100',
  seed: 'Seed undian maksimal 64 karakter (huruf, angka, - atau _)',
  peranPetugas: 'Peran petugas harus PETUGAS_TIMBANG atau PETUGAS_LAPANGAN',
  lapangan: 'Lapangan tidak valid',
  lapanganWajib: 'Pilih lapangan untuk petugas lapangan',
} as const;

/** The staff roles a competition admin can give: the weigh-in desk or one court's desk. */
export const PERAN_PETUGAS = ['PETUGAS_TIMBANG', 'PETUGAS_LAPANGAN'] as const;
export type PeranPetugas = (typeof PERAN_PETUGAS)[number];

const teks = (wajib: string, max: number, panjang: string) =>
  v.pipe(v.optional(v.string(wajib), ''), v.trim(), v.nonEmpty(wajib), v.maxLength(max, panjang), noNul);

const password = v.pipe(
  v.optional(v.string(TIMBANG_MSG.password), ''),
  v.nonEmpty(TIMBANG_MSG.password),
  v.maxLength(200, TIMBANG_MSG.passwordPanjang),
  v.minLength(8, TIMBANG_MSG.passwordMinimal),
  v.check(passwordLetterAndDigit, TIMBANG_MSG.passwordHurufAngka),
);

/** A number from JSON or a digit string; anything else fails with `message`. */
const angka = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*-?\d+([.,]\d+)?\s*$/.test(x) ? Number(x.trim().replace(',', '.')) : NaN)),
    v.number(message),
    v.finite(message),
  );
const bulat = (message: string, min: number, max: number) =>
  v.pipe(angka(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const idLapangan = v.pipe(
  angka(TIMBANG_MSG.lapangan),
  v.integer(TIMBANG_MSG.lapangan),
  v.minValue(1, TIMBANG_MSG.lapangan),
  v.maxValue(2_147_483_647, TIMBANG_MSG.lapangan),
);

/** POST /kompetisi/{id}/petugas */
export const petugasBaruSchema = v.pipe(
  v.object({
    nama: teks(TIMBANG_MSG.nama, 200, TIMBANG_MSG.namaPanjang),
    email: v.pipe(
      v.optional(v.string(TIMBANG_MSG.email), ''),
      v.trim(),
      v.nonEmpty(TIMBANG_MSG.email),
      v.toLowerCase(),
      v.maxLength(254, EMAIL_MESSAGE),
      v.regex(EMAIL_REGEX, EMAIL_MESSAGE),
    ),
    password,
    role: v.optional(v.picklist(PERAN_PETUGAS, TIMBANG_MSG.peranPetugas), 'PETUGAS_TIMBANG'),
    /** Court staff only: the court they run (of this competition). */
    id_lapangan: v.optional(v.nullable(idLapangan), null),
  }),
  v.forward(
    v.check((x) => x.role !== 'PETUGAS_LAPANGAN' || x.id_lapangan !== null, TIMBANG_MSG.lapanganWajib),
    ['id_lapangan'],
  ),
);
export type PetugasBaruInput = v.InferOutput<typeof petugasBaruSchema>;

/** PUT /kompetisi/{id}/petugas/{id_petugas}: missing = unchanged. */
export const petugasUbahSchema = v.object({
  nama: v.optional(teks(TIMBANG_MSG.nama, 200, TIMBANG_MSG.namaPanjang)),
  /** Court staff moved to another court of this competition. */
  id_lapangan: v.optional(idLapangan),
  password: v.optional(password),
  status: v.optional(v.picklist(AKUN_STATUS, TIMBANG_MSG.status)),
});
export type PetugasUbahInput = v.InferOutput<typeof petugasUbahSchema>;

/** PUT /kompetisi/{id}/penimbangan/pengaturan: missing = unchanged. */
export const pengaturanTimbangSchema = v.object({
  toleransi_gram: v.optional(bulat(TIMBANG_MSG.toleransi, 0, 5000)),
  percobaan_maks: v.optional(bulat(TIMBANG_MSG.percobaanMaks, 1, 10)),
  boleh_pindah: v.optional(v.boolean(TIMBANG_MSG.bolehPindah)),
  acak_toleransi_persen: v.optional(
    v.pipe(angka(TIMBANG_MSG.acakPersen), v.minValue(0, TIMBANG_MSG.acakPersen), v.maxValue(20, TIMBANG_MSG.acakPersen)),
  ),
  berat_min_gram: v.optional(bulat(TIMBANG_MSG.beratMin, 1000, 100_000)),
  berat_maks_gram: v.optional(bulat(TIMBANG_MSG.beratMaks, 50_000, 300_000)),
  jauh_bawah_persen: v.optional(bulat(TIMBANG_MSG.jauhBawah, 0, 100)),
  jauh_atas_gram: v.optional(bulat(TIMBANG_MSG.jauhAtas, 0, 100_000)),
  batal_menit: v.optional(bulat(TIMBANG_MSG.batalMenit, 0, 60)),
});
export type PengaturanTimbangInput = v.InferOutput<typeof pengaturanTimbangSchema>;

const KUNCI = /^[A-Za-z0-9_-]{1,64}$/;
export const kunciPercobaanSchema = v.pipe(v.string(TIMBANG_MSG.kunci), v.regex(KUNCI, TIMBANG_MSG.kunci));

/** A desk's name, chosen once per device: trimmed, 1–40 characters. */
export const PANJANG_NAMA_MEJA = 40;
const namaMeja = teks(TIMBANG_MSG.meja, PANJANG_NAMA_MEJA, TIMBANG_MSG.meja);

/** POST /kompetisi/{id}/penimbangan: one attempt, with the id the desk gave it. */
export const percobaanSchema = v.object({
  kunci: kunciPercobaanSchema,
  id_peserta_kompetisi: idValue(TIMBANG_MSG.peserta),
  berat_gram: v.pipe(
    bulat(TIMBANG_MSG.berat, 1000, 300_000),
    v.check((g) => g % 100 === 0, TIMBANG_MSG.beratLangkah),
  ),
  meja: namaMeja,
  /** The desk's clock; '+07' and other ISO zones are read into UTC (waktuIsoSchema). */
  ditimbang_pada: waktuIsoSchema(TIMBANG_MSG.waktu),
  jenis: v.optional(v.picklist(JENIS_TIMBANG, TIMBANG_MSG.jenis), 'RESMI'),
});
export type PercobaanInput = v.InferOutput<typeof percobaanSchema>;

/** POST /kompetisi/{id}/penimbangan/percobaan/{kunci}/batal: why, and which desk voids it. */
export const batalPercobaanSchema = v.object({
  alasan: v.pipe(
    v.optional(v.nullable(v.string(TIMBANG_MSG.alasanBatal)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(5, TIMBANG_MSG.alasanBatal),
    v.maxLength(500, TIMBANG_MSG.alasanPanjang),
    noNul,
  ),
  meja: namaMeja,
});
export type BatalPercobaanInput = v.InferOutput<typeof batalPercobaanSchema>;

export const JENIS_KEPUTUSAN = ['PINDAH', 'DISKUALIFIKASI'] as const;
export type JenisKeputusan = (typeof JENIS_KEPUTUSAN)[number];

/** POST /kompetisi/{id}/penimbangan/{id_peserta}/keputusan */
export const keputusanSchema = v.pipe(
  v.object({
    jenis: v.picklist(JENIS_KEPUTUSAN, TIMBANG_MSG.keputusan),
    id_kelas_tujuan: optionalId(TIMBANG_MSG.kelasTujuan),
    alasan: v.pipe(
      v.optional(v.nullable(v.string(TIMBANG_MSG.alasan)), ''),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(500, TIMBANG_MSG.alasanPanjang),
      noNul,
    ),
    versi: bulat(TIMBANG_MSG.versi, 0, 2_147_483_647),
  }),
  v.forward(
    v.partialCheck(
      [['jenis'], ['id_kelas_tujuan']],
      (i) => i.jenis !== 'PINDAH' || i.id_kelas_tujuan !== undefined,
      TIMBANG_MSG.kelasTujuan,
    ),
    ['id_kelas_tujuan'],
  ),
  v.forward(
    v.partialCheck([['jenis'], ['alasan']], (i) => i.jenis !== 'DISKUALIFIKASI' || i.alasan !== '', TIMBANG_MSG.alasan),
    ['alasan'],
  ),
);
export type KeputusanInput = v.InferOutput<typeof keputusanSchema>;

const halaman = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** GET /kompetisi/{id}/penimbangan?page&limit&kelas&id_dojang&hasil&search */
export const daftarTimbangQuerySchema = v.object({
  page: halaman(TIMBANG_MSG.halaman, 1, 1_000_000),
  limit: halaman(TIMBANG_MSG.limit, 1000, 1000),
  kelas: optionalId(TIMBANG_MSG.kelas),
  id_dojang: optionalId(TIMBANG_MSG.dojang),
  hasil: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.check((s) => s === '' || (HASIL_TIMBANG as readonly string[]).includes(s), TIMBANG_MSG.hasil),
    v.transform((s) => (s === '' ? undefined : (s as (typeof HASIL_TIMBANG)[number]))),
  ),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, TIMBANG_MSG.pencarian),
    noNul,
    v.transform((s) => s || undefined),
  ),
});
export type DaftarTimbangQuery = v.InferOutput<typeof daftarTimbangQuerySchema>;

const TANGGAL = /^\d{4}-\d{2}-\d{2}$/;
const tanggal = v.pipe(
  v.string(TIMBANG_MSG.tanggal),
  v.trim(),
  v.regex(TANGGAL, TIMBANG_MSG.tanggal),
  v.check(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    TIMBANG_MSG.tanggal,
  ),
);

/** POST /kompetisi/{id}/penimbangan/acak: the day, the share, an optional seed (else the server makes one), the day's classes (else all). */
export const undianAcakSchema = v.object({
  tanggal,
  persen: v.pipe(angka(TIMBANG_MSG.persen), v.minValue(0.01, TIMBANG_MSG.persen), v.maxValue(100, TIMBANG_MSG.persen)),
  seed: v.optional(v.pipe(v.string(TIMBANG_MSG.seed), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, TIMBANG_MSG.seed))),
  kelas: v.optional(v.array(idValue(TIMBANG_MSG.kelas), TIMBANG_MSG.kelas)),
});
export type UndianAcakInput = v.InferOutput<typeof undianAcakSchema>;

export const undianAcakQuerySchema = v.object({ tanggal });
export const lembarQuerySchema = v.object({ kelas: optionalId(TIMBANG_MSG.kelas) });
