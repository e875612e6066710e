import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionUserSchema, type Atlet } from '../../src/domain';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { addAtlet, loadQueuedAdd, updateAtlet } from '../../src/client/data/queries/atlet';
import { buildList } from '../../src/client/data/atlet/read';
import { localView } from '../../src/client/data/atlet/view';
import { writeSession, currentToken } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { freshDb } from './helpers/fresh-db';
import { installMemoryStorage } from './helpers/memory-storage';
import { coachSession, startRealServer, type RealServer } from './helpers/real-server';

let server: RealServer;
let user: v.InferOutput<typeof sessionUserSchema>;
let db: ArenaDatabase;
/** Nothing listens here: requests fail like a phone with no network. */
const OFFLINE = 'http://127.0.0.1:9';

const JPEG = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, ...new Array(200).fill(7)])], 'foto.jpg', { type: 'image/jpeg' });

let nikSeq = 0;
const fields = (nama: string, nik?: string) => ({
  nama_atlet: nama,
  tanggal_lahir: '2012-03-14',
  jenis_kelamin: 'LAKI_LAKI',
  alamat: 'Jl. Sudirman 1',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  nik: nik ?? `16710114031200${String((nikSeq += 1)).padStart(2, '0')}`,
  no_telp: '081234567890',
  belt: 'hijau',
  berat_badan: '41',
  tinggi_badan: '150',
});

async function serverAtlet(): Promise<Atlet[]> {
  const res = await fetch(`${server.url}/api/atlet`, { headers: { Authorization: `Bearer ${currentToken()}` } });
  return ((await res.json()) as { data: Atlet[] }).data;
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  const session = await coachSession(server.url);
  user = v.parse(sessionUserSchema, session.user);
  writeSession({ token: session.token, user });
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await server?.close();
});
beforeEach(() => {
  db = freshDb();
  setDb(db);
});

describe('athletes offline', () => {
  it('an add made offline keeps its photo as a Blob across a new database connection', async () => {
    setApiOrigin(OFFLINE);
    const result = await addAtlet({ fields: fields('Budi Offline'), files: { pas_foto: JPEG() } });
    expect(result.queued).toBe(true);
    expect(result.atlet).toMatchObject({ nama_atlet: 'Budi Offline', pending: true, id_atlet: null });

    const reopened = new ArenaDatabase(db.name);
    const [entry] = await reopened.outbox.toArray();
    const view = localView(entry);
    expect(view.localFiles.pas_foto?.size).toBe(JPEG().size);
    expect(new Uint8Array(await view.localFiles.pas_foto!.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    reopened.close();
  });

  it('queued adds replay in order once the network returns and become the server rows, exactly once', async () => {
    setApiOrigin(OFFLINE);
    await addAtlet({ fields: fields('Antrian Pertama'), files: { pas_foto: JPEG() } });
    await addAtlet({ fields: fields('Antrian Kedua'), files: {} });
    expect(await db.outbox.count()).toBe(2);

    setApiOrigin(server.url);
    await syncNow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await serverAtlet()).filter((a) => a.nama_atlet.startsWith('Antrian'));
    expect(onServer.map((a) => a.nama_atlet)).toEqual(['Antrian Kedua', 'Antrian Pertama']);
    const [pertama, kedua] = [...onServer].sort((a, b) => a.id_atlet - b.id_atlet);
    expect(pertama.nama_atlet).toBe('Antrian Pertama');
    expect(kedua.nama_atlet).toBe('Antrian Kedua');
    expect(pertama.pas_foto).toMatch(/\.jpg$/);
    const rows = await db.atlet.toArray();
    expect(rows.map((r) => (r.data as Atlet).nama_atlet).sort()).toEqual(['Antrian Kedua', 'Antrian Pertama']);
  });

  it('a queued add the server refuses stays listed with its message and can be corrected and resent', async () => {
    setApiOrigin(server.url);
    const taken = (await addAtlet({ fields: fields('Pemilik NIK'), files: {} })).atlet.nik!;

    setApiOrigin(OFFLINE);
    await addAtlet({ fields: fields('Salah NIK', taken), files: { pas_foto: JPEG() } });
    setApiOrigin(server.url);
    await syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', lastStatus: 409, lastError: 'NIK sudah terdaftar' });
    expect(entry.fixPath).toBe(`/dashboard/TambahAtlit?outbox=${entry.id}`);
    const listed = buildList([], [entry]);
    expect(listed[0]).toMatchObject({ nama_atlet: 'Salah NIK', pending: false, rejected: 'NIK sudah terdaftar' });

    const queued = await loadQueuedAdd(entry.id);
    expect(queued?.fields).toMatchObject({ nama_atlet: 'Salah NIK', nik: taken });
    expect(queued?.files.pas_foto?.name).toBe('foto.jpg');
    const fixed = await addAtlet({
      fields: { ...queued!.fields, nik: '1671011403129999' },
      files: queued!.files,
      replaceOutboxId: entry.id,
    });
    expect(fixed.queued).toBe(false);
    expect(fixed.atlet.id_atlet).toEqual(expect.any(Number));
    expect(await db.outbox.count()).toBe(0);
    expect((await serverAtlet()).filter((a) => a.nama_atlet === 'Salah NIK')).toHaveLength(1);
  });

  it('a refusal while online is thrown to the form with the field errors, and nothing stays queued', async () => {
    setApiOrigin(server.url);
    await expect(addAtlet({ fields: { ...fields('X'), nik: '12' }, files: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Mohon lengkapi semua field yang wajib diisi',
      errors: { nik: 'NIK harus 16 digit angka' },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit made offline shows at once over the cached row and lands when online', async () => {
    setApiOrigin(server.url);
    const { atlet } = await addAtlet({ fields: fields('Sebelum Ubah'), files: { pas_foto: JPEG() } });
    setApiOrigin(OFFLINE);
    const edit = await updateAtlet({
      id_atlet: atlet.id_atlet!,
      fields: { nama_atlet: 'Sesudah Ubah', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2012-03-14', berat_badan: '44' },
      files: {},
      hapus: [],
    });
    expect(edit.queued).toBe(true);
    const rows = (await db.atlet.toArray()).map((r) => r.data as Atlet);
    const list = buildList(rows, await db.outbox.toArray());
    expect(list.find((a) => a.id_atlet === atlet.id_atlet)).toMatchObject({ nama_atlet: 'Sesudah Ubah', berat_badan: 44, pending: true });

    setApiOrigin(server.url);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverAtlet()).find((a) => a.id_atlet === atlet.id_atlet)).toMatchObject({ nama_atlet: 'Sesudah Ubah', berat_badan: 44 });
  });
});
