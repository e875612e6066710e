// A closed-loop HTTP load generator on node:http (llhttp in C++; bodies are counted, never decoded). autocannon
// (bench/lib/load.ts) turns every body chunk into text, which costs it ~5× more for compressed bytes than for ASCII
// of the same size; for a 174 KB gzip answer it measured itself, not the server. Same Row as bench/lib/load.ts.
import http from 'node:http';
import { percentile, type Row } from '../lib/load';

export interface Beban {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationS: number;
  /** Statuses that count as success (default 200–299). */
  ok?: (status: number) => boolean;
}

export async function beban(db: string, scenario: string, b: Beban): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: b.connections });
  const sukses = b.ok ?? ((s: number) => s >= 200 && s < 300);
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  const start = performance.now();
  const end = start + b.durationS * 1000;
  const satu = () =>
    new Promise<number>((resolve) => {
      const req = http.get(b.url, { agent, headers: b.headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      });
      req.on('error', () => resolve(0));
    });
  await Promise.all(
    Array.from({ length: b.connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await satu();
        if (sukses(status)) {
          ok++;
          latencies.push(performance.now() - t0);
        } else other++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  return {
    db,
    scenario,
    requests: ok + other,
    ok,
    limited: 0,
    other,
    rps: ok / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
