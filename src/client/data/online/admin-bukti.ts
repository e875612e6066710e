import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as v from 'valibot';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import {
  BUKTI_STATUS_LABEL,
  VERIFIKASI_MSG,
  buktiAdminListSchema,
  buktiAdminSchema,
  verifikasiKonflikSchema,
  type BuktiAdmin,
  type VerifikasiKonflik,
} from '../../../domain/schemas/bukti-verifikasi';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';

/**
 * The ADMIN's payment-proof review queue:
 * online reads one server page at a time; each review is sent with its own Idempotency-Key (kept for a
 * retry of the same click) and the status it was made from, so a stale one comes back as a conflict.
 */

export const BUKTI_PAGE_SIZE = 24;
export const ADMIN_BUKTI_KEY = ['admin-bukti'] as const;

export interface BuktiListParams {
  id_kompetisi: number;
  page: number;
  search: string;
  status?: BuktiStatus;
}

function listPath(p: BuktiListParams): string {
  const q = new URLSearchParams({ id_kompetisi: String(p.id_kompetisi), page: String(p.page), limit: String(BUKTI_PAGE_SIZE) });
  const search = p.search.trim();
  if (search) q.set('search', search);
  if (p.status) q.set('status', p.status);
  return `/bukti-transfer/?${q.toString()}`;
}

export async function fetchAdminBukti(p: BuktiListParams) {
  const result = await send(listPath(p));
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(buktiAdminListSchema, result.body);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return parsed.output;
}

export function useAdminBukti(params: BuktiListParams | null) {
  return useQuery({
    queryKey: [...ADMIN_BUKTI_KEY, params],
    queryFn: () => fetchAdminBukti(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
    staleTime: 0,
  });
}

/** The proof moved on since the admin looked at it: the server's current review rides along. */
export class KonflikVerifikasi extends ApiError {
  constructor(
    message: string,
    readonly sekarang: VerifikasiKonflik,
  ) {
    super(409, message);
  }
}

export interface VerifikasiBody {
  status: BuktiStatus;
  catatan?: string;
  status_sebelumnya: BuktiStatus;
}

/** PATCH /bukti-transfer/{id}/verifikasi with `key` as the Idempotency-Key. */
export async function kirimVerifikasi(id: number, body: VerifikasiBody, key: string): Promise<{ message: string; bukti: BuktiAdmin }> {
  const result = await send(`/bukti-transfer/${id}/verifikasi`, { method: 'PATCH', json: body, headers: { 'Idempotency-Key': key } });
  if (result.status === 409) {
    const konflik = v.safeParse(v.object({ message: v.string(), data: verifikasiKonflikSchema }), result.body);
    if (konflik.success) throw new KonflikVerifikasi(konflik.output.message, konflik.output.data);
  }
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const parsed = v.safeParse(v.object({ message: v.optional(v.string()), data: buktiAdminSchema }), result.body);
  if (!parsed.success) throw new ApiError(502, VERIFIKASI_MSG.gagal);
  return { message: parsed.output.message ?? VERIFIKASI_MSG.berhasil[body.status], bukti: parsed.output.data };
}

/** After a review (or a conflict): the queue pages are read again. */
export function useRefreshBukti() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ADMIN_BUKTI_KEY }), [client]);
}

export const statusLabel = (s: BuktiStatus) => BUKTI_STATUS_LABEL[s];
