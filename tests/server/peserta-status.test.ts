import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, kompetisi, pesertaKompetisi } from '../../src/server/db/schema';
import { POOMSAE_CADET_INDIVIDU, cadet, dunia, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

async function entri(w: Dunia, status: 'PENDING' | 'APPROVED' | 'REJECTED' = 'PENDING', id_kompetisi = w.a.id_kompetisi) {
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Galih' });
  const [p] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, id_kompetisi, POOMSAE_CADET_INDIVIDU), status })
    .returning();
  return p;
}
const put = (token: string, id: number, pid: number, json: unknown, headers?: Record<string, string>) =>
  t.api('PUT', `/api/kompetisi/${id}/participants/${pid}/status`, { token, json, headers });
const statusOf = async (pid: number) =>
  (await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, pid)))[0]?.status;

describe('PUT /api/kompetisi/:id/participants/:pid/status', () => {
  it('roles: ADMIN any, ADMIN_KOMPETISI its own competition only; coaches and guests never', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    expect((await put('', w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED' })).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.lain, w.token.panitiaB]) {
      const res = await put(token, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Anda tidak memiliki akses');
    }
    expect(await statusOf(p.id_peserta_kompetisi)).toBe('PENDING');
    const approved = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Peserta berhasil disetujui');
    expect(approved.body.data).toMatchObject({ id_peserta_kompetisi: p.id_peserta_kompetisi, status: 'APPROVED' });
    const rejected = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      alasan_ditolak: 'Dokumen tidak lengkap',
    });
    expect(rejected.body.message).toBe('Peserta berhasil ditolak');
    expect(await statusOf(p.id_peserta_kompetisi)).toBe('REJECTED');
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_PESERTA'))).toHaveLength(2);
    // ADMIN_KOMPETISI of A cannot reach B's entries, even through A's path.
    const diB = await entri(w, 'PENDING', w.b.id_kompetisi);
    expect((await put(w.token.panitiaA, w.b.id_kompetisi, diB.id_peserta_kompetisi, { status: 'APPROVED' })).status).toBe(403);
    expect((await put(w.token.panitiaA, w.a.id_kompetisi, diB.id_peserta_kompetisi, { status: 'APPROVED' })).status).toBe(404);
  });

  it('a write made from a status the entry no longer has answers 409 with the current value', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED', status_sebelumnya: 'PENDING' });
    const stale = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      status_sebelumnya: 'PENDING',
      alasan_ditolak: 'Kelas tidak sesuai',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'Status peserta sudah diubah menjadi Disetujui oleh Admin Uji. Pilih status yang berlaku.',
      kode: 'konflik_versi',
      data: {
        id_peserta_kompetisi: p.id_peserta_kompetisi,
        status: 'APPROVED',
        id_kelas_kejuaraan: p.id_kelas_kejuaraan,
        diubah_oleh: 'Admin Uji',
        diubah_pada: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        alasan_ditolak: null,
      },
    });
    const [row] = await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, p.id_peserta_kompetisi));
    expect(row.status_diubah_oleh).not.toBeNull();
    expect(Date.now() - row.status_diubah_pada!.getTime()).toBeLessThan(60_000);
    expect(await statusOf(p.id_peserta_kompetisi)).toBe('APPROVED');
    // Asking for the status it already has is no conflict: both devices wanted the same.
    const same = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'APPROVED',
      status_sebelumnya: 'PENDING',
    });
    expect(same.status).toBe(200);
    const fresh = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      status_sebelumnya: 'APPROVED',
      alasan_ditolak: 'Kelas tidak sesuai',
    });
    expect(fresh.status).toBe(200);
    expect(await statusOf(p.id_peserta_kompetisi)).toBe('REJECTED');
  });

  it('taking a REJECTED entry back needs a free place in the quota', async () => {
    const w = await dunia(t);
    const p = await entri(w, 'REJECTED');
    await entri(w, 'PENDING');
    await t.db.update(kompetisi).set({ kuota: 1 }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const res = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kuota peserta kompetisi sudah penuh');
    await t.db.update(kompetisi).set({ kuota: 2 }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    expect((await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'APPROVED' })).status).toBe(200);
  });

  it('bad input: 400 in Indonesian; unknown participant or competition 404', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    for (const json of [
      {},
      { status: 'PENDING' },
      { status: 'DISETUJUI' },
      { status: 7 },
      { status: 'APPROVED', status_sebelumnya: 'X' },
    ]) {
      const res = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(/^Status (peserta harus APPROVED atau REJECTED|sebelumnya tidak valid)$/);
    }
    expect((await put(w.token.admin, w.a.id_kompetisi, 999_999, { status: 'APPROVED' })).body.message).toBe('Peserta tidak ditemukan');
    expect((await put(w.token.admin, 424242, p.id_peserta_kompetisi, { status: 'APPROVED' })).status).toBe(404);
    expect((await put(w.token.admin, w.a.id_kompetisi, 0, { status: 'APPROVED' })).status).toBe(400);
    expect((await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, { status: 'approved' })).status).toBe(200);
  });
});

describe('rejecting needs a reason, which the coach reads', () => {
  const reasonOf = async (pid: number) =>
    (await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, pid)))[0]?.alasan_ditolak;

  it('REJECTED without a reason (or a too short or too long one) is 400 in Indonesian and nothing changes', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    for (const json of [
      { status: 'REJECTED' },
      { status: 'REJECTED', alasan_ditolak: '  ok  ' },
      { status: 'REJECTED', alasan_ditolak: null },
      { status: 'REJECTED', alasan_ditolak: 42 },
    ]) {
      const res = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Alasan penolakan wajib diisi (minimal 5 karakter)',
        errors: { alasan_ditolak: 'Alasan penolakan wajib diisi (minimal 5 karakter)' },
      });
    }
    const long = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      alasan_ditolak: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Alasan penolakan maksimal 500 karakter');
    expect(await statusOf(p.id_peserta_kompetisi)).toBe('PENDING');
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_PESERTA'))).toHaveLength(0);
  });

  it('the reason is stored trimmed, answered, listed for the coach, logged; approving again clears it', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    const res = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      alasan_ditolak: '  Berat badan tidak sesuai ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'REJECTED', alasan_ditolak: 'Berat badan tidak sesuai' });
    expect(await reasonOf(p.id_peserta_kompetisi)).toBe('Berat badan tidak sesuai');
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_PESERTA'));
    expect(log.details).toContain(': Berat badan tidak sesuai');

    const coach = await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/atlet`, { token: w.token.pelatih });
    expect(coach.status).toBe(200);
    expect(coach.body.data.find((e: { id_peserta_kompetisi: number }) => e.id_peserta_kompetisi === p.id_peserta_kompetisi)).toMatchObject({
      status: 'REJECTED',
      alasan_ditolak: 'Berat badan tidak sesuai',
    });

    // Another reason for the same status replaces it (nothing else to change, no conflict).
    const lagi = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      status_sebelumnya: 'REJECTED',
      alasan_ditolak: 'Kelas tidak sesuai',
    });
    expect(lagi.status).toBe(200);
    expect(await reasonOf(p.id_peserta_kompetisi)).toBe('Kelas tidak sesuai');

    const setuju = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'APPROVED',
      alasan_ditolak: 'diabaikan saja',
    });
    expect(setuju.body.data).toMatchObject({ status: 'APPROVED', alasan_ditolak: null });
    expect(await reasonOf(p.id_peserta_kompetisi)).toBeNull();
  });

  it('a replayed rejection (same Idempotency-Key) answers the same and writes once; the same body again writes nothing', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    const json = { status: 'REJECTED', status_sebelumnya: 'PENDING', alasan_ditolak: 'Dokumen tidak lengkap' };
    const headers = { 'Idempotency-Key': 'tolak-galih-1' };
    const first = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, json, headers);
    const replay = await put(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi, json, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const again = await put(w.token.admin, w.a.id_kompetisi, p.id_peserta_kompetisi, {
      status: 'REJECTED',
      alasan_ditolak: 'Dokumen tidak lengkap',
    });
    expect(again.status).toBe(200);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_STATUS_PESERTA'))).toHaveLength(1);
    expect(await reasonOf(p.id_peserta_kompetisi)).toBe('Dokumen tidak lengkap');
    // The same key with another reason is another request: 422.
    const other = await put(
      w.token.panitiaA,
      w.a.id_kompetisi,
      p.id_peserta_kompetisi,
      { ...json, alasan_ditolak: 'Kelas tidak sesuai' },
      headers,
    );
    expect(other.status).toBe(422);
  });
});
