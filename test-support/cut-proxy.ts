import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP hop between the browser and the app server, standing in for venue wifi: `cut()` drops every
 * connection and refuses new ones while the browser still believes it is online (no `offline` event,
 * and `restore()` fires no `online` event either) — a connected wifi with no route to the server.
 */
export interface CutProxy {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const to = new URL(target);
  let isCut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = connect(Number(to.port), to.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const s of open) s.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
