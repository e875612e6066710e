import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PESAN_PEMELIHARAAN, SISTEM_MSG } from '../../src/domain/schemas/sistem';
import { activityLog, idempotencyKey, pelatih, setting } from '../../src/server/db/schema';
import { ReadCache } from '../../src/server/http/read-cache';
import { fileOf, form, login, makeAdmin, makeAdminKompetisi, makeCoach, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

// The read cache on, as with PGlite in production: the switch must still take effect at once.
const t = useTestServer({ readCache: new ReadCache(true) });

async function dunia() {
  await makeAdmin(t.db);
  const coach = await makeCoach(t.db, 'coach@uji.id');
  await makeAdminKompetisi(t.db, 'panitia@uji.id');
  return {
    admin: await login(t, 'admin@uji.id'),
    coach: await login(t, 'coach@uji.id'),
    panitia: await login(t, 'panitia@uji.id'),
    id_pelatih: coach.pelatih.id_pelatih,
    id_akun_coach: coach.akun.id_akun,
  };
}

const nyalakan = (token: string, aktif: boolean, pesan = '') =>
  t.api('PUT', '/api/admin/sistem/maintenance', { token, json: { aktif, pesan } });

describe('maintenance mode', () => {
  it("refuses a coach's write with 503 and Retry-After, keeps reads, lets ADMIN through; the write lands afterwards", async () => {
    const w = await dunia();
    expect((await t.api('GET', '/api/status')).body.data).toEqual({ maintenance: { aktif: false, pesan: '', sejak: null } });

    const on = await nyalakan(w.admin, true, 'Pencadangan data, sekitar 10 menit');
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(SISTEM_MSG.pemeliharaanAktif);
    expect(on.body.data).toMatchObject({ aktif: true, pesan: 'Pencadangan data, sekitar 10 menit' });
    const sejak = on.body.data.sejak as string;
    expect(Number.isNaN(Date.parse(sejak))).toBe(false);

    const status = await t.api('GET', '/api/status');
    expect(status.status).toBe(200);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(status.body.data.maintenance).toEqual({ aktif: true, pesan: 'Pencadangan data, sekitar 10 menit', sejak });

    const key = { 'Idempotency-Key': 'tulis-saat-pemeliharaan-1' };
    const refused = await t.api('PUT', '/api/pelatih/profile', { token: w.coach, json: { nama_pelatih: 'Nama Baru' }, headers: key });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('120');
    expect(refused.body).toMatchObject({ success: false, message: PESAN_PEMELIHARAAN, data: { maintenance: { aktif: true } } });
    const [p] = await t.db.select().from(pelatih).where(eq(pelatih.id_pelatih, w.id_pelatih));
    expect(p!.nama_pelatih).not.toBe('Nama Baru');
    // No idempotency record was claimed: the same key is free for the retry.
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);

    // A multipart upload (its body left unread) gets the same answer.
    const upload = await t.api('POST', '/api/bukti-transfer', {
      token: w.coach,
      form: form({ id_kompetisi: '1' }, { bukti_transfer: fileOf(Buffer.concat([PNG, Buffer.alloc(3_000_000)]), 'bukti.png') }),
    });
    expect(upload.status).toBe(503);
    expect(upload.headers.get('retry-after')).toBe('120');

    // Reads keep working for everyone.
    expect((await t.api('GET', '/api/pelatih/profile', { token: w.coach })).status).toBe(200);
    expect((await t.api('GET', '/api/kompetisi')).status).toBe(200);

    // ADMIN_KOMPETISI and anonymous writes are refused too; logging in still works.
    const panitia = await t.api('PATCH', '/api/kompetisi/1/status', { token: w.panitia, json: { status: 'SEDANG_DIMULAI' } });
    expect(panitia.status).toBe(503);
    const anon = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'coach@uji.id' } });
    expect(anon.status).toBe(503);
    expect(anon.headers.get('retry-after')).toBe('120');
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'coach@uji.id', password: 'Rahasia123' } })).status).toBe(200);

    // ADMIN writes pass.
    const adminWrite = await t.api('POST', '/api/admin/sistem/bersihkan-cache', { token: w.admin });
    expect(adminWrite.status).toBe(200);
    const again = await nyalakan(w.admin, true, 'Masih berlangsung');
    expect(again.body.data).toMatchObject({ aktif: true, pesan: 'Masih berlangsung', sejak });

    const off = await nyalakan(w.admin, false);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(SISTEM_MSG.pemeliharaanNonaktif);
    expect(off.body.data).toEqual({ aktif: false, pesan: '', sejak: null });
    expect((await t.api('GET', '/api/status')).body.data.maintenance.aktif).toBe(false);

    // The queued write is sent again with its key: it lands, once.
    const landed = await t.api('PUT', '/api/pelatih/profile', { token: w.coach, json: { nama_pelatih: 'Nama Baru' }, headers: key });
    expect(landed.status).toBe(200);
    expect(landed.headers.get('idempotent-replayed')).toBeNull();
    const replay = await t.api('PUT', '/api/pelatih/profile', { token: w.coach, json: { nama_pelatih: 'Nama Baru' }, headers: key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const [p2] = await t.db.select().from(pelatih).where(eq(pelatih.id_pelatih, w.id_pelatih));
    expect(p2!.nama_pelatih).toBe('Nama Baru');

    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_MAINTENANCE'));
    expect(logs.map((l) => l.details)).toEqual([
      'Mode pemeliharaan nonaktif → aktif (Pencadangan data, sekitar 10 menit)',
      'Mode pemeliharaan aktif → aktif (Masih berlangsung)',
      'Mode pemeliharaan aktif → nonaktif',
    ]);
  });

  it('validates the switch and reads it back', async () => {
    const w = await dunia();
    const bad = await t.api('PUT', '/api/admin/sistem/maintenance', { token: w.admin, json: { pesan: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SISTEM_MSG.statusWajib);
    const long = await nyalakan(w.admin, true, 'x'.repeat(301));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(SISTEM_MSG.pesanPanjang);
    expect(await t.db.select().from(setting).where(eq(setting.key, 'maintenance'))).toHaveLength(0);
    await nyalakan(w.admin, true, '  Server dipindah  ');
    const read = await t.api('GET', '/api/admin/sistem/maintenance', { token: w.admin });
    expect(read.body.data).toMatchObject({ aktif: true, pesan: 'Server dipindah' });
  });

  it('a stored value that is not a switch counts as off', async () => {
    const w = await dunia();
    await t.db.insert(setting).values({ key: 'maintenance', value: { aktif: 'ya' } });
    expect((await t.api('GET', '/api/status')).body.data.maintenance.aktif).toBe(false);
    expect((await t.api('PUT', '/api/pelatih/profile', { token: w.coach, json: { nama_pelatih: 'Boleh' } })).status).toBe(200);
  });
});
