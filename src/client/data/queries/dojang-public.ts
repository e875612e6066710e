import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { dojangOptionSchema } from '../../../domain';
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

export async function registerDojang(form: FormData): Promise<{ message: string }> {
  const { message } = await request('/dojang', { method: 'POST', form });
  return { message: message || 'Registrasi dojang berhasil! Silahkan login.' };
}
