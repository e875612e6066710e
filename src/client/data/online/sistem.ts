import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  daftarCadanganSchema,
  hasilBersihkanSchema,
  hasilPulihkanSchema,
  maintenanceSchema,
  cadanganSchema,
  KATA_KONFIRMASI,
  type Cadangan,
  type DaftarCadangan,
  type HasilBersihkan,
  type HasilPulihkan,
  type MaintenanceInput,
  type MaintenanceState,
} from '../../../domain/schemas/sistem';
import { API_BASE, SESSION_EXPIRED_EVENT, request, requestData, toApiError } from '../api';
import { ApiError, NETWORK_MESSAGE } from '../api-error';
import { authHeaders, unduhBerkas } from '../unduh';

/** Settings › Sistem (ADMIN, online only) and the public maintenance status every page polls. */

export const CADANGAN_KEY = ['admin', 'sistem', 'cadangan'] as const;
export const MAINTENANCE_KEY = ['admin', 'sistem', 'maintenance'] as const;

export { segarkanStatus, useStatusSistem } from './status-sistem';

export function useDaftarCadangan() {
  return useQuery({
    queryKey: CADANGAN_KEY,
    queryFn: (): Promise<DaftarCadangan> => requestData('/admin/sistem/backup', daftarCadanganSchema),
    networkMode: 'online',
  });
}

export function useMaintenance() {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: (): Promise<MaintenanceState> => requestData('/admin/sistem/maintenance', maintenanceSchema),
    networkMode: 'online',
  });
}

export const unduhCadangan = (nama: string) => unduhBerkas(`/admin/sistem/backup/${encodeURIComponent(nama)}`, nama);
export const eksporData = () => unduhBerkas('/admin/sistem/ekspor', 'arena-data.json');

export async function buatCadangan(): Promise<{ cadangan: Cadangan; message: string }> {
  const { data, message } = await request('/admin/sistem/backup', { method: 'POST' });
  const parsed = v.safeParse(cadanganSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { cadangan: parsed.output, message };
}

export async function hapusCadangan(nama: string): Promise<string> {
  return (await request(`/admin/sistem/backup/${encodeURIComponent(nama)}`, { method: 'DELETE' })).message;
}

export async function pulihkanCadangan(nama: string, konfirmasi: string): Promise<{ hasil: HasilPulihkan; message: string }> {
  const { data, message } = await request('/admin/sistem/pulihkan', { method: 'POST', json: { nama, konfirmasi } });
  const parsed = v.safeParse(hasilPulihkanSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { hasil: parsed.output, message };
}

/** Uploads a backup file as the raw body (XHR, for the progress bar) and restores from it. */
export function pulihkanBerkas(
  file: File,
  konfirmasi: string,
  onProgress: (fraction: number) => void,
): Promise<{ hasil: HasilPulihkan; message: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/admin/sistem/pulihkan/unggah?konfirmasi=${encodeURIComponent(konfirmasi)}`);
    for (const [k, val] of Object.entries(authHeaders())) xhr.setRequestHeader(k, val);
    xhr.setRequestHeader('Content-Type', 'application/gzip');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiError({ status: xhr.status, body }));
      const env = v.safeParse(v.object({ message: v.optional(v.string(), ''), data: hasilPulihkanSchema }), body);
      if (!env.success) return reject(new ApiError(502, 'Response data tidak valid'));
      resolve({ hasil: env.output.data, message: env.output.message });
    };
    xhr.send(file);
  });
}

export async function simpanMaintenance(input: MaintenanceInput): Promise<{ state: MaintenanceState; message: string }> {
  const { data, message } = await request('/admin/sistem/maintenance', { method: 'PUT', json: input });
  const parsed = v.safeParse(maintenanceSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { state: parsed.output, message };
}

export async function bersihkanCache(): Promise<{ hasil: HasilBersihkan; message: string }> {
  const { data, message } = await request('/admin/sistem/bersihkan-cache', { method: 'POST' });
  const parsed = v.safeParse(hasilBersihkanSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { hasil: parsed.output, message };
}

export { KATA_KONFIRMASI };
