import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dojang, idempotencyKey } from '../../src/server/db/schema';
import { purgeIdempotencyKeys } from '../../src/server/http/idempotency';
import { fileOf, form, login, makeCoach, makeDojang, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const key = (k: string) => ({ 'Idempotency-Key': k });

describe('Idempotency-Key', () => {
  it('same key + same JSON request → the stored answer again and ONE row', async () => {
    const d = await makeDojang(t.db);
    const body = {
      email: 'baru@uji.id',
      password: 'Rahasia123',
      confirmPassword: 'Rahasia123',
      nama_pelatih: 'Andi',
      no_telp: '081234567890',
      nik: '1671012304850003',
      id_dojang: d.id_dojang,
    };
    const first = await t.api('POST', '/api/auth/register', { json: body, headers: key('k-register-1') });
    expect(first.status).toBe(201);
    // Same content, keys in another order: same canonical request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await t.api('POST', '/api/auth/register', { json: reordered, headers: key('k-register-1') });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const without = await t.api('POST', '/api/auth/register', { json: body });
    expect(without.status).toBe(409);
  });

  it('same key + other body → 422', async () => {
    await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Satu' }, headers: key('k-2') });
    const other = await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Dua' }, headers: key('k-2') });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Idempotency-Key sudah dipakai untuk permintaan lain');
    const otherPath = await t.api('POST', '/api/auth/register', { json: { nama_dojang: 'Dojang Satu' }, headers: key('k-2') });
    expect(otherPath.status).toBe(422);
    expect(await t.db.select().from(dojang)).toHaveLength(1);
  });

  it('multipart retry with a new boundary is recognised as the same request', async () => {
    const send = () =>
      t.api('POST', '/api/dojang', {
        form: form({ nama_dojang: 'Dojang Multipart', kota: 'Kota Palembang' }, { logo: fileOf(PNG, 'logo.png') }),
        headers: key('k-multipart'),
      });
    const a = await send();
    const b = await send();
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.select().from(dojang)).toHaveLength(1);
    const otherFile = await t.api('POST', '/api/dojang', {
      form: form(
        { nama_dojang: 'Dojang Multipart', kota: 'Kota Palembang' },
        { logo: fileOf(Buffer.concat([PNG, Buffer.from([0])]), 'logo.png') },
      ),
      headers: key('k-multipart'),
    });
    expect(otherFile.status).toBe(422);
  });

  it('stores 4xx answers too, and keys are scoped per account', async () => {
    await makeCoach(t.db, 'a@uji.id');
    await makeCoach(t.db, 'b@uji.id');
    const a = await login(t, 'a@uji.id');
    const b = await login(t, 'b@uji.id');
    const bad = await t.api('PUT', '/api/pelatih/profile', { token: a, json: { tanggal_lahir: 'x' }, headers: key('shared') });
    expect(bad.status).toBe(400);
    const replay = await t.api('PUT', '/api/pelatih/profile', { token: a, json: { tanggal_lahir: 'x' }, headers: key('shared') });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const otherAccount = await t.api('PUT', '/api/pelatih/profile', { token: b, json: { nama_pelatih: 'B Baru' }, headers: key('shared') });
    expect(otherAccount.status).toBe(200);
    expect(otherAccount.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(2);
  });

  it('a key still in flight → 409; a too long key → 400', async () => {
    await t.db.insert(idempotencyKey).values({ key: 'busy', scope: 'anon', request_hash: 'x'.repeat(64) });
    const busy = await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Sibuk' }, headers: key('busy') });
    expect(busy.status).toBe(422);
    await t.db.update(idempotencyKey).set({ request_hash: await fingerprintOf('Dojang Sibuk') });
    const inFlight = await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Sibuk' }, headers: key('busy') });
    expect(inFlight.status).toBe(409);
    expect(inFlight.body.message).toBe('Permintaan yang sama sedang diproses');
    expect(inFlight.headers.get('retry-after')).toBe('2');
    const long = await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Sibuk' }, headers: key('k'.repeat(101)) });
    expect(long.status).toBe(400);
    expect(await t.db.select().from(dojang)).toHaveLength(0);
  });

  it('records are kept 7 days, then purged', async () => {
    await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Lama' }, headers: key('old') });
    await purgeIdempotencyKeys(t.db, Date.now() + 6 * 86_400_000);
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(1);
    await purgeIdempotencyKeys(t.db, Date.now() + 8 * 86_400_000);
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);
  });

  it('login is not stored (its answer holds a token)', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await t.api('POST', '/api/auth/login', { json: { email: 'a@uji.id', password: 'Rahasia123' }, headers: key('login') });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, 'login'))).toHaveLength(0);
  });
});

async function fingerprintOf(nama: string): Promise<string> {
  const { requestFingerprint } = await import('../../src/server/http/fingerprint');
  return requestFingerprint('POST', '/api/dojang', { kind: 'json', value: { nama_dojang: nama } });
}
