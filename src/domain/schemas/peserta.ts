import * as v from 'valibot';
import { ALASAN_MSG, cekAlasanTolak } from '../kompetisi/alasan-tolak';
import { TIM_MSG } from '../kompetisi/eligibility-tim';
import { GANTI_KELAS_MSG } from '../kompetisi/registrasi-ganti-kelas';
import { CABANG_KOMPETISI, KATEGORI, STATUS_PESERTA } from '../kompetisi/types';
import { JENIS_KELAMIN } from '../roles';
import { noNul } from './common';

/**
 * Request bodies and query strings "Competitions" and "Classes and eligibility".
 * Ids come as JSON numbers, or as digit strings (query strings, multipart, older clients).
 */

export const PESERTA_MSG = {
  kelasTidakDitemukan: 'Kelas kejuaraan tidak ditemukan',
  status: 'Status peserta harus APPROVED atau REJECTED',
  statusSebelumnya: 'Status sebelumnya tidak valid',
  halaman: 'Halaman tidak valid',
  limit: 'Jumlah data per halaman harus antara 1 dan 1000',
  cabang: 'Cabang harus KYORUGI atau POOMSAE',
  kategori: 'Kategori harus pemula atau prestasi',
  jenisKelamin: 'Jenis kelamin harus LAKI_LAKI atau PEREMPUAN',
  dojang: 'ID dojang tidak valid',
  kelompok: 'Kelompok usia tidak valid',
  kelasBerat: 'Kelas berat tidak valid',
  poomsae: 'Kelas poomsae tidak valid',
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  styleKategori: 'Anda harus memilih style dan kategori terlebih dahulu!',
} as const;

/** The most rows GET /kompetisi/{id}/atlet answers at once (default and largest page 1000). */
export const LIMIT_PESERTA_MAX = 1000;

const INT4_MAX = 2_147_483_647;

/** A positive int4 id from a number or a digit string; anything else fails with `message`. */
export function idValue(message: string) {
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*\d{1,10}\s*$/.test(x) ? Number(x.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(INT4_MAX, message),
  );
}

/** An optional id: missing, null and '' are undefined. */
export function optionalId(message: string) {
  return v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), idValue(message)], message))),
    v.transform((x) => (x === '' || x == null ? undefined : x)),
  );
}

/** A choice from `options`, case-insensitive, '' or missing = undefined. */
function optionalChoice<const T extends readonly string[]>(options: T, message: string, upper: boolean) {
  return v.pipe(
    v.optional(v.nullable(v.string(message))),
    v.transform((s) => {
      const t = s?.trim() ?? '';
      return t === '' ? undefined : upper ? t.toUpperCase() : t.toLowerCase();
    }),
    v.optional(v.picklist(options, message)),
  );
}

/** A choice from `options`, case-insensitive; missing or '' fails with `message`. */
function requiredChoice<const T extends readonly string[]>(options: T, message: string, upper: boolean) {
  return v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((s) => {
      const t = (s ?? '').trim();
      return upper ? t.toUpperCase() : t.toLowerCase();
    }),
    v.picklist(options, message),
  );
}

/** POST /kompetisi/{id}/register: atlitId2 (Berpasangan) and atlitId3 (Beregu) carry the team members. */
export const registerSchema = v.object({
  atlitId: v.optional(idValue(TIM_MSG.atlit), ''),
  kelasKejuaraanId: v.optional(idValue(PESERTA_MSG.kelasTidakDitemukan), ''),
  atlitId2: optionalId(TIM_MSG.anggota(2)),
  atlitId3: optionalId(TIM_MSG.anggota(3)),
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

/**
 * PUT .../participants/{pid}/status. status_sebelumnya is the status the write was made from (an outbox
 * write replayed later): when the entry has moved on since, the server answers 409 with the current one.
 * A rejection carries alasan_ditolak (see ../kompetisi/alasan-tolak), shown to the coach.
 */
export const statusPesertaSchema = v.pipe(
  v.object({
    status: requiredChoice(['APPROVED', 'REJECTED'], PESERTA_MSG.status, true),
    status_sebelumnya: optionalChoice(STATUS_PESERTA, PESERTA_MSG.statusSebelumnya, true),
    alasan_ditolak: v.pipe(
      v.optional(v.nullable(v.string(ALASAN_MSG.wajib))),
      v.transform((s) => s?.trim() ?? ''),
      noNul,
    ),
  }),
  v.forward(
    v.check(
      (b) => b.status !== 'REJECTED' || cekAlasanTolak(b.alasan_ditolak) === null,
      (issue) => cekAlasanTolak(issue.input.alasan_ditolak) ?? ALASAN_MSG.wajib,
    ),
    ['alasan_ditolak'],
  ),
  // An approval carries no reason: the stored one is cleared.
  v.transform((b) => ({ ...b, alasan_ditolak: b.status === 'REJECTED' ? b.alasan_ditolak : null })),
);
export type StatusPesertaInput = v.InferOutput<typeof statusPesertaSchema>;

/**
 * PUT .../participants/{pid}/class: kelasKejuaraanId (context) or kelas_kejuaraan_id (dialog);
 * kelas_sebelumnya_id, when sent, is the class the change was made from (409 when it moved on since).
 */
export const gantiKelasSchema = v.pipe(
  v.object({
    kelasKejuaraanId: optionalId(GANTI_KELAS_MSG.pilih),
    kelas_kejuaraan_id: optionalId(GANTI_KELAS_MSG.pilih),
    kelas_sebelumnya_id: optionalId(PESERTA_MSG.kelasTidakDitemukan),
  }),
  v.transform((b) => ({ id_kelas_kejuaraan: b.kelasKejuaraanId ?? b.kelas_kejuaraan_id, kelas_sebelumnya_id: b.kelas_sebelumnya_id })),
);
export type GantiKelasInput = v.InferOutput<typeof gantiKelasSchema>;

const pageNumber = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** GET /kompetisi/{id}/atlet query (search, status, kelas and kategori added for the participant view). */
export const pesertaQuerySchema = v.object({
  page: pageNumber(PESERTA_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(PESERTA_MSG.limit, LIMIT_PESERTA_MAX, LIMIT_PESERTA_MAX),
  cabang: optionalChoice(CABANG_KOMPETISI, PESERTA_MSG.cabang, true),
  kategori: optionalChoice(KATEGORI, PESERTA_MSG.kategori, false),
  status: optionalChoice(STATUS_PESERTA, PESERTA_MSG.status, true),
  id_dojang: optionalId(PESERTA_MSG.dojang),
  kelas: optionalId(PESERTA_MSG.kelasTidakDitemukan),
  /** The competition admin's filters: Usia (age group) and Kelas Berat (weight class). */
  kelompok: optionalId(PESERTA_MSG.kelompok),
  kelas_berat: optionalId(PESERTA_MSG.kelasBerat),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, PESERTA_MSG.pencarian),
    noNul,
    v.transform((s) => s || undefined),
  ),
});
export type PesertaQuery = v.InferOutput<typeof pesertaQuerySchema>;

/** GET /kelas/kelompok-usia: with cabang and kategori, only the options offered for them. */
export const kelompokUsiaQuerySchema = v.object({
  cabang: optionalChoice(CABANG_KOMPETISI, PESERTA_MSG.cabang, true),
  kategori: optionalChoice(KATEGORI, PESERTA_MSG.kategori, false),
});

/** GET /kelas/berat?kelompokId&jenis_kelamin. */
export const kelasBeratQuerySchema = v.object({
  kelompokId: optionalId(PESERTA_MSG.kelompok),
  jenis_kelamin: optionalChoice(JENIS_KELAMIN, PESERTA_MSG.jenisKelamin, true),
});

/** GET /kelas/poomsae?kelompokId. */
export const kelasPoomsaeQuerySchema = v.object({
  kelompokId: optionalId(PESERTA_MSG.kelompok),
});

/** POST /kelas/kejuaraan/{kompetisiId}/filter: the wizard's step 1 and 2 choices. */
export const filterKelasSchema = v.object({
  styleType: requiredChoice(CABANG_KOMPETISI, PESERTA_MSG.styleKategori, true),
  categoryType: requiredChoice(KATEGORI, PESERTA_MSG.styleKategori, false),
  gender: optionalChoice(JENIS_KELAMIN, PESERTA_MSG.jenisKelamin, true),
  kelompokId: optionalId(PESERTA_MSG.kelompok),
  kelasBeratId: optionalId(PESERTA_MSG.kelasBerat),
  poomsaeId: optionalId(PESERTA_MSG.poomsae),
});
export type FilterKelasInput = v.InferOutput<typeof filterKelasSchema>;

/**
 * POST /atlet/eligible: kelasId names the championship class (and so the competition). gender,
 * kelompokUsiaId, kelasBeratId and poomsaeId are accepted when a client sends them; the class decides.
 */
export const eligibleSchema = v.object({
  kelasId: v.optional(idValue(PESERTA_MSG.kelasTidakDitemukan), ''),
  dojangId: optionalId(PESERTA_MSG.dojang),
  gender: optionalChoice(JENIS_KELAMIN, PESERTA_MSG.jenisKelamin, true),
  kelompokUsiaId: optionalId(PESERTA_MSG.kelompok),
  kelasBeratId: optionalId(PESERTA_MSG.kelasBerat),
  poomsaeId: optionalId(PESERTA_MSG.poomsae),
});
export type EligibleInput = v.InferOutput<typeof eligibleSchema>;
