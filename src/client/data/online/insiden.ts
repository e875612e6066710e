import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { inventarisSchema, type Inventaris } from '../../../domain/insiden/inventaris';
import {
  halamanAksesInsidenSchema,
  halamanAktivitasInsidenSchema,
  ringkasanInsidenSchema,
  type RingkasanInsiden,
} from '../../../domain/insiden/laporan';
import { ApiError, RESPONS_TIDAK_VALID } from '../api-error';
import { requestData, send, toApiError } from '../api';
import { unduhBerkas } from '../unduh';

/** Breach readiness (ADMIN, online only). */

export interface JendelaInsiden {
  /** ISO instants. */
  dari: string;
  sampai: string;
  terdeteksi: string;
  email: string;
}

const kueri = (j: JendelaInsiden, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ dari: j.dari, sampai: j.sampai, terdeteksi: j.terdeteksi, ...extra });
  if (j.email.trim()) q.set('email', j.email.trim());
  return q.toString();
};

export function useInventaris() {
  return useQuery({
    queryKey: ['insiden', 'inventaris'],
    queryFn: (): Promise<Inventaris> => requestData('/admin/insiden/inventaris', inventarisSchema),
    networkMode: 'online',
  });
}

export function useRingkasanInsiden(j: JendelaInsiden | null) {
  return useQuery({
    queryKey: ['insiden', 'ringkasan', j],
    queryFn: (): Promise<RingkasanInsiden> => requestData(`/admin/insiden/ringkasan?${kueri(j!)}`, ringkasanInsidenSchema),
    enabled: j !== null,
    networkMode: 'online',
    retry: false,
  });
}

async function halaman<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const res = await send(path);
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const parsed = v.safeParse(schema, res.body);
  if (!parsed.success) throw new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
  return parsed.output;
}

const DAFTAR = { akses: halamanAksesInsidenSchema, aktivitas: halamanAktivitasInsidenSchema } as const;

/** A page of the window's looks at private data, or of its activity log. */
export function useDaftarInsiden<K extends keyof typeof DAFTAR>(jenis: K, j: JendelaInsiden | null, page: number) {
  return useQuery({
    queryKey: ['insiden', jenis, j, page],
    queryFn: (): Promise<v.InferOutput<(typeof DAFTAR)[K]>> =>
      halaman(`/admin/insiden/${jenis}?${kueri(j!, { page: String(page) })}`, DAFTAR[jenis]),
    enabled: j !== null,
    networkMode: 'online',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const unduhLaporanInsiden = (j: JendelaInsiden, format: 'json' | 'xlsx') =>
  unduhBerkas(`/admin/insiden/laporan?${kueri(j, { format })}`, `laporan-insiden.${format}`);
