import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  kodePemulihanSchema,
  pendaftaranDuaFaktorSchema,
  statusDuaFaktorSchema,
  type GantiPasswordInput,
  type PendaftaranDuaFaktor,
  type StatusDuaFaktor,
} from '../../../../domain/schemas/keamanan';
import { request, requestData } from '../../../data/api';

/**
 * Keamanan tab calls (online only): password change and two-factor login of the signed-in account. The
 * two-factor answers carry a secret or recovery codes, so they are never sent with an Idempotency-Key
 * (the server would not keep them anyway); each is safe to repeat by hand.
 */

export const DUA_FAKTOR_KEY = ['auth', '2fa'] as const;

export function useStatusDuaFaktor() {
  return useQuery({
    queryKey: DUA_FAKTOR_KEY,
    queryFn: (): Promise<StatusDuaFaktor> => requestData('/auth/2fa', statusDuaFaktorSchema),
    networkMode: 'online',
    staleTime: 0,
  });
}

export function useRefreshDuaFaktor() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: DUA_FAKTOR_KEY });
}

export async function gantiPassword(input: GantiPasswordInput): Promise<string> {
  const { message } = await request('/auth/password', {
    method: 'PUT',
    json: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return message;
}

export function mulaiDuaFaktor(password: string): Promise<PendaftaranDuaFaktor> {
  return requestData('/auth/2fa/daftar', pendaftaranDuaFaktorSchema, { method: 'POST', json: { password } });
}

export async function aktifkanDuaFaktor(kode: string): Promise<string[]> {
  return (await requestData('/auth/2fa/aktifkan', kodePemulihanSchema, { method: 'POST', json: { kode } })).kode_pemulihan;
}

export async function nonaktifkanDuaFaktor(password: string, kode: string): Promise<string> {
  const { message } = await request('/auth/2fa/nonaktifkan', { method: 'POST', json: { password, kode } });
  return message;
}

export async function buatUlangKodePemulihan(password: string): Promise<string[]> {
  return (await requestData('/auth/2fa/kode-pemulihan', kodePemulihanSchema, { method: 'POST', json: { password } })).kode_pemulihan;
}
