import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atletListSchema, sessionUserSchema, type Atlet } from '../../src/domain';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../src/domain/privasi';
import { kelasKejuaraanSchema, pesertaKompetisiSchema, type KelasKejuaraan } from '../../src/domain/schemas/peserta-response';
import { setApiOrigin } from '../../src/client/data/api';
import { type ArenaDatabase, setDb } from '../../src/client/data/db';
import { createReplayer } from '../../src/client/data/replayer';
import { buildList } from '../../src/client/data/atlet/read';
import { replaceServerList } from '../../src/client/data/atlet/store';
import { daftarkanPeserta } from '../../src/client/data/kompetisi';
import { nyatakanPersetujuan } from '../../src/client/data/privasi';
import { aksiTolak } from '../../src/client/data/sync/aksi-tolak';
import { writeSession, currentToken } from '../../src/client/data/session';
import { atletToValues } from '../../src/client/features/atlet/profile/atlet-edit-values';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { kelasId, kompetisiTerbuka, tahunKompetisi, KYORUGI_CADET_45 } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startGateProxy, until, type GateProxy } from '../../test-support/gate-proxy';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let gate: GateProxy;
let db: ArenaDatabase;
let user: v.InferOutput<typeof sessionUserSchema>;
let id_kompetisi: number;
let kelas45: KelasKejuaraan;

async function api<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${currentToken()}` } });
  return v.parse(v.object({ data: schema }), await res.json()).data;
}

/** An athlete the coach added before consent was asked: straight into the database, without a statement. */
async function atletLama(nama: string, nik: string): Promise<number> {
  const rows = await server.open.db.execute(sql`insert into atlet (nama_atlet, jenis_kelamin, tanggal_lahir, nik, berat_badan, tinggi_badan,
      belt, provinsi, kota, id_dojang)
    values (${nama}, 'LAKI_LAKI', ${`${tahunKompetisi() - 13}-06-15`}, ${nik}, 43, 150, 'hijau', 'Sumatera Selatan', 'Kota Palembang',
      ${user.pelatih!.id_dojang}) returning id_atlet`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list[0] as { id_atlet: number }).id_atlet;
}

/** The coach's athletes as the screens see them: the server's copy with the queued writes over it. */
async function lihat(nama: string) {
  return buildList(
    (await db.atlet.toArray()).map((r) => r.data as Atlet),
    await db.outbox.toArray(),
  ).find((a) => a.nama_atlet === nama)!;
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  gate = await startGateProxy(server.url);
  const session = await coachSession(server.url);
  user = v.parse(sessionUserSchema, session.user);
  writeSession({ token: session.token, user });
  await seedCatalogue(server.open.db);
  id_kompetisi = (await kompetisiTerbuka(server.open.db)).id_kompetisi;
  const id45 = await kelasId(server.open.db, id_kompetisi, KYORUGI_CADET_45);
  kelas45 = (await api(`/kelas/kejuaraan/${id_kompetisi}`, v.array(kelasKejuaraanSchema))).find((k) => k.id_kelas_kejuaraan === id45)!;
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await gate?.close();
  await server?.close();
});
beforeEach(() => {
  db = freshDb();
  setDb(db);
  setApiOrigin(gate.url);
  gate.mode = 'up';
  gate.log.length = 0;
});

describe('consent for an athlete added before it was asked, made at the venue', () => {
  it('is queued offline on the athlete line; an entry made after it waits for it and both land in order', async () => {
    const id = await atletLama('Galih Lama', '1671011506130091');
    await replaceServerList(db, user.id_akun, await api('/atlet', atletListSchema));
    const sebelum = await lihat('Galih Lama');
    expect(sebelum.persetujuan?.status).toBe('BELUM');
    expect(sebelum.nik).toBe('1671••••••••0091');
    // The edit form never sends the masked number back as the NIK.
    expect(atletToValues(sebelum).nik).toBe('');

    gate.mode = 'down';
    const pernyataan = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Ratna Lama' };
    expect(await nyatakanPersetujuan({ id_atlet: id, nama_atlet: 'Galih Lama', tanggal_lahir: sebelum.tanggal_lahir, pernyataan })).toEqual(
      {
        queued: true,
      },
    );
    const tertunda = await lihat('Galih Lama');
    expect(tertunda).toMatchObject({ pending: true, persetujuan: { status: 'ADA', oleh_wali: true, nama_wali: 'Ratna Lama' } });

    const galih = { ...tertunda, id_atlet: id, kunciLokal: null };
    expect(await daftarkanPeserta({ kompetisi: { id_kompetisi }, kelas: kelas45, atlet: [galih] })).toEqual({ queued: true });
    const [setuju, daftar] = await db.outbox.orderBy('seq').toArray();
    expect(setuju).toMatchObject({ path: `/atlet/${id}/persetujuan`, kind: 'persetujuan', entityKey: `atlet:${id}` });
    expect(daftar).toMatchObject({ chain: setuju.chain, dependsOn: [{ key: `atlet:${id}` }] });

    gate.mode = 'up';
    const replayer = createReplayer({ db, ownerId: () => user.id_akun });
    await until(async () => {
      await replayer.run(true);
      return (await db.outbox.count()) === 0;
    });
    const sent = gate.log.filter((r) => r.method === 'POST' && r.status >= 200 && r.status < 300).map((r) => r.path);
    expect(sent).toEqual([`/api/atlet/${id}/persetujuan`, `/api/kompetisi/${id_kompetisi}/register`]);
    const peserta = await api(`/kompetisi/${id_kompetisi}/atlet`, v.array(pesertaKompetisiSchema));
    expect(peserta.map((p) => p.id_atlet)).toEqual([id]);
    // The server's answer replaced the device's copy.
    expect((await lihat('Galih Lama')).persetujuan).toMatchObject({ status: 'ADA', nama_wali: 'Ratna Lama', dicatat_oleh: 'Rudi Hartono' });
  });

  it("an entry refused for consent offers Retry; an athlete write refused for it, 'Perbaiki'; a withdrawn one, only dismiss", () => {
    expect(aksiTolak('peserta', 'persetujuan_wajib')).toBe('ulangi');
    expect(aksiTolak('peserta', 'persetujuan_dicabut')).toBe('buang');
    expect(aksiTolak('atlet', 'persetujuan_wajib')).toBe('perbaiki');
    expect(aksiTolak('atlet', 'persetujuan_dicabut')).toBe('buang');
  });
});
