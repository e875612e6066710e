import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { CABANG_KOMPETISI, KATEGORI, type StatusKompetisi } from '../../../domain/kompetisi/types';
import { JENIS_KELAMIN } from '../../../domain/roles';
import { request, requestData } from '../api';
import { ApiError } from '../api-error';
import { newId } from '../outbox';
import { kompetisiSchema, type Kompetisi } from './kompetisi';

/**
 * Managing competitions, online only: reads and writes through TanStack Query. After every
 * write the ['kompetisi'] queries (the public list, detail and catalogue) and the Dexie-backed records
 * the coach screens and the wizard read ('kompetisi:*', 'kelas:*') are refreshed.
 */

export const kelasKatalogSchema = v.object({
  key: v.string(),
  cabang: v.picklist(CABANG_KOMPETISI),
  kategori: v.picklist(KATEGORI),
  id_kelompok: v.number(),
  nama_kelompok: v.string(),
  jenis_kelamin: v.nullable(v.picklist(JENIS_KELAMIN)),
  nama_kelas: v.string(),
  nama: v.string(),
  dipilih: v.boolean(),
  id_kelas_kejuaraan: v.nullable(v.number()),
  jumlah_peserta: v.number(),
  ada_bagan: v.boolean(),
});
export type KelasKatalog = v.InferOutput<typeof kelasKatalogSchema>;

const katalogSchema = v.object({ kelas: v.array(kelasKatalogSchema), di_luar_katalog: v.number() });
export type KatalogKompetisi = v.InferOutput<typeof katalogSchema>;

export const kompetisiDetailKey = (id: number) => ['kompetisi', 'detail', id] as const;
const katalogKey = (id: number) => ['kompetisi', 'kelas-katalog', id] as const;

const KOMPETISI_PUBLIK = /^\/api\/kompetisi(\/\d+)?\/?$/;

/**
 * The service worker serves GET /api/kompetisi and /api/kompetisi/{id} stale-while-revalidate (public
 * reference data, sw/routes.ts). An admin must read and edit the current values, so those stored
 * answers are dropped first: the next read then goes to the network (and stores the fresh answer).
 */
export async function lupakanCacheKompetisi(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const req of await cache.keys()) if (KOMPETISI_PUBLIK.test(new URL(req.url).pathname)) await cache.delete(req);
    }
  } catch {
    // No CacheStorage (insecure origin, private mode): nothing is stored either.
  }
}

/** GET /kompetisi, past the service worker's stored copy. */
export function useKompetisiAdminList() {
  return useQuery({
    queryKey: ['kompetisi', 'admin-list'],
    queryFn: async () => {
      await lupakanCacheKompetisi();
      return requestData('/kompetisi', v.array(kompetisiSchema));
    },
    networkMode: 'online',
  });
}

export function useKompetisiAdminDetail(id: number | null) {
  return useQuery({
    queryKey: kompetisiDetailKey(id ?? 0),
    queryFn: async () => {
      await lupakanCacheKompetisi();
      return requestData(`/kompetisi/${id}`, kompetisiSchema);
    },
    enabled: id !== null,
    networkMode: 'online',
  });
}

export function useKelasKatalog(id: number) {
  return useQuery({
    queryKey: katalogKey(id),
    queryFn: () => requestData(`/kompetisi/${id}/kelas-katalog`, katalogSchema),
    networkMode: 'online',
  });
}

/** The competition queries and the cached records the coach screens and the wizard read. */
export async function segarkanKompetisi(qc: QueryClient): Promise<void> {
  await lupakanCacheKompetisi();
  await Promise.all([
    qc.invalidateQueries({ queryKey: ['kompetisi'] }),
    qc.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'record' && typeof q.queryKey[1] === 'string' && /^(kompetisi|kelas):/.test(q.queryKey[1]),
    }),
  ]);
}

/**
 * One Idempotency-Key per request body: sending the same body again (a retry after a lost answer)
 * reuses the key, so the server answers the first result instead of writing twice; another body gets a
 * new key. Forgotten after a success.
 */
function useKunci() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    untuk(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newId() };
      return last.current.key;
    },
    lupakan() {
      last.current = null;
    },
  };
}

export type KompetisiBody = Record<string, string | number | boolean | null | string[]>;

function useTulis<A, R>(kirim: (arg: A, key: (body: unknown) => string) => Promise<{ message: string; data: R }>) {
  const qc = useQueryClient();
  const kunci = useKunci();
  return useMutation({
    networkMode: 'online',
    mutationFn: (arg: A) => kirim(arg, kunci.untuk),
    onSuccess: async ({ data }) => {
      kunci.lupakan();
      // The answer is the stored competition: shown at once, before the reads come back.
      const k = v.safeParse(kompetisiSchema, data);
      if (k.success) qc.setQueryData(kompetisiDetailKey(k.output.id_kompetisi), k.output);
      await segarkanKompetisi(qc);
    },
  });
}

const asKompetisi = (data: unknown): Kompetisi => {
  const parsed = v.safeParse(kompetisiSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return parsed.output;
};

export function useBuatKompetisi() {
  return useTulis(async (body: KompetisiBody, key) => {
    const res = await request('/kompetisi', { method: 'POST', json: body, headers: { 'Idempotency-Key': key(body) } });
    return { message: res.message, data: asKompetisi(res.data) };
  });
}

export function useUbahKompetisi(id: number) {
  return useTulis(async (body: KompetisiBody, key) => {
    const res = await request(`/kompetisi/${id}`, { method: 'PUT', json: body, headers: { 'Idempotency-Key': key(body) } });
    return { message: res.message, data: asKompetisi(res.data) };
  });
}

export function useUbahStatusKompetisi(id: number) {
  return useTulis(async (body: { status: StatusKompetisi; status_sebelumnya: StatusKompetisi }, key) => {
    const res = await request(`/kompetisi/${id}/status`, { method: 'PATCH', json: body, headers: { 'Idempotency-Key': key(body) } });
    return { message: res.message, data: asKompetisi(res.data) };
  });
}

export function useSimpanKelas(id: number) {
  return useTulis(async (kelas: string[], key) => {
    const body = { kelas };
    const res = await request(`/kompetisi/${id}/kelas`, { method: 'PUT', json: body, headers: { 'Idempotency-Key': key(body) } });
    return { message: res.message, data: res.data };
  });
}
