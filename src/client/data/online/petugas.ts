import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { PERAN_PETUGAS, type PeranPetugas } from '../../../domain/penimbangan/schemas';
import { request, requestData } from '../api';

/**
 * The competition's staff accounts (competition admin): weigh-in staff and court staff with their court; online reads
 * and writes, each write once (its own Idempotency-Key).
 */

export const petugasSchema = v.looseObject({
  id_petugas: v.number(),
  id_akun: v.number(),
  nama: v.string(),
  email: v.string(),
  status: v.picklist(['ACTIVE', 'INACTIVE']),
  /** PETUGAS_TIMBANG or PETUGAS_LAPANGAN; an answer from before court staff has none: weigh-in staff. */
  role: v.optional(v.picklist(PERAN_PETUGAS), 'PETUGAS_TIMBANG'),
  id_lapangan: v.optional(v.nullable(v.number()), null),
  nama_lapangan: v.optional(v.nullable(v.string()), null),
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

export interface PetugasBaru {
  nama: string;
  email: string;
  password: string;
  role: PeranPetugas;
  /** Court staff only. */
  id_lapangan: number | null;
}

export async function tambahPetugas(id_kompetisi: number, body: PetugasBaru): Promise<string> {
  const { message } = await request(`/kompetisi/${id_kompetisi}/petugas`, { method: 'POST', json: body, headers: idempotent() });
  return message || 'Akun petugas dibuat';
}

export async function ubahPetugas(
  id_kompetisi: number,
  id_petugas: number,
  body: { nama?: string; password?: string; status?: 'ACTIVE' | 'INACTIVE'; id_lapangan?: number },
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
