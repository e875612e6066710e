import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AKSES_MSG } from '../../domain/akses/pesan';

/** An expected failure with the Indonesian message the client shows. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
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
} as const;
