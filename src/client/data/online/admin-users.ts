import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { AkunStatus, Role } from '../../../domain/roles';
import {
  ADMIN_USER_PAGE_SIZE,
  adminUserListResponseSchema,
  adminUserSchema,
  type AdminUser,
  type AdminUserList,
} from '../../../domain/schemas/admin-user';
import { ApiError } from '../api-error';
import { request, send, toApiError } from '../api';

/**
 * ADMIN user management: online reads, one server page of 20 at a time, and writes
 * each sent with its own Idempotency-Key so a retried click lands once.
 */

export interface UserListParams {
  page: number;
  search: string;
  role?: Role;
  status?: AkunStatus;
}

export const ADMIN_USERS_KEY = ['admin-users'] as const;

function listPath(params: UserListParams): string {
  const q = new URLSearchParams({ page: String(params.page), limit: String(ADMIN_USER_PAGE_SIZE) });
  const search = params.search.trim();
  if (search) q.set('search', search);
  if (params.role) q.set('role', params.role);
  if (params.status) q.set('status', params.status);
  return `/admin/users?${q.toString()}`;
}

/** GET /api/admin/users: data, meta and counts in one envelope. */
export async function fetchAdminUsers(params: UserListParams): Promise<AdminUserList> {
  const result = await send(listPath(params));
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(adminUserListResponseSchema, result.body);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return parsed.output;
}

/** One page; the previous page stays on screen while the next one loads. Never sample data. */
export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, params],
    queryFn: () => fetchAdminUsers(params),
    placeholderData: keepPreviousData,
    networkMode: 'online',
    staleTime: 0,
  });
}

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

function userOf(data: unknown): AdminUser | null {
  const parsed = v.safeParse(adminUserSchema, data);
  return parsed.success ? parsed.output : null;
}

export async function ubahStatusUser(id_akun: number, status: AkunStatus) {
  const { message, data } = await request(`/admin/users/${id_akun}/status`, { method: 'PATCH', json: { status }, headers: idempotent() });
  return { message, user: userOf(data) };
}

export async function hapusUser(id_akun: number) {
  const { message } = await request(`/admin/users/${id_akun}`, { method: 'DELETE', headers: idempotent() });
  return { message };
}

export interface TambahUserBody {
  role: 'ADMIN' | 'ADMIN_KOMPETISI';
  nama: string;
  email: string;
  password: string;
  konfirmasi_password: string;
  id_kompetisi?: number;
}

export async function tambahUser(body: TambahUserBody) {
  const { message, data } = await request('/admin/users', { method: 'POST', json: body, headers: idempotent() });
  return { message, user: userOf(data) };
}

/** After a write the list and its counts are read again. */
export function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
}
