import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { sessionUserSchema } from '../../src/domain';
import { pesertaKompetisiSchema } from '../../src/domain/schemas/peserta-response';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import {
  buildPesertaList,
  pakaiYangTerbaru,
  refreshPeserta,
  terapkanPunyaSaya,
  ubahStatusPeserta,
  type PesertaView,
} from '../../src/client/data/kompetisi';
import { pesertaListKey, pesertaPrefix } from '../../src/client/data/kompetisi/keys';
import { writeSession } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { activityLog, pesertaKompetisi } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { PASSWORD, makeAdmin, makeCoach } from '../server/helpers/fixtures';
import { POOMSAE_CADET_INDIVIDU, cadet, kelasId, kompetisiTerbuka, makePanitia } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

const OFFLINE = 'http://127.0.0.1:9';
let server: RealServer;
let id_kompetisi: number;
let kelas: number;
let id_dojang: number;

type Device = { db: ArenaDatabase; session: { token: string; user: v.InferOutput<typeof sessionUserSchema> } };

async function login(email: string): Promise<Device['session']> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  return { token: body.data.token, user: v.parse(sessionUserSchema, body.data.user) };
}

/** Makes this device the current one (its database and its organiser's session), online or not. */
function use(device: Device, online: boolean) {
  setDb(device.db);
  writeSession(device.session);
  setApiOrigin(online ? server.url : OFFLINE);
}

async function list(device: Device): Promise<PesertaView[]> {
  const rec = await device.db.records.get(pesertaListKey(id_kompetisi));
  const rows = v.parse(v.array(pesertaKompetisiSchema), rec?.base ?? []);
  return buildPesertaList(rows, await device.db.outbox.toArray(), pesertaPrefix(id_kompetisi));
}

const statusOnServer = async (id: number) =>
  (await server.open.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, id)))[0]!.status;

async function entri(nama: string): Promise<number> {
  const a = await cadet(server.open.db, id_dojang, { nama_atlet: nama });
  const [p] = await server.open.db.insert(pesertaKompetisi).values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas }).returning();
  return p.id_peserta_kompetisi;
}

let admin: Device;
let panitia: Device;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  await seedCatalogue(server.open.db);
  const k = await kompetisiTerbuka(server.open.db);
  id_kompetisi = k.id_kompetisi;
  kelas = await kelasId(server.open.db, id_kompetisi, POOMSAE_CADET_INDIVIDU);
  id_dojang = (await makeCoach(server.open.db, 'pelatih@uji.id')).id_dojang;
  await makeAdmin(server.open.db, 'admin@uji.id');
  await makePanitia(server.open.db, 'panitia@uji.id', id_kompetisi);
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await server?.close();
});
beforeEach(async () => {
  admin = { db: freshDb(), session: await login('admin@uji.id') };
  panitia = { db: freshDb(), session: await login('panitia@uji.id') };
});

/** Both desks read the list while the hall's wifi still works. */
async function bothRead() {
  for (const d of [admin, panitia]) {
    use(d, true);
    await refreshPeserta(d.db, id_kompetisi);
  }
}

const row = async (d: Device, id: number) => (await list(d)).find((p) => p.id_peserta_kompetisi === id)!;

describe('approvals at the venue desk', () => {
  it('an approval made offline shows pending, survives a new connection and lands exactly once', async () => {
    const id = await entri('Galih Offline');
    await bothRead();
    use(admin, false);
    const hasil = await ubahStatusPeserta({ id_kompetisi, peserta: await row(admin, id), status: 'APPROVED' });
    expect(hasil).toEqual({ queued: true, konflik: false });
    admin.db.close();
    admin = { ...admin, db: new ArenaDatabase(admin.db.name) };
    use(admin, false);
    expect(await row(admin, id)).toMatchObject({ status: 'APPROVED', pending: true });
    expect(await statusOnServer(id)).toBe('PENDING');
    use(admin, true);
    await syncNow();
    await syncNow();
    expect(await statusOnServer(id)).toBe('APPROVED');
    expect(await row(admin, id)).toMatchObject({ status: 'APPROVED', pending: false });
    const log = await server.open.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_PESERTA'));
    expect(log.filter((l) => l.details?.includes('Galih Offline'))).toHaveLength(1);
  });

  it('two organisers offline, one approves and one rejects: one visible conflict, nothing overwritten; "terapkan punya saya" wins on purpose', async () => {
    const id = await entri('Hana Bentrok');
    await bothRead();
    use(admin, false);
    await ubahStatusPeserta({ id_kompetisi, peserta: await row(admin, id), status: 'APPROVED' });
    use(panitia, false);
    await ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, id), status: 'REJECTED', alasan: 'Kelas tidak sesuai' });
    use(admin, true);
    await syncNow();
    use(panitia, true);
    await syncNow();
    expect(await statusOnServer(id)).toBe('APPROVED');
    const seen = await row(panitia, id);
    expect(seen.konflik).toEqual({ status: 'APPROVED', diubah_oleh: 'Admin Uji', diubah_pada: expect.any(String), alasan_ditolak: null });
    expect(seen.rejected).toContain('Admin Uji');
    expect((await panitia.db.outbox.toArray()).filter((e) => e.status === 'rejected')).toHaveLength(1);
    await terapkanPunyaSaya(seen.outboxId!);
    expect(await statusOnServer(id)).toBe('REJECTED');
    expect(await panitia.db.outbox.count()).toBe(0);
    expect(await row(panitia, id)).toMatchObject({
      status: 'REJECTED',
      konflik: null,
      rejected: null,
      alasan_ditolak: 'Kelas tidak sesuai',
    });
  });

  it('"pakai yang terbaru" drops my change and shows the status the server holds', async () => {
    const id = await entri('Indra Terbaru');
    await bothRead();
    use(panitia, false);
    await ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, id), status: 'REJECTED', alasan: 'Kelas tidak sesuai' });
    use(admin, true);
    expect((await ubahStatusPeserta({ id_kompetisi, peserta: await row(admin, id), status: 'APPROVED' })).queued).toBe(false);
    use(panitia, true);
    await syncNow();
    const seen = await row(panitia, id);
    expect(seen.konflik?.status).toBe('APPROVED');
    await pakaiYangTerbaru(seen.outboxId!);
    expect(await panitia.db.outbox.count()).toBe(0);
    expect(await row(panitia, id)).toMatchObject({ status: 'APPROVED', konflik: null, pending: false });
    expect(await statusOnServer(id)).toBe('APPROVED');
  });

  it('online, a conflict is kept to choose from instead of thrown; another refusal is thrown and rolls back', async () => {
    const id = await entri('Joko Online');
    await bothRead();
    use(admin, true);
    await ubahStatusPeserta({ id_kompetisi, peserta: await row(admin, id), status: 'APPROVED' });
    use(panitia, true);
    expect(
      await ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, id), status: 'REJECTED', alasan: 'Kelas tidak sesuai' }),
    ).toEqual({ queued: false, konflik: true });
    expect((await row(panitia, id)).konflik?.status).toBe('APPROVED');
    const other = await entri('Kiki Lain');
    use(panitia, true);
    await refreshPeserta(panitia.db, id_kompetisi);
    await server.open.db.delete(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, other));
    await expect(ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, other), status: 'APPROVED' })).rejects.toMatchObject({
      status: 404,
    });
    expect((await panitia.db.outbox.toArray()).filter((e) => e.entityKey.endsWith(`:${other}`))).toHaveLength(0);
  });

  it('"Tolak" carries its reason: refused on the device without one; offline it shows at once and lands with the reason', async () => {
    const id = await entri('Lina Alasan');
    await bothRead();
    use(panitia, false);
    await expect(
      ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, id), status: 'REJECTED', alasan: ' abc ' }),
    ).rejects.toMatchObject({ status: 400, message: 'Alasan penolakan wajib diisi (minimal 5 karakter)' });
    expect(await panitia.db.outbox.count()).toBe(0);
    const hasil = await ubahStatusPeserta({
      id_kompetisi,
      peserta: await row(panitia, id),
      status: 'REJECTED',
      alasan: ' Dokumen tidak lengkap ',
    });
    expect(hasil).toEqual({ queued: true, konflik: false });
    const [queued] = await panitia.db.outbox.toArray();
    expect(queued!.body).toEqual({ status: 'REJECTED', status_sebelumnya: 'PENDING', alasan_ditolak: 'Dokumen tidak lengkap' });
    expect(await row(panitia, id)).toMatchObject({ status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap', pending: true });
    use(panitia, true);
    await syncNow();
    const [onServer] = await server.open.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, id));
    expect(onServer).toMatchObject({ status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap' });
    expect(await row(panitia, id)).toMatchObject({ status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap', pending: false });
    // Approved again (the server clears the reason), the row drops it too.
    await ubahStatusPeserta({ id_kompetisi, peserta: await row(panitia, id), status: 'APPROVED' });
    await refreshPeserta(panitia.db, id_kompetisi);
    expect(await row(panitia, id)).toMatchObject({ status: 'APPROVED', alasan_ditolak: null });
  });
});
