import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import type { DbOrTx } from '../db/types';
import type { ChangeFeed } from '../feed/feed';
import { publishFor } from '../feed/publish-writes';
import { jalankanTulis } from '../tulis/jalankan';
import type { Berhasil, Deps, HasilTulis } from '../tulis/types';
import { ApiError, dariTolak, type StatusTolak } from './api-error';
import type { AppEnv } from './env';
import { completeIdempotency } from './idempotency';

/** The success envelope of a write. */
export const jawabanTulis = <T>(h: Berhasil<T>) => ({ success: true as const, message: h.pesan, data: h.data });

/** How a committed write is answered. */
export interface OpsiJawab<T, J = T> {
  /** The answer's status; from the result when it depends on it (e.g. 201 made, 200 already there). */
  status: ContentfulStatusCode | ((data: T) => ContentfulStatusCode);
  /**
   * The changes the write made, published before the answer leaves instead of the one its route would give (the
   * live screens and read caches hear exactly what changed).
   */
  perubahan?: (data: T) => readonly ChangeEvent[];
  /** The answer's `data` when it is not the whole result (the result carries what only the events need). */
  jawaban?: (data: T) => J;
}

/**
 * A write behind a route (after the route parsed the input and knows the user): run in one transaction with
 * the Idempotency-Key's answer, answered with {success, message, data}; a refusal is thrown as the error answer
 * with its `kode`, its status from the resource's table, and `data` when it carries one. The status and the
 * published changes come from the result, so no route needs to carry the result out of the transaction.
 */
export async function jawabTulis<T, K extends string, J = T>(
  c: Context<AppEnv>,
  deps: Deps & { feed: ChangeFeed },
  tabel: StatusTolak<K>,
  opsi: ContentfulStatusCode | OpsiJawab<NoInfer<T>, J>,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<T, K>>,
): Promise<Response> {
  const { status, perubahan, jawaban } = typeof opsi === 'object' ? opsi : { status: opsi, perubahan: undefined, jawaban: undefined };
  const statusOf = (data: T) => (typeof status === 'function' ? status(data) : status);
  const isi = (h: Berhasil<T>) => ({ success: true as const, message: h.pesan, data: jawaban ? jawaban(h.data) : h.data });
  const hasil = await jalankanTulis(deps, tulis, (tx, h) => completeIdempotency(c, tx, statusOf(h.data), isi(h)));
  if (!hasil.ok) {
    const galat = dariTolak(tabel, hasil, hasil.data);
    throw hasil.errors ? new ApiError(galat.status, galat.message, { ...hasil.errors }, galat.kode, galat.data) : galat;
  }
  const events = perubahan?.(hasil.data) ?? [];
  for (const [i, event] of events.entries()) {
    // The first marks the request as published (its route's event is not sent); the rest follow it.
    if (i === 0) await publishFor(c, deps.feed, event);
    else await deps.feed.publish(event);
  }
  return c.json(isi(hasil), statusOf(hasil.data));
}
