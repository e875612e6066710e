import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/data/api-error';
import { setApiOrigin } from '../../src/client/data/api';
import { AuthProvider } from '../../src/client/data/auth';
import { loginDuaFaktor } from '../../src/client/data/login-2fa';
import { LoginDuaFaktorStep, tantanganBerakhir } from '../../src/client/features/auth/LoginDuaFaktorStep';
import { isiFileKodePemulihan } from '../../src/client/features/pengaturan/keamanan/kode-pemulihan-file';
import { makeAdmin, PASSWORD } from '../server/helpers/fixtures';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

const noop = () => undefined;

function renderStep(): string {
  const step = createElement(LoginDuaFaktorStep, { tantangan: 't', onSelesai: async () => undefined, onKembali: noop });
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(AuthProvider, null, step)));
}

describe('login second step: the screen', () => {
  it("asks for the 'Kode autentikator' with a numeric keyboard and the phone's one-time-code fill", () => {
    installMemoryStorage();
    const html = renderStep();
    expect(html).toContain('Verifikasi Dua Langkah');
    expect(html).toContain('<label for="login-kode" class="text-sm font-semibold text-base-content/90">Kode autentikator</label>');
    const input = /<input[^>]*id="login-kode"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(input).toContain('maxLength="6"');
    expect(html).toContain('Gunakan kode pemulihan');
    expect(html).toContain('Kembali ke login');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Verifikasi<\/button>/);
  });
});

describe('login second step: against the real server', () => {
  let server: RealServer;
  let secret = '';
  let kodePemulihan: string[] = [];

  const challenge = async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@uji.id', password: PASSWORD }),
    });
    const body = (await res.json()) as { data: { perlu_2fa: boolean; tantangan: string } };
    expect(body.data.perlu_2fa).toBe(true);
    return body.data.tantangan;
  };
  const kodeApp = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

  beforeAll(async () => {
    installMemoryStorage();
    server = await startRealServer();
    setApiOrigin(server.url);
    await makeAdmin(server.open.db);
    const post = async (path: string, token: string, json: unknown) =>
      (
        await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(json),
        })
      ).json() as Promise<{ data: Record<string, unknown> }>;
    const login = (await (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@uji.id', password: PASSWORD }),
      })
    ).json()) as { data: { token: string } };
    secret = (await post('/api/auth/2fa/daftar', login.data.token, { password: PASSWORD })).data.secret as string;
    kodePemulihan = (await post('/api/auth/2fa/aktifkan', login.data.token, { kode: kodeApp(Date.now()) })).data.kode_pemulihan as string[];
  });
  afterAll(async () => {
    setApiOrigin('');
    await server?.close();
  });

  it('a wrong code is refused with the message for its field; the challenge stays usable', async () => {
    const tantangan = await challenge();
    const wrong = kodeApp(Date.now()) === '000000' ? '111111' : '000000';
    const err = await loginDuaFaktor(tantangan, { kode: wrong }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).errors).toEqual({ kode: 'Kode autentikator salah' });
    expect(tantanganBerakhir(err)).toBe(false);
    const ok = await loginDuaFaktor(tantangan, { kode_pemulihan: kodePemulihan[0] });
    expect(ok.user.email).toBe('admin@uji.id');
    expect(ok.token.length).toBeGreaterThan(20);
  });

  it('a spent challenge sends the person back to the password step (410)', async () => {
    const tantangan = await challenge();
    await loginDuaFaktor(tantangan, { kode: kodeApp(Date.now() + 30_000) });
    const err = await loginDuaFaktor(tantangan, { kode_pemulihan: kodePemulihan[1] }).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(410);
    expect((err as ApiError).message).toBe('Sesi verifikasi telah berakhir. Silakan login ulang.');
    expect(tantanganBerakhir(err)).toBe(true);
  });
});

describe('recovery codes file', () => {
  it('names the account, the date and every code, one a line', () => {
    const text = isiFileKodePemulihan(['abcde-fghjk', 'mnpqr-stuvw'], 'admin@uji.id', new Date(Date.UTC(2026, 0, 15, 3, 0)));
    expect(text).toContain('Kode pemulihan Arena TKD');
    expect(text).toContain('Akun: admin@uji.id');
    expect(text).toContain('15 Januari 2026');
    expect(text).toContain(' 1. abcde-fghjk\r\n 2. mnpqr-stuvw');
  });
});
