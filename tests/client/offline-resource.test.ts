import { createServer, type IncomingMessage, type Server } from 'node:http';
import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../src/client/data/api';
import { setDb, type ArenaDatabase } from '../../src/client/data/db';
import { enqueueWrite } from '../../src/client/data/outbox';
import { writeSession } from '../../src/client/data/session';
import { bindQueryClient, deliveries, onDelivered, readFresh } from '../../src/client/data/sync/deliveries';
import { syncNow } from '../../src/client/data/sync/engine';
import { pakaiYangTerbaru, terapkanPunyaSaya } from '../../src/client/data/sync/konflik';
import { keyCodec, type KeyOf } from '../../src/client/data/sync/kunci';
import { legacyChain, legacyKunci } from '../../src/client/data/db';
import { atletKunci, editKey, localIdOf, newKey } from '../../src/client/data/atlet/store';
import { buktiKunci, pesertaEntityKey, pesertaKunci, pesertaNewKey, pesertaPrefix } from '../../src/client/data/kompetisi/keys';
import { baganEntityKey, baganKunci } from '../../src/client/data/bagan/keys';
import { FILES_KEY, PROFILE_KEY, dojangKey } from '../../src/client/data/profil/resource';
import { defineResource } from '../../src/client/data/sync/resource';
import { registerResource, registry } from '../../src/client/data/sync/resources';
import { syncListView } from '../../src/client/data/sync/sync-list';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';

/**
 * A resource the app does not have, declared once and registered here: the engine replays its writes, folds
 * its answers, announces its deliveries, guards its reads and offers its conflicts without knowing it.
 */
const OWNER = 41;
const catatanKunci = keyCodec('catatan', { id: 'int' });
type CatatanKunci = KeyOf<typeof catatanKunci>;
const catatanSchema = v.object({ id: v.number(), teks: v.string(), versi: v.number() });
type Catatan = v.InferOutput<typeof catatanSchema>;
const listKey = 'catatan:semua';

const folded: { key: CatatanKunci; data: object }[] = [];

const catatanResource = defineResource<CatatanKunci, Catatan>({
  key: catatanKunci,
  async fold({ db, key, data }) {
    folded.push({ key, data });
    const row = v.parse(catatanSchema, data);
    await db.records.put({ key: listKey, ownerId: OWNER, base: [row], value: [row], fetchedAt: 1 });
  },
  conflict: {
    current: (entry) => {
      const parsed = v.safeParse(v.object({ sekarang: catatanSchema }), entry.lastData);
      return entry.lastStatus === 409 && parsed.success ? parsed.output.sekarang : null;
    },
    rebase: (body, current) => ({ ...body, versi: current.versi }),
    async accept(db, _entry, current) {
      await db.records.put({ key: listKey, ownerId: OWNER, base: [current], value: [current], fetchedAt: 2 });
    },
  },
  refreshes: (key) => [['catatan', key.id]],
});

// The server of the notes: keeps one note with a versi; a write made on another versi is a 409 with the note as it is.
let note: Catatan = { id: 1, teks: 'awal', versi: 1 };
let http: Server;
const bodyOf = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}') as { teks?: string; versi?: number };
};

let unregister: () => void;
let db: ArenaDatabase;

beforeAll(async () => {
  installMemoryStorage();
  writeSession({ token: 'uji', user: { id_akun: OWNER, email: 'uji@arenatkd.demo', role: 'ADMIN' } });
  http = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/status')
      return void res.end(JSON.stringify({ success: true, data: { maintenance: { aktif: false, pesan: null, sejak: null } } }));
    void bodyOf(req).then((body) => {
      if (body.versi !== note.versi) {
        res.statusCode = 409;
        return void res.end(
          JSON.stringify({
            success: false,
            kode: 'konflik_versi',
            message: 'Catatan sudah diubah di perangkat lain',
            data: { sekarang: note },
          }),
        );
      }
      note = { id: 1, teks: body.teks ?? note.teks, versi: note.versi + 1 };
      res.end(JSON.stringify({ success: true, data: note }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  setApiOrigin(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  unregister = registerResource(catatanResource);
});
afterAll(async () => {
  unregister();
  bindQueryClient(null);
  setApiOrigin('');
  setDb(null);
  await new Promise((resolve) => http.close(resolve));
});
beforeEach(() => {
  db = freshDb();
  setDb(db);
});

const tulis = (teks: string, versi: number) =>
  enqueueWrite(db, {
    method: 'PUT',
    kind: 'uji',
    path: '/catatan/1',
    body: { teks, versi },
    ownerId: OWNER,
    label: `Ubah catatan: ${teks}`,
    entityKey: catatanKunci.encode({ id: 1 }),
    patch: { teks },
  });

describe('entity keys', () => {
  it("the app's codecs write the strings devices already hold, and read them back typed", () => {
    expect([editKey(12), newKey('u1'), pesertaEntityKey(5, 9), pesertaNewKey(5, 'r1'), pesertaPrefix(5)]).toEqual([
      'atlet:12',
      'atlet:new:u1',
      'peserta:5:9',
      'peserta:5:new:r1',
      'peserta:5:',
    ]);
    expect([baganEntityKey(1, 4), dojangKey(3), PROFILE_KEY, FILES_KEY, legacyChain(7)]).toEqual([
      'bagan:1:4',
      'dojang:3',
      'pelatih:profile',
      'pelatih:files',
      'legacy:7',
    ]);
    expect(atletKunci.decode('atlet:new:u1')).toEqual({ atlet: { local: 'u1' } });
    expect(localIdOf('atlet:12')).toBeNull();
    expect(localIdOf('atlet:new:u1')).toBe('u1');
    expect(pesertaKunci.decode('peserta:5:9')).toEqual({ id_kompetisi: 5, peserta: { id: 9 } });
    expect(buktiKunci.decode('bukti:5:new:x')).toEqual({ id_kompetisi: 5, bukti: { local: 'x' } });
    expect(baganKunci.decode('bagan:1:4')).toEqual({ id_kompetisi: 1, id_kelas: 4 });
    expect(legacyKunci.decode('legacy:7')).toEqual({ ownerId: 7 });
    // Read records that share a first word are not entities: the list, the figures, half a key, a stray part.
    for (const other of ['atlet:stats', 'atlet:list', 'peserta:5', 'bagan:1', 'bagan:1:4:2', 'peserta:5:new:', 'atlet:-1', 'atlet:01']) {
      expect(registry.match(other)).toBeNull();
    }
  });
});

describe('an offline resource declared once', () => {
  it('its key codec writes and reads typed keys, and keeps them apart from other records', () => {
    expect(catatanKunci.encode({ id: 7 })).toBe('catatan:7');
    expect(catatanKunci.decode('catatan:7')).toEqual({ id: 7 });
    expect(catatanKunci.decode('catatan:semua')).toBeNull();
    expect(registry.match('catatan:7')?.name).toBe('catatan');
    expect(registry.match('peserta:3:new:abc')?.name).toBe('peserta');
    expect(registry.match('peserta:3')).toBeNull();
  });

  it('is replayed, folded and announced by the sync engine, and its declared queries are refreshed', async () => {
    const client = new QueryClient();
    client.setQueryData(['catatan', 1], 'lama');
    bindQueryClient(client);
    let told = 0;
    const stop = onDelivered('catatan', () => (told += 1));
    folded.length = 0;
    note = { id: 1, teks: 'awal', versi: 1 };

    await tulis('dari tablet', 1);
    await syncNow();
    stop();
    expect(await db.outbox.count()).toBe(0);
    expect(folded).toEqual([{ key: { id: 1 }, data: { id: 1, teks: 'dari tablet', versi: 2 } }]);
    expect((await db.records.get(listKey))?.value).toEqual([{ id: 1, teks: 'dari tablet', versi: 2 }]);
    expect(told).toBe(1);
    expect(client.getQueryState(['catatan', 1])?.isInvalidated).toBe(true);
  });

  it('a read that overlapped one of its deliveries is read again before it is kept', async () => {
    note = { id: 1, teks: 'awal', versi: 1 };
    await tulis('sela', 1);
    let reads = 0;
    const kept: string[] = [];
    await readFresh(
      'catatan',
      async () => {
        reads += 1;
        // The first read is on its way while the queued write lands.
        if (reads === 1) await syncNow();
        return `baca ${reads}`;
      },
      async (value) => {
        kept.push(value);
      },
    );
    expect(deliveries('catatan')).toBeGreaterThan(0);
    expect(kept).toEqual(['baca 2']);
  });

  it('its 409 is offered in the sync list; "Terapkan punya saya" resends it on the server\'s versi, "Pakai yang terbaru" takes the server\'s', async () => {
    note = { id: 1, teks: 'perangkat lain', versi: 5 };
    const mine = await tulis('punya saya', 4);
    await syncNow();
    const refused = (await db.outbox.get(mine.id))!;
    expect(refused).toMatchObject({ status: 'rejected', lastStatus: 409, lastKode: 'konflik_versi' });
    expect(syncListView(refused)).toMatchObject({
      konflik: true,
      kode: 'konflik_versi',
      lastError: 'Catatan sudah diubah di perangkat lain',
    });

    await terapkanPunyaSaya(mine.id);
    expect(await db.outbox.count()).toBe(0);
    expect(note).toEqual({ id: 1, teks: 'punya saya', versi: 6 });

    const again = await tulis('yang kalah', 2);
    await syncNow();
    expect(syncListView((await db.outbox.get(again.id))!).konflik).toBe(true);
    await pakaiYangTerbaru(again.id);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.records.get(listKey))?.value).toEqual([note]);
    expect(note.teks).toBe('punya saya');
  });

  it('a write no resource declares is still replayed and kept as its record', async () => {
    const entry = await enqueueWrite(db, {
      method: 'PUT',
      kind: 'uji',
      path: '/catatan/1',
      body: { teks: 'lepas', versi: note.versi },
      ownerId: OWNER,
      label: 'Tanpa sumber',
      entityKey: 'lain:1',
      patch: { teks: 'lepas' },
    });
    expect(syncListView(entry).konflik).toBe(false);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.records.get('lain:1'))?.value).toMatchObject({ teks: 'lepas' });
  });
});
