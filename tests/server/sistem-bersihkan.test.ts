import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SISTEM_MSG } from '../../src/domain/schemas/sistem';
import { idempotencyKey, loginTantangan, passwordResetCode, session } from '../../src/server/db/schema';
import { ReadCache } from '../../src/server/http/read-cache';
import { login, makeAdmin, makeCoach } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const cache = new ReadCache(true);
const t = useTestServer({ readCache: cache });
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("'Bersihkan cache'", () => {
  it('empties the read cache and deletes only what has expired, reporting how many of each', async () => {
    await makeAdmin(t.db);
    const coach = await makeCoach(t.db, 'coach@uji.id');
    const token = await login(t, 'admin@uji.id');
    const id_akun = coach.akun.id_akun;
    const idem = (key: string, created_at: Date) => ({
      key,
      scope: `akun:${id_akun}`,
      id_akun,
      request_hash: 'h'.repeat(64),
      created_at,
      completed: true,
    });
    await t.db.insert(idempotencyKey).values([idem('lama-1', ago(8 * DAY)), idem('lama-2', ago(30 * DAY)), idem('baru', ago(6 * DAY))]);
    const tantangan = (kedaluwarsa: Date) => ({ token_hash: randomBytes(32).toString('hex'), id_akun, kedaluwarsa });
    await t.db.insert(loginTantangan).values([tantangan(ago(60_000)), tantangan(ago(DAY)), tantangan(new Date(Date.now() + 300_000))]);
    await t.db.insert(passwordResetCode).values([
      { id_akun, code_hash: 'a', expires_at: ago(1000) },
      { id_akun, code_hash: 'b', expires_at: new Date(Date.now() + 600_000) },
    ]);
    const sesi = (expires_at: Date) => ({ token_hash: randomBytes(32).toString('hex'), id_akun, expires_at });
    await t.db.insert(session).values([sesi(ago(DAY)), sesi(ago(2 * DAY)), sesi(ago(3 * DAY))]);

    // A cached read: filled by this GET, still there until something clears it.
    let loads = 0;
    await cache.get('uji', 60_000, async () => ++loads);
    await cache.get('uji', 60_000, async () => ++loads);
    expect(loads).toBe(1);

    const res = await t.api('POST', '/api/admin/sistem/bersihkan-cache', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SISTEM_MSG.cacheDibersihkan);
    expect(res.body.data).toEqual({ cache_baca: true, idempotency: 2, login_tantangan: 2, kode_reset: 1, sesi: 3 });
    await cache.get('uji', 60_000, async () => ++loads);
    expect(loads).toBe(2);

    expect((await t.db.select().from(idempotencyKey)).map((r) => r.key)).toEqual(['baru']);
    expect(await t.db.select().from(loginTantangan)).toHaveLength(1);
    expect(await t.db.select().from(passwordResetCode)).toHaveLength(1);
    // The admin's live session stays (the call above and this one work).
    const again = await t.api('POST', '/api/admin/sistem/bersihkan-cache', { token });
    expect(again.body.data).toEqual({ cache_baca: true, idempotency: 0, login_tantangan: 0, kode_reset: 0, sesi: 0 });
  });
});
