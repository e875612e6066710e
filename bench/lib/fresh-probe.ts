// A phone arriving while the server is busy: every `everyMs` a request on a brand-new TCP connection (no agent,
// no keep-alive), timed from opening the connection to the first byte of the answer and to its last byte. A
// server that accepts connections late (its thread busy elsewhere) shows here and not in a keep-alive load test.
import http from 'node:http';
import { percentile } from './load';

export interface ProbeResult {
  sent: number;
  answered: number;
  timeouts: number;
  errors: number;
  /** ms to the first byte of the answer (headers), ascending. */
  firstByte: number[];
  /** ms to the last byte, ascending. */
  complete: number[];
}

function once(url: string, headers: Record<string, string>, timeoutMs: number): Promise<{ first: number; done: number } | 'timeout' | 'error'> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let first = 0;
    let settled = false;
    const settle = (v: { first: number; done: number } | 'timeout' | 'error') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    const req = http.get(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
      first = performance.now() - t0;
      res.on('data', () => {});
      res.on('end', () => settle(res.statusCode === 200 || res.statusCode === 304 ? { first, done: performance.now() - t0 } : 'error'));
      res.on('error', () => settle('error'));
    });
    const timer = setTimeout(() => {
      settle('timeout');
      req.destroy();
    }, timeoutMs);
    req.on('error', () => settle('error'));
  });
}

/** Probes `url` until stop() is called; stop() waits for the probes still in flight. */
export function freshProbe(url: string, opts: { everyMs: number; timeoutMs: number; headers?: Record<string, string> }) {
  const r: ProbeResult = { sent: 0, answered: 0, timeouts: 0, errors: 0, firstByte: [], complete: [] };
  const inFlight = new Set<Promise<void>>();
  const tick = () => {
    r.sent++;
    const p = once(url, opts.headers ?? {}, opts.timeoutMs).then((v) => {
      if (v === 'timeout') r.timeouts++;
      else if (v === 'error') r.errors++;
      else {
        r.answered++;
        r.firstByte.push(v.first);
        r.complete.push(v.done);
      }
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const timer = setInterval(tick, opts.everyMs);
  return {
    async stop(): Promise<ProbeResult> {
      clearInterval(timer);
      await Promise.all(inFlight);
      r.firstByte.sort((a, b) => a - b);
      r.complete.sort((a, b) => a - b);
      return r;
    },
  };
}

export const probeSummary = (r: ProbeResult) => ({
  p50: percentile(r.complete, 50),
  max: r.complete.length ? r.complete[r.complete.length - 1] : Number.NaN,
});
