import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../src/client/data/api';
import { enqueueWrite } from '../../src/client/data/outbox';
import { createReplayer, httpTransport } from '../../src/client/data/replayer';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';

// A server that accepts the request and never answers: what bad venue wifi looks like to the browser.
let server: Server;
beforeAll(async () => {
  installMemoryStorage();
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  setApiOrigin(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(async () => {
  setApiOrigin('');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('replay over a hanging connection', () => {
  it('gives up on the attempt after the timeout and keeps the write queued', async () => {
    const db = freshDb();
    const entry = await enqueueWrite(db, {
      method: 'PUT',
      kind: 'uji',
      path: '/dojang/1',
      body: { alamat: 'Jl. A' },
      ownerId: 1,
      label: 'Ubah data dojang',
      entityKey: 'dojang:1',
      patch: { alamat: 'Jl. A' },
    });
    const report = await createReplayer({ db, ownerId: () => 1, transport: httpTransport(300) }).run();
    expect(report.stalledAt).toBe(entry.id);
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Koneksi bermasalah. Periksa internet Anda.',
    });
  });
});
