import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config';
import { alamatKlien, parseTrustProxy } from '../../src/server/http/trust-proxy';
import { PASSWORD, makeCoach } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

const LOCKED = 'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.';
const masuk = (email: string, password: string, xff?: string) =>
  t.api('POST', '/api/auth/login', { json: { email, password }, headers: xff ? { 'x-forwarded-for': xff } : {} });

async function salah(email: string, kali: number, xff?: (i: number) => string) {
  for (let i = 0; i < kali; i++) expect((await masuk(email, `salah-${i}-xx`, xff?.(i))).status, `${email} #${i}`).toBe(401);
}

describe('login limiter and the client address', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot pick a fresh address per try', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    await salah('budi@uji.id', 5, (i) => `203.0.113.${i + 1}`);
    const res = await masuk('budi@uji.id', PASSWORD, '198.51.100.77');
    expect([res.status, res.body.message]).toEqual([429, LOCKED]);
  });

  it('behind one shared address (a venue NAT), one person typing wrong locks only their own email there', async () => {
    await makeCoach(t.db, 'budi@uji.id');
    await makeCoach(t.db, 'siti@uji.id');
    // Budi mistypes his email and password for a while: 25 failures over five addresses from one NAT.
    for (const email of ['budi@uji.id', 'budi@uji.co', 'budi@uij.id', 'bud@uji.id', 'budi@uji.idd']) {
      await salah(email, 5);
      expect((await masuk(email, PASSWORD)).status).toBe(429);
    }
    const siti = await masuk('siti@uji.id', PASSWORD);
    expect([siti.status, siti.body.message]).toEqual([200, 'Login berhasil']);
  });

  it('with TRUST_PROXY=1 the right-most X-Forwarded-For address is the client; what the client wrote to its left is not', async () => {
    process.env.TRUST_PROXY = '1';
    await makeCoach(t.db, 'budi@uji.id');
    // A client that writes its own X-Forwarded-For: the proxy appends the real address after it.
    await salah('budi@uji.id', 5, (i) => `10.9.9.${i}, 203.0.113.10`);
    expect((await masuk('budi@uji.id', PASSWORD, '203.0.113.10')).status).toBe(429);
    expect((await masuk('budi@uji.id', PASSWORD, '198.51.100.1, 203.0.113.10')).status).toBe(429);
    // Budi at home (another address) is not locked out by the tries at the venue.
    const rumah = await masuk('budi@uji.id', PASSWORD, '198.51.100.20');
    expect(rumah.status).toBe(200);
  });

  it('with TRUST_PROXY as a list, addresses are walked from the right past the trusted proxies', async () => {
    process.env.TRUST_PROXY = 'loopback, 10.0.0.0/8';
    await makeCoach(t.db, 'budi@uji.id');
    await salah('budi@uji.id', 5, (i) => `192.0.2.${i}, 203.0.113.10, 10.1.2.3`);
    expect((await masuk('budi@uji.id', PASSWORD, '203.0.113.10')).status).toBe(429);
    expect((await masuk('budi@uji.id', PASSWORD, '203.0.113.11, 10.1.2.3')).status).toBe(200);
  });

  it('reads TRUST_PROXY strictly; the address is picked as described', () => {
    for (const salahNilai of ['true', 'proxy.lokal', '10.0.0.0/40', '999']) {
      expect(() => parseTrustProxy(salahNilai), salahNilai).toThrow(/TRUST_PROXY/);
      expect(() => configFromEnv({ TRUST_PROXY: salahNilai }), salahNilai).toThrow(/TRUST_PROXY/);
    }
    const tidak = parseTrustProxy(undefined);
    expect(alamatKlien('::ffff:127.0.0.1', '1.2.3.4', tidak)).toBe('127.0.0.1');
    const dua = parseTrustProxy('2');
    expect(alamatKlien('10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2', dua)).toBe('1.2.3.4');
    expect(alamatKlien('10.0.0.1', '1.2.3.4', dua)).toBe('1.2.3.4');
    const daftar = parseTrustProxy('10.0.0.0/8, ::1');
    expect(alamatKlien('::1', '6.6.6.6, 10.0.0.7', daftar)).toBe('6.6.6.6');
    // A request that did not come through a trusted proxy: its header is the client's own words.
    expect(alamatKlien('198.51.100.9', '6.6.6.6', daftar)).toBe('198.51.100.9');
  });
});
