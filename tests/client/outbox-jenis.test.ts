import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { jenisAtlet, editKey, newKey } from '../../src/client/data/atlet/store';
import { baganEntityKey, isBatalHasil, isSimpanBagan, jenisBagan } from '../../src/client/data/bagan/keys';
import { ArenaDatabase, type OutboxEntry } from '../../src/client/data/db';
import {
  buktiEntityKey,
  buktiNewKey,
  jenisBukti,
  jenisPeserta,
  pesertaEntityKey,
  pesertaNewKey,
} from '../../src/client/data/kompetisi/keys';
import { isStatusWrite } from '../../src/client/data/kompetisi/status-konflik';
import { isKeputusan, isPercobaan, jenisTimbang, timbangEntityKey } from '../../src/client/data/penimbangan/keys';
import { dojangKey, FILES_KEY, jenisDojang, jenisPelatih, PROFILE_KEY } from '../../src/client/data/profil/resource';
import { jenisSkor, pathHasilSkor, pathKejadian, pathPoomsae, skorEntityKey } from '../../src/client/data/skor/keys';
import type { JenisTulis } from '../../src/client/data/sync/jenis';
import { jenisLama } from '../../src/client/data/sync/jenis-lama';

type Lama = { method: OutboxEntry['method']; path: string; entityKey: string; kind: string; jenis: JenisTulis<string> | null };

/** Every write the app queued before entries carried a kind, as it was queued, and the kind its writer sets now. */
const LAMA: Lama[] = [
  { method: 'POST', path: '/atlet', entityKey: newKey('u1'), kind: 'tambah', jenis: jenisAtlet },
  { method: 'PUT', path: '/atlet/12', entityKey: editKey(12), kind: 'ubah', jenis: jenisAtlet },
  { method: 'PUT', path: '/dojang/3', entityKey: dojangKey(3), kind: 'ubah', jenis: jenisDojang },
  { method: 'PUT', path: '/pelatih/profile', entityKey: PROFILE_KEY, kind: 'profil', jenis: jenisPelatih },
  { method: 'POST', path: '/pelatih/upload', entityKey: FILES_KEY, kind: 'unggah', jenis: jenisPelatih },
  { method: 'POST', path: '/kompetisi/5/register', entityKey: pesertaNewKey(5, 'u2'), kind: 'daftar', jenis: jenisPeserta },
  { method: 'PUT', path: '/kompetisi/5/participants/9/class', entityKey: pesertaEntityKey(5, 9), kind: 'ganti_kelas', jenis: jenisPeserta },
  { method: 'PUT', path: '/kompetisi/5/participants/9/status', entityKey: pesertaEntityKey(5, 9), kind: 'status', jenis: jenisPeserta },
  { method: 'DELETE', path: '/kompetisi/5/participants/9', entityKey: pesertaEntityKey(5, 9), kind: 'hapus', jenis: jenisPeserta },
  { method: 'POST', path: '/bukti-transfer', entityKey: buktiNewKey(5, 'u3'), kind: 'unggah', jenis: jenisBukti },
  { method: 'DELETE', path: '/bukti-transfer/4', entityKey: buktiEntityKey(5, 4), kind: 'hapus', jenis: jenisBukti },
  { method: 'POST', path: '/brackets', entityKey: baganEntityKey(5, 7), kind: 'undian', jenis: jenisBagan },
  { method: 'PUT', path: '/matches/m-1', entityKey: baganEntityKey(5, 7), kind: 'hasil', jenis: jenisBagan },
  { method: 'DELETE', path: '/matches/m-1/result', entityKey: baganEntityKey(5, 7), kind: 'batal_hasil', jenis: jenisBagan },
  { method: 'POST', path: '/kompetisi/5/penimbangan', entityKey: timbangEntityKey(5, 9), kind: 'percobaan', jenis: jenisTimbang },
  {
    method: 'POST',
    path: '/kompetisi/5/penimbangan/9/keputusan',
    entityKey: timbangEntityKey(5, 9),
    kind: 'keputusan',
    jenis: jenisTimbang,
  },
  { method: 'POST', path: pathKejadian('m-1'), entityKey: skorEntityKey(5, 2, 'm-1'), kind: 'kejadian', jenis: jenisSkor },
  // The court desk's writes (partai:…): their kinds are the desk's AksiPartai.
  { method: 'POST', path: pathHasilSkor('m-1'), entityKey: 'partai:5:2:m-1', kind: 'hasil', jenis: null },
  { method: 'POST', path: pathPoomsae('m-1'), entityKey: 'partai:5:2:m-1', kind: 'hasil', jenis: null },
  { method: 'PUT', path: '/matches/m-1', entityKey: 'partai:5:2:m-1', kind: 'hasil', jenis: null },
  { method: 'POST', path: '/partai/m-1/panggil', entityKey: 'partai:5:2:m-1', kind: 'panggil', jenis: null },
  { method: 'POST', path: '/partai/m-1/mulai', entityKey: 'partai:5:2:m-1', kind: 'mulai', jenis: null },
  { method: 'POST', path: '/partai/m-1/tidak-hadir', entityKey: 'partai:5:2:m-1', kind: 'tidak-hadir', jenis: null },
];

const entri = (l: Pick<Lama, 'method' | 'path' | 'entityKey'>, i: number, kind?: string): OutboxEntry => ({
  id: `e${i}`,
  seq: i + 1,
  method: l.method,
  path: l.path,
  attempts: 0,
  status: 'pending',
  lastError: null,
  ownerId: 7,
  label: 'x',
  entityKey: l.entityKey,
  chain: l.entityKey,
  createdAt: 1,
  nextAttemptAt: 0,
  ...(kind ? { kind } : {}),
});

let terbuka: Dexie[] = [];
afterEach(async () => {
  for (const db of terbuka) db.close();
  for (const nama of new Set(terbuka.map((db) => db.name))) await Dexie.delete(nama);
  terbuka = [];
});

describe('a queued write carries what it does; its path is never read back', () => {
  it('views and conflicts read the kind: an entry of that kind is known by it, whatever its path; a path alone says nothing', () => {
    const timbang = timbangEntityKey(5, 9);
    expect(isKeputusan({ entityKey: timbang, kind: 'keputusan' })).toBe(true);
    expect(isPercobaan({ entityKey: timbang, kind: 'percobaan' })).toBe(true);
    expect(isKeputusan(entri({ method: 'POST', path: '/kompetisi/5/penimbangan/9/keputusan', entityKey: timbang }, 0))).toBe(false);
    expect(isStatusWrite({ entityKey: pesertaEntityKey(5, 9), kind: 'status' })).toBe(true);
    expect(isSimpanBagan({ entityKey: baganEntityKey(5, 7), kind: 'undian' })).toBe(true);
    expect(isBatalHasil({ entityKey: baganEntityKey(5, 7), kind: 'batal_hasil' })).toBe(true);
    // A kind is read only for its own resource's entries.
    expect(isKeputusan({ entityKey: pesertaEntityKey(5, 9), kind: 'keputusan' })).toBe(false);
    expect(jenisTimbang.of({ entityKey: timbang, kind: 'hasil' })).toBeNull();
  });

  it('the one fallback gives a write queued without a kind the kind its writer sets now, one its resource declares', () => {
    for (const l of LAMA) {
      expect(jenisLama(l), `${l.method} ${l.path}`).toBe(l.kind);
      if (l.jenis) expect(l.jenis.of({ entityKey: l.entityKey, kind: l.kind }), l.path).toBe(l.kind);
    }
    expect(jenisLama({ method: 'GET', path: '/atlet' })).toBeUndefined();
    expect(jenisLama({ method: 'POST', path: '/lain' })).toBeUndefined();
  });

  it('entries queued by a version before kinds get theirs once, when the database opens at version 7; a kind already there stays', async () => {
    const nama = `arena-jenis-${crypto.randomUUID()}`;
    const lama = new Dexie(nama);
    terbuka.push(lama);
    lama.version(6).stores({
      outbox: 'id, seq, status, ownerId, entityKey, chain',
      records: 'key, ownerId',
      atlet: 'key, ownerId',
      files: 'key, ownerId',
      penimbangan: 'key, [ownerId+id_kompetisi]',
      partai: 'key, [ownerId+id_lapangan]',
      skorKejadian: 'key, id_match',
    });
    await lama
      .table('outbox')
      .bulkAdd([...LAMA.map((l, i) => entri(l, i)), entri({ method: 'POST', path: '/x', entityKey: 'x:1' }, 99, 'punya')]);
    lama.close();
    const db = new ArenaDatabase(nama);
    terbuka.push(db);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((e) => e.kind)).toEqual([...LAMA.map((l) => l.kind), 'punya']);
  });
});
