import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/domain/roles';
import { atletCreateSchema } from '../../src/domain/schemas/atlet';
import { pernyataanDari, pernyataanSchema } from '../../src/domain/privasi';
import { susunMatches } from '../../src/domain/bagan/susun';
import { undiBagan } from '../../src/domain/bagan/undian';
import { ubahHasil } from '../../src/server/bagan/hasil';
import { simpanBagan } from '../../src/server/bagan/simpan';
import { tambahAtlet } from '../../src/server/atlet/write';
import { loadSessionUser, toSessionUser } from '../../src/server/auth/session-user';
import { activityLog, atlet, kompetisi, match, pesertaKompetisi } from '../../src/server/db/schema';
import type { OpenDb } from '../../src/server/db/types';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { daftarPeserta } from '../../src/server/peserta/register';
import { ubahStatusPeserta } from '../../src/server/peserta/status';
import { jalankanTulis } from '../../src/server/tulis/jalankan';
import type { Deps } from '../../src/server/tulis/types';
import { atletFields, insertAtlet } from './helpers/atlet';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { makeAdmin, makeCoach } from './helpers/fixtures';
import { KYORUGI_CADET_45, cadet, hari, kelasId, kompetisiTerbuka, makePanitia } from './helpers/peserta';

/** No server, no HTTP: the writes are called with their deps, the user and a transaction. */
let database: OpenDb;
let deps: Deps;
const JAM = new Date('2025-06-01T03:04:05.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  deps = {
    db: database.db,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'arena-tulis-')),
    mailer: recordingMailer(),
    log: () => {},
    sekarang: () => JAM,
  };
});
beforeEach(async () => resetDatabase(database.db));
afterAll(async () => {
  await database.close();
  await rm(deps.dataDir, { recursive: true, force: true });
});

async function sesi(id_akun: number): Promise<SessionUser> {
  const u = await loadSessionUser(database.db, id_akun);
  if (!u) throw new Error('no session user');
  return toSessionUser(u);
}

async function dunia() {
  const db = database.db;
  const k = await kompetisiTerbuka(db);
  const coach = await makeCoach(db, 'pelatih@uji.id');
  const admin = await makeAdmin(db, 'admin@uji.id');
  const kelas = await kelasId(db, k.id_kompetisi, KYORUGI_CADET_45);
  return { k, kelas, coach, pelatih: await sesi(coach.akun.id_akun), admin: await sesi(admin.id_akun) };
}

describe('writes are functions of (deps, aktor, input, tx)', () => {
  it('the participant status change, inside a transaction: the entry, the notification to send after the commit, then a stale change refused', async () => {
    const w = await dunia();
    const a = await cadet(database.db, w.coach.id_dojang);
    const [p] = await database.db.insert(pesertaKompetisi).values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: w.kelas }).returning();
    const input = {
      id_kompetisi: w.k.id_kompetisi,
      id_peserta: p.id_peserta_kompetisi,
      status: 'APPROVED' as const,
      status_sebelumnya: 'PENDING' as const,
      alasan_ditolak: null,
    };

    const hasil = await database.db.transaction((tx) => ubahStatusPeserta(deps, w.admin, input, tx));
    expect(hasil).toMatchObject({
      ok: true,
      pesan: 'Peserta berhasil disetujui',
      data: { id_peserta_kompetisi: p.id_peserta_kompetisi, status: 'APPROVED' },
    });
    expect(hasil.ok && hasil.setelah).toEqual([
      { jenis: 'kabar_status_peserta', id_kompetisi: w.k.id_kompetisi, id_peserta: p.id_peserta_kompetisi, status: 'APPROVED' },
    ]);
    const [row] = await database.db
      .select()
      .from(pesertaKompetisi)
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, p.id_peserta_kompetisi));
    expect(row.status_diubah_pada?.toISOString()).toBe(JAM.toISOString()); // the clock of deps
    expect(row.status_diubah_oleh).toBe(w.admin.id_akun);

    const stale = await database.db.transaction((tx) =>
      ubahStatusPeserta(
        deps,
        w.admin,
        { ...input, status: 'REJECTED', status_sebelumnya: 'PENDING', alasan_ditolak: 'Berat tidak sesuai' },
        tx,
      ),
    );
    expect(stale).toMatchObject({ ok: false, kode: 'konflik_versi', data: { status: 'APPROVED', diubah_oleh: 'Admin Uji' } });
    expect(await database.db.transaction((tx) => ubahStatusPeserta(deps, w.pelatih, input, tx))).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: 'Anda tidak memiliki akses',
    });
  });

  it('an athlete creation: the athlete and its activity row; a taken NIK and a missing KK/KTP refused with their codes', async () => {
    const w = await dunia();
    const fields = v.parse(atletCreateSchema, atletFields());
    const pernyataan = pernyataanDari(v.parse(pernyataanSchema, atletFields()));
    const tanpa = await database.db.transaction((tx) => tambahAtlet(deps, w.pelatih, { ...fields, dokumen: {}, pernyataan: null }, tx));
    expect(tanpa).toMatchObject({ ok: false, kode: 'persetujuan_wajib', field: 'persetujuan' });
    const hasil = await database.db.transaction((tx) => tambahAtlet(deps, w.pelatih, { ...fields, dokumen: {}, pernyataan }, tx));
    expect(hasil).toMatchObject({
      ok: true,
      pesan: 'Data atlet berhasil disimpan!',
      data: { nama_atlet: 'Muhammad Rizky', nik: '1671••••••••0001', persetujuan: { status: 'ADA' } },
    });
    expect(await database.db.select().from(activityLog).where(eq(activityLog.action, 'TAMBAH_ATLET'))).toHaveLength(1);

    const lagi = await database.db.transaction((tx) => tambahAtlet(deps, w.pelatih, { ...fields, dokumen: {}, pernyataan }, tx));
    expect(lagi).toEqual({ ok: false, kode: 'nik_terdaftar', pesan: 'NIK sudah terdaftar', field: 'nik' });
    const dewasa = await database.db.transaction((tx) =>
      tambahAtlet(deps, w.pelatih, { ...fields, nik: '1671011403120009', tanggal_lahir: '1990-01-01', dokumen: {}, pernyataan }, tx),
    );
    expect(dewasa).toMatchObject({ ok: false, kode: 'dokumen_wajib', field: 'ktp' });
    expect(await database.db.select().from(atlet)).toHaveLength(1);
  });

  it('jalankanTulis: a refusal rolls the transaction back and is returned; the clock decides the registration window', async () => {
    const w = await dunia();
    const a = await insertAtlet(database.db, w.coach.id_dojang, {
      tanggal_lahir: `${Number(hari(30).slice(0, 4)) - 13}-06-15`,
      berat_badan: 43,
    });
    const input = { id_kompetisi: w.k.id_kompetisi, atlitId: a.id_atlet, kelasKejuaraanId: w.kelas };
    const tepat = { ...deps, sekarang: () => new Date() };
    const first = await jalankanTulis(tepat, (tx) => daftarPeserta(tepat, w.pelatih, input, tx));
    expect(first).toMatchObject({ ok: true, pesan: 'Pendaftaran berhasil!' });
    const dua = await jalankanTulis(tepat, (tx) => daftarPeserta(tepat, w.pelatih, input, tx));
    expect(dua).toEqual({ ok: false, kode: 'sudah_terdaftar', pesan: 'Atlet sudah terdaftar di kelas ini' });
    expect(await database.db.select().from(pesertaKompetisi)).toHaveLength(1);

    // The same request a year later (deps' clock): past the deadline.
    const b = await insertAtlet(database.db, w.coach.id_dojang, {
      tanggal_lahir: `${Number(hari(30).slice(0, 4)) - 13}-07-01`,
      berat_badan: 43,
    });
    const nanti = { ...deps, sekarang: () => new Date(Date.now() + 365 * 24 * 3600 * 1000) };
    const lewat = await jalankanTulis(nanti, (tx) => daftarPeserta(nanti, w.pelatih, { ...input, atlitId: b.id_atlet }, tx));
    expect(lewat).toMatchObject({ ok: false, kode: expect.stringMatching(/^(batas_pendaftaran_lewat|pendaftaran_ditutup)$/) });
    const [k] = await database.db.select().from(kompetisi).where(eq(kompetisi.id_kompetisi, w.k.id_kompetisi));
    expect(k.status).toBe('PENDAFTARAN');
    expect(await database.db.select().from(pesertaKompetisi)).toHaveLength(1);
  });

  it('a bracket draw and a result, inside a transaction: the bracket, the winner moved on, the log; a stale result refused with the match now', async () => {
    const w = await dunia();
    const db = database.db;
    const panitia = await sesi((await makePanitia(db, 'panitia@uji.id', w.k.id_kompetisi)).id_akun);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await cadet(db, w.coach.id_dojang, { nama_atlet: `Atlet ${i + 1}` });
      const [p] = await db
        .insert(pesertaKompetisi)
        .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: w.kelas, status: 'APPROVED' })
        .returning();
      ids.push(p.id_peserta_kompetisi);
    }
    const undian = undiBagan(
      ids.map((id) => ({ id, id_dojang: w.coach.id_dojang })),
      { seed: 7 },
    );
    const matches = susunMatches(
      undian,
      Array.from({ length: undian.ukuran - 1 }, () => crypto.randomUUID()),
    );
    const draw = {
      id_kelas_kejuaraan: w.kelas,
      participants: ids,
      seed: 7,
      unggulan: [],
      versi_sebelumnya: null,
      hapus_hasil: false,
      diundi_pada: null,
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
        id_match,
        ronde,
        posisi,
        id_peserta_a,
        id_peserta_b,
      })),
    };
    const saved = await db.transaction((tx) => simpanBagan(deps, panitia, draw, tx));
    expect(saved).toMatchObject({ ok: true, pesan: 'Bagan berhasil disimpan', data: { bracket_status: 'created', bagan: { versi: 1 } } });
    expect(saved.ok && saved.data.bagan?.diundi_pada).toBe(JAM.toISOString()); // the clock of deps

    const m = matches.find((x) => x.ronde === 1)!;
    const input = { id_match: m.id_match, hasil: { skor_a: 7, skor_b: 3 }, versi: 0 };
    const h = await db.transaction((tx) => ubahHasil(deps, panitia, input, tx));
    expect(h).toMatchObject({ ok: true, pesan: 'Hasil pertandingan berhasil disimpan', data: { bracket_status: 'in_progress' } });
    const final = (await db.select().from(match).where(eq(match.ronde, 2)))[0];
    expect([final.id_peserta_a, final.id_peserta_b]).toContain(m.id_peserta_a);
    expect(await db.select().from(activityLog).where(eq(activityLog.action, 'HASIL_MATCH'))).toHaveLength(1);

    const stale = await db.transaction((tx) => ubahHasil(deps, panitia, { ...input, hasil: { skor_a: 1, skor_b: 5 } }, tx));
    expect(stale).toMatchObject({ ok: false, kode: 'konflik_versi', data: { match: { id_match: m.id_match, skor_a: 7, versi: 1 } } });
    expect(await db.transaction((tx) => ubahHasil(deps, w.admin, { ...input, versi: 1 }, tx))).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: 'Akses ditolak. Hanya Admin Kompetisi yang dapat mengelola drawing bagan.',
    });
  });
});
