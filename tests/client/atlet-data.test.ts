import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionUserSchema, type Atlet } from '../../src/domain';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../src/domain/privasi';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { addAtlet, loadQueuedAdd, updateAtlet } from '../../src/client/data/atlet';
import { retryEntry } from '../../src/client/data/outbox';
import { buildList } from '../../src/client/data/atlet/read';
import { refusedEditOf } from '../../src/client/data/atlet/write';
import { localView } from '../../src/client/data/atlet/view';
import { writeSession, currentToken } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let user: v.InferOutput<typeof sessionUserSchema>;
let db: ArenaDatabase;
/** Nothing listens here: requests fail like a phone with no network. */
const OFFLINE = 'http://127.0.0.1:9';

const JPEG = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, ...new Array(200).fill(7)])], 'foto.jpg', {
    type: 'image/jpeg',
  });

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

/** The coach's consent statement, sent with every add as the form sends it (issue 31). */
const PERNYATAAN = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Siti Aminah' };

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
    const result = await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Budi Offline'), files: { pas_foto: JPEG() } });
    expect(result.queued).toBe(true);
    expect(result.atlet).toMatchObject({ nama_atlet: 'Budi Offline', pending: true, id_atlet: null });

    const reopened = new ArenaDatabase(db.name);
    const [entry] = await reopened.outbox.toArray();
    const view = localView(entry);
    expect(view.localFiles.pas_foto?.size).toBe(JPEG().size);
    expect(new Uint8Array(await view.localFiles.pas_foto!.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    reopened.close();
  });

  it('queued adds replay once the network returns and become the server rows, exactly once', async () => {
    setApiOrigin(OFFLINE);
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Antrian Pertama'), files: { pas_foto: JPEG() } });
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Antrian Kedua'), files: {} });
    expect(await db.outbox.count()).toBe(2);

    setApiOrigin(server.url);
    await syncNow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    // Two athletes are two chains (neither waits for the other), so either may land first.
    const onServer = (await serverAtlet()).filter((a) => a.nama_atlet.startsWith('Antrian'));
    expect(onServer.map((a) => a.nama_atlet)).toEqual(['Antrian Kedua', 'Antrian Pertama']);
    expect(onServer.find((a) => a.nama_atlet === 'Antrian Pertama')?.pas_foto).toMatch(/\.jpg$/);
    const rows = await db.atlet.toArray();
    expect(rows.map((r) => (r.data as Atlet).nama_atlet).sort()).toEqual(['Antrian Kedua', 'Antrian Pertama']);
  });

  it('a queued add the server refuses stays listed with its message and can be corrected and resent', async () => {
    setApiOrigin(server.url);
    // The NIK as it was typed: every answer carries it masked.
    const pemilik = fields('Pemilik NIK');
    await addAtlet({ pernyataan: PERNYATAAN, fields: pemilik, files: {} });
    const taken = pemilik.nik;

    setApiOrigin(OFFLINE);
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Salah NIK', taken), files: { pas_foto: JPEG() } });
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
      pernyataan: PERNYATAAN,
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
    await expect(addAtlet({ pernyataan: PERNYATAAN, fields: { ...fields('X'), nik: '12' }, files: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Mohon lengkapi semua field yang wajib diisi',
      errors: { nik: 'NIK harus 16 digit angka' },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit made offline shows at once over the cached row and lands when online', async () => {
    setApiOrigin(server.url);
    const { atlet } = await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Sebelum Ubah'), files: { pas_foto: JPEG() } });
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

  it('a correction the server refuses again keeps the queued add (nothing is lost)', async () => {
    setApiOrigin(server.url);
    const dipakai = fields('NIK Dipakai');
    await addAtlet({ pernyataan: PERNYATAAN, fields: dipakai, files: {} });
    const taken = dipakai.nik;
    setApiOrigin(OFFLINE);
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Dua Kali Ditolak', taken), files: { pas_foto: JPEG() } });
    setApiOrigin(server.url);
    await syncNow();
    const [refused] = await db.outbox.toArray();
    expect(refused.status).toBe('rejected');

    const queued = await loadQueuedAdd(refused.id);
    await expect(
      addAtlet({
        pernyataan: PERNYATAAN,
        fields: { ...queued!.fields, nama_atlet: 'Masih Salah' },
        files: queued!.files,
        replaceOutboxId: refused.id,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'NIK sudah terdaftar' });
    const left = await db.outbox.toArray();
    expect(left.map((e) => e.id)).toEqual([refused.id]);
    expect((await loadQueuedAdd(refused.id))?.files.pas_foto?.size).toBe(JPEG().size);
  });

  it('Retry after the cause is fixed elsewhere sends the write again under a new key, and it lands', async () => {
    setApiOrigin(server.url);
    const pemegang = fields('Pemegang NIK');
    const owner = (await addAtlet({ pernyataan: PERNYATAAN, fields: pemegang, files: { pas_foto: JPEG() } })).atlet;
    setApiOrigin(OFFLINE);
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Menunggu NIK', pemegang.nik), files: {} });
    setApiOrigin(server.url);
    await syncNow();
    const [refused] = await db.outbox.toArray();
    expect(refused.status).toBe('rejected');

    // The other athlete's NIK was a typo and is corrected; the refused add can now go through.
    await updateAtlet({
      id_atlet: owner.id_atlet!,
      fields: { nama_atlet: 'Pemegang NIK', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2012-03-14', nik: '1671011403128888' },
      files: {},
      hapus: [],
    });
    const retried = await retryEntry(db, refused.id);
    expect(retried).not.toBe(refused.id);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverAtlet()).filter((a) => a.nama_atlet === 'Menunggu NIK')).toHaveLength(1);
  });

  it('an add whose answer was lost shows once, as the server row, while its entry waits', async () => {
    setApiOrigin(OFFLINE);
    await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Jawaban Hilang'), files: {} });
    const [entry] = await db.outbox.toArray();
    const serverRow = { ...localView(entry), id_atlet: 99, key: 'id:99' } as unknown as Atlet;
    const shown = buildList([serverRow], [entry]);
    expect(shown.filter((a) => a.nama_atlet === 'Jawaban Hilang')).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id_atlet: 99, pending: false });
  });

  it('an offline edit the server refuses is offered for correction with its values and files, and the correction replaces it', async () => {
    setApiOrigin(server.url);
    const lain = fields('NIK Orang Lain');
    await addAtlet({ pernyataan: PERNYATAAN, fields: lain, files: {} });
    const other = { nik: lain.nik };
    const { atlet } = await addAtlet({ pernyataan: PERNYATAAN, fields: fields('Akan Diubah'), files: { pas_foto: JPEG() } });
    setApiOrigin(OFFLINE);
    await updateAtlet({
      id_atlet: atlet.id_atlet!,
      fields: { nama_atlet: 'Akan Diubah', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2012-03-14', nik: other.nik!, alamat: 'Jl. Baru 2' },
      files: { ktp: JPEG() },
      hapus: ['akte_kelahiran'],
    });
    setApiOrigin(server.url);
    await syncNow();
    const refused = refusedEditOf(await db.outbox.toArray());
    expect(refused).toMatchObject({
      message: 'NIK sudah terdaftar',
      fields: { nik: other.nik, alamat: 'Jl. Baru 2' },
      hapus: ['akte_kelahiran'],
    });
    expect(refused!.files.ktp?.size).toBe(JPEG().size);

    await updateAtlet({
      id_atlet: atlet.id_atlet!,
      fields: { ...refused!.fields, nik: '1671011403127777' },
      files: refused!.files,
      hapus: refused!.hapus,
      replaceOutboxId: refused!.outboxId,
    });
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await serverAtlet()).find((a) => a.id_atlet === atlet.id_atlet);
    expect(onServer).toMatchObject({ nik: '1671••••••••7777', alamat: 'Jl. Baru 2', akte_kelahiran: null });
    expect(onServer?.ktp).toMatch(/\.jpg$/);
  });
});
