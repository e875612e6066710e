import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { PASSWORD } from './helpers/fixtures';
import type { TestServer } from './helpers/server';

/**
 * Start of a 30-second step, plus 5 s: the server's clock is moved with vi.setSystemTime (Date only). It is the
 * step of the moment the file loads, not a fixed date: timers (sockets, fetch) run on the real clock and compute
 * their delays from Date, so a faked Date months away would give them delays beyond Node's timer limit.
 */
export const T0 = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;

/** Only Date is faked: timers, sockets and the database keep running normally. */
export function jamPalsu(at = T0): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export function majukan(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/** The code an authenticator app shows for this base32 secret at `at` (computed with otpauth, like the app). */
export function kodeApp(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

/** Enrols and confirms two-factor login for the account of `token`; answers the secret and the recovery codes. */
export async function aktifkan2fa(t: TestServer, token: string, password = PASSWORD) {
  const daftar = await t.api('POST', '/api/auth/2fa/daftar', { token, json: { password } });
  expect(daftar.status).toBe(200);
  const secret = daftar.body.data.secret as string;
  const on = await t.api('POST', '/api/auth/2fa/aktifkan', { token, json: { kode: kodeApp(secret) } });
  expect(on.status).toBe(200);
  return { secret, kodePemulihan: on.body.data.kode_pemulihan as string[] };
}

/** The first step of a login that asks for a second factor: answers the challenge token. */
export async function tantanganLogin(t: TestServer, email: string, password = PASSWORD): Promise<string> {
  const res = await t.api('POST', '/api/auth/login', { json: { email, password } });
  expect(res.status).toBe(200);
  expect(res.body.data.perlu_2fa).toBe(true);
  expect(res.body.data.token).toBeUndefined();
  return res.body.data.tantangan as string;
}
