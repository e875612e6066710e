import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../src/server/db/schema';
import { localFeed } from '../../src/server/feed/feed';
import { parseBody } from '../../src/server/http/body';
import type { AppEnv } from '../../src/server/http/env';
import { idempotency } from '../../src/server/http/idempotency';
import { useTestServer } from './helpers/server';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'arena-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Arena TKD</title>');
writeFileSync(path.join(clientDir, 'jadwal.html'), '<!doctype html><title>Jadwal Pertandingan</title>');
writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{}');
const BIG_JS = `export const rows = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => ({ i, nama: 'Dojang Garuda' })))};`;
writeFileSync(path.join(clientDir, 'assets', 'big-def456.js'), BIG_JS);

const t = useTestServer({ clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('API edges', () => {
  it('unknown /api path → 404 JSON', async () => {
    for (const [method, p] of [
      ['GET', '/api/nope'],
      ['POST', '/api/dojang/1/hapus'],
      ['DELETE', '/api/dojang/1'],
      ['GET', '/api'],
    ]) {
      const res = await t.api(method, p);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Endpoint tidak ditemukan', kode: 'tidak_ditemukan' });
    }
  });

  it('a JSON body over 100 KB → 413; a huge field within it → 400', async () => {
    const big = await t.api('POST', '/api/auth/login', { json: { email: 'a@b.id', password: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    const field = await t.api('POST', '/api/auth/login', { json: { email: 'a@b.id', password: 'x'.repeat(5_000) } });
    expect(field.status).toBe(400);
    expect(field.body.message).toBe('Password terlalu panjang');
  });

  it('malformed and odd bodies never cause a 500', async () => {
    const bodies: [string, string][] = [
      ['{', 'application/json'],
      ['null', 'application/json'],
      ['"teks"', 'application/json'],
      ['[]', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ['\u0000\u0001', 'application/octet-stream'],
    ];
    for (const p of ['/api/auth/login', '/api/auth/register', '/api/dojang', '/api/auth/reset-password', '/api/auth/reset-password/code']) {
      for (const [raw, type] of bodies) {
        const res = await t.api('POST', p, { raw, headers: { 'content-type': type } });
        expect(res.status, `${p} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${p} ${raw}`).toBeLessThan(500);
      }
    }
  });

  it('a 5xx answer is not stored: the same key stays retryable', async () => {
    let fail = true;
    const app = new Hono<AppEnv>();
    app.onError((_e, c) => c.json({ success: false }, 500));
    app.use(
      '*',
      async (c, next) => {
        c.set('auth', null);
        await next();
      },
      parseBody,
      idempotency(t.db, localFeed()),
    );
    app.post('/x', (c) => {
      if (fail) throw new Error('boom');
      return c.json({ success: true }, 201);
    });
    const req = () =>
      app.request('/x', { method: 'POST', headers: { 'Idempotency-Key': 'retry-me', 'content-type': 'application/json' }, body: '{}' });
    expect((await req()).status).toBe(500);
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);
    fail = false;
    expect((await req()).status).toBe(201);
    expect((await req()).headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('static client', () => {
  it('serves index.html and sw.js with no-cache, hashed assets immutable', async () => {
    const index = await t.fetch('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const sw = await t.fetch('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    const revalidated = await t.fetch('/sw.js', { headers: { 'if-none-match': sw.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    const asset = await t.fetch('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text assets for browsers that accept it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t.fetch('/assets/big-def456.js', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.text()).toBe(BIG_JS);
    }
    const plain = await t.fetch('/assets/big-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
  });

  it('answers byte ranges (video seeking)', async () => {
    const part = await t.fetch('/assets/big-def456.js', { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${Buffer.byteLength(BIG_JS)}`);
    expect(await part.text()).toBe(BIG_JS.slice(10, 20));
    const tail = await t.fetch('/assets/big-def456.js', { headers: { range: 'bytes=-5' } });
    expect(await tail.text()).toBe(BIG_JS.slice(-5));
    const bad = await t.fetch('/assets/big-def456.js', { headers: { range: 'bytes=999999-' } });
    expect(bad.status).toBe(416);
  });

  it('SPA fallback for navigations, but not for /api, /uploads or missing files', async () => {
    for (const p of ['/dashboard/dojang', '/settings', '/event/home', '/admin/validasi-peserta?x=1']) {
      const res = await t.fetch(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('Arena TKD');
    }
    expect((await t.fetch('/assets/missing-123.js')).status).toBe(404);
    expect((await t.fetch('/api/unknown')).headers.get('content-type')).toContain('application/json');
    expect((await t.fetch('/uploads/unknown/x.png')).status).toBe(404);
    const traversal = await t.fetch('/..%2F..%2Fetc%2Fpasswd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it('/event/jadwal gets its own light page (any query), every other navigation the app shell', async () => {
    for (const p of ['/event/jadwal', '/event/jadwal/', '/event/jadwal?tanggal=2026-11-21', '/event/jadwal?layar=1']) {
      const res = await t.fetch(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text(), p).toContain('<title>Jadwal Pertandingan</title>');
    }
    for (const p of ['/event/layar', '/event/jadwal-lain', '/event/bagan']) {
      expect(await (await t.fetch(p, { headers: { accept: 'text/html' } })).text(), p).toContain('<title>Arena TKD</title>');
    }
  });
});
