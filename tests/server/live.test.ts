import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { ACARA_LIVE, NAMA_PERUBAHAN } from '../../src/domain/schemas/live';
import { createApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { openPostgresFeed } from '../../src/server/feed/postgres-feed';
import { ReadCache } from '../../src/server/http/read-cache';
import { jumlahSiaranLive, tutupSiaranLive } from '../../src/server/live/routes';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { atlet } from '../../src/server/db/schema';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';

const t = useTestServer({ feed: true, readCache: new ReadCache(true) });
const ON_POSTGRES = process.env.TEST_DB === 'postgres';

interface Siaran {
  events: Array<{ event: string; data: any }>;
  tunggu(pred: (e: { event: string; data: any }) => boolean): Promise<{ event: string; data: any }>;
  tutup(): void;
}

/** Opens the live stream at `base` and collects its events. */
async function buka(base: string, id_kompetisi: number): Promise<Siaran> {
  const ctl = new AbortController();
  const res = await fetch(`${base}/api/public/kompetisi/${id_kompetisi}/live`, { signal: ctl.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: Siaran['events'] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const blok = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(blok)?.[1] ?? 'message';
          const data = blok
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    events,
    async tunggu(pred) {
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        await new Promise<void>((r) => waiters.push(r));
      }
    },
    tutup: () => ctl.abort(),
  };
}

describe('public schedule and the live stream', () => {
  it('the public day: every court with its bouts and ETAs, ETag 304, nothing private', async () => {
    const s = await hariSiap(t);
    const [a] = await t.db.select({ nik: atlet.nik, tanggal_lahir: atlet.tanggal_lahir }).from(atlet).limit(1);
    const res = await t.fetch(`/api/public/kompetisi/${s.A}/jadwal`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.data.tanggal).toBe(s.w.a.tanggal_mulai);
    expect(body.data.lapangan.map((l: { nama: string; partai: unknown[] }) => [l.nama, l.partai.length])).toEqual([
      ['Lapangan A', 7],
      ['Lapangan B', 3],
    ]);
    for (const bocor of [a!.nik, a!.tanggal_lahir, '"nik"', 'tanggal_lahir', 'no_telp', 'email', 'dojang_a', 'password'])
      expect(text).not.toContain(bocor);
    const again = await t.fetch(`/api/public/kompetisi/${s.A}/jadwal`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await t.fetch(`/api/public/kompetisi/${s.A}/jadwal?tanggal=2026-13-01`)).status).toBe(400);
    expect((await t.fetch('/api/public/kompetisi/999999/jadwal')).status).toBe(404);
  });

  it('a desk write reaches a connected screen as an event of its competition only; the stream ends cleanly', async () => {
    const s = await hariSiap(t);
    const live = await buka(t.url, s.A);
    const lain = await buka(t.url, s.w.b.id_kompetisi);
    await live.tunggu((e) => e.event === 'halo');
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    expect((await t.api('POST', `/api/partai/${p1.id_match}/panggil`, { token: s.token.lapA, json: { versi: 1 } })).status).toBe(200);
    const e = await live.tunggu((x) => x.event === 'perubahan' && x.data.resource === 'jadwal');
    expect(e.data).toMatchObject({ resource: 'jadwal', ids: [s.la], id_kompetisi: s.A });
    expect(Object.keys(e.data).sort()).toEqual(['at', 'id_kompetisi', 'ids', 'resource']);
    // The public read shows it at once (the change cleared the cache).
    const pub = await (await t.fetch(`/api/public/kompetisi/${s.A}/jadwal`)).json();
    expect(pub.data.lapangan[0].partai[0].status).toBe('DIPANGGIL');
    expect(lain.events.filter((x) => x.event === 'perubahan' && x.data.id_kompetisi === s.A)).toEqual([]);
    // A write known only by its route reaches the screens by the one name they know it by.
    await t.feed.publish({ resource: 'kompetisi/participants/status', ids: [4], id_kompetisi: s.A });
    expect((await live.tunggu((x) => x.event === 'perubahan' && x.data.resource === 'lain')).data).toMatchObject({
      ids: [4],
      id_kompetisi: s.A,
    });
    for (const x of live.events) {
      expect(ACARA_LIVE).toContain(x.event);
      if (x.event === 'perubahan') expect(NAMA_PERUBAHAN).toContain(x.data.resource);
    }
    expect(jumlahSiaranLive()).toBeGreaterThanOrEqual(2);
    lain.tutup();
    tutupSiaranLive();
    live.tutup();
    expect(jumlahSiaranLive()).toBe(0);
    expect((await t.fetch('/api/public/kompetisi/999999/live')).status).toBe(404);
  });

  describe.skipIf(!ON_POSTGRES)('two server processes on PostgreSQL', () => {
    let close: (() => Promise<void>) | null = null;
    afterAll(async () => {
      await close?.();
    });

    it("a screen connected to the other process hears the desk's write", async () => {
      const s = await hariSiap(t);
      const url = t.dbUrl!;
      const pool = await openPostgres(url);
      const feed = await openPostgresFeed({ url, db: pool.db, log: () => {} });
      const app = createApp({
        db: pool.db,
        dataDir: t.dataDir,
        mailer: recordingMailer(),
        log: () => {},
        feed,
        readCache: new ReadCache(true),
      });
      const server = await new Promise<ServerType>((resolve) => {
        const x = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(x));
      });
      close = async () => {
        tutupSiaranLive();
        await new Promise((r) => server.close(r));
        await feed.close();
        await pool.close();
      };
      const live = await buka(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, s.A);
      await live.tunggu((e) => e.event === 'halo');
      const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
      expect((await t.api('POST', `/api/partai/${p1.id_match}/mulai`, { token: s.token.lapA, json: { versi: 1 } })).status).toBe(200);
      const e = await live.tunggu((x) => x.event === 'perubahan' && x.data.resource === 'jadwal');
      expect(e.data).toMatchObject({ ids: [s.la], id_kompetisi: s.A });
      live.tutup();
    });
  });
});
