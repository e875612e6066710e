import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ADMIN_ATLET_PAGE_SIZE, adminAtletPageSchema, type AdminAtletPage } from '../../../domain/schemas/atlet-admin';
import type { JenisKelamin } from '../../../domain/roles';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';

/**
 * The ADMIN's Data Atlet: one server page of 100 at a time
 * (GET /api/atlet?page=…), online only — the list of every athlete is never loaded whole.
 */

export interface AdminAtletParams {
  page: number;
  search: string;
  jenis_kelamin?: JenisKelamin;
  /** An age group id (KELOMPOK_USIA). */
  kategori_umur?: number;
}

export type { AdminAtletPage, AdminAtletRow } from '../../../domain/schemas/atlet-admin';

function pagePath(p: AdminAtletParams): string {
  const q = new URLSearchParams({ page: String(p.page), limit: String(ADMIN_ATLET_PAGE_SIZE) });
  const search = p.search.trim();
  if (search) q.set('search', search);
  if (p.jenis_kelamin) q.set('jenis_kelamin', p.jenis_kelamin);
  if (p.kategori_umur !== undefined) q.set('kategori_umur', String(p.kategori_umur));
  return `/atlet?${q.toString()}`;
}

export async function fetchAdminAtlet(p: AdminAtletParams): Promise<AdminAtletPage> {
  const result = await send(pagePath(p));
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(adminAtletPageSchema, result.body);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return parsed.output;
}

/** One page; the previous page stays on screen while the next one loads. */
export function useAdminAtlet(params: AdminAtletParams) {
  return useQuery({
    queryKey: ['admin-atlet', params],
    queryFn: () => fetchAdminAtlet(params),
    placeholderData: keepPreviousData,
    networkMode: 'online',
    staleTime: 30_000,
  });
}
