import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { sessionUserSchema } from '../../src/domain';
import { setApiOrigin } from '../../src/client/data/api';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import {
  bacaMeja,
  cariKartu,
  catatTimbang,
  pakaiKeputusanTerbaru,
  putuskanTimbang,
  refreshPengaturan,
  refreshPenimbangan,
  terapkanKeputusanSaya,
  type EntriTampil,
} from '../../src/client/data/penimbangan';
import { writeSession } from '../../src/client/data/session';
import { syncNow } from '../../src/client/data/sync/engine';
import { syncListView } from '../../src/client/data/sync/sync-list';
import { keputusanTimbang, penimbangan, pesertaKompetisi } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { PASSWORD, makeCoach } from '../server/helpers/fixtures';
import { KYORUGI_CADET_45, KYORUGI_CADET_49, cadet, kelasId, kompetisiTerbuka, makePanitia } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

const OFFLINE = 'http://127.0.0.1:9';
let server: RealServer;
let id_kompetisi: number;
let kelas: number;
let kelas49: number;
let dojang: number;

type Device = { db: ArenaDatabase; session: { token: string; user: v.InferOutput<typeof sessionUserSchema> } };

async function login(email: string, password = PASSWORD): Promise<Device['session']> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  return { token: body.data.token, user: v.parse(sessionUserSchema, body.data.user) };
}

function use(device: Device, online: boolean) {
  setDb(device.db);
  writeSession(device.session);
  setApiOrigin(online ? server.url : OFFLINE);
}

async function muat(d: Device) {
  use(d, true);
  await refreshPengaturan(d.db, id_kompetisi);
  await refreshPenimbangan(d.db, id_kompetisi);
}

async function lihat(d: Device, pid: number): Promise<EntriTampil> {
  const meja = await bacaMeja(d.db, d.session.user.id_akun, id_kompetisi);
  return meja.entri.find((x) => x.entri.id_peserta_kompetisi === pid)!;
}

let panitia: Device;
let panitiaB: Device;
let petugas: Device;
let pid: number;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  await seedCatalogue(server.open.db);
  id_kompetisi = (await kompetisiTerbuka(server.open.db)).id_kompetisi;
  kelas = await kelasId(server.open.db, id_kompetisi, KYORUGI_CADET_45);
  kelas49 = await kelasId(server.open.db, id_kompetisi, KYORUGI_CADET_49);
  dojang = (await makeCoach(server.open.db, 'p1@uji.id')).id_dojang;
  await makePanitia(server.open.db, 'panitia-a@uji.id', id_kompetisi);
  await makePanitia(server.open.db, 'panitia-b@uji.id', id_kompetisi);
  const admin = await login('panitia-a@uji.id');
  const res = await fetch(`${server.url}/api/kompetisi/${id_kompetisi}/petugas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ nama: 'Petugas Meja', email: 'meja@uji.id', password: 'Timbang123' }),
  });
  expect(res.status).toBe(201);
  // The staff member replaces the first password the admin gave (as the app asks at the first login).
  const awal = await login('meja@uji.id', 'Timbang123');
  const ganti = await fetch(`${server.url}/api/auth/ganti-password-awal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${awal.token}` },
    body: JSON.stringify({ password_baru: 'MejaSatu123', konfirmasi_password: 'MejaSatu123' }),
  });
  expect(ganti.status).toBe(200);
  const atur = await fetch(`${server.url}/api/kompetisi/${id_kompetisi}/penimbangan/pengaturan`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ boleh_pindah: true }),
  });
  expect(atur.status).toBe(200);
});
afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  await server?.close();
});
beforeEach(async () => {
  await server.open.db.delete(keputusanTimbang);
  await server.open.db.delete(penimbangan);
  await server.open.db.delete(pesertaKompetisi);
  const a = await cadet(server.open.db, dojang, { nama_atlet: 'Bima Sakti' });
  const [p] = await server.open.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas, status: 'APPROVED' })
    .returning();
  pid = p!.id_peserta_kompetisi;
  panitia = { db: freshDb(), session: await login('panitia-a@uji.id') };
  panitiaB = { db: freshDb(), session: await login('panitia-b@uji.id') };
  petugas = { db: freshDb(), session: await login('meja@uji.id', 'MejaSatu123') };
  for (const d of [panitia, panitiaB, petugas]) await muat(d);
});

const serverAttempts = () => server.open.db.select().from(penimbangan).where(eq(penimbangan.id_peserta_kompetisi, pid));

describe('the weigh-in desk without wifi', () => {
  it('a scanned card resolves offline; two attempts queued offline show at once with the verdict and land once each', async () => {
    use(petugas, false);
    const kode = (await lihat(petugas, pid)).entri.kode_kartu;
    expect(
      await cariKartu(petugas.db, petugas.session.user.id_akun, id_kompetisi, `https://arena.example/kartu/${kode.toLowerCase()}`),
    ).toEqual({ ok: true, id_peserta: pid, peringatan: null });
    const palsu = `${kode.slice(0, -8)}AAAAAAAA` === kode ? `${kode.slice(0, -8)}BBBBBBBB` : `${kode.slice(0, -8)}AAAAAAAA`;
    expect(await cariKartu(petugas.db, petugas.session.user.id_akun, id_kompetisi, palsu)).toMatchObject({
      ok: true,
      peringatan: expect.stringContaining('tidak cocok'),
    });

    const entri = (await lihat(petugas, pid)).entri;
    await catatTimbang(id_kompetisi, entri, {
      berat_gram: 45_600,
      meja: 'Meja 2',
      ditimbang_pada: new Date(Date.now() - 60_000).toISOString(),
    });
    let x = await lihat(petugas, pid);
    expect(x.teks).toBe('GAGAL — 0,6 kg di atas batas Under 45 kg');
    expect(x.hasil).toBe('GAGAL');
    await catatTimbang(id_kompetisi, entri, { berat_gram: 45_000, meja: 'Meja 2' });
    x = await lihat(petugas, pid);
    expect(x.percobaan.map((p) => [p.berat_gram, p.lolos, p.status])).toEqual([
      [45_600, false, 'menunggu'],
      [45_000, true, 'menunggu'],
    ]);
    expect([x.hasil, x.teks, x.dipakai, x.maks]).toEqual(['LOLOS', 'LOLOS', 2, 2]);
    // The official attempts are used up on this tablet too (the rule the server runs again); a random one is still open.
    expect(x.tidakDitimbang).toEqual({
      RESMI: { ok: false, kode: 'percobaan_habis', pesan: 'Percobaan timbang resmi sudah habis (2 dari 2).' },
      ACAK: null,
    });
    expect(await petugas.db.outbox.count()).toBe(2);

    // Reload the tablet (a new connection to the same IndexedDB), then the wifi comes back.
    petugas.db.close();
    petugas = { ...petugas, db: new ArenaDatabase(petugas.db.name) };
    use(petugas, true);
    await syncNow();
    await syncNow();
    expect(await petugas.db.outbox.count()).toBe(0);
    const rows = await serverAttempts();
    expect(rows.map((r) => [r.berat_gram, r.lolos, r.meja]).sort()).toEqual([
      [45_000, true, 'Meja 2'],
      [45_600, false, 'Meja 2'],
    ]);
    x = await lihat(petugas, pid);
    expect(x.percobaan.every((p) => p.status === 'tersimpan')).toBe(true);
    expect([x.entri.hasil, x.hasil]).toEqual(['LOLOS', 'LOLOS']);
  });

  /** Two failed attempts reach the server; both admins' tablets hold the entry at that version. */
  async function duaGagal() {
    use(panitia, true);
    for (const g of [45_800, 45_700])
      await catatTimbang(id_kompetisi, (await lihat(panitia, pid)).entri, { berat_gram: g, meja: 'Meja 1' });
    await syncNow();
    for (const d of [panitia, panitiaB]) await muat(d);
    const x = await lihat(panitia, pid);
    expect([x.bolehDiskualifikasi, x.bolehPindah, x.opsiPindah.map((k) => k.id_kelas_kejuaraan)]).toEqual([true, true, [kelas49]]);
  }

  it('a move queued offline shows at once: the big answer judged in the new class, the move named, pending', async () => {
    await duaGagal();
    use(panitia, false);
    // Done for the desk once kept on the device: the call answers with the queued entry, not the server's word.
    const { id, kirim } = await putuskanTimbang(id_kompetisi, (await lihat(panitia, pid)).entri, {
      jenis: 'PINDAH',
      id_kelas_tujuan: kelas49,
    });
    expect(await panitia.db.outbox.get(id)).toMatchObject({ kind: 'keputusan' });
    expect(await kirim).toBe('queued');
    const x = await lihat(panitia, pid);
    expect([x.entri.id_kelas_kejuaraan, x.vonis?.lolos, x.hasil, x.dipindah, x.keputusan?.status]).toEqual([
      kelas49,
      true,
      'LOLOS',
      true,
      'pending',
    ]);
    expect(x.teks).toMatch(/^LOLOS — dipindah ke /);
    use(panitia, true);
    await syncNow();
    await muat(panitia);
    const y = await lihat(panitia, pid);
    expect([y.entri.id_kelas_kejuaraan, y.vonis?.lolos, y.dipindah, y.keputusan]).toEqual([kelas49, true, true, null]);
  });

  /** Admin A disqualifies offline; admin B moves the entry first; A's decision then meets the new version. */
  async function konflik() {
    await duaGagal();
    use(panitia, false);
    const dsq = await putuskanTimbang(id_kompetisi, (await lihat(panitia, pid)).entri, {
      jenis: 'DISKUALIFIKASI',
      alasan: 'Berat lebih 0,7 kg',
    });
    expect(await dsq.kirim).toBe('queued');
    expect((await lihat(panitia, pid)).entri.status).toBe('DISKUALIFIKASI');
    use(panitiaB, true);
    const pindah = await putuskanTimbang(id_kompetisi, (await lihat(panitiaB, pid)).entri, { jenis: 'PINDAH', id_kelas_tujuan: kelas49 });
    expect(await pindah.kirim).toBe('delivered');
    use(panitia, true);
    await syncNow();
    const [entry] = await panitia.db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', lastStatus: 409, lastKode: 'konflik_versi' });
    return entry!;
  }

  it("a decision made on a version another admin already changed comes back as a conflict; Pakai yang terbaru shows the server's", async () => {
    const entry = await konflik();
    expect(syncListView(entry).konflik).toBe(true);
    let x = await lihat(panitia, pid);
    expect(x.keputusan?.konflik).toMatchObject({ id_kelas_kejuaraan: kelas49, status: 'APPROVED' });
    // Until the admin chooses, the refused decision does not shape the entry.
    expect(x.entri.status).toBe('APPROVED');

    await pakaiKeputusanTerbaru(entry.id, panitia.db);
    expect(await panitia.db.outbox.count()).toBe(0);
    x = await lihat(panitia, pid);
    expect([x.entri.id_kelas_kejuaraan, x.entri.status, x.entri.keputusan?.jenis, x.keputusan, x.hasil]).toEqual([
      kelas49,
      'APPROVED',
      'PINDAH',
      null,
      'LOLOS',
    ]);
    const keputusan = await server.open.db.select().from(keputusanTimbang).where(eq(keputusanTimbang.id_peserta_kompetisi, pid));
    expect(keputusan.map((k) => k.jenis)).toEqual(['PINDAH']);
  });

  it("'Terapkan punya saya' sends mine again on the current version: judged anew, not another conflict", async () => {
    const entry = await konflik();
    await terapkanKeputusanSaya(entry.id, panitia.db);
    const [again] = await panitia.db.outbox.toArray();
    expect((again!.body as { versi: number }).versi).toBe((entry.lastData as { versi: number }).versi);
    // Moved into a class its weight fits, the entry no longer failed: the server says so, with its code.
    expect(again).toMatchObject({ status: 'rejected', lastStatus: 422, lastKode: 'belum_gagal' });
    expect(syncListView(again!)).toMatchObject({ konflik: false, kode: 'belum_gagal' });
  });
});
