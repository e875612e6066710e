import { afterAll, beforeAll } from 'vitest';
import { setApiOrigin } from '../../../src/client/data/api';
import { setDb } from '../../../src/client/data/db';
import { seedCatalogue } from '../../../src/server/db/seed/catalogue';
import { installMemoryStorage } from '../../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../../test-support/real-server';
import { hariSiap } from '../../server/jadwal-fixtures';
import { alat } from './perangkat';

export type HariSiap = Awaited<ReturnType<typeof hariSiap>>;

/**
 * A client test file's match day: one real server (catalogue seeded) with the server fixtures' day of two courts,
 * handed to `siap` before the tests (which may add to it); the app's current server and database are let go after.
 */
export function siapkanHariLapangan(siap: (server: RealServer, hari: HariSiap) => Promise<void> | void): void {
  let server: RealServer | undefined;
  beforeAll(async () => {
    installMemoryStorage();
    server = await startRealServer();
    await seedCatalogue(server.open.db);
    await siap(server, await hariSiap(alat(server)));
  }, 60_000);
  afterAll(async () => {
    setApiOrigin('');
    setDb(null);
    await server?.close();
  });
}
