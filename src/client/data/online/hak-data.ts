import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { atletSchema } from '../../../domain/api-types';
import { hakDataAtletSchema, penangananSchema, type HakDataAtlet, type Penanganan } from '../../../domain/hak-data/api';
import { ApiError, RESPONS_TIDAK_VALID } from '../api-error';
import { request, requestData } from '../api';
import { putServerAtlet } from '../atlet/store';
import { getDb } from '../db';
import { currentUser } from '../session';
import { unduhBerkas } from '../unduh';

/** The data subject's rights (online only: nothing of it is kept on the device). */

export const kunciHakData = (id_atlet: number | null) => ['hak-data', 'atlet', id_atlet] as const;
export const kunciPenanganan = (id: number | null) => ['hak-data', 'permintaan', id] as const;

/** The athlete's requests and whether its data was erased. */
export function useHakDataAtlet(id_atlet: number | null, enabled: boolean) {
  return useQuery({
    queryKey: kunciHakData(id_atlet),
    queryFn: (): Promise<HakDataAtlet> => requestData(`/atlet/${id_atlet}/hak-data`, hakDataAtletSchema),
    enabled: enabled && id_atlet !== null,
    networkMode: 'online',
    retry: false,
  });
}

/** 'Unduh semua data': the athlete's whole data as one ZIP (recorded by the server). */
export const unduhDataAtlet = (id_atlet: number) => unduhBerkas(`/atlet/${id_atlet}/ekspor-data`, `data-atlet-${id_atlet}.zip`);

function parse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const p = v.safeParse(schema, data);
  if (!p.success) throw new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
  return p.output;
}

/**
 * 'Minta hapus data': the request is recorded (and the consent withdrawn with it); the athlete's copy on this device
 * is read again so its page stops offering edits.
 */
export async function mintaHapusData(id_atlet: number, alasan: string): Promise<{ pesan: string; data: HakDataAtlet }> {
  const { message, data } = await request(`/atlet/${id_atlet}/hapus-data`, {
    method: 'POST',
    json: alasan.trim() ? { alasan: alasan.trim() } : {},
  });
  const user = currentUser();
  if (user) {
    const atlet = await requestData(`/atlet/${id_atlet}`, atletSchema).catch(() => null);
    if (atlet) await putServerAtlet(getDb(), user.id_akun, atlet);
  }
  return { pesan: message, data: parse(hakDataAtletSchema, data) };
}

/** One request as the ADMIN handles it: what an erasure removes, the competitions still holding the athlete. */
export function usePenanganan(id: number | null) {
  return useQuery({
    queryKey: kunciPenanganan(id),
    queryFn: (): Promise<Penanganan> => requestData(`/admin/permintaan-data/${id}`, penangananSchema),
    enabled: id !== null,
    networkMode: 'online',
    retry: false,
  });
}

/** The ADMIN's 'Hapus data' or 'Tolak', with the reason. */
export async function tanganiPermintaan(id: number, aksi: 'hapus' | 'tolak', alasan: string): Promise<{ pesan: string; data: Penanganan }> {
  const { message, data } = await request(`/admin/permintaan-data/${id}/${aksi}`, { method: 'POST', json: { alasan: alasan.trim() } });
  return { pesan: message, data: parse(penangananSchema, data) };
}
