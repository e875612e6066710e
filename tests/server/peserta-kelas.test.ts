import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, kompetisi, pesertaKompetisi } from '../../src/server/db/schema';
import { KYORUGI_CADET_45, KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU, cadet, dunia, hari, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

/** Andi (43 kg, own dojang) in Kyorugi prestasi Cadet Under 45, and the classes a change may aim at. */
async function siap(w: Dunia, status: 'PENDING' | 'APPROVED' = 'PENDING') {
  const andi = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
  const k45 = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
  const [p] = await t.db.insert(pesertaKompetisi).values({ id_atlet: andi.id_atlet, id_kelas_kejuaraan: k45, status }).returning();
  return {
    p,
    andi,
    k45,
    pemula45: await kelasId(t.db, w.a.id_kompetisi, { ...KYORUGI_CADET_45, kategori: 'pemula' }),
    k49: await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_49),
    individu: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU),
    diB: await kelasId(t.db, w.b.id_kompetisi, KYORUGI_CADET_45),
  };
}
const put = (token: string, id: number, pid: number, json: unknown, headers?: Record<string, string>) =>
  t.api('PUT', `/api/kompetisi/${id}/participants/${pid}/class`, { token, json, headers });
const available = (token: string, id: number, pid: number) =>
  t.api('GET', `/api/kompetisi/${id}/participants/${pid}/available-classes`, { token });
const kelasOf = async (pid: number) =>
  (await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, pid)))[0].id_kelas_kejuaraan;

describe('PUT /api/kompetisi/:id/participants/:pid/class', () => {
  it('the own coach moves a pending entry (kelas_kejuaraan_id or kelasKejuaraanId) into a class that accepts the athlete', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    const res = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.pemula45 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kelas peserta berhasil diubah');
    expect(res.body.data).toMatchObject({
      id_kelas_kejuaraan: s.pemula45,
      kelas_kejuaraan: { kategori_event: { nama_kategori: 'pemula' } },
    });
    const back = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelasKejuaraanId: String(s.k45) });
    expect(back.status).toBe(200);
    expect(await kelasOf(s.p.id_peserta_kompetisi)).toBe(s.k45);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_KELAS_PESERTA'));
    expect(log).toHaveLength(2);
  });

  it('roles: none 401; another coach, an APPROVED entry for the coach and another ADMIN_KOMPETISI 403 with the spec messages', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    const body = { kelas_kejuaraan_id: s.pemula45 };
    expect((await put('', w.a.id_kompetisi, s.p.id_peserta_kompetisi, body)).status).toBe(401);
    const lain = await put(w.token.lain, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body);
    expect([lain.status, lain.body.message]).toEqual([403, 'Anda hanya dapat mengubah kelas peserta dari dojang Anda sendiri']);
    const panitiaB = await put(w.token.panitiaB, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body);
    expect([panitiaB.status, panitiaB.body.message]).toEqual([403, 'Anda tidak memiliki akses untuk mengubah kelas peserta']);
    await t.db
      .update(pesertaKompetisi)
      .set({ status: 'APPROVED' })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, s.p.id_peserta_kompetisi));
    const approved = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body);
    expect(approved.status).toBe(403);
    expect(approved.body.message).toBe(
      'Peserta yang sudah disetujui tidak dapat diubah kelasnya. Hubungi admin jika diperlukan perubahan.',
    );
    expect(await kelasOf(s.p.id_peserta_kompetisi)).toBe(s.k45);
    // The admins too leave an approved entry where it is (it is in the draw): the approval goes first.
    const adminApproved = await put(w.token.admin, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body);
    expect([adminApproved.status, adminApproved.body.message]).toEqual([
      403,
      'Peserta yang sudah disetujui tidak dapat diubah kelasnya. Ubah statusnya terlebih dahulu.',
    ]);
    expect((await put(w.token.panitiaA, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body)).status).toBe(403);
    await t.db
      .update(pesertaKompetisi)
      .set({ status: 'REJECTED' })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, s.p.id_peserta_kompetisi));
    expect((await put(w.token.panitiaA, w.a.id_kompetisi, s.p.id_peserta_kompetisi, body)).status).toBe(200);
    expect((await put(w.token.admin, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.k45 })).status).toBe(200);
  });

  it('after the deadline only the admins may still move classes; once the competition runs nobody', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    await t.db
      .update(kompetisi)
      .set({ batas_pendaftaran: hari(-1) })
      .where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const coach = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.pemula45 });
    expect([coach.status, coach.body.message]).toEqual([403, 'Hanya dapat mengubah kelas peserta saat masa pendaftaran']);
    expect((await put(w.token.admin, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.pemula45 })).status).toBe(200);
    await t.db.update(kompetisi).set({ status: 'SEDANG_DIMULAI' }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    expect((await put(w.token.admin, w.a.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.k45 })).status).toBe(403);
  });

  it('the new class must accept the athlete, be another one of the same style and of this competition', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    const cases: [unknown, number, string | RegExp][] = [
      [{}, 400, 'Silakan pilih kelas kejuaraan'],
      [{ kelas_kejuaraan_id: 'abc' }, 400, 'Silakan pilih kelas kejuaraan'],
      [{ kelas_kejuaraan_id: s.k45 }, 400, 'Tidak ada perubahan yang dilakukan'],
      [{ kelas_kejuaraan_id: s.k49 }, 400, /^Berat badan 43 kg tidak masuk kelas Under 49 kg/],
      [{ kelas_kejuaraan_id: s.individu }, 400, 'Kelas baru harus dari cabang yang sama'],
      [{ kelas_kejuaraan_id: s.diB }, 404, 'Kelas kejuaraan tidak ditemukan'],
      [{ kelas_kejuaraan_id: 999_999 }, 404, 'Kelas kejuaraan tidak ditemukan'],
    ];
    for (const [json, status, message] of cases) {
      const res = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await kelasOf(s.p.id_peserta_kompetisi)).toBe(s.k45);
    expect((await put(w.token.pelatih, w.a.id_kompetisi, 999_999, { kelas_kejuaraan_id: s.pemula45 })).status).toBe(404);
    expect((await put(w.token.pelatih, w.b.id_kompetisi, s.p.id_peserta_kompetisi, { kelas_kejuaraan_id: s.pemula45 })).status).toBe(404);
  });

  it('a change made from a class the entry has left answers 409 with the current class; replays are idempotent', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    const key = { 'Idempotency-Key': 'kelas-1' };
    const first = await put(
      w.token.pelatih,
      w.a.id_kompetisi,
      s.p.id_peserta_kompetisi,
      { kelas_kejuaraan_id: s.pemula45, kelas_sebelumnya_id: s.k45 },
      key,
    );
    const replay = await put(
      w.token.pelatih,
      w.a.id_kompetisi,
      s.p.id_peserta_kompetisi,
      { kelas_kejuaraan_id: s.pemula45, kelas_sebelumnya_id: s.k45 },
      key,
    );
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Another device, offline since, asks to move from the old class to another one.
    const other = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, {
      kelasKejuaraanId: s.k49,
      kelas_sebelumnya_id: s.k45,
    });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      success: false,
      message: 'Kelas peserta sudah diubah di perangkat lain. Muat ulang data peserta.',
      kode: 'konflik_versi',
      data: { id_peserta_kompetisi: s.p.id_peserta_kompetisi, status: 'PENDING', id_kelas_kejuaraan: s.pemula45 },
    });
    // The same change from the old class, arriving twice without the key: already done.
    const again = await put(w.token.pelatih, w.a.id_kompetisi, s.p.id_peserta_kompetisi, {
      kelas_kejuaraan_id: s.pemula45,
      kelas_sebelumnya_id: s.k45,
    });
    expect(again.status).toBe(200);
    expect(await kelasOf(s.p.id_peserta_kompetisi)).toBe(s.pemula45);
  });
});

describe('GET /api/kompetisi/:id/participants/:pid/available-classes', () => {
  it('the classes the change would accept (same style, athlete fits, not the current one); 403 when no change is allowed', async () => {
    const w = await dunia(t);
    const s = await siap(w);
    for (const token of [w.token.pelatih, w.token.admin, w.token.panitiaA]) {
      const res = await available(token, w.a.id_kompetisi, s.p.id_peserta_kompetisi);
      expect(res.status).toBe(200);
      const ids = res.body.data.map((k: { id_kelas_kejuaraan: number }) => k.id_kelas_kejuaraan);
      expect(ids).toEqual([s.pemula45]);
      expect(res.body.data[0]).toMatchObject({
        cabang: 'KYORUGI',
        kelas_berat: { nama_kelas: 'Under 45 kg' },
        kelompok: { nama_kelompok: 'Cadet' },
      });
    }
    expect((await available('', w.a.id_kompetisi, s.p.id_peserta_kompetisi)).status).toBe(401);
    const lain = await available(w.token.lain, w.a.id_kompetisi, s.p.id_peserta_kompetisi);
    expect([lain.status, lain.body.message]).toEqual([403, 'Anda hanya dapat mengubah kelas peserta dari dojang Anda sendiri']);
    expect((await available(w.token.panitiaB, w.a.id_kompetisi, s.p.id_peserta_kompetisi)).status).toBe(403);
    expect((await available(w.token.admin, w.a.id_kompetisi, 999_999)).status).toBe(404);
    expect((await available(w.token.admin, 424242, s.p.id_peserta_kompetisi)).status).toBe(404);
  });
});
