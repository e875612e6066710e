import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionUserSchema } from '../../src/domain';
import { setApiOrigin } from '../../src/client/data/api';
import { setDb } from '../../src/client/data/db';
import { saveDojang } from '../../src/client/data/dojang';
import { saveProfile, UploadRejectedError } from '../../src/client/data/profil';
import { createReplayer, defaultTransport, type Transport } from '../../src/client/data/replayer';
import { writeSession } from '../../src/client/data/session';
import { enqueueWrite } from '../../src/client/data/outbox';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let user: v.InferOutput<typeof sessionUserSchema>;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  setApiOrigin(server.url);
  const session = await coachSession(server.url);
  user = v.parse(sessionUserSchema, session.user);
  writeSession({ token: session.token, user });
});
afterAll(async () => {
  setApiOrigin('');
  await server?.close();
});

async function updatesLogged(): Promise<number> {
  const rows = await server.open.db.execute(sql`select count(*)::int as n from activity_log where action = 'UPDATE_DOJANG'`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list[0] as { n: number }).n;
}

describe('outbox against the real server', () => {
  it('a write whose answer was lost is replayed with the same key and lands once', async () => {
    const db = freshDb();
    const idDojang = user.pelatih!.id_dojang;
    const entry = await enqueueWrite(db, {
      method: 'PUT',
      kind: 'uji',
      path: `/dojang/${idDojang}`,
      files: [{ name: 'alamat', value: 'Jl. Demang Lebar Daun 12' }],
      ownerId: user.id_akun,
      label: 'Ubah data dojang',
      entityKey: `dojang:${idDojang}`,
      patch: { alamat: 'Jl. Demang Lebar Daun 12' },
    });
    // The first send reaches the server, then the connection drops before the answer arrives.
    let calls = 0;
    const lossy: Transport = async (e) => {
      calls += 1;
      const result = await defaultTransport(e);
      if (calls === 1) throw new TypeError('network dropped');
      return result;
    };
    const replayer = createReplayer({ db, ownerId: () => user.id_akun, transport: lossy });
    const first = await replayer.run();
    expect(first.stalledAt).toBe(entry.id);
    expect(await updatesLogged()).toBe(1);

    const second = await replayer.run();
    expect(second.delivered).toEqual([entry.id]);
    expect(await updatesLogged()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const rec = await db.records.get(`dojang:${idDojang}`);
    expect(rec?.value).toMatchObject({ id_dojang: idDojang, alamat: 'Jl. Demang Lebar Daun 12' });
  });

  it('a write the server refuses is kept as rejected with the server message', async () => {
    const db = freshDb();
    setDb(db);
    await expect(saveDojang({ id_dojang: user.pelatih!.id_dojang + 999, fields: { alamat: 'Jl. Lain' } })).rejects.toMatchObject({
      message: expect.stringMatching(/akses|tidak ditemukan/i),
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', path: `/dojang/${user.pelatih!.id_dojang + 999}` });
    setDb(null);
  });

  it('saveDojang delivers through the outbox and stores the server row', async () => {
    const db = freshDb();
    setDb(db);
    const before = await updatesLogged();
    const result = await saveDojang({ id_dojang: user.pelatih!.id_dojang, fields: { kelurahan: 'Bukit Lama' } });
    expect(result).toEqual({ queued: false });
    expect(await updatesLogged()).toBe(before + 1);
    expect((await db.records.get(`dojang:${user.pelatih!.id_dojang}`))?.value).toMatchObject({ kelurahan: 'Bukit Lama' });
    setDb(null);
  });

  it('a refused upload after a saved profile is reported as the upload step, the profile stays saved', async () => {
    const db = freshDb();
    setDb(db);
    const spoofed = new File(['bukan gambar'], 'ktp.png', { type: 'image/png' });
    const err = await saveProfile({ fields: { alamat: 'Jl. Kapten Rivai 5' }, foto_ktp: spoofed }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadRejectedError);
    expect((err as Error).message).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    const token = (await import('../../src/client/data/session')).currentToken();
    const profile = await fetch(`${server.url}/api/pelatih/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { data: { alamat: string } }).data.alamat).toBe('Jl. Kapten Rivai 5');
    setDb(null);
  });
});
