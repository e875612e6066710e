import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AKSES_MSG } from '../../domain/akses/pesan';
import { PESAN_DIKELOLA_HUB } from '../../domain/hub/kontrak';
import type { KodeUmum, Tolak } from '../../domain/tolak';

/**
 * An expected failure with the Indonesian message the client shows and the code it branches on (`kode`,
 * answered in the envelope). Resources build theirs from a refusal code with their STATUS_TOLAK table
 * (penolak / dariTolak); the plain constructor is for the plumbing, whose code follows the status.
 */
export class ApiError extends Error {
  readonly kode: string;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    kode?: string,
    /** What the answer carries beside the message, e.g. the record as the server holds it on a 409. */
    readonly data?: unknown,
  ) {
    super(message);
    this.kode = kode ?? kodeMenurutStatus(status);
  }
}

/** A resource's refusal codes → HTTP status: the one place a status is chosen. */
export type StatusTolak<K extends string> = Readonly<Record<K, ContentfulStatusCode>>;

/** The codes every resource shares; each STATUS_TOLAK starts from this. */
export const STATUS_UMUM = {
  validasi: 400,
  perlu_login: 401,
  akses_ditolak: 403,
  tidak_ditemukan: 404,
  konflik_versi: 409,
  konflik: 409,
  sedang_diproses: 409,
  terlalu_besar: 413,
  kunci_idempotensi_dipakai: 422,
  tidak_dapat_diproses: 422,
  terlalu_banyak: 429,
  kesalahan_server: 500,
  pemeliharaan: 503,
  dikelola_hub: 423,
} as const satisfies StatusTolak<KodeUmum>;

/** The code of an answer made without one (plumbing, and routes not yet given codes): the status's common one. */
const KODE_STATUS: Partial<Record<number, KodeUmum>> = {
  400: 'validasi',
  401: 'perlu_login',
  403: 'akses_ditolak',
  404: 'tidak_ditemukan',
  409: 'konflik',
  413: 'terlalu_besar',
  422: 'tidak_dapat_diproses',
  423: 'dikelola_hub',
  429: 'terlalu_banyak',
  503: 'pemeliharaan',
};

export function kodeMenurutStatus(status: number): string {
  return KODE_STATUS[status] ?? (status >= 500 ? 'kesalahan_server' : 'tidak_dapat_diproses');
}

/** A domain refusal as the HTTP error: the status from the resource's table, `field` as the form's error. */
export function dariTolak<K extends string>(tabel: StatusTolak<K>, t: Tolak<K>, data?: unknown): ApiError {
  return new ApiError(tabel[t.kode], t.pesan, t.field ? { [t.field]: t.pesan } : undefined, t.kode, data);
}

/** Binds a resource's table: `gagal('kuota_penuh', pesan)` is the ApiError with the table's status. */
export function penolak<K extends string>(tabel: StatusTolak<K>) {
  return (kode: K, pesan: string, errors?: Record<string, string>, data?: unknown): ApiError =>
    new ApiError(tabel[kode], pesan, errors, kode, data);
}

export const MSG = {
  serverError: 'Terjadi kesalahan server. Coba lagi nanti.',
  notFoundEndpoint: 'Endpoint tidak ditemukan',
  needLogin: AKSES_MSG.perluLogin,
  forbidden: AKSES_MSG.ditolak,
  badJson: 'Format data tidak valid',
  badId: 'ID tidak valid',
  tooLarge: 'File terlalu besar. Maksimal 5MB.',
  bodyTooLarge: 'Data terlalu besar',
  invalidData: 'Data tidak valid',
  dikelolaHub: PESAN_DIKELOLA_HUB,
} as const;

/** The common codes' refusals (plumbing, and resources with no codes of their own). */
export const gagalUmum = penolak(STATUS_UMUM);
