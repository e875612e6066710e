import { useQuery } from '@tanstack/react-query';
import { request, requestData } from '../api';
import { ambilAlihHasilSchema, keadaanServerSchema } from './skema';

/** The venue hub's own calls, made on the hub's page (/hub) at the hub's address. */

export const hubLokalKey = ['hub-lokal'] as const;

/** The hub's state: read every 5 s while its page is open (the link to the central server and what still waits). */
export function useHubLokal() {
  return useQuery({
    queryKey: hubLokalKey,
    queryFn: () => requestData('/hub-lokal', keadaanServerSchema),
    refetchInterval: 5_000,
    retry: false,
  });
}

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** The take-over: the hub copies the competition from the central server (up to a few minutes). */
export function ambilAlihKompetisi(kode: string, nama_hub: string) {
  return requestData('/hub-lokal/ambil', ambilAlihHasilSchema, {
    method: 'POST',
    json: { kode, nama_hub: nama_hub.trim() || undefined },
    headers: idempotent(),
  });
}

/** Reads the registration data again from the central server. */
export async function segarkanDariPusat(): Promise<string> {
  const { message } = await request('/hub-lokal/segarkan', { method: 'POST', headers: idempotent() });
  return message || 'Data pendaftaran dibaca ulang dari pusat';
}

/** Sends what is left, then ends the lease; 503 'pusat_tidak_terjangkau' while the link is down. */
export async function kembalikanKePusat(): Promise<string> {
  const { message } = await request('/hub-lokal/kembalikan', { method: 'POST', headers: idempotent() });
  return message || 'Kompetisi dikembalikan ke pusat';
}
