import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  DOJANG_PAGE_SIZE,
  DOJANG_STATS_NOL,
  adminDojangDetailSchema,
  adminDojangListSchema,
  dojangStatsSchema,
  kompetisiDojangListSchema,
  type AdminDojangDetail,
  type DojangStatus,
} from '../../../domain/schemas/admin-dojang';
import { ApiError } from '../api-error';
import { request, requestData, send, toApiError } from '../api';

/**
 * Dojang validation of the admin areas: online reads (server-side pages of 20) and ADMIN writes, each
 * sent with its own Idempotency-Key so a retried click lands once.
 */

export interface DojangListParams {
  page: number;
  search: string;
  status?: DojangStatus;
}

const qs = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(params)) if (val !== undefined && val !== '') q.set(k, String(val));
  return q.toString();
};

/** A list answer whose envelope carries meta beside data. */
async function pageOf<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const result = await send(path);
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(schema, result.body);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return parsed.output;
}

export const ADMIN_DOJANG_KEY = ['admin-dojang'] as const;
const STATS_KEY = ['dojang', 'stats'] as const;

/** GET /admin/dojang: one page of 20. */
export function fetchAdminDojang(params: DojangListParams) {
  return pageOf(
    `/admin/dojang?${qs({ page: params.page, limit: DOJANG_PAGE_SIZE, search: params.search.trim(), status: params.status })}`,
    adminDojangListSchema,
  );
}

/** GET /kompetisi/{id}/dojang: one page of 20 of the dojangs with entries in the competition. */
export function fetchKompetisiDojang(id_kompetisi: number, params: { page: number; search: string }) {
  return pageOf(
    `/kompetisi/${id_kompetisi}/dojang?${qs({ page: params.page, limit: DOJANG_PAGE_SIZE, search: params.search.trim() })}`,
    kompetisiDojangListSchema,
  );
}

/** The ADMIN's list; the previous page stays on screen while the next one loads. */
export function useAdminDojangList(params: DojangListParams) {
  return useQuery({
    queryKey: [...ADMIN_DOJANG_KEY, 'list', params],
    queryFn: () => fetchAdminDojang(params),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** GET /admin/dojang/{id}: the detail modal's record. */
export function useAdminDojangDetail(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_DOJANG_KEY, 'detail', id],
    queryFn: () => requestData(`/admin/dojang/${id}`, adminDojangDetailSchema),
    enabled: id !== null,
    networkMode: 'online',
  });
}

/** GET /dojang/stats: real counts; zeros when they cannot be loaded. */
export function useDojangStats() {
  const query = useQuery({
    queryKey: STATS_KEY,
    queryFn: () => requestData('/dojang/stats', dojangStatsSchema),
    networkMode: 'online',
  });
  return { ...query, stats: query.data ?? DOJANG_STATS_NOL };
}

export async function ubahStatusDojang(input: {
  id_dojang: number;
  status: DojangStatus;
  status_sebelumnya: DojangStatus;
  catatan?: string;
}) {
  const { message, data } = await request(`/admin/dojang/${input.id_dojang}/status`, {
    method: 'PATCH',
    json: {
      status: input.status,
      status_sebelumnya: input.status_sebelumnya,
      ...(input.catatan !== undefined ? { catatan: input.catatan } : {}),
    },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const parsed = v.safeParse(adminDojangDetailSchema, data);
  return { message, data: parsed.success ? parsed.output : null };
}

export async function hapusDojang(id_dojang: number): Promise<{ message: string }> {
  const { message } = await request(`/admin/dojang/${id_dojang}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return { message };
}

/** After a write: the lists, the detail and the stat cards are read again. */
export function useRefreshDojang() {
  const client = useQueryClient();
  return (detail?: AdminDojangDetail | null) => {
    if (detail) client.setQueryData([...ADMIN_DOJANG_KEY, 'detail', detail.id_dojang], detail);
    void client.invalidateQueries({ queryKey: ADMIN_DOJANG_KEY });
    void client.invalidateQueries({ queryKey: STATS_KEY });
  };
}

/** The competition admin's list of the dojangs with entries in its competition. */
export function useKompetisiDojangList(id_kompetisi: number | null, params: { page: number; search: string }) {
  return useQuery({
    queryKey: ['kompetisi-dojang', id_kompetisi, params],
    queryFn: () => fetchKompetisiDojang(id_kompetisi ?? 0, params),
    enabled: id_kompetisi !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}
