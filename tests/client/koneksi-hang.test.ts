import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, setApiOrigin } from '../../src/client/data/api';
import { enqueueWrite } from '../../src/client/data/outbox';
import { createReplayer } from '../../src/client/data/replayer';
import { catatKontak, koneksi } from '../../src/client/data/sync/koneksi';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startGateProxy, until, type GateProxy } from '../../test-support/gate-proxy';

// A server behind the venue network's hop: it answers at once, but '/api/lambat' only when the test lets it.
let server: Server;
let gate: GateProxy;
let lepas: (() => void) | null = null;
beforeAll(async () => {
  installMemoryStorage();
  server = createServer((req, res) => {
    const jawab = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"data":{}}');
    if (req.url === '/api/lambat') lepas = jawab;
    else jawab();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  gate = await startGateProxy(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  setApiOrigin(gate.url);
});
afterAll(async () => {
  setApiOrigin('');
  await gate.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a network that hangs rather than refuses', () => {
  it('a request the server is slow to answer keeps the device online: the server answers the probe', async () => {
    catatKontak(true);
    const lambat = send('/lambat');
    await until(() => gate.log.some((r) => r.path === '/api/status' && r.status === 200));
    expect(koneksi().terhubung).toBe(true);
    await until(() => lepas !== null);
    lepas?.();
    expect((await lambat).status).toBe(200);
    expect(koneksi().terhubung).toBe(true);
  });

  it("says 'Offline' within 5 s of a write getting no answer, while the write keeps its own timeout", async () => {
    gate.mode = 'hang';
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
    const mulai = Date.now();
    const run = createReplayer({ db, ownerId: () => 1 }).run();
    await until(() => koneksi().terhubung === false, 5_000);
    expect(Date.now() - mulai).toBeLessThan(5_000);
    // The write itself is still on its way (its timeout is longer): it stays queued, nothing is lost.
    expect((await db.outbox.get(entry.id))?.status).toBe('sending');
    expect(gate.log.some((r) => r.path === '/api/status' && r.status === 0)).toBe(true);

    // The network comes back: the hung write is given up (connections dropped) and stays queued to replay.
    gate.mode = 'up';
    await gate.close();
    const report = await run;
    expect(report.stalledAt).toBe(entry.id);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending' });
  });
});
