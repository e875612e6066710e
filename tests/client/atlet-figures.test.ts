import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sessionUserSchema } from '../../src/domain';
import { atletStatsSchema, type Atlet } from '../../src/domain/api-types';
import { rataRataUmurText, statAtlet, statKompetisi } from '../../src/domain/atlet/ringkasan';
import { todayWib, umurPada } from '../../src/domain/atlet/umur';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../src/domain/privasi';
import { requestData, setApiOrigin } from '../../src/client/data/api';
import { setDb, type ArenaDatabase } from '../../src/client/data/db';
import { storeServerValue } from '../../src/client/data/outbox';
import { addAtlet, updateAtlet } from '../../src/client/data/atlet';
import { buildList } from '../../src/client/data/atlet/read';
import { ATLET_PREFIX, STATS_KEY } from '../../src/client/data/atlet/store';
import { onDelivered } from '../../src/client/data/sync/deliveries';
import { writeSession } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { enter, kelasIn } from '../server/helpers/atlet';
import { makeKompetisi } from '../server/helpers/fixtures';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let owner: number;
let db: ArenaDatabase;
/** Nothing listens here: requests fail like a tablet with no network. */
const OFFLINE = 'http://127.0.0.1:9';

const JPEG = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, ...new Array(200).fill(7)])], 'foto.jpg', {
    type: 'image/jpeg',
  });

let nikSeq = 0;
/** The coach's consent statement, sent with every add (issue 31). */
const PERNYATAAN = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Siti Aminah' };
const fields = (nama: string, extra: Record<string, string> = {}) => ({
  nama_atlet: nama,
  tanggal_lahir: '2012-03-14',
  jenis_kelamin: 'LAKI_LAKI',
  alamat: 'Jl. Sudirman 1',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  nik: `16710114031299${String((nikSeq += 1)).padStart(2, '0')}`,
  no_telp: '081234567890',
  belt: 'hijau',
  berat_badan: '41',
  tinggi_badan: '150',
  ...extra,
});

/** What DATA ATLIT reads: the list the table shows (Dexie rows + outbox) and the stored GET /atlet/stats. */
async function pageFigures() {
  const [rows, entries, stats] = await Promise.all([
    db.atlet.where('ownerId').equals(owner).toArray(),
    db.outbox.where('entityKey').startsWith(ATLET_PREFIX).toArray(),
    db.records.get(STATS_KEY),
  ]);
  const list = buildList(
    rows.map((r) => r.data as Atlet),
    entries,
  );
  const registered = stats ? v.parse(atletStatsSchema, stats.value).registeredInCompetition : undefined;
  const stat = statAtlet(list);
  return { ...stat, umur: rataRataUmurText(stat), ...statKompetisi(list, registered) };
}

/** The stats query's own fetch: GET /atlet/stats into Dexie. */
async function fetchStats() {
  const data = await requestData('/atlet/stats', atletStatsSchema);
  await storeServerValue(db, STATS_KEY, owner, data);
  return data;
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  await seedCatalogue(server.open.db);
  const session = await coachSession(server.url);
  const user = v.parse(sessionUserSchema, session.user);
  owner = user.id_akun;
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

describe('DATA ATLIT figures move with the list (issue 11 §6)', () => {
  it('an add, queued then delivered, and an edit change every figure without a reload', async () => {
    setApiOrigin(server.url);
    expect(await pageFigures()).toMatchObject({ total: 0, rataRataUmur: null, umur: '-', terdaftar: 0, belum: 0 });

    const budiFields = fields('Budi Terdaftar');
    const budi = await addAtlet({ pernyataan: PERNYATAAN, fields: budiFields, files: {} });
    expect(budi.queued).toBe(false);
    const kelas = await kelasIn(server.open.db, (await makeKompetisi(server.open.db)).id_kompetisi);
    await enter(server.open.db, kelas, budi.atlet.id_atlet!);
    await fetchStats();
    const umurBudi = umurPada('2012-03-14', todayWib());
    expect(await pageFigures()).toMatchObject({ total: 1, lakiLaki: 1, perempuan: 0, umur: `${umurBudi} Tahun`, terdaftar: 1, belum: 0 });

    // Offline: the add is only queued, and the stored stats still say one athlete, one entered.
    setApiOrigin(OFFLINE);
    // An adult: KK/KTP is required from 17 on.
    const citra = await addAtlet({
      pernyataan: PERNYATAAN,
      fields: fields('Citra Baru', { jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2000-01-01' }),
      files: { ktp: JPEG() },
    });
    expect(citra.queued).toBe(true);
    const umurCitra = umurPada('2000-01-01', todayWib())!;
    const queued = await pageFigures();
    expect(queued).toMatchObject({ total: 2, lakiLaki: 1, perempuan: 1, terdaftar: 1, belum: 1 });
    expect(queued.umur).toBe(`${Math.round((umurBudi! + umurCitra) / 2)} Tahun`);
    expect(queued.terdaftar + queued.belum).toBe(queued.total);

    // Back online: the delivery tells the stats to refresh, and the server's figures agree with the page.
    let told = 0;
    const stop = onDelivered('atlet', () => (told += 1));
    setApiOrigin(server.url);
    await syncNow();
    stop();
    expect(await db.outbox.count()).toBe(0);
    expect(told).toBe(1);
    const server2 = await fetchStats();
    expect(server2).toMatchObject({ total: 2, registeredInCompetition: 1, notRegisteredInCompetition: 1 });
    expect(await pageFigures()).toMatchObject({ total: 2, lakiLaki: 1, perempuan: 1, terdaftar: 1, belum: 1 });

    // An edit (queued offline) moves the gender cards at once.
    setApiOrigin(OFFLINE);
    const edit = await updateAtlet({
      id_atlet: budi.atlet.id_atlet!,
      // The NIK as it was typed (answers carry it masked).
      fields: fields('Budi Terdaftar', { jenis_kelamin: 'PEREMPUAN', nik: budiFields.nik }),
      files: { pas_foto: JPEG() },
      hapus: [],
    });
    expect(edit.queued).toBe(true);
    expect(await pageFigures()).toMatchObject({ total: 2, lakiLaki: 0, perempuan: 2, terdaftar: 1, belum: 1 });
    setApiOrigin(server.url);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await pageFigures()).toMatchObject({ total: 2, lakiLaki: 0, perempuan: 2 });
  });
});

describe('figure rules', () => {
  it("'Rata-rata Umur' is '-' with no athletes, the rounded mean otherwise", () => {
    expect(statAtlet([])).toEqual({ total: 0, lakiLaki: 0, perempuan: 0, rataRataUmur: null });
    expect(rataRataUmurText(statAtlet([]))).toBe('-');
    expect(rataRataUmurText(statAtlet([{ nama_atlet: 'A', jenis_kelamin: 'LAKI_LAKI', umur: 0 }]))).toBe('0 Tahun');
    const two = statAtlet([
      { nama_atlet: 'A', jenis_kelamin: 'LAKI_LAKI', umur: 10 },
      { nama_atlet: 'B', jenis_kelamin: 'PEREMPUAN', umur: 13 },
    ]);
    expect(rataRataUmurText(two)).toBe('12 Tahun');
  });

  it('a queued athlete is never counted as entered; stale stats never exceed the known athletes', () => {
    const known = { id_atlet: 1 };
    const queued = { id_atlet: null };
    expect(statKompetisi([], undefined)).toEqual({ terdaftar: 0, belum: 0 });
    expect(statKompetisi([queued, known], undefined)).toEqual({ terdaftar: 0, belum: 2 });
    expect(statKompetisi([queued, known], 1)).toEqual({ terdaftar: 1, belum: 1 });
    expect(statKompetisi([queued, known], 5)).toEqual({ terdaftar: 1, belum: 1 });
    expect(statKompetisi([queued, queued], 2)).toEqual({ terdaftar: 0, belum: 2 });
  });
});
