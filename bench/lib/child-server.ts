import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * The child side of startServer/stopServer (bench/lib/load.ts): serves the app on a random loopback port,
 * tells the parent what it needs, and on 'stop' closes every connection, cleans up and exits.
 */
export function serveToParent<T>(
  app: { fetch: Parameters<typeof serve>[0]['fetch'] },
  ready: (port: number) => T,
  cleanup: () => Promise<void>,
): void {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    process.send?.(ready(info.port));
  });
  process.on('message', (msg) => {
    if (msg !== 'stop') return;
    server.close();
    if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
    void cleanup().finally(() => process.exit(0));
  });
}
