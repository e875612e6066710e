import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request, requestData } from '../api';

/** The competition's weigh-in staff accounts (competition admin): online reads and writes, each write once. */

export const petugasSchema = v.looseObject({
  id_petugas: v.number(),
  id_akun: v.number(),
  nama: v.string(),
  email: v.string(),
  status: v.picklist(['ACTIVE', 'INACTIVE']),
  created_at: v.string(),
});
export type Petugas = v.InferOutput<typeof petugasSchema>;

export const petugasQueryKey = (id_kompetisi: number) => ['petugas', id_kompetisi] as const;

export function usePetugas(id_kompetisi: number) {
  return useQuery({
    queryKey: petugasQueryKey(id_kompetisi),
    queryFn: () => requestData(`/kompetisi/${id_kompetisi}/petugas`, v.array(petugasSchema)),
    networkMode: 'online',
  });
}

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export async function tambahPetugas(id_kompetisi: number, body: { nama: string; email: string; password: string }): Promise<string> {
  const { message } = await request(`/kompetisi/${id_kompetisi}/petugas`, { method: 'POST', json: body, headers: idempotent() });
  return message || 'Akun petugas dibuat';
}

export async function ubahPetugas(
  id_kompetisi: number,
  id_petugas: number,
  body: { nama?: string; password?: string; status?: 'ACTIVE' | 'INACTIVE' },
): Promise<string> {
  const { message } = await request(`/kompetisi/${id_kompetisi}/petugas/${id_petugas}`, {
    method: 'PUT',
    json: body,
    headers: idempotent(),
  });
  return message || 'Akun petugas diperbarui';
}

export async function hapusPetugas(id_kompetisi: number, id_petugas: number): Promise<string> {
  const { message } = await request(`/kompetisi/${id_kompetisi}/petugas/${id_petugas}`, { method: 'DELETE', headers: idempotent() });
  return message || 'Akun petugas dihapus';
}
