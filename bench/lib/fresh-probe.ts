// A phone arriving while the server is busy: every `everyMs` a request on a brand-new TCP connection (no agent,
// no keep-alive), timed from opening the connection to the first byte of the answer and to its last byte. A
// server that accepts connections late (its thread busy elsewhere) shows here and not in a keep-alive load test.
// freshProbeProcess runs the probes in a child process of their own, so the load generator's busy event loop
// does not delay them.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface ProbeResult {
  sent: number;
  answered: number;
  timeouts: number;
  errors: number;
  /** ms to the first byte of the answer (headers), ascending. */
  firstByte: number[];
  /** ms to the last byte, ascending. */
  complete: number[];
  /** ms until the TCP connection was open (the kernel's part: the server's thread plays no role), ascending. */
  connect: number[];
}

export interface ProbeOptions {
  everyMs: number;
  timeoutMs: number;
  headers?: Record<string, string>;
}

type Once = { connect: number; first: number; done: number } | 'timeout' | 'error';

function once(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Once> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let first = 0;
    let connect = Number.NaN;
    let settled = false;
    const settle = (v: Once) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    const req = http.get(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
      first = performance.now() - t0;
      res.on('data', () => {});
      res.on('end', () =>
        settle(res.statusCode === 200 || res.statusCode === 304 ? { connect, first, done: performance.now() - t0 } : 'error'),
      );
      res.on('error', () => settle('error'));
    });
    const timer = setTimeout(() => {
      settle('timeout');
      req.destroy();
    }, timeoutMs);
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        connect = performance.now() - t0;
      }),
    );
    req.on('error', () => settle('error'));
  });
}

/** Probes `url` until stop() is called; stop() waits for the probes still in flight. */
export function freshProbe(url: string, opts: ProbeOptions) {
  const r: ProbeResult = { sent: 0, answered: 0, timeouts: 0, errors: 0, firstByte: [], complete: [], connect: [] };
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
        r.connect.push(v.connect);
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
      r.connect.sort((a, b) => a - b);
      return r;
    },
  };
}

/** freshProbe in a child process (./fresh-probe-child.ts); stop() returns its figures. */
export async function freshProbeProcess(url: string, opts: ProbeOptions): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = fork(fileURLToPath(new URL('./fresh-probe-child.ts', import.meta.url)), [], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  child.send({ url, opts });
  return {
    stop: () =>
      new Promise<ProbeResult>((resolve, reject) => {
        child.once('message', (r) => resolve(r as ProbeResult));
        child.once('exit', (code) => reject(new Error(`probe exited with ${code}`)));
        child.send('stop');
      }),
  };
}
