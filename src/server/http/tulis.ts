import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DbOrTx } from '../db/types';
import { jalankanTulis } from '../tulis/jalankan';
import type { Berhasil, Deps, HasilTulis } from '../tulis/types';
import { ApiError, dariTolak, type StatusTolak } from './api-error';
import { completeIdempotency } from './idempotency';

/** The success envelope of a write. */
export const jawabanTulis = <T>(h: Berhasil<T>) => ({ success: true as const, message: h.pesan, data: h.data });

/**
 * A write behind a route (after the route parsed the input and knows the user): run in one transaction with
 * the Idempotency-Key's answer, answered `status` with {success, message, data}; a refusal is thrown as the
 * error answer with its `kode`, its status from the resource's table, and `data` when it carries one.
 */
export async function jawabTulis<T, K extends string>(
  c: Context,
  deps: Deps,
  tabel: StatusTolak<K>,
  status: ContentfulStatusCode,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<T, K>>,
): Promise<Response> {
  const hasil = await jalankanTulis(deps, tulis, (tx, h) => completeIdempotency(c, tx, status, jawabanTulis(h)));
  if (!hasil.ok) {
    const galat = dariTolak(tabel, hasil, hasil.data);
    throw hasil.errors ? new ApiError(galat.status, galat.message, { ...hasil.errors }, galat.kode, galat.data) : galat;
  }
  return c.json(jawabanTulis(hasil), status);
}
