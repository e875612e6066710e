import type { CoachRegisterInput } from '../../../domain';
import { request } from '../api';

/** Coach registration (POST /auth/register). */
export async function registerCoach(
  input: Omit<CoachRegisterInput, 'id_dojang'> & { id_dojang: number | string },
): Promise<{ message: string }> {
  const { message } = await request('/auth/register', { method: 'POST', json: input });
  return { message: message || 'Registrasi berhasil! Silakan login.' };
}

/** Sends the one-time reset code by email; the answer is the same whether or not the email exists. */
export async function requestResetCode(email: string): Promise<{ message: string }> {
  const { message } = await request('/auth/reset-password/code', { method: 'POST', json: { email } });
  return { message };
}

export async function resetPassword(input: {
  email: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<{ message: string }> {
  const { message } = await request('/auth/reset-password', { method: 'POST', json: input });
  return { message: message || 'Password berhasil direset!' };
}
