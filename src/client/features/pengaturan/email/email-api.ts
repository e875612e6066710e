import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailSettingResponseSchema,
  emailUjiResponseSchema,
  type EmailSetting,
  type EmailSettingInput,
  type EmailUji,
} from '../../../../domain/schemas/notifikasi';
import { request, requestData } from '../../../data/api';
import * as v from 'valibot';
import { ApiError } from '../../../data/api-error';

export const EMAIL_SETTING_KEY = ['admin', 'settings', 'email'] as const;

/** GET /admin/settings/email: the saved SMTP settings (the password only as set / not set), read online. */
export function useEmailSetting() {
  return useQuery({
    queryKey: EMAIL_SETTING_KEY,
    queryFn: (): Promise<EmailSetting> => requestData('/admin/settings/email', emailSettingResponseSchema),
    networkMode: 'online',
    staleTime: 0,
  });
}

export function useSetEmailSetting() {
  const qc = useQueryClient();
  return (s: EmailSetting) => qc.setQueryData(EMAIL_SETTING_KEY, s);
}

/** PUT /admin/settings/email with its own Idempotency-Key; answers the saved settings as GET does. */
export async function simpanEmailSetting(input: EmailSettingInput): Promise<{ message: string; data: EmailSetting }> {
  const { message, data } = await request('/admin/settings/email', {
    method: 'PUT',
    json: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const parsed = v.safeParse(emailSettingResponseSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { message, data: parsed.output };
}

/** POST /admin/settings/email/uji: sends through the saved settings; the message carries the server's answer. */
export async function kirimEmailUji(ke: string): Promise<{ message: string; data: EmailUji }> {
  const { message, data } = await request('/admin/settings/email/uji', {
    method: 'POST',
    json: { ke },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const parsed = v.safeParse(emailUjiResponseSchema, data);
  if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
  return { message, data: parsed.output };
}
