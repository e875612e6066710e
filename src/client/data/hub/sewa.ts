import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request, requestData } from '../api';
import { kodeBaruSchema, sewaHubSchema } from './skema';

/**
 * 'Hub venue' on the central server: the competition's lease to a venue hub — read, a new pairing code, and the
 * lease ended or the waiting code revoked. Online only (nothing is queued: the admin does this at the desk).
 */

export const sewaHubKey = (id_kompetisi: number) => ['hub-sewa', id_kompetisi] as const;

/** Read again every 10 s while the page is open: the hub's last contact and the changes it sent move. */
export const SEWA_POLL_MS = 10_000;

export function useSewaHub(id_kompetisi: number) {
  return useQuery({
    queryKey: sewaHubKey(id_kompetisi),
    queryFn: () => requestData(`/kompetisi/${id_kompetisi}/hub`, v.object({ sewa: v.nullable(sewaHubSchema) })).then((d) => d.sewa),
    enabled: id_kompetisi > 0,
    refetchInterval: SEWA_POLL_MS,
    networkMode: 'online',
  });
}

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** A new pairing code (replaces one still waiting); 409 'sudah_ada_hub' while a hub holds the competition. */
export function buatKodePasangan(id_kompetisi: number) {
  return requestData(`/kompetisi/${id_kompetisi}/hub`, kodeBaruSchema, { method: 'POST', headers: idempotent() });
}

/** Revokes a waiting code, or ends a held lease (the hub lost), keeping what arrived. */
export async function akhiriSewaHub(id_kompetisi: number): Promise<string> {
  const { message } = await request(`/kompetisi/${id_kompetisi}/hub`, { method: 'DELETE', headers: idempotent() });
  return message || 'Sewa hub diakhiri';
}
