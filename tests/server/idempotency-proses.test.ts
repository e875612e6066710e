import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { dojang, idempotencyKey } from '../../src/server/db/schema';
import { localFeed } from '../../src/server/feed/feed';
import { parseBody } from '../../src/server/http/body';
import type { AppEnv } from '../../src/server/http/env';
import { idempotency } from '../../src/server/http/idempotency';
import { mulaiServerProses, type ServerProses } from '../../test-support/server-proses';
import { makeAdmin, makeCoach, PASSWORD } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

/**
 * A key is claimed before the write runs; a process that dies between the claim and the answer must not hold the
 * key: its retry is taken over at once by a process that knows the claimer is gone.
 */
const t = useTestServer();
const ON_POSTGRES = process.env.TEST_DB === 'postgres';

const tunggu = async (cond: () => Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`tidak terjadi: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
const klaim = async (key: string) => (await t.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key)))[0];

/** A server "process": the real middleware over this file's database, with its own feed (its own process id). */
function proses(handler: () => Promise<void>) {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    async (c, next) => {
      c.set('auth', null);
      await next();
    },
    parseBody,
    idempotency(t.db, localFeed()),
  );
  let dijalankan = 0;
  app.post('/tulis', async (c) => {
    dijalankan += 1;
    await handler();
    return c.json({ success: true, data: { n: dijalankan } }, 201);
  });
  const post = (key: string) =>
    app.request('/tulis', {
      method: 'POST',
      headers: { 'Idempotency-Key': key, 'content-type': 'application/json' },
      body: '{"x":1}',
    });
  return { post, dijalankan: () => dijalankan };
}

describe('a key claimed by a process that died', () => {
  beforeEach(async () => {
    await t.db.delete(idempotencyKey);
  });

  it('is still in flight for its own live process, and free at once for the process that replaces it', async () => {
    const key = randomUUID();
    const mati = proses(() => new Promise<void>(() => {})); // never answers: it was killed mid-write
    void mati.post(key);
    await tunggu(async () => (await klaim(key)) !== undefined, 'kunci diklaim');
    const kembar = await mati.post(key);
    expect([kembar.status, (await kembar.json()).kode]).toEqual([409, 'sedang_diproses']);

    const baru = proses(() => Promise.resolve());
    const ulang = await baru.post(key);
    expect(ulang.status).toBe(201);
    expect(baru.dijalankan()).toBe(1);
    expect(await klaim(key)).toMatchObject({ completed: true, status_code: 201 });
    // Replayed again: the stored answer, not a second write.
    const lagi = await baru.post(key);
    expect([lagi.status, lagi.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(baru.dijalankan()).toBe(1);
  });
});

describe.runIf(ON_POSTGRES)('a real server killed between claim and answer (PostgreSQL)', () => {
  const jalan: ServerProses[] = [];
  afterAll(async () => {
    for (const s of jalan) await s.bunuh();
  });

  it('restarted, takes the same key at once and writes once', async () => {
    const url = t.dbUrl!;
    const { id_dojang } = await makeCoach(t.db, 'pelatih.crash@uji.id');
    await makeAdmin(t.db);
    const pertama = await mulaiServerProses({ DATABASE_URL: url });
    jalan.push(pertama);
    const login = await fetch(`${pertama.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pelatih.crash@uji.id', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const key = randomUUID();
    const ubah = (base: string) =>
      fetch(`${base}/api/dojang/${id_dojang}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ nama_dojang: 'Dojang Setelah Crash', provinsi: 'Sumatera Selatan', kota: 'Kota Palembang' }),
      });

    // The dojang's row is held, so the server claims the key and then waits inside the write.
    const penahan = postgres(url, { max: 1, onnotice: () => {} });
    let lepas = () => {};
    const ditahan = new Promise<void>((r) => {
      lepas = r;
    });
    let dipegang = () => {};
    const dipegangJanji = new Promise<void>((r) => {
      dipegang = r;
    });
    const kunci = penahan.begin(async (tx) => {
      await tx`select id_dojang from dojang where id_dojang = ${id_dojang} for update`;
      dipegang();
      await ditahan;
    });
    try {
      await dipegangJanji;
      void ubah(pertama.url).catch(() => undefined);
      await tunggu(async () => (await klaim(key)) !== undefined, 'kunci idempotensi diklaim');
      await tunggu(async () => (await queryRows(t.db, sql`select 1 from pg_locks where not granted`)).length > 0, 'penulisan menunggu');
      await pertama.bunuh();
    } finally {
      lepas();
      await kunci;
      await penahan.end({ timeout: 5 });
    }

    const kedua = await mulaiServerProses({ DATABASE_URL: url });
    jalan.push(kedua);
    const ulang = await ubah(kedua.url);
    expect(ulang.status).toBe(200);
    expect((await t.db.select({ nama: dojang.nama_dojang }).from(dojang).where(eq(dojang.id_dojang, id_dojang)))[0]?.nama).toBe(
      'Dojang Setelah Crash',
    );
    expect(await klaim(key)).toMatchObject({ completed: true, status_code: 200 });
  }, 120_000);
});
