// An open-loop load at a fixed average rate (not a closed loop where each connection waits for its answer): requests
// are due at Poisson arrival times, go out over at most CONNECTIONS keep-alive sockets, and a request's latency runs
// from when it was due to its last byte, so a wait for a free socket counts (no coordinated omission).
import http from 'node:http';
import { CONNECTIONS, DURATION, percentile, type Row } from './load';

export interface LajuTetap {
  url: string;
  headers: Record<string, string>;
  paths: string[];
  /** requests per second in all */
  rate: number;
  duration?: number;
  connections?: number;
}

/** Latencies of 2xx answers, ascending, per group of paths (`kelompok` names a path's group). */
export interface HasilLajuTetap {
  rows: Map<string, Row>;
  latencies: Map<string, number[]>;
}

export async function measureLajuTetap(opts: LajuTetap, kelompok: (path: string) => string): Promise<HasilLajuTetap> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? CONNECTIONS });
  const base = new URL(opts.url);
  const durationMs = (opts.duration ?? DURATION) * 1000;
  const latencies = new Map<string, number[]>();
  const other = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const tambah = (m: Map<string, number[]>, k: string, v: number) => {
    const ms = m.get(k);
    if (ms) ms.push(v);
    else m.set(k, [v]);
  };
  const gagal = (path: string) => other.set(kelompok(path), (other.get(kelompok(path)) ?? 0) + 1);
  const kirim = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: base.hostname, port: base.port, path, headers: opts.headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) tambah(latencies, kelompok(path), performance.now() - due);
          else gagal(path);
          resolve();
        });
        res.on('error', () => {
          gagal(path);
          resolve();
        });
      });
      req.on('error', () => {
        gagal(path);
        resolve();
      });
    });
  const start = performance.now();
  let due = start;
  let i = 0;
  while (due - start < durationMs) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const p = kirim(opts.paths[i++ % opts.paths.length], due);
    pending.add(p);
    void p.then(() => pending.delete(p));
    due += (-Math.log(1 - Math.random()) / opts.rate) * 1000;
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const rows = new Map<string, Row>();
  for (const [k, ms] of latencies) {
    ms.sort((a, b) => a - b);
    const gagalK = other.get(k) ?? 0;
    rows.set(k, {
      db: 'pglite',
      scenario: k,
      requests: ms.length + gagalK,
      ok: ms.length,
      limited: 0,
      other: gagalK,
      rps: ms.length / elapsed,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
    });
  }
  return { rows, latencies };
}
