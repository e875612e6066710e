import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, kompetisi, pesertaKompetisi, pesertaTimAnggota } from '../../src/server/db/schema';
import { POOMSAE_CADET_INDIVIDU, POOMSAE_CADET_PASANGAN, cadet, dunia, hari, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

async function entri(w: Dunia, status: 'PENDING' | 'APPROVED' | 'REJECTED' = 'PENDING') {
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Hana Putri' });
  const [p] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU), status })
    .returning();
  return p;
}
const del = (token: string, id: number, pid: number, headers?: Record<string, string>) =>
  t.api('DELETE', `/api/kompetisi/${id}/participants/${pid}`, { token, headers });
const ada = async (pid: number) =>
  (await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, pid))).length === 1;

describe('DELETE /api/kompetisi/:id/participants/:pid', () => {
  it('the own coach deletes a pending entry: the spec message names the participant; one activity row', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    const res = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Peserta "Hana Putri" berhasil dihapus dari kompetisi');
    expect(res.body.data).toEqual({ id_peserta_kompetisi: p.id_peserta_kompetisi, id_kelas_kejuaraan: p.id_kelas_kejuaraan });
    expect(await ada(p.id_peserta_kompetisi)).toBe(false);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'HAPUS_PESERTA'))).toHaveLength(1);
  });

  it('roles: none 401, another coach 403, another ADMIN_KOMPETISI 403; ADMIN and own ADMIN_KOMPETISI may delete a non-approved entry', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    expect((await del('', w.a.id_kompetisi, p.id_peserta_kompetisi)).status).toBe(401);
    for (const token of [w.token.lain, w.token.panitiaB]) {
      const res = await del(token, w.a.id_kompetisi, p.id_peserta_kompetisi);
      expect([res.status, res.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    }
    expect(await ada(p.id_peserta_kompetisi)).toBe(true);
    expect((await del(w.token.panitiaA, w.a.id_kompetisi, p.id_peserta_kompetisi)).status).toBe(200);
    const q = await entri(w, 'REJECTED');
    expect((await del(w.token.admin, w.a.id_kompetisi, q.id_peserta_kompetisi)).status).toBe(200);
  });

  it('an APPROVED entry is never deleted: the coach is told to contact the admin, the admins are refused too', async () => {
    const w = await dunia(t);
    const p = await entri(w, 'APPROVED');
    const coach = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi);
    expect([coach.status, coach.body.message]).toEqual([403, 'Hubungi admin untuk menghapus registrasi peserta yang sudah di approved']);
    for (const token of [w.token.admin, w.token.panitiaA]) {
      const res = await del(token, w.a.id_kompetisi, p.id_peserta_kompetisi);
      expect([res.status, res.body.message]).toEqual([403, 'Peserta yang sudah disetujui tidak dapat dihapus']);
    }
    expect(await ada(p.id_peserta_kompetisi)).toBe(true);
  });

  it('a coach deletes only during registration', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    await t.db
      .update(kompetisi)
      .set({ batas_pendaftaran: hari(-1) })
      .where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const res = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi);
    expect([res.status, res.body.message]).toEqual([403, 'Hanya dapat menghapus peserta saat masa pendaftaran']);
    expect(await ada(p.id_peserta_kompetisi)).toBe(true);
  });

  it('a team entry goes with its members; the message names the team', async () => {
    const w = await dunia(t);
    const [a, b] = [
      await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Intan' }),
      await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Joko' }),
    ];
    const res1 = await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, {
      token: w.token.pelatih,
      json: { atlitId: a.id_atlet, atlitId2: b.id_atlet, kelasKejuaraanId: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN) },
    });
    const res = await del(w.token.pelatih, w.a.id_kompetisi, res1.body.data.id_peserta_kompetisi);
    expect(res.body.message).toBe('Peserta "Intan & Joko" berhasil dihapus dari kompetisi');
    expect(await t.db.select().from(pesertaTimAnggota)).toHaveLength(0);
  });

  it('replay with the same key answers the same; without it the entry is gone (404); bad ids 400', async () => {
    const w = await dunia(t);
    const p = await entri(w);
    const key = { 'Idempotency-Key': 'hapus-1' };
    const first = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi, key);
    const again = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const fresh = await del(w.token.pelatih, w.a.id_kompetisi, p.id_peserta_kompetisi);
    expect([fresh.status, fresh.body.message]).toEqual([404, 'Peserta tidak ditemukan']);
    expect((await del(w.token.pelatih, w.a.id_kompetisi, -1)).status).toBe(400);
    expect((await t.api('DELETE', `/api/kompetisi/${w.a.id_kompetisi}/participants/abc`, { token: w.token.pelatih })).status).toBe(400);
  });
});
