import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/domain/roles';
import { loadSessionUser, toSessionUser } from '../../src/server/auth/session-user';
import { createSession } from '../../src/server/auth/session';
import { daftarPelatih } from '../../src/server/auth/tulis';
import { activityLog, pushLangganan, session } from '../../src/server/db/schema';
import type { OpenDb } from '../../src/server/db/types';
import { gantiPassword } from '../../src/server/keamanan/tulis';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { simpanLanggananPush } from '../../src/server/notifikasi/tulis';
import { bacaMaintenance } from '../../src/server/sistem/maintenance-state';
import { ubahMaintenance } from '../../src/server/sistem/tulis';
import { jalankanTulis } from '../../src/server/tulis/jalankan';
import type { Deps } from '../../src/server/tulis/types';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { makeAdmin, makeCoach, makeDojang } from './helpers/fixtures';

/** The account, notification and system writes called with their deps, the user and a transaction: no server, no HTTP. */
let database: OpenDb;
let deps: Deps;
const JAM = new Date('2025-06-01T03:04:05.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  deps = {
    db: database.db,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'arena-tulis-akun-')),
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

describe('account, notification and system writes are functions of (deps, aktor, input, tx)', () => {
  it('a password change ends every other session at the clock of deps; a registration with a taken email is refused under its field', async () => {
    const db = database.db;
    const coach = await makeCoach(db, 'pelatih@uji.id');
    await createSession(db, coach.akun.id_akun);
    await createSession(db, coach.akun.id_akun);
    const [ini] = await db.select().from(session).where(eq(session.id_akun, coach.akun.id_akun));
    const aktor = await sesi(coach.akun.id_akun);
    const h = await jalankanTulis(deps, (tx) => gantiPassword(deps, aktor, { password_hash: 'x', sessionId: ini.id_session }, tx));
    expect(h).toMatchObject({
      ok: true,
      data: { sesi_diakhiri: 1 },
      pesan: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.',
    });
    const hidup = await db
      .select()
      .from(session)
      .where(and(eq(session.id_akun, coach.akun.id_akun), isNull(session.revoked_at)));
    expect(hidup.map((s) => s.id_session)).toEqual([ini.id_session]);
    const semua = await db.select().from(session).where(eq(session.id_akun, coach.akun.id_akun));
    expect(semua.find((s) => s.id_session !== ini.id_session)?.revoked_at?.toISOString()).toBe(JAM.toISOString());

    const d = await makeDojang(db, { nama_dojang: 'Dojang Baru' });
    const daftar = await jalankanTulis(deps, (tx) =>
      daftarPelatih(
        deps,
        null,
        {
          email: 'pelatih@uji.id',
          password_hash: 'x',
          nama_pelatih: 'Budi',
          no_telp: '081234567890',
          nik: '1671011403120001',
          id_dojang: d.id_dojang,
        },
        tx,
      ),
    );
    expect(daftar).toEqual({ ok: false, kode: 'email_terdaftar', pesan: 'Email sudah terdaftar', field: 'email' });
  });

  it("maintenance switch and its log row; a push endpoint of another account refused 'konflik', nothing written", async () => {
    const db = database.db;
    const admin = await sesi((await makeAdmin(db, 'admin@uji.id')).id_akun);
    const m = await jalankanTulis(deps, (tx) => ubahMaintenance(deps, admin, { aktif: true, pesan: 'Perbaikan' }, tx));
    expect(m).toMatchObject({ ok: true, data: { aktif: true, pesan: 'Perbaikan', sejak: JAM.toISOString() } });
    expect(await bacaMaintenance(db)).toMatchObject({ aktif: true, sejak: JAM.toISOString() });
    expect(await db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_MAINTENANCE'))).toHaveLength(1);

    const coach = await sesi((await makeCoach(db, 'pelatih@uji.id')).akun.id_akun);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const ok = await jalankanTulis(deps, (tx) => simpanLanggananPush(deps, coach, { endpoint, keys: { p256dh: 'p1', auth: 'a1' } }, tx));
    expect(ok).toMatchObject({ ok: true, data: { endpoint } });
    const lain = await jalankanTulis(deps, (tx) => simpanLanggananPush(deps, admin, { endpoint, keys: { p256dh: 'p2', auth: 'a2' } }, tx));
    expect(lain).toMatchObject({ ok: false, kode: 'konflik', field: 'endpoint' });
    const asing = await jalankanTulis(deps, (tx) =>
      simpanLanggananPush(deps, admin, { endpoint: 'http://127.0.0.1:9/x', keys: { p256dh: 'p', auth: 'a' } }, tx),
    );
    expect(asing).toMatchObject({ ok: false, kode: 'validasi', field: 'endpoint' });
    expect(await db.select().from(pushLangganan)).toHaveLength(1);
  });
});
