import { describe, expect, it } from 'vitest';
import { atletListSchema } from '../../src/domain/api-types';
import { requestData } from '../../src/client/data/api';
import { replaceServerList } from '../../src/client/data/atlet/store';
import { ArenaDatabase, type NamaTabel } from '../../src/client/data/db';
import { loadPrivateFile } from '../../src/client/data/files';
import { refreshLapangan } from '../../src/client/data/lapangan/read';
import { refreshPenimbangan } from '../../src/client/data/penimbangan/read';
import { catatKejadian, muatLogServer } from '../../src/client/data/skor';
import { syncNow } from '../../src/client/data/sync/engine';
import { bersihkanSesi } from '../../src/client/data/sync/keluar';
import { TABEL_LOKAL } from '../../src/client/data/sync/resources';
import type { RealServer } from '../../test-support/real-server';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';
import { loginSesi, pakai, type Device } from './helpers/perangkat';

/**
 * Logout on a shared venue tablet: what a session left in Dexie goes, table by table as the registry declares it
 * (TABEL_LOKAL) — and every table Dexie has must be declared there, so a new one cannot be forgotten.
 */

let server: RealServer;
let siap: HariSiap;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
});

type Bout = { id_match: string; id_lapangan: number; id_kelas_kejuaraan: number; nomor: number };

/** The organiser's session at the venue, touching every table: weigh-in list, court, a bout's log, athletes, a private file. */
async function sesi(nama: string, nomor = 1): Promise<{ d: Device; bout: Bout }> {
  const d: Device = { db: new ArenaDatabase(nama), session: await loginSesi(server, 'panitia-a@uji.id') };
  pakai(server, d, true);
  const akun = d.session.user.id_akun;
  await refreshPenimbangan(d.db, siap.A);
  await refreshLapangan(d.db, siap.la);
  await replaceServerList(d.db, akun, await requestData('/atlet', atletListSchema));
  expect(await loadPrivateFile(`${server.url}/api/kompetisi/${siap.A}/jadwal/pdf?id_lapangan=${siap.la}`)).not.toBeNull();
  const rows = await d.db.partai.toArray();
  const bout = rows.map((r) => r.data as Bout).find((p) => p.nomor === nomor)!;
  return { d, bout };
}

/** Rows of `akun` left in a table, by the registry's declaration; a device-wide table's rows are nobody's but count too. */
async function sisa(db: ArenaDatabase, nama: NamaTabel, akun: number): Promise<number> {
  const milik = TABEL_LOKAL[nama];
  const rows = await db.table(nama).toArray();
  if (milik.milik === 'perangkat') return rows.length;
  const pemilik = milik.pemilik as (row: unknown) => number | null;
  return rows.filter((r) => pemilik(r) === akun).length;
}

describe('logout clears exactly what the registry declares', () => {
  it('every Dexie table is declared; after a session that touched them all, no row of the account is left in any', async () => {
    const { d, bout } = await sesi('logout-1');
    const akun = d.session.user.id_akun;
    const tabel = d.db.tables.map((t) => t.name as NamaTabel);
    expect(new Set(tabel)).toEqual(new Set(Object.keys(TABEL_LOKAL)));

    // A tap made offline: in the outbox and the bout's local log.
    pakai(server, d, false);
    await catatKejadian(siap.A, bout, { jenis: 'ronde_mulai', ronde: 1 }, d.db);
    for (const nama of tabel) expect(await d.db.table(nama).count(), `the session touched ${nama}`).toBeGreaterThan(0);
    // Online again: it lands, and the server's log is read back.
    pakai(server, d, true);
    await syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(await muatLogServer(d.db, bout.id_match)).toBe(true);
    expect(await d.db.skorKejadian.count()).toBeGreaterThan(0);

    await bersihkanSesi(d.db);
    for (const nama of tabel) expect(await sisa(d.db, nama, akun), nama).toBe(0);
    // Device-wide copies of public reads went too: nothing at all is left.
    for (const nama of tabel) expect(await d.db.table(nama).count(), nama).toBe(0);
  });

  it("a write still queued stays, with the log rows it carries, for the account's next session, which lands it", async () => {
    const { d, bout } = await sesi('logout-2', 2);
    const akun = d.session.user.id_akun;
    // One event landed and read back (a row nobody's queued write carries), then one tapped offline.
    await catatKejadian(siap.A, bout, { jenis: 'ronde_mulai', ronde: 1 }, d.db);
    await syncNow();
    expect(await muatLogServer(d.db, bout.id_match)).toBe(true);
    expect(await d.db.skorKejadian.count()).toBe(1);
    pakai(server, d, false);
    const k = await catatKejadian(siap.A, bout, { jenis: 'timer', aksi: 'jeda' }, d.db);

    await bersihkanSesi(d.db);
    expect((await d.db.outbox.toArray()).map((e) => [e.ownerId, e.kind])).toEqual([[akun, 'kejadian']]);
    expect((await d.db.skorKejadian.toArray()).map((r) => r.kejadian)).toEqual([k]);
    for (const nama of d.db.tables.map((t) => t.name as NamaTabel)) {
      if (nama !== 'outbox' && nama !== 'skorKejadian') expect(await d.db.table(nama).count(), nama).toBe(0);
    }

    pakai(server, d, true);
    await syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    await bersihkanSesi(d.db);
    expect(await d.db.skorKejadian.count()).toBe(0);
  });
});
