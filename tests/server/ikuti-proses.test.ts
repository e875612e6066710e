import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { openPostgresFeed } from '../../src/server/feed/postgres-feed';
import { ReadCache } from '../../src/server/http/read-cache';
import { tungguKabarIkuti } from '../../src/server/ikuti/mesin';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { useTestServer } from './helpers/server';
import { kabarMasuk, partaiNomor, tokenPerangkat } from './ikuti-alat';
import { hariSiap } from './jadwal-fixtures';
import { browserPalsu, pushLokal, tunggu } from './notifikasi-alat';

/**
 * Two server processes on one PostgreSQL database (this file's app and a second app instance with its own pool, change
 * feed and alert engine): both hear every change of the court desk, both work out the same alerts, one sends each.
 */
const ON_POSTGRES = process.env.TEST_DB === 'postgres';
const t = useTestServer({ feed: true });
let push: Awaited<ReturnType<typeof pushLokal>>;
let tutupKedua: (() => Promise<void>) | undefined;

async function prosesKedua(): Promise<string> {
  const pool = await openPostgres(t.dbUrl!);
  const feed = await openPostgresFeed({ url: t.dbUrl!, db: pool.db, log: () => {} });
  const app = createApp({
    db: pool.db,
    dataDir: t.dataDir,
    mailer: recordingMailer(),
    log: () => {},
    feed,
    readCache: new ReadCache(true),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  tutupKedua = async () => {
    await new Promise((r) => server.close(r));
    await feed.close();
    await pool.close();
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe.skipIf(!ON_POSTGRES)("'Ikuti atlet' on two server processes", () => {
  beforeAll(async () => {
    push = await pushLokal();
  });
  beforeEach(() => {
    push.masuk.length = 0;
    process.env.PUSH_ENDPOINT_ALLOW = push.url;
  });
  afterEach(async () => {
    await tutupKedua?.();
    tutupKedua = undefined;
  });
  afterAll(async () => push?.tutup());

  it('every alert reaches each device once, whichever process the desk writes through', async () => {
    const s = await hariSiap(t);
    const kedua = await prosesKedua();
    const p4 = await partaiNomor(t, s.token.lapA, s.la, 4);
    const id = p4.sudut_a!.id_peserta_kompetisi;
    const perangkat = [1, 2, 3].map((i) => browserPalsu(`${push.url}/hp-${i}`));
    for (const b of perangkat) {
      const r = await t.api('PUT', '/api/public/ikuti', {
        json: { token: tokenPerangkat(), langganan: b.langganan, id_kompetisi: s.A, id_peserta: [id] },
      });
      expect(r.status).toBe(200);
    }
    const desk = async (base: string, id_match: string, aksi: string, json: unknown, method = 'POST') => {
      const res = await fetch(`${base}${aksi.startsWith('/') ? aksi : `/api/partai/${id_match}/${aksi}`}`, {
        method,
        headers: { authorization: `Bearer ${s.token.lapA}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      expect(res.status).toBe(200);
    };
    const p1 = await partaiNomor(t, s.token.lapA, s.la, 1);
    // Through the second process, then this one, then the second: each change is heard by both.
    await desk(kedua, p1.id_match, 'panggil', { versi: 1 });
    await tunggu(() => perangkat.every((b) => kabarMasuk(push.masuk, b).length === 1));
    await desk(t.url, p4.id_match, 'panggil', { versi: 1 });
    await tunggu(() => perangkat.every((b) => kabarMasuk(push.masuk, b).length === 2));
    await desk(kedua, p4.id_match, 'mulai', { versi: 2 });
    await desk(kedua, p4.id_match, `/api/matches/${p4.id_match}`, { skor_a: 0, skor_b: 2, versi: p4.versi_match }, 'PUT');
    await tunggu(() => perangkat.every((b) => kabarMasuk(push.masuk, b).length === 3));
    await tungguKabarIkuti();
    for (const b of perangkat)
      expect(kabarMasuk(push.masuk, b).map((k) => k.judul)).toEqual(['3 partai lagi', 'Dipanggil ke Lapangan A', 'Hasil partai A-4']);
    expect(kabarMasuk(push.masuk, perangkat[0])[2].isi).toMatch(/: Kalah 0–2 \(PTF\)$/);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ikuti_terkirim`);
    expect(n).toBe(9);
  }, 120_000);
});
