import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagan, buktiTransfer, match, pesertaKompetisi } from '../../src/server/db/schema';
import { enter } from './helpers/atlet';
import { makeDojang } from './helpers/fixtures';
import {
  KYORUGI_CADET_45,
  KYORUGI_CADET_49,
  POOMSAE_CADET_INDIVIDU,
  POOMSAE_CADET_PASANGAN,
  cadet,
  dunia,
  kelasId,
  type Dunia,
} from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const statistik = (token: string, id: number, query = '') => t.api('GET', `/api/kompetisi/${id}/statistik${query}`, { token });
const MENIT = 60_000;

const setStatus = (id: number, status: 'APPROVED' | 'PENDING' | 'REJECTED', created_at?: Date) =>
  t.db
    .update(pesertaKompetisi)
    .set({ status, ...(created_at ? { created_at } : {}) })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id));

/**
 * Competition A: the coach's dojang P has 5 entries (2 APPROVED Kyorugi, a WNA PENDING, a PENDING pair made after
 * the payment was verified, a REJECTED Poomsae), dojang L 2 (one pemula), dojang T only a proof; competition B one
 * entry that must never count. A bracket of Kyorugi Cadet -45 kg with one match decided.
 */
async function isi(w: Dunia) {
  const id = w.a.id_kompetisi;
  const k45 = await kelasId(t.db, id, KYORUGI_CADET_45);
  const k49 = await kelasId(t.db, id, KYORUGI_CADET_49);
  const individu = await kelasId(t.db, id, POOMSAE_CADET_INDIVIDU);
  const pasangan = await kelasId(t.db, id, POOMSAE_CADET_PASANGAN);
  const pemula = await kelasId(t.db, id, { ...KYORUGI_CADET_45, kategori: 'pemula' });
  const P = w.pelatih.id_dojang;
  const L = w.lain.id_dojang;
  const T = (await makeDojang(t.db, { nama_dojang: 'Dojang Tanpa Entri' })).id_dojang;
  const a1 = await cadet(t.db, P, { nama_atlet: 'A1' });
  const a2 = await cadet(t.db, P, { nama_atlet: 'A2' });
  const a3 = await cadet(t.db, P, { nama_atlet: 'A3', kewarganegaraan: 'WNA', berat_badan: 47 });
  const a4 = await cadet(t.db, P, { nama_atlet: 'A4', jenis_kelamin: 'PEREMPUAN' });
  const b1 = await cadet(t.db, L, { nama_atlet: 'B1' });
  const b2 = await cadet(t.db, L, { nama_atlet: 'B2' });
  const verified = new Date(Date.now() - 10 * MENIT);
  const before = new Date(Date.now() - 20 * MENIT);
  const p1 = await enter(t.db, k45, a1.id_atlet);
  const p2 = await enter(t.db, k45, a2.id_atlet);
  const p3 = await enter(t.db, k49, a3.id_atlet);
  const pair = await enter(t.db, pasangan, a1.id_atlet, [a1.id_atlet, a4.id_atlet]);
  const rej = await enter(t.db, individu, a2.id_atlet);
  const q1 = await enter(t.db, k45, b1.id_atlet);
  const q2 = await enter(t.db, pemula, b2.id_atlet);
  for (const p of [p1, p2, q1]) await setStatus(p.id_peserta_kompetisi, 'APPROVED', before);
  for (const p of [p3, q2]) await setStatus(p.id_peserta_kompetisi, 'PENDING', before);
  await setStatus(rej.id_peserta_kompetisi, 'REJECTED', before);
  await setStatus(pair.id_peserta_kompetisi, 'PENDING', new Date(Date.now() - 5 * MENIT));
  // Competition B: never counted in A.
  const other = await cadet(t.db, P, { nama_atlet: 'Di B' });
  const kb = await kelasId(t.db, w.b.id_kompetisi, KYORUGI_CADET_45);
  await enter(t.db, kb, other.id_atlet);
  const proof = (id_dojang: number, status_verifikasi: 'DITERIMA' | 'DITOLAK' | 'MENUNGGU', id_kompetisi = id) => ({
    bukti_transfer_path: 'x.png',
    id_dojang,
    id_kompetisi,
    status_verifikasi,
    diverifikasi_pada: status_verifikasi === 'MENUNGGU' ? null : verified,
  });
  await t.db
    .insert(buktiTransfer)
    .values([
      proof(P, 'DITERIMA'),
      proof(P, 'DITOLAK'),
      proof(L, 'MENUNGGU'),
      proof(T, 'MENUNGGU'),
      proof(L, 'DITERIMA', w.b.id_kompetisi),
    ]);
  // Bracket of k45 (A1, A2, B1): A1–A2 decided, B1 a free draw, the final A1–B1 not yet played.
  const [bg] = await t.db
    .insert(bagan)
    .values({ id_kelas_kejuaraan: k45, status: 'in_progress', participants: [], ukuran: 4, jumlah_ronde: 2 })
    .returning();
  await t.db.insert(match).values([
    {
      id_match: randomUUID(),
      id_bagan: bg.id_bagan,
      ronde: 1,
      posisi: 1,
      id_peserta_a: p1.id_peserta_kompetisi,
      id_peserta_b: p2.id_peserta_kompetisi,
      id_pemenang: p1.id_peserta_kompetisi,
    },
    {
      id_match: randomUUID(),
      id_bagan: bg.id_bagan,
      ronde: 1,
      posisi: 2,
      id_peserta_a: q1.id_peserta_kompetisi,
      id_peserta_b: null,
      id_pemenang: q1.id_peserta_kompetisi,
    },
    {
      id_match: randomUUID(),
      id_bagan: bg.id_bagan,
      ronde: 2,
      posisi: 1,
      id_peserta_a: p1.id_peserta_kompetisi,
      id_peserta_b: q1.id_peserta_kompetisi,
    },
  ]);
  // A drawn bracket in B: not A's.
  await t.db.insert(bagan).values({ id_kelas_kejuaraan: kb, status: 'completed' });
  return { P, L, T, k45 };
}

describe('GET /api/kompetisi/:id/statistik', () => {
  it('roles: none 401; PELATIH 403; ADMIN_KOMPETISI of another competition 403; its own and ADMIN 200; unknown 404', async () => {
    const w = await dunia(t);
    const id = w.a.id_kompetisi;
    expect((await statistik('', id)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.panitiaB]) {
      const res = await statistik(token, id);
      expect([res.status, res.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    }
    expect((await statistik(w.token.panitiaA, id)).status).toBe(200);
    expect((await statistik(w.token.admin, id)).status).toBe(200);
    expect((await statistik(w.token.admin, 999_999)).body.message).toBe('Kompetisi tidak ditemukan');
    expect((await statistik(w.token.admin, 999_999)).status).toBe(404);
    expect((await statistik(w.token.panitiaA, 999_999)).status).toBe(403);
    expect((await statistik(w.token.admin, id, '?top=0')).body.message).toBe('Jumlah kelas teratas harus antara 1 dan 50');
    expect((await statistik(w.token.admin, id, '?top=abc')).status).toBe(400);
    expect((await t.api('GET', '/api/kompetisi/abc/statistik', { token: w.token.admin })).status).toBe(400);
  });

  it('entries per status, cabang, category and class (top N + the rest), counted from the rows', async () => {
    const w = await dunia(t);
    const { k45 } = await isi(w);
    const res = await statistik(w.token.panitiaA, w.a.id_kompetisi, '?top=2');
    expect(res.status).toBe(200);
    const { entri, kompetisi } = res.body.data;
    expect(kompetisi).toMatchObject({ id_kompetisi: w.a.id_kompetisi, nama_event: 'Kejuaraan A' });
    expect(entri).toMatchObject({ total: 7, APPROVED: 3, PENDING: 3, REJECTED: 1, kelas_terisi: 5 });
    expect(entri.jumlah_kelas).toBeGreaterThan(100);
    expect(entri.per_cabang).toEqual([
      { cabang: 'KYORUGI', total: 5, APPROVED: 3, PENDING: 2, REJECTED: 0 },
      { cabang: 'POOMSAE', total: 2, APPROVED: 0, PENDING: 1, REJECTED: 1 },
    ]);
    expect(entri.per_kategori).toEqual([
      { kategori: 'pemula', total: 1, APPROVED: 0, PENDING: 1, REJECTED: 0 },
      { kategori: 'prestasi', total: 6, APPROVED: 3, PENDING: 2, REJECTED: 1 },
    ]);
    expect(entri.per_kelas.teratas).toHaveLength(2);
    expect(entri.per_kelas.teratas[0]).toEqual({
      id_kelas_kejuaraan: k45,
      nama_kelas: 'Kyorugi prestasi Cadet Putra Under 45 kg',
      cabang: 'KYORUGI',
      total: 3,
      APPROVED: 3,
      PENDING: 0,
      REJECTED: 0,
    });
    expect(entri.per_kelas.teratas[1].total).toBe(1);
    expect(entri.per_kelas.lainnya).toEqual({ jumlah_kelas: 3, total: 3, APPROVED: 0, PENDING: 2, REJECTED: 1 });
    const semua = (await statistik(w.token.admin, w.a.id_kompetisi)).body.data.entri.per_kelas;
    expect([semua.teratas.length, semua.lainnya.jumlah_kelas]).toEqual([5, 0]);
  });

  it('payments per dojang: invoice from the fees, the part a DITERIMA proof covers, proofs per status', async () => {
    const w = await dunia(t);
    const { P, L, T } = await isi(w);
    const { per_dojang, pembayaran } = (await statistik(w.token.admin, w.a.id_kompetisi)).body.data;
    // P: places A1, A2, A3 (WNA), the pair A1 + A4 = 4 × Rp 500.000 + 1 × Rp 1.000.000; the pair came after the verification.
    expect(per_dojang).toEqual([
      {
        id_dojang: P,
        nama_dojang: 'Dojang pelatih@uji.id',
        total: 5,
        APPROVED: 2,
        PENDING: 2,
        REJECTED: 1,
        atlet: 5,
        tagihan: 3_000_000,
        terverifikasi: 2_000_000,
        belum: 1_000_000,
        bukti: { DITERIMA: 1, DITOLAK: 1, MENUNGGU: 0 },
      },
      {
        id_dojang: L,
        nama_dojang: 'Dojang lain@uji.id',
        total: 2,
        APPROVED: 1,
        PENDING: 1,
        REJECTED: 0,
        atlet: 2,
        tagihan: 1_000_000,
        terverifikasi: 0,
        belum: 1_000_000,
        bukti: { DITERIMA: 0, DITOLAK: 0, MENUNGGU: 1 },
      },
      {
        id_dojang: T,
        nama_dojang: 'Dojang Tanpa Entri',
        total: 0,
        APPROVED: 0,
        PENDING: 0,
        REJECTED: 0,
        atlet: 0,
        tagihan: 0,
        terverifikasi: 0,
        belum: 0,
        bukti: { DITERIMA: 0, DITOLAK: 0, MENUNGGU: 1 },
      },
    ]);
    expect(pembayaran).toEqual({
      tagihan: 4_000_000,
      terverifikasi: 2_000_000,
      belum: 2_000_000,
      bukti: { DITERIMA: 1, DITOLAK: 1, MENUNGGU: 2 },
      dojang_tertagih: 2,
      dojang_lunas: 0,
    });
    // A later proof of L accepted now covers all of L's entries.
    await t.db.insert(buktiTransfer).values({
      bukti_transfer_path: 'y.png',
      id_dojang: L,
      id_kompetisi: w.a.id_kompetisi,
      status_verifikasi: 'DITERIMA',
      diverifikasi_pada: new Date(),
    });
    const lagi = (await statistik(w.token.admin, w.a.id_kompetisi)).body.data.pembayaran;
    expect(lagi).toMatchObject({ terverifikasi: 3_000_000, belum: 1_000_000, dojang_lunas: 1 });
  });

  it('brackets drawn and matches played: free draws are not matches, another competition does not count', async () => {
    const w = await dunia(t);
    await isi(w);
    const { bagan: b } = (await statistik(w.token.panitiaA, w.a.id_kompetisi)).body.data;
    expect(b).toEqual({
      kelas_siap: 1,
      dibuat: 1,
      created: 0,
      in_progress: 1,
      completed: 0,
      pertandingan: 2,
      pertandingan_siap: 2,
      pertandingan_selesai: 1,
    });
    const kosong = (await statistik(w.token.panitiaB, w.b.id_kompetisi)).body.data;
    expect(kosong.bagan).toMatchObject({ dibuat: 1, completed: 1, pertandingan: 0 });
    expect(kosong.entri).toMatchObject({ total: 1, PENDING: 1 });
    expect(kosong.pembayaran.bukti).toEqual({ DITERIMA: 1, DITOLAK: 0, MENUNGGU: 0 });
  });
});
