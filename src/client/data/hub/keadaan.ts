import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import type { KeadaanServer } from '../../../domain/hub/kontrak';
import { requestData } from '../api';
import { useHubPerangkat } from './sambungan';
import { keadaanServerSchema } from './skema';

/**
 * Which server this page talks to and whether it reaches the central one (GET /api/server/keadaan), for the badge on
 * every desk, board and public page: read every 30 s, the last answer kept in localStorage per server so a reload
 * without the network still knows what it was talking to (then 'Luring').
 */

export const KEADAAN_POLL_MS = 30_000;
/** Every server's badge state (the key's prefix): read again after a take-over, a hand-back or a lease ended. */
export const keadaanServerKey = ['server-keadaan'] as const;
const kunci = (asal: string) => `arena:keadaan-server:${asal || 'sini'}`;

const tersimpanSchema = v.object({ keadaan: keadaanServerSchema, dibaca: v.number() });

function bacaTersimpan(asal: string): { keadaan: KeadaanServer; dibaca: number } | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(kunci(asal));
    const p = raw ? v.safeParse(tersimpanSchema, JSON.parse(raw)) : null;
    return p?.success ? p.output : undefined;
  } catch {
    return undefined;
  }
}

function simpan(asal: string, keadaan: KeadaanServer, dibaca: number) {
  try {
    globalThis.localStorage?.setItem(kunci(asal), JSON.stringify({ keadaan, dibaca }));
  } catch {
    /* private mode: kept in memory only */
  }
}

export interface KeadaanTerbaca {
  keadaan: KeadaanServer | null;
  /** The latest read got no answer: what is shown is the last one known. */
  luring: boolean;
}

export function useKeadaanServer(): KeadaanTerbaca {
  const asal = useHubPerangkat()?.asal ?? '';
  const q = useQuery({
    queryKey: [...keadaanServerKey, asal],
    queryFn: async () => {
      const keadaan = await requestData('/server/keadaan', keadaanServerSchema);
      const dibaca = Date.now();
      simpan(asal, keadaan, dibaca);
      return { keadaan, dibaca };
    },
    initialData: () => bacaTersimpan(asal),
    initialDataUpdatedAt: () => bacaTersimpan(asal)?.dibaca,
    refetchInterval: KEADAAN_POLL_MS,
    // A page opened after a take-over or a hand-back asks again rather than showing the last page's answer.
    staleTime: 5_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
  return { keadaan: q.data?.keadaan ?? null, luring: q.isError && q.errorUpdatedAt >= q.dataUpdatedAt };
}
