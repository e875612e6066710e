import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { ApiError } from '../api-error';
import { requestData } from '../api';
import { getDb, type ArenaDatabase } from '../db';
import { useLive, type KeadaanLive } from '../live';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { useOnline } from '../sync/use-online';
import { venueKey, venuePath, venueQueryKey } from './keys';
import { venueSchema, type Venue } from './schema';

/** Read again this often while the page is visible, besides every live change: ETAs and connections move with the clock. */
const SEGAR_MS = 20_000;

export interface SalinanVenue {
  data: Venue;
  /** When this device had it from the server (ms, device clock). */
  fetchedAt: number;
}

/** The account's kept copy of the overview, or null (none, another account's, or no longer fitting the schema). */
export async function bacaSalinanVenue(db: ArenaDatabase, key: string, ownerId: number): Promise<SalinanVenue | null> {
  const rec = await db.records.get(key);
  if (!rec || rec.ownerId !== ownerId) return null;
  const data = v.safeParse(venueSchema, rec.value);
  return data.success ? { data: data.output, fetchedAt: rec.fetchedAt } : null;
}

/** GET /kompetisi/{id}/venue into Dexie, as the account's own (logout clears it). */
export async function segarkanVenue(db: ArenaDatabase, id_kompetisi: number, tanggal: string): Promise<true> {
  const ownerId = currentUser()?.id_akun;
  if (ownerId === undefined) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  const data = await requestData(venuePath(id_kompetisi, tanggal), venueSchema);
  await storeServerValue(db, venueKey(id_kompetisi, tanggal), ownerId, data);
  return true;
}

export type KeadaanVenue = 'terkini' | 'offline' | 'gagal';

export interface VenueRead {
  data: Venue | undefined;
  fetchedAt: number;
  keadaan: KeadaanVenue;
  live: KeadaanLive;
  isLoading: boolean;
  /** Nothing kept and the server could not be read. */
  error: ApiError | null;
  refetch: () => void;
}

/**
 * The venue overview of a day: the Dexie copy first (also offline, with its time), refreshed from the server every
 * 20 s while visible and on every live change of the competition, a court's device appearing or leaving ('hadir') too.
 */
export function useVenue(id_kompetisi: number | null, tanggal: string): VenueRead {
  const db = getDb();
  const online = useOnline();
  const ownerId = currentUser()?.id_akun ?? 0;
  const key = id_kompetisi === null ? null : venueKey(id_kompetisi, tanggal);
  const local = useLiveQuery(async () => (key ? bacaSalinanVenue(db, key, ownerId) : null), [key, ownerId]);
  const query = useQuery({
    queryKey: venueQueryKey(id_kompetisi ?? 0, tanggal),
    enabled: id_kompetisi !== null,
    queryFn: () => segarkanVenue(db, id_kompetisi ?? 0, tanggal),
    // Coming back to the page reads again: what changed meanwhile (a desk appearing) was told while nobody listened.
    staleTime: 0,
    refetchInterval: SEGAR_MS,
    refetchIntervalInBackground: false,
    retry: 1,
  });
  const live = useLive(id_kompetisi, () => [venueQueryKey(id_kompetisi ?? 0, tanggal)], ['hadir']);
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  const offline = !online || err?.status === 0;
  return {
    data: local?.data,
    fetchedAt: local?.fetchedAt ?? 0,
    keadaan: offline ? 'offline' : err && query.isError ? 'gagal' : 'terkini',
    live,
    isLoading: key !== null && (local === undefined || (local === null && online && query.isPending)),
    error: local ? null : (err ?? (online ? null : new ApiError(0, 'Offline'))),
    refetch: () => void query.refetch(),
  };
}
