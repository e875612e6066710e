import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { dojangOptionSchema, type DojangOption } from '../../../domain';
import { request, requestData } from '../api';

/**
 * Dojang calls of the public pages (registration): online only, kept apart from the offline (Dexie)
 * queries so a visitor's pages never load IndexedDB code.
 */

/** The dojang list of the coach-registration select. */
export function useDojangOptions() {
  return useQuery({
    queryKey: ['dojang', 'options'],
    queryFn: () => requestData('/dojang/listdojang', v.array(dojangOptionSchema)),
  });
}

/** The new dojang as a choice of the coach-registration list (it has no coach yet). */
const createdDojangSchema = v.pipe(
  v.pick(dojangOptionSchema, ['id_dojang', 'nama_dojang', 'kota', 'provinsi']),
  v.transform((d): DojangOption => ({ ...d, has_pelatih: false })),
);

/** POST /dojang; the new dojang lets the page offer its coach's registration next. */
export async function registerDojang(form: FormData): Promise<{ message: string; dojang?: DojangOption }> {
  const { message, data } = await request('/dojang', { method: 'POST', form });
  const created = v.safeParse(createdDojangSchema, data);
  return { message: message || 'Registrasi dojang berhasil! Silahkan login.', dojang: created.success ? created.output : undefined };
}
