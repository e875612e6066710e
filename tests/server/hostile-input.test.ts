import { describe, expect, it } from 'vitest';
import { atlet, idempotencyKey } from '../../src/server/db/schema';
import { atletFields, insertAtlet } from './helpers/atlet';
import { login, makeCoach } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('hostile input never answers 500', () => {
  it('deeply nested JSON with an Idempotency-Key → 400 on mutating calls, logged in or not, nothing stored', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const calls: [string, string][] = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/atlet'],
      ['PUT', '/api/pelatih/profile'],
      ['PUT', '/api/dojang/1'],
      ['DELETE', '/api/atlet/1'],
    ];
    const bodies = [nested(33), nested(5_000), nested(40_000), nestedObjects(5_000)];
    for (const [i, raw] of bodies.entries()) {
      for (const [method, p] of calls) {
        for (const auth of [undefined, token]) {
          const depth = `body ${i}`;
          const res = await t.api(method, p, { raw, token: auth, headers: { 'idempotency-key': `k-${i}-${method}-${p}` } });
          expect(res.status, `${method} ${p} depth ${depth}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${p} depth ${depth}`).toBeLessThan(500);
          expect(res.body.success).toBe(false);
          expect(res.body.message).toBe('Format data tidak valid');
        }
      }
    }
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);
  });

  it('nesting within bounds still works as a body (same answer with and without the key)', async () => {
    const body = { email: 'x@uji.id', password: 'Rahasia123', extra: JSON.parse(nested(20)) as unknown };
    const plain = await t.api('POST', '/api/auth/register', { json: body });
    const keyed = await t.api('POST', '/api/auth/register', { json: body, headers: { 'idempotency-key': 'shallow' } });
    expect(plain.status).toBe(400);
    expect(keyed.status).toBe(400);
    expect(keyed.body.message).toBe(plain.body.message);
  });

  it('PUT /api/atlet/{id} with an object in hapus_<kind> → 400 with a message, athlete unchanged', async () => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const row = await insertAtlet(t.db, coach.id_dojang, { pas_foto: 'foto.jpg' });
    const before = await t.db.select().from(atlet);
    for (const hostile of [{ toString: 1 }, { valueOf: 'x', toString: null }, [1, 2], 1, true, null]) {
      const res = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
        token,
        json: { ...atletFields(), hapus_pas_foto: hostile, hapus_ktp: hostile },
      });
      expect(res.status, JSON.stringify(hostile)).toBe(400);
      expect(res.body.message).toMatch(/tidak valid/);
    }
    expect(await t.db.select().from(atlet)).toEqual(before);
  });
});
