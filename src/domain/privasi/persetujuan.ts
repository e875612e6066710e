import * as v from 'valibot';
import { todayWib, umurPada } from '../atlet/umur';
import { tolak, type Tolak } from '../tolak';
import { KEBIJAKAN_PRIVASI_VERSI, USIA_DEWASA } from './kebijakan';
import type { KodePersetujuan } from './kode';

/** ADA: a statement stands; BELUM: none was ever made (athletes added before consent existed); DICABUT: withdrawn. */
export const STATUS_PERSETUJUAN = ['ADA', 'BELUM', 'DICABUT'] as const;
export type StatusPersetujuan = (typeof STATUS_PERSETUJUAN)[number];

/** An athlete's consent as the API answers it (`Atlet.persetujuan`). */
export const persetujuanAtletSchema = v.object({
  status: v.picklist(STATUS_PERSETUJUAN),
  /** The notice's version the standing statement (or the withdrawn one) named. */
  versi_kebijakan: v.nullable(v.string()),
  /** When the latest statement or withdrawal was recorded (ISO). */
  pada: v.nullable(v.string()),
  /** Given by a parent or guardian: the athlete was under 18 on the statement's date. */
  oleh_wali: v.boolean(),
  nama_wali: v.nullable(v.string()),
  /** Who recorded it (the coach's name, else the account's email). */
  dicatat_oleh: v.nullable(v.string()),
});
export type PersetujuanAtlet = v.InferOutput<typeof persetujuanAtletSchema>;

export const PERSETUJUAN_MSG = {
  wajib: 'Centang pernyataan persetujuan pemrosesan data pribadi atlet',
  versiLama: `Kebijakan Privasi telah diperbarui (versi ${KEBIJAKAN_PRIVASI_VERSI}). Baca kembali lalu nyatakan persetujuan.`,
  namaWali: `Nama orang tua/wali wajib diisi untuk atlet di bawah ${USIA_DEWASA} tahun`,
  namaWaliPanjang: 'Nama orang tua/wali maksimal 200 karakter',
  belumAda: (nama: string) =>
    `${nama} belum memiliki persetujuan pemrosesan data pribadi. Buka data atlet lalu nyatakan persetujuan terlebih dahulu.`,
  /** The registration wizard, where the statement is made right under the picked athlete. */
  belumAdaDiWizard: (nama: string) =>
    `${nama} belum memiliki persetujuan pemrosesan data pribadi. Nyatakan persetujuan di bawah pilihan atlet, lalu lanjutkan.`,
  dicabut: (nama: string) => `Persetujuan pemrosesan data pribadi ${nama} sudah dicabut: data atlet ini tidak diproses lagi.`,
  sudahDicabut:
    'Persetujuan atlet ini sudah dicabut dan permintaan penghapusan datanya sudah tercatat. Hubungi admin bila pencabutan itu keliru.',
  sudahAda: 'Persetujuan atlet ini sudah tercatat',
} as const;

/** The words the coach states (the checkbox's label); a child's statement is the parent's or guardian's. */
export function teksPernyataan(olehWali: boolean): string {
  return olehWali
    ? 'Saya menyatakan bahwa orang tua/wali atlet ini telah membaca Kebijakan Privasi dan menyetujui pemrosesan data pribadi atlet (termasuk NIK, akta kelahiran dan KK/KTP) untuk pendaftaran dan pemeriksaan kelayakan kejuaraan.'
    : 'Saya menyatakan bahwa atlet ini telah membaca Kebijakan Privasi dan menyetujui pemrosesan data pribadinya (termasuk NIK dan KK/KTP) untuk pendaftaran dan pemeriksaan kelayakan kejuaraan.';
}

/** Under 18 on `hari` (by the exact age, as the profile's Umur): the statement is the parent's or guardian's. */
export function perluWali(tanggalLahir: string | null | undefined, hari: string = todayWib()): boolean {
  const umur = umurPada(tanggalLahir, hari);
  return umur === null || umur < USIA_DEWASA;
}

/** A statement as the forms send it (multipart or JSON fields), before the rule is held to it. */
export const pernyataanSchema = v.object({
  /** The checkbox: '1', 'true' or 'on' when ticked. */
  persetujuan: v.optional(v.union([v.string(), v.boolean()])),
  versi_kebijakan: v.optional(v.string()),
  nama_wali: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, PERSETUJUAN_MSG.namaWaliPanjang),
      v.check((s) => !s.includes('\u0000'), PERSETUJUAN_MSG.namaWaliPanjang),
    ),
  ),
});

export interface Pernyataan {
  setuju: boolean;
  versi_kebijakan: string | null;
  nama_wali: string | null;
}

const DICENTANG = new Set(['1', 'true', 'on', 'ya']);

/** The statement of parsed fields; null when the request carries none at all (an edit may leave it out). */
export function pernyataanDari(input: v.InferOutput<typeof pernyataanSchema>): Pernyataan | null {
  const { persetujuan, versi_kebijakan, nama_wali } = input;
  if (persetujuan === undefined && versi_kebijakan === undefined && !nama_wali) return null;
  const setuju = typeof persetujuan === 'boolean' ? persetujuan : DICENTANG.has(String(persetujuan ?? '').toLowerCase());
  return { setuju, versi_kebijakan: versi_kebijakan?.trim() || null, nama_wali: nama_wali || null };
}

/** The fields a statement is sent as (the add form's multipart, the consent call's body). */
export function fieldsPernyataan(p: Pernyataan): Record<string, string> {
  const out: Record<string, string> = { persetujuan: p.setuju ? '1' : '0', versi_kebijakan: p.versi_kebijakan ?? '' };
  if (p.nama_wali) out.nama_wali = p.nama_wali;
  return out;
}

type TolakPersetujuan = Tolak<KodePersetujuan>;

/**
 * A statement made now for an athlete born on `tanggal_lahir`: ticked, naming the notice's current version, and
 * for a child the parent's or guardian's name. The refusal (under its field), or null.
 */
export function cekPernyataan(input: {
  tanggal_lahir: string | null | undefined;
  pernyataan: Pernyataan | null | undefined;
  hari?: string;
}): TolakPersetujuan | null {
  const p = input.pernyataan;
  if (!p?.setuju) return tolak('persetujuan_wajib', PERSETUJUAN_MSG.wajib, 'persetujuan');
  if (p.versi_kebijakan !== KEBIJAKAN_PRIVASI_VERSI) return tolak('persetujuan_wajib', PERSETUJUAN_MSG.versiLama, 'persetujuan');
  if (perluWali(input.tanggal_lahir, input.hari) && !p.nama_wali) return tolak('persetujuan_wajib', PERSETUJUAN_MSG.namaWali, 'nama_wali');
  return null;
}

/**
 * May this athlete's data be processed further (entered into a competition, edited)? Only with a standing
 * statement. `persetujuan` undefined (a copy cached before the field existed) is left to the server.
 */
export function cekPersetujuan(atlet: {
  nama_atlet: string;
  persetujuan?: Pick<PersetujuanAtlet, 'status'> | null;
}): TolakPersetujuan | null {
  const status = atlet.persetujuan?.status;
  if (status === undefined || status === 'ADA') return null;
  if (status === 'DICABUT') return tolak('persetujuan_dicabut', PERSETUJUAN_MSG.dicabut(atlet.nama_atlet));
  return tolak('persetujuan_wajib', PERSETUJUAN_MSG.belumAda(atlet.nama_atlet));
}
