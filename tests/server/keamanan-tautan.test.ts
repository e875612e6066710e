import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { appUrlFromEnv, configFromEnv } from '../../src/server/config';
import { tungguNotifikasi } from '../../src/server/notifikasi/kirim';
import { makeAdmin } from './helpers/fixtures';
import { POOMSAE_CADET_INDIVIDU, cadet, dunia, kelasId } from './helpers/peserta';
import { useTestServer } from './helpers/server';

// Links in mail come from APP_URL (or the local address), never from the Host header of the request.
const t = useTestServer();
beforeEach(() => {
  delete process.env.APP_URL;
  delete process.env.PORT;
});

/** A request with a Host header of the caller's choosing (fetch would not let a test pick it). */
function kirimDenganHost(method: string, p: string, host: string, json: unknown, token?: string): Promise<number> {
  const body = JSON.stringify(json);
  const url = new URL(t.url + p);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-host': host,
          'x-forwarded-proto': 'https',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('links in notification mail', () => {
  it('an anonymous new dojang with Host: evil.example → the ADMIN mail links to the local address, not evil.example', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    expect(await kirimDenganHost('POST', '/api/dojang', 'evil.example', { nama_dojang: 'Dojang Jebakan' })).toBe(201);
    await tungguNotifikasi();
    expect(t.mailer.sent).toHaveLength(1);
    const [m] = t.mailer.sent;
    expect(m.text).not.toContain('evil.example');
    expect(m.text).toContain('Periksa di Validasi Dojang: http://localhost:3000/admin/validasi-dojang');
  });

  it('with APP_URL set, every link starts with it (a trailing slash dropped), whatever Host the request had', async () => {
    process.env.APP_URL = 'https://arena.contoh.id/';
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Galih Pratama' });
    const [p] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU) })
      .returning();
    const status = await kirimDenganHost(
      'PUT',
      `/api/kompetisi/${w.a.id_kompetisi}/participants/${p.id_peserta_kompetisi}/status`,
      'evil.example:8443',
      { status: 'APPROVED' },
      w.token.admin,
    );
    expect(status).toBe(200);
    expect(await kirimDenganHost('POST', '/api/dojang', 'evil.example', { nama_dojang: 'Dojang Jebakan' })).toBe(201);
    await tungguNotifikasi();
    expect(t.mailer.sent.length).toBeGreaterThanOrEqual(2);
    for (const m of t.mailer.sent) {
      expect(m.text).not.toContain('evil.example');
      expect(m.text).toMatch(/: https:\/\/arena\.contoh\.id\/(admin\/validasi-dojang|dashboard\/dataKompetisi\/\d+)\n/);
    }
  });

  it('APP_URL is read as an http(s) address; PORT gives the local default; a wrong value stops the start', () => {
    expect(appUrlFromEnv({})).toBe('http://localhost:3000');
    expect(appUrlFromEnv({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(appUrlFromEnv({ APP_URL: ' https://arena.contoh.id/tkd/ ' })).toBe('https://arena.contoh.id/tkd');
    for (const salah of ['arena.contoh.id', 'ftp://arena.contoh.id', 'https://u:p@arena.contoh.id', 'https://arena.contoh.id/?x=1']) {
      expect(() => appUrlFromEnv({ APP_URL: salah }), salah).toThrow(/APP_URL/);
      expect(() => configFromEnv({ APP_URL: salah }), salah).toThrow(/APP_URL/);
    }
  });
});
