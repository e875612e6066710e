import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/server/db/schema';
import { login, makeAdmin, makeCoach } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

async function cast() {
  await makeAdmin(t.db, 'admin@uji.id');
  const coach = await makeCoach(t.db, 'pelatih@uji.id');
  return { coach, admin: await login(t, 'admin@uji.id'), pelatih: await login(t, 'pelatih@uji.id') };
}

describe("a dojang's validation as its coach reads it", () => {
  it('GET /dojang/my-dojang carries the status, the reason of a rejection and when it was set', async () => {
    const w = await cast();
    const mine = async () => (await t.api('GET', '/api/dojang/my-dojang', { token: w.pelatih })).body.data;
    expect(await mine()).toMatchObject({ status: 'PENDING', catatan_validasi: null, divalidasi_pada: null });

    const patch = (json: Record<string, unknown>) =>
      t.api('PATCH', `/api/admin/dojang/${w.coach.id_dojang}/status`, { token: w.admin, json });
    const tolak = await patch({ status: 'REJECTED', status_sebelumnya: 'PENDING', catatan: '  Alamat dojang belum lengkap.  ' });
    expect([tolak.status, tolak.body.message]).toEqual([200, 'Dojang berhasil ditolak']);
    expect(tolak.body.data).toMatchObject({ status: 'REJECTED', catatan_validasi: 'Alamat dojang belum lengkap.' });
    const ditolak = await mine();
    expect(ditolak).toMatchObject({ status: 'REJECTED', catatan_validasi: 'Alamat dojang belum lengkap.' });
    expect(Date.parse(ditolak.divalidasi_pada)).toBeGreaterThan(Date.now() - 60_000);
    const detail = await t.api('GET', `/api/admin/dojang/${w.coach.id_dojang}`, { token: w.admin });
    expect(detail.body.data.catatan_validasi).toBe('Alamat dojang belum lengkap.');

    // Another reason for the same status is written (and logged); the very same is not.
    expect((await patch({ status: 'REJECTED', catatan: 'Logo dan alamat belum sesuai.' })).body.data.catatan_validasi).toBe(
      'Logo dan alamat belum sesuai.',
    );
    await patch({ status: 'REJECTED', catatan: 'Logo dan alamat belum sesuai.' });
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_DOJANG'));
    expect(logs.map((l) => l.details)).toEqual([
      'Status dojang Dojang pelatih@uji.id diubah dari Menunggu ke Ditolak (alasan: Alamat dojang belum lengkap.)',
      'Status dojang Dojang pelatih@uji.id alasan penolakan diubah (alasan: Logo dan alamat belum sesuai.)',
    ]);

    // Validated: the reason goes.
    await patch({ status: 'APPROVED', catatan: 'diabaikan' });
    expect(await mine()).toMatchObject({ status: 'APPROVED', catatan_validasi: null });
  });

  it('a reason over 500 characters is a 400 in Indonesian, nothing written', async () => {
    const w = await cast();
    const res = await t.api('PATCH', `/api/admin/dojang/${w.coach.id_dojang}/status`, {
      token: w.admin,
      json: { status: 'REJECTED', catatan: 'x'.repeat(501) },
    });
    expect([res.status, res.body.message]).toEqual([400, 'Alasan penolakan maksimal 500 karakter']);
    expect((await t.api('GET', '/api/dojang/my-dojang', { token: w.pelatih })).body.data.status).toBe('PENDING');
  });
});
