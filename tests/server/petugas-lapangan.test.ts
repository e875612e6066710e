import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun } from '../../src/server/db/schema';
import { PASSWORD, login } from './helpers/fixtures';
import { dunia, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer();

/** A match day of the competition with courts of these names (by its admin); their ids in order. */
async function lapangan(token: string, id_kompetisi: number, tanggal: string, nama: string[]): Promise<number[]> {
  const hari = await t.api('POST', `/api/kompetisi/${id_kompetisi}/hari`, { token, json: { tanggal } });
  const id_hari = hari.body.data.hari[0].id_hari as number;
  let ids: number[] = [];
  for (const n of nama) {
    const r = await t.api('POST', `/api/kompetisi/${id_kompetisi}/lapangan`, { token, json: { id_hari, nama: n } });
    ids = (r.body.data.hari[0].lapangan as { id_lapangan: number }[]).map((l) => l.id_lapangan);
  }
  return ids;
}

const buat = (token: string, id: number, json: unknown) => t.api('POST', `/api/kompetisi/${id}/petugas`, { token, json });

/** A staff account of A, its first password already replaced, logged in. */
async function petugas(w: Dunia, email: string, role: string, id_lapangan: number | null) {
  const r = await buat(w.token.panitiaA, w.a.id_kompetisi, { nama: email, email, password: PASSWORD, role, id_lapangan });
  expect(r.status).toBe(201);
  await t.db.update(akun).set({ harus_ganti_password: false }).where(eq(akun.email, email));
  return { data: r.body.data, token: await login(t, email) };
}

describe('court staff of a competition: made and moved by its admin only', () => {
  it("the competition's admin makes court staff of one of its courts; nobody else can, nor with another competition's court", async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const [la] = await lapangan(w.token.panitiaA, A, w.a.tanggal_mulai, ['Lapangan A']);
    const [lb] = await lapangan(w.token.panitiaB, w.b.id_kompetisi, w.b.tanggal_mulai, ['Lapangan B1']);
    const timbang = await petugas(w, 'timbang@uji.id', 'PETUGAS_TIMBANG', null);
    const body = { nama: 'Rudi', email: 'rudi@uji.id', password: PASSWORD, role: 'PETUGAS_LAPANGAN', id_lapangan: la };
    expect((await buat('', A, body)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.panitiaB, timbang.token]) expect((await buat(token, A, body)).status).toBe(403);

    const salah: [Record<string, unknown>, number, string, string][] = [
      [{ ...body, id_lapangan: undefined }, 400, 'validasi', 'Pilih lapangan untuk petugas lapangan'],
      [{ ...body, id_lapangan: 'satu' }, 400, 'validasi', 'Lapangan tidak valid'],
      [{ ...body, id_lapangan: lb }, 422, 'lapangan_tidak_sah', 'Lapangan tidak ditemukan di kompetisi ini'],
      [{ ...body, role: 'PETUGAS_TIMBANG' }, 422, 'lapangan_tidak_sah', 'Hanya petugas lapangan yang memiliki lapangan'],
      [{ ...body, role: 'WASIT' }, 400, 'validasi', 'Peran petugas harus PETUGAS_TIMBANG atau PETUGAS_LAPANGAN'],
    ];
    for (const [json, status, kode, pesan] of salah) {
      const r = await buat(w.token.panitiaA, A, json);
      expect([r.status, kodeOf(r), r.body.message]).toEqual([status, kode, pesan]);
    }
    const r = await buat(w.token.panitiaA, A, body);
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ role: 'PETUGAS_LAPANGAN', id_lapangan: la, nama_lapangan: 'Lapangan A', status: 'ACTIVE' });
    // Court staff cannot make staff either.
    await t.db.update(akun).set({ harus_ganti_password: false }).where(eq(akun.email, 'rudi@uji.id'));
    const rudi = await login(t, 'rudi@uji.id');
    expect((await buat(rudi, A, { ...body, email: 'lain@lap.id' })).status).toBe(403);
    const list = await t.api('GET', `/api/kompetisi/${A}/petugas`, { token: w.token.panitiaA });
    expect(
      list.body.data.map((p: { email: string; role: string; nama_lapangan: string | null }) => [p.email, p.role, p.nama_lapangan]),
    ).toEqual([
      ['rudi@uji.id', 'PETUGAS_LAPANGAN', 'Lapangan A'],
      ['timbang@uji.id', 'PETUGAS_TIMBANG', null],
    ]);
  });

  it("'Pindah lapangan' moves court staff to another court of the competition, and their session follows (/auth/me)", async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const [la, la2] = await lapangan(w.token.panitiaA, A, w.a.tanggal_mulai, ['Lapangan A', 'Lapangan B']);
    const [lb] = await lapangan(w.token.panitiaB, w.b.id_kompetisi, w.b.tanggal_mulai, ['Lapangan B1']);
    const rudi = await petugas(w, 'rudi@uji.id', 'PETUGAS_LAPANGAN', la);
    const sari = await petugas(w, 'sari@uji.id', 'PETUGAS_LAPANGAN', la2);
    const timbang = await petugas(w, 'timbang@uji.id', 'PETUGAS_TIMBANG', null);
    const pindah = (token: string, id_lapangan: unknown, id = A, id_petugas = rudi.data.id_petugas) =>
      t.api('PUT', `/api/kompetisi/${id}/petugas/${id_petugas}`, { token, json: { id_lapangan } });

    expect((await pindah('', la2)).status).toBe(401);
    // Nobody but the competition's admin: not the staff themselves, not other staff, not a coach or another competition's admin.
    for (const token of [rudi.token, sari.token, timbang.token, w.token.pelatih, w.token.panitiaB])
      expect((await pindah(token, la2)).status).toBe(403);
    // Through its own competition's path another admin does not even find the account.
    expect((await pindah(w.token.panitiaB, lb, w.b.id_kompetisi)).status).toBe(404);
    const salah: [unknown, number, string, string, number?][] = [
      [lb, 422, 'lapangan_tidak_sah', 'Lapangan tidak ditemukan di kompetisi ini'],
      [999_999, 422, 'lapangan_tidak_sah', 'Lapangan tidak ditemukan di kompetisi ini'],
      ['x', 400, 'validasi', 'Lapangan tidak valid'],
      [la2, 422, 'lapangan_tidak_sah', 'Hanya petugas lapangan yang memiliki lapangan', timbang.data.id_petugas],
    ];
    for (const [id_lapangan, status, kode, pesan, id_petugas] of salah) {
      const r = await pindah(w.token.panitiaA, id_lapangan, A, id_petugas);
      expect([r.status, kodeOf(r), r.body.message]).toEqual([status, kode, pesan]);
    }
    expect((await t.api('GET', '/api/auth/me', { token: rudi.token })).body.data.petugas.id_lapangan).toBe(la);

    const ok = await pindah(w.token.panitiaA, la2);
    expect([ok.status, ok.body.message]).toEqual([200, 'Petugas berhasil diperbarui']);
    expect(ok.body.data).toMatchObject({ id_lapangan: la2, nama_lapangan: 'Lapangan B' });
    // The signed-in device reads its new court without a new login.
    expect((await t.api('GET', '/api/auth/me', { token: rudi.token })).body.data.petugas).toMatchObject({ id_lapangan: la2 });
  });
});
