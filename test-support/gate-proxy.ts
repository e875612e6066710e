import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * An HTTP hop in front of the real server, standing in for the venue network: 'up' passes everything
 * through, 'down' drops every connection (a wifi that is connected but has no route), and `fail` makes
 * requests whose path starts with a prefix answer 503 (one endpoint in trouble), 'hang' takes every request and never
 * answers it (a wifi that hangs rather than refuses; `close` ends them). It counts what reached it.
 */
export interface GateProxy {
  url: string;
  mode: 'up' | 'down' | 'hang';
  /** Path prefix → status answered instead of passing through (with Retry-After when given). */
  fail: Map<string, { status: number; retryAfter?: number }>;
  /** Every request that reached the hop: method, path, Idempotency-Key, and what it got (0 = dropped). */
  log: { method: string; path: string; key: string | null; status: number }[];
  close(): Promise<void>;
}

export async function startGateProxy(target: string): Promise<GateProxy> {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const gate: GateProxy = {
    url: '',
    mode: 'up',
    fail: new Map(),
    log: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const note = (req: IncomingMessage, status: number) => {
    const key = req.headers['idempotency-key'];
    gate.log.push({ method: req.method ?? 'GET', path: req.url ?? '', key: typeof key === 'string' ? key : null, status });
  };
  const server: Server = createServer((req, res) => {
    if (gate.mode === 'down') {
      note(req, 0);
      req.socket.destroy();
      return;
    }
    if (gate.mode === 'hang') {
      note(req, 0);
      req.resume();
      return;
    }
    const failing = [...gate.fail].find(([prefix]) => (req.url ?? '').startsWith(prefix))?.[1];
    if (failing) {
      note(req, failing.status);
      req.resume();
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (failing.retryAfter !== undefined) headers['Retry-After'] = String(failing.retryAfter);
      res.writeHead(failing.status, headers).end(JSON.stringify({ success: false, message: 'Server sedang sibuk' }));
      return;
    }
    const upstream = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      note(req, answer.statusCode ?? 0);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  gate.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return gate;
}

/** Waits until `check` holds, polling (the tests assert outcomes, not durations). */
export async function until(check: () => Promise<boolean> | boolean, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}
