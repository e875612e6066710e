import * as v from 'valibot';
import { parseTanggal } from '../atlet/umur';
import { nomorWhatsApp } from '../kompetisi/kontak';
import { STATUS_KOMPETISI } from '../kompetisi/types';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul } from './common';

/**
 * Creating and editing a competition ("Competitions"; the original had no way to
 * create one). POST takes every field (the name, the dates and the WNI fee required); PUT takes any of
 * them: a missing field keeps the stored value, '' or null clears an optional one. The rules between
 * fields (dates in order, deadline not after the start, a complete bank account) are checked by
 * cekKompetisi on the whole record — for an edit, the stored values merged with the sent ones.
 */

export const BIAYA_MAKS = 1_000_000_000;
export const KUOTA_MAKS = 100_000;
export const DESKRIPSI_MAKS = 5000;

export const KOMPETISI_ADMIN_MSG = {
  nama: 'Nama kompetisi harus diisi',
  namaMin: 'Nama kompetisi minimal 3 karakter',
  namaMaks: 'Nama kompetisi maksimal 200 karakter',
  deskripsiMaks: `Deskripsi maksimal ${DESKRIPSI_MAKS} karakter`,
  lokasiMaks: 'Lokasi maksimal 500 karakter',
  tanggalMulai: 'Tanggal mulai harus diisi',
  tanggalSelesai: 'Tanggal selesai harus diisi',
  tanggalTidakValid: 'Tanggal tidak valid (format YYYY-MM-DD)',
  tahun: 'Tahun harus antara 2000 dan 2100',
  selesaiSebelumMulai: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  batasSetelahMulai: 'Batas pendaftaran tidak boleh setelah tanggal mulai',
  biayaWni: 'Biaya pendaftaran WNI harus diisi',
  biayaBulat: 'Biaya harus berupa angka bulat (Rupiah)',
  biayaNegatif: 'Biaya tidak boleh negatif',
  biayaMaks: 'Biaya maksimal Rp 1.000.000.000',
  kuotaBulat: 'Kuota harus berupa angka bulat',
  kuotaMin: 'Kuota minimal 1 (kosongkan jika tanpa batas kuota)',
  kuotaMaks: `Kuota maksimal ${KUOTA_MAKS.toLocaleString('id-ID')}`,
  unggulan: 'Status unggulan harus ya atau tidak',
  kontakNamaMaks: 'Nama kontak maksimal 200 karakter',
  whatsapp: 'Format nomor WhatsApp tidak valid (contoh: 0812-3456-7890)',
  bankNamaMaks: 'Nama bank maksimal 100 karakter',
  rekening: 'Nomor rekening hanya boleh berisi angka, spasi, titik atau tanda hubung (5-50 karakter)',
  atasNamaMaks: 'Nama pemilik rekening maksimal 200 karakter',
  rekeningTidakLengkap: 'Lengkapi nama bank, nomor rekening dan atas nama rekening',
  kelas: 'Daftar kelas tidak valid',
  kelasBanyak: 'Daftar kelas terlalu panjang',
  data: 'Data tidak valid',
  status: 'Status kompetisi harus PENDAFTARAN, SEDANG_DIMULAI atau SELESAI',
  statusSebelumnya: 'Status sebelumnya tidak valid',
} as const;

const M = KOMPETISI_ADMIN_MSG;

/** A trimmed text: missing stays undefined (unchanged), '' and null become null (cleared). */
function teksOpsional(maks: number, pesan: string) {
  return v.pipe(
    v.optional(v.nullable(v.pipe(v.string(M.data), v.trim(), noNul))),
    v.transform((s) => (s === undefined ? undefined : s ? s : null)),
    v.check((s) => s == null || s.length <= maks, pesan),
  );
}

/** A date 'YYYY-MM-DD' between the years 2000 and 2100. */
const tanggalValid = v.pipe(
  v.string(M.tanggalTidakValid),
  v.trim(),
  v.check((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseTanggal(s) !== null, M.tanggalTidakValid),
  v.check((s) => s >= '2000-01-01' && s <= '2100-12-31', M.tahun),
);

const tanggalWajib = (pesan: string) =>
  v.pipe(
    v.nullable(v.string(pesan)),
    v.transform((s) => s ?? ''),
    v.nonEmpty(pesan),
    tanggalValid,
  );

/** An optional date: missing undefined, '' and null → null. */
const tanggalOpsional = v.pipe(
  v.optional(v.nullable(v.string(M.tanggalTidakValid))),
  v.transform((s) => (s === undefined ? undefined : s?.trim() ? s.trim() : null)),
  v.union([v.undefined(), v.null(), tanggalValid], M.tanggalTidakValid),
);

/** A whole number from a JSON number or a digit string ('' and null → null). */
function angka(pesanBulat: string) {
  return v.pipe(
    v.nullable(v.union([v.number(pesanBulat), v.string(pesanBulat)], pesanBulat)),
    v.transform((x): number | null => {
      if (x === null) return null;
      if (typeof x === 'number') return x;
      const t = x.trim();
      if (t === '') return null;
      return /^-?\d{1,12}$/.test(t) ? Number(t) : NaN;
    }),
    v.check((n) => n === null || Number.isInteger(n), pesanBulat),
  );
}

const biaya = (wajib: string | null) =>
  v.pipe(
    angka(M.biayaBulat),
    v.check((n) => wajib === null || n !== null, wajib ?? ''),
    v.check((n) => n === null || n >= 0, M.biayaNegatif),
    v.check((n) => n === null || n <= BIAYA_MAKS, M.biayaMaks),
  );

/** The WNI fee, which the column requires. */
const biayaWni = v.pipe(
  biaya(M.biayaWni),
  v.transform((n) => n as number),
);

const kuota = v.pipe(
  angka(M.kuotaBulat),
  v.check((n) => n === null || n >= 1, M.kuotaMin),
  v.check((n) => n === null || n <= KUOTA_MAKS, M.kuotaMaks),
);

const unggulan = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], M.unggulan),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

const nama = v.pipe(
  v.nullable(v.string(M.nama)),
  v.transform((s) => s ?? ''),
  v.trim(),
  noNul,
  v.nonEmpty(M.nama),
  v.minLength(3, M.namaMin),
  v.maxLength(200, M.namaMaks),
);

/** Catalogue keys of the classes (see the server's class catalogue); at most a few thousand. */
export const kelasKeysSchema = v.pipe(
  v.array(v.pipe(v.string(M.kelas), v.maxLength(200, M.kelas)), M.kelas),
  v.maxLength(5000, M.kelasBanyak),
  v.transform((keys) => [...new Set(keys)]),
);

const opsional = {
  deskripsi: teksOpsional(DESKRIPSI_MAKS, M.deskripsiMaks),
  lokasi: teksOpsional(500, M.lokasiMaks),
  batas_pendaftaran: tanggalOpsional,
  biaya_wna: v.optional(biaya(null)),
  kuota: v.optional(kuota),
  kontak_nama: teksOpsional(200, M.kontakNamaMaks),
  kontak_whatsapp: v.pipe(
    teksOpsional(30, M.whatsapp),
    v.check((s) => s == null || nomorWhatsApp(s) !== null, M.whatsapp),
  ),
  kontak_email: v.pipe(
    teksOpsional(254, EMAIL_MESSAGE),
    v.check((s) => s == null || EMAIL_REGEX.test(s), EMAIL_MESSAGE),
  ),
  bank_nama: teksOpsional(100, M.bankNamaMaks),
  bank_nomor_rekening: v.pipe(
    teksOpsional(50, M.rekening),
    v.check((s) => s == null || /^[\d\s.-]{5,50}$/.test(s), M.rekening),
  ),
  bank_atas_nama: teksOpsional(200, M.atasNamaMaks),
};

/** The whole record the rules between fields read. */
export interface KompetisiNilai {
  tanggal_mulai: string;
  tanggal_selesai: string;
  batas_pendaftaran?: string | null;
  bank_nama?: string | null;
  bank_nomor_rekening?: string | null;
  bank_atas_nama?: string | null;
}

/** The rules between fields, as field → message (empty when the record is consistent). */
export function cekKompetisi(k: KompetisiNilai): Record<string, string> {
  const out: Record<string, string> = {};
  if (k.tanggal_selesai < k.tanggal_mulai) out.tanggal_selesai = M.selesaiSebelumMulai;
  if (k.batas_pendaftaran && k.batas_pendaftaran > k.tanggal_mulai) out.batas_pendaftaran = M.batasSetelahMulai;
  const bank = [k.bank_nama, k.bank_nomor_rekening, k.bank_atas_nama];
  if (bank.some(Boolean) && !bank.every(Boolean)) {
    const kosong = (['bank_nama', 'bank_nomor_rekening', 'bank_atas_nama'] as const).find((f) => !k[f]);
    if (kosong) out[kosong] = M.rekeningTidakLengkap;
  }
  return out;
}

type Path = [v.ObjectPathItem];

/** POST /api/kompetisi: the competition and, optionally, the catalogue keys of its classes (default: all). */
export const kompetisiCreateSchema = v.pipe(
  v.object(
    {
      nama_event: v.optional(nama, ''),
      tanggal_mulai: v.optional(tanggalWajib(M.tanggalMulai), ''),
      tanggal_selesai: v.optional(tanggalWajib(M.tanggalSelesai), ''),
      biaya_pendaftaran: v.optional(biayaWni, null),
      is_featured: v.optional(unggulan, false),
      kelas: v.optional(kelasKeysSchema),
      ...opsional,
    },
    M.data,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, message] of Object.entries(cekKompetisi(dataset.value))) {
      const path: Path = [
        { type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key as keyof typeof dataset.value] },
      ];
      addIssue({ message, path });
    }
  }),
);
export type KompetisiCreateInput = v.InferOutput<typeof kompetisiCreateSchema>;

/** PUT /api/kompetisi/{id}: any field; missing = unchanged. cekKompetisi runs on the merged record. */
export const kompetisiUpdateSchema = v.object(
  {
    nama_event: v.optional(nama),
    tanggal_mulai: v.optional(tanggalWajib(M.tanggalMulai)),
    tanggal_selesai: v.optional(tanggalWajib(M.tanggalSelesai)),
    biaya_pendaftaran: v.optional(biayaWni),
    is_featured: v.optional(unggulan),
    ...opsional,
  },
  M.data,
);
export type KompetisiUpdateInput = v.InferOutput<typeof kompetisiUpdateSchema>;

/** PATCH /api/kompetisi/{id}/status. */
export const kompetisiStatusSchema = v.object(
  {
    status: v.pipe(v.optional(v.unknown(), ''), v.picklist(STATUS_KOMPETISI, M.status)),
    status_sebelumnya: v.optional(v.picklist(STATUS_KOMPETISI, M.statusSebelumnya)),
  },
  M.data,
);

export type KompetisiStatusInput = v.InferOutput<typeof kompetisiStatusSchema>;

/** PUT /api/kompetisi/{id}/kelas. */
export const kompetisiKelasSchema = v.object({ kelas: v.pipe(v.optional(v.unknown(), null), kelasKeysSchema) }, M.data);
export type KompetisiKelasInput = v.InferOutput<typeof kompetisiKelasSchema>;

/**
 * The refusal codes of managing a competition beyond the common ones: a status moved more than one step
 * forward (or back), a quota below the entries holding a place, a start year moved under existing entries,
 * a class key outside the catalogue, a class that still has entries or a bracket.
 */
export type KodeKompetisi = 'status_hanya_maju' | 'kuota_kurang' | 'tahun_terkunci' | 'kelas_tidak_dikenal' | 'kelas_masih_dipakai';
