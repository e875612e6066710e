import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atletListSchema, sessionUserSchema, type Atlet } from '../../src/domain';
import { kelasKejuaraanSchema, pesertaKompetisiSchema, type KelasKejuaraan } from '../../src/domain/schemas/peserta-response';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import {
  buildPesertaList,
  daftarkanPeserta,
  hapusPeserta,
  koreksiPendaftaran,
  refreshPeserta,
  ubahKelasPeserta,
  uploadBukti,
  buildBuktiList,
} from '../../src/client/data/kompetisi';
import { pesertaListKey, pesertaPrefix } from '../../src/client/data/kompetisi/keys';
import { writeSession, currentToken, currentUser } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { cadet, kelasId, kompetisiTerbuka, KYORUGI_CADET_45, KYORUGI_CADET_49, POOMSAE_CADET_PASANGAN } from '../server/helpers/peserta';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let db: ArenaDatabase;
let id_kompetisi: number;
let kelas: KelasKejuaraan[];
let atlet: Atlet[];
const OFFLINE = 'http://127.0.0.1:9';
const kompetisi = () => ({ id_kompetisi, nama_event: 'Kejuaraan Terbuka' });

async function api<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${currentToken()}` } });
  return v.parse(v.object({ data: schema }), await res.json()).data;
}
const serverPeserta = () => api(`/kompetisi/${id_kompetisi}/atlet`, v.array(pesertaKompetisiSchema));
const kelasById = async (q: Parameters<typeof kelasId>[2]) => {
  const id = await kelasId(server.open.db, id_kompetisi, q);
  return kelas.find((k) => k.id_kelas_kejuaraan === id)!;
};
const PEMULA_CADET_45 = { ...KYORUGI_CADET_45, kategori: 'pemula' as const };
const byName = (nama: string) => atlet.find((a) => a.nama_atlet === nama)!;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  const session = await coachSession(server.url);
  const user = v.parse(sessionUserSchema, session.user);
  writeSession({ token: session.token, user });
  await seedCatalogue(server.open.db);
  const k = await kompetisiTerbuka(server.open.db);
  id_kompetisi = k.id_kompetisi;
  const id_dojang = user.pelatih!.id_dojang;
  for (const [nama, berat] of [
    ['Andi Kyorugi', 43],
    ['Bima Poomsae', 40],
    ['Candra Poomsae', 42],
    ['Dedi Berat', 47],
  ] as const) {
    await cadet(server.open.db, id_dojang, { nama_atlet: nama, berat_badan: berat });
  }
  atlet = await api('/atlet', atletListSchema);
  kelas = await api(`/kelas/kejuaraan/${id_kompetisi}`, v.array(kelasKejuaraanSchema));
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await server?.close();
});
beforeEach(async () => {
  db = freshDb();
  setDb(db);
  setApiOrigin(server.url);
});

const listed = async () => {
  const rec = await db.records.get(pesertaListKey(id_kompetisi));
  const rows = v.parse(v.array(pesertaKompetisiSchema), rec?.base ?? []);
  return buildPesertaList(rows, await db.outbox.toArray(), pesertaPrefix(id_kompetisi));
};

describe('registrations at the venue', () => {
  it('an offline Kyorugi entry and Poomsae pair survive a new connection, show pending, and land exactly once', async () => {
    await refreshPeserta(db, id_kompetisi);
    setApiOrigin(OFFLINE);
    const k45 = await kelasById(KYORUGI_CADET_45);
    const pasangan = await kelasById(POOMSAE_CADET_PASANGAN);
    expect(await daftarkanPeserta({ kompetisi: kompetisi(), kelas: k45, atlet: [byName('Andi Kyorugi')] })).toEqual({ queued: true });
    expect(
      await daftarkanPeserta({ kompetisi: kompetisi(), kelas: pasangan, atlet: [byName('Bima Poomsae'), byName('Candra Poomsae')] }),
    ).toEqual({ queued: true });

    const reopened = new ArenaDatabase(db.name);
    const entries = await reopened.outbox.orderBy('seq').toArray();
    reopened.close();
    expect(entries.map((e) => e.body)).toEqual([
      { atlitId: byName('Andi Kyorugi').id_atlet, kelasKejuaraanId: k45.id_kelas_kejuaraan },
      {
        atlitId: byName('Bima Poomsae').id_atlet,
        kelasKejuaraanId: pasangan.id_kelas_kejuaraan,
        atlitId2: byName('Candra Poomsae').id_atlet,
      },
    ]);
    const pending = await listed();
    expect(pending.map((p) => [p.atlet.nama_atlet, p.pending, p.status])).toEqual([
      ['Bima Poomsae', true, 'PENDING'],
      ['Andi Kyorugi', true, 'PENDING'],
    ]);
    expect(pending[0].anggota_tim.map((m) => m.atlet.nama_atlet)).toEqual(['Bima Poomsae', 'Candra Poomsae']);

    setApiOrigin(server.url);
    await syncNow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const onServer = await serverPeserta();
    expect(onServer).toHaveLength(2);
    const shown = await listed();
    expect(shown.map((p) => [p.atlet.nama_atlet, p.pending, p.id_peserta_kompetisi > 0])).toEqual([
      ['Andi Kyorugi', false, true],
      ['Bima Poomsae', false, true],
    ]);
  });

  it('a refusal shows with the server message; corrected into another class it lands', async () => {
    setApiOrigin(OFFLINE);
    const k45 = await kelasById(KYORUGI_CADET_45);
    // 47 kg does not fit Under 45 kg: the server refuses with the reason.
    await daftarkanPeserta({ kompetisi: kompetisi(), kelas: k45, atlet: [byName('Dedi Berat')] });
    setApiOrigin(server.url);
    await syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry.status).toBe('rejected');
    expect(entry.lastError).toMatch(/berat/i);
    expect(entry.fixPath).toBe(`/dashboard/dataKompetisi/${id_kompetisi}`);
    const [row] = await listed();
    expect(row).toMatchObject({ pending: false, rejected: entry.lastError, outboxId: entry.id });

    const fixed = await koreksiPendaftaran(entry.id, await kelasById(KYORUGI_CADET_49));
    expect(fixed).toEqual({ queued: false });
    expect(await db.outbox.count()).toBe(0);
    expect((await serverPeserta()).filter((p) => p.atlet.nama_atlet === 'Dedi Berat')).toHaveLength(1);
  });

  it('a refusal while online is thrown and nothing stays queued', async () => {
    const k45 = await kelasById(KYORUGI_CADET_45);
    // Andi is already in a Kyorugi class (first test).
    await expect(daftarkanPeserta({ kompetisi: kompetisi(), kelas: k45, atlet: [byName('Andi Kyorugi')] })).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a queued class change and a queued delete replay once; the list follows', async () => {
    await refreshPeserta(db, id_kompetisi);
    const andi = (await listed()).find((p) => p.atlet.nama_atlet === 'Andi Kyorugi')!;
    const pasangan = (await listed()).find((p) => p.is_team)!;
    setApiOrigin(OFFLINE);
    const pemula45 = await kelasById(PEMULA_CADET_45);
    expect(await ubahKelasPeserta({ id_kompetisi, peserta: andi, kelas: pemula45 })).toEqual({ queued: true });
    expect(await hapusPeserta({ id_kompetisi, peserta: pasangan })).toEqual({ queued: true });
    const shown = await listed();
    expect(shown.find((p) => p.key === andi.key)).toMatchObject({ id_kelas_kejuaraan: pemula45.id_kelas_kejuaraan, pending: true });
    expect(shown.find((p) => p.key === pasangan.key)).toBeUndefined();

    setApiOrigin(server.url);
    await syncNow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const onServer = await serverPeserta();
    expect(onServer.find((p) => p.id_peserta_kompetisi === andi.id_peserta_kompetisi)?.id_kelas_kejuaraan).toBe(
      pemula45.id_kelas_kejuaraan,
    );
    expect(onServer.find((p) => p.id_peserta_kompetisi === pasangan.id_peserta_kompetisi)).toBeUndefined();
    expect((await listed()).map((p) => p.key)).not.toContain(pasangan.key);
  });

  it('a class change made from a class the entry has left is refused (409), never applied silently', async () => {
    await refreshPeserta(db, id_kompetisi);
    const andi = (await listed()).find((p) => p.atlet.nama_atlet === 'Andi Kyorugi')!;
    const stale = { ...andi, id_kelas_kejuaraan: (await kelasById(KYORUGI_CADET_45)).id_kelas_kejuaraan };
    setApiOrigin(OFFLINE);
    await ubahKelasPeserta({ id_kompetisi, peserta: stale, kelas: await kelasById(KYORUGI_CADET_45) }).catch(() => undefined);
    // The entry went from prestasi to pemula on the server meanwhile (previous test), so the write's base is stale.
    setApiOrigin(server.url);
    await syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', lastStatus: 409 });
    expect((await serverPeserta()).find((p) => p.id_peserta_kompetisi === andi.id_peserta_kompetisi)?.id_kelas_kejuaraan).toBe(
      andi.id_kelas_kejuaraan,
    );
  });
});

describe('payment proofs at the venue', () => {
  const jpeg = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, ...new Array(300).fill(9)])], 'transfer.jpg', {
      type: 'image/jpeg',
    });

  it('an offline upload keeps the file as a Blob, shows pending, and lands once with the file on the server', async () => {
    setApiOrigin(OFFLINE);
    expect(await uploadBukti({ kompetisi: kompetisi(), file: jpeg(), nama_dojang: 'Dojang Rajawali' })).toEqual({ queued: true });
    const entries = await db.outbox.toArray();
    const [shown] = buildBuktiList([], entries);
    expect(shown).toMatchObject({ pending: true, bukti_transfer_path: 'transfer.jpg' });
    expect(shown.localBlob?.size).toBe(jpeg().size);

    setApiOrigin(server.url);
    await syncNow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    const proofs = await api(`/bukti-transfer/dojang/${currentUser()!.pelatih!.id_dojang}`, v.array(v.object({ url: v.string() })));
    expect(proofs).toHaveLength(1);
    const file = await fetch(`${server.url}${proofs[0].url}`, { headers: { Authorization: `Bearer ${currentToken()}` } });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(jpeg().size);
  });
});
