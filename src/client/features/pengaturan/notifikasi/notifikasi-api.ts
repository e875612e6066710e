import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { notifikasiResponseSchema, type NotifikasiSetting, type NotifikasiSettingResponse } from '../../../../domain/schemas/notifikasi';
import { request, requestData } from '../../../data/api';
import { ApiError } from '../../../data/api-error';

export const NOTIFIKASI_SETTING_KEY = ['admin', 'settings', 'notifikasi'] as const;

/** GET /admin/settings/notifikasi: the channel and event toggles, read online. */
export function useNotifikasiSetting() {
  return useQuery({
    queryKey: NOTIFIKASI_SETTING_KEY,
    queryFn: (): Promise<NotifikasiSettingResponse> => requestData('/admin/settings/notifikasi', notifikasiResponseSchema),
    networkMode: 'online',
    staleTime: 0,
  });
}

/** PUT /admin/settings/notifikasi with its own Idempotency-Key; the saved values go straight into the cache. */
export function useSimpanNotifikasi() {
  const qc = useQueryClient();
  return async (input: NotifikasiSetting): Promise<string> => {
    const { message, data } = await request('/admin/settings/notifikasi', {
      method: 'PUT',
      json: input,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const parsed = v.safeParse(notifikasiResponseSchema, data);
    if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
    qc.setQueryData(NOTIFIKASI_SETTING_KEY, parsed.output);
    return message;
  };
}
