/**
 * Live fan-out (issue 20): N clients (default 1,000) hold GET /api/public/kompetisi/{id}/live open against the real
 * production server (`npm start` in a child process); an ADMIN makes a write of that competition (POST
 * /api/kompetisi/{id}/hari, then DELETE it, alternating); from the moment the write's answer arrives, the time
 * until each client has the event. Prints p50/p95/max over every client and round (target p95 ≤ 1 s).
 * PGlite: one process holds every client. With BENCH_DATABASE_URL (PostgreSQL): two processes, the write through
 * A, half the clients on A and half on B (B hears it through LISTEN/NOTIFY).
 *
 *   npm run build && npx tsx bench/live-sse.ts            (PGlite)
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/live-sse.ts
 * Options (env): BENCH_CLIENTS (1000), BENCH_ROUNDS (10).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { kompetisi } from '../src/server/db/schema';
import { openFreshBenchDb } from './lib/bench-db';
import { login, percentile } from './lib/load';
import { startProductionServer, type ProductionServer } from './lib/production-server';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PG = Boolean(process.env.BENCH_DATABASE_URL);

interface Klien {
  terakhir: number;
  jumlah: number;
  tunggu: Array<() => void>;
  tutup: () => void;
}

async function sambung(base: string, id: number): Promise<Klien> {
  const ctl = new AbortController();
  const res = await fetch(`${base}/api/public/kompetisi/${id}/live`, { signal: ctl.signal });
  if (res.status !== 200) throw new Error(`live: HTTP ${res.status}`);
  const k: Klien = { terakhir: 0, jumlah: 0, tunggu: [], tutup: () => ctl.abort() };
  void (async () => {
    const dec = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += dec.decode(chunk, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const blok = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (blok.startsWith('event: perubahan')) {
            k.terakhir = performance.now();
            k.jumlah += 1;
            for (const w of k.tunggu.splice(0)) w();
          }
        }
      }
    } catch {
      /* closed */
    }
  })();
  return k;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-live-'));
  const servers: ProductionServer[] = [];
  let cleanup = async () => {};
  try {
    let id: number;
    let auth: Record<string, string>;
    let tanggal: string;
    if (PG) {
      const fresh = await openFreshBenchDb('postgres', dir);
      cleanup = fresh.cleanup;
      const [k] = await fresh.opened.db
        .insert(kompetisi)
        .values({ nama_event: 'Kejuaraan Bench', tanggal_mulai: '2027-01-10', tanggal_selesai: '2027-01-12', status: 'PENDAFTARAN' })
        .returning();
      id = k.id_kompetisi;
      tanggal = '2027-01-11';
      for (let i = 0; i < 2; i++) servers.push(await startProductionServer({ databaseUrl: fresh.opened.url }));
      auth = {
        authorization: `Bearer ${await login(servers[0].base, 'admin@bench.local', 'BenchAdmin123!')}`,
        'content-type': 'application/json',
      };
    } else {
      servers.push(await startProductionServer());
      auth = {
        authorization: `Bearer ${await login(servers[0].base, 'admin@arenatkd.demo', 'Admin123!')}`,
        'content-type': 'application/json',
      };
      const daftar = (await (await fetch(`${servers[0].base}/api/kompetisi`)).json()) as {
        data: Array<{ id_kompetisi: number; tanggal_mulai: string }>;
      };
      id = daftar.data[0].id_kompetisi;
      tanggal = daftar.data[0].tanggal_mulai.slice(0, 10);
    }
    const klien: Klien[] = [];
    for (let i = 0; i < CLIENTS; i += 50) {
      klien.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => sambung(servers[(i + j) % servers.length].base, id)),
        )),
      );
    }
    const a = servers[0].base;
    const waktu: number[] = [];
    let id_hari: number | null = null;
    for (let r = 0; r < ROUNDS + 2; r++) {
      const sebelum = klien.map((k) => k.jumlah);
      const res =
        id_hari === null
          ? await fetch(`${a}/api/kompetisi/${id}/hari`, { method: 'POST', headers: auth, body: JSON.stringify({ tanggal }) })
          : await fetch(`${a}/api/kompetisi/${id}/hari/${id_hari}`, { method: 'DELETE', headers: auth });
      const body = (await res.json()) as { data?: { hari: Array<{ id_hari: number; tanggal: string }> }; message?: string };
      if (res.status >= 300) throw new Error(`write: HTTP ${res.status} ${body.message}`);
      const dijawab = performance.now();
      id_hari = id_hari === null ? body.data!.hari.find((h) => h.tanggal === tanggal)!.id_hari : null;
      await Promise.all(klien.map((k, i) => (k.jumlah > sebelum[i] ? undefined : new Promise<void>((done) => k.tunggu.push(done)))));
      if (r < 2) continue; // warm-up
      for (const k of klien) waktu.push(Math.max(0, k.terakhir - dijawab));
    }
    const s = waktu.sort((x, y) => x - y);
    const [l1, l5] = loadavg();
    console.log(
      `\nLive stream fan-out, ${CLIENTS} clients, ${ROUNDS} writes after 2 warm-up writes, ${PG ? 'PostgreSQL, two processes (write through A, clients split over A and B)' : 'PGlite, one process'}`,
    );
    console.log(`load average ${l1.toFixed(1)} / ${l5.toFixed(1)}`);
    console.log(
      `  write's answer → event at the client: p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms (target p95 ≤ 1000 ms)`,
    );
    for (const k of klien) k.tutup();
  } finally {
    for (const s of servers) await s.stop();
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
