import * as v from 'valibot';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import type { ArenaDatabase } from '../db';
import { storeServerValue } from '../outbox';

/** What a public copy holds in Dexie: the answer's `data` and the ETag it came with. */
const simpananSchema = v.object({ etag: v.nullable(v.string()), data: v.unknown() });

export interface SalinanPublik<T> {
  data: T;
  /** When this device last had it confirmed by the server (ms, device clock). */
  fetchedAt: number;
}

/** The copy kept for a public page, or null when there is none (or it no longer fits the schema). */
export async function bacaSalinan<S extends v.GenericSchema>(
  db: ArenaDatabase,
  key: string,
  schema: S,
): Promise<SalinanPublik<v.InferOutput<S>> | null> {
  const rec = await db.records.get(key);
  const stored = v.safeParse(simpananSchema, rec?.value);
  if (!rec || !stored.success) return null;
  const data = v.safeParse(schema, stored.output.data);
  return data.success ? { data: data.output, fetchedAt: rec.fetchedAt } : null;
}

/**
 * Asks the server for a public read and keeps the answer in Dexie (key, ownerId null). The stored ETag goes
 * along as If-None-Match: an unchanged answer is a 304 without a body (venue wifi) and only renews the time.
 * Throws ApiError (status 0 when the network does not answer); the kept copy stays as it was.
 */
export async function refreshSalinan<S extends v.GenericSchema>(db: ArenaDatabase, key: string, path: string, schema: S): Promise<true> {
  const known = await bacaSalinan(db, key, schema);
  const rec = known ? await db.records.get(key) : undefined;
  const stored = v.safeParse(simpananSchema, rec?.value);
  const etag = stored.success ? stored.output.etag : null;
  const res = await send(path, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (res.status === 304 && known) {
    await db.records.update(key, { fetchedAt: Date.now() });
    return true;
  }
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const body = v.safeParse(v.object({ data: schema }), res.body);
  if (!body.success) throw new ApiError(502, 'Response data tidak valid');
  await storeServerValue(db, key, null, { etag: res.etag ?? null, data: body.output.data });
  return true;
}

/**
 * The competition of the newest public bracket copy on this device: the microsite can still open its
 * brackets offline when the competition list itself was never kept (e.g. first visit before the service worker).
 */
export async function idSalinanTerakhir(db: ArenaDatabase, prefix: string): Promise<number | null> {
  let best: { id: number; at: number } | null = null;
  await db.records
    .where('key')
    .startsWith(prefix)
    .each((rec) => {
      const id = Number(rec.key.slice(prefix.length));
      if (Number.isInteger(id) && id > 0 && (!best || rec.fetchedAt > best.at)) best = { id, at: rec.fetchedAt };
    });
  return (best as { id: number } | null)?.id ?? null;
}
