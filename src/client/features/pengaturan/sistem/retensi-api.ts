import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { retensiResponseSchema, type RetensiSetting, type RetensiSettingResponse } from '../../../../domain/retensi';
import { request, requestData } from '../../../data/api';
import { ApiError } from '../../../data/api-error';

export const RETENSI_SETTING_KEY = ['admin', 'settings', 'retensi'] as const;

/** GET /admin/settings/retensi: the period and the daily job's last run, read online. */
export function useRetensiSetting() {
  return useQuery({
    queryKey: RETENSI_SETTING_KEY,
    queryFn: (): Promise<RetensiSettingResponse> => requestData('/admin/settings/retensi', retensiResponseSchema),
    networkMode: 'online',
    staleTime: 0,
  });
}

/** PUT /admin/settings/retensi with its own Idempotency-Key; the saved value goes straight into the cache. */
export function useSimpanRetensi() {
  const qc = useQueryClient();
  return async (input: RetensiSetting): Promise<string> => {
    const { message, data } = await request('/admin/settings/retensi', {
      method: 'PUT',
      json: input,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const parsed = v.safeParse(retensiResponseSchema, data);
    if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
    qc.setQueryData(RETENSI_SETTING_KEY, parsed.output);
    return message;
  };
}
