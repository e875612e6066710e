import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, buktiTransfer, pesertaKompetisi } from '../../src/server/db/schema';
import { enter } from './helpers/atlet';
import { PNG, fileOf, form } from './helpers/fixtures';
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

const PAID = 'Pembayaran dojang Anda sudah diverifikasi. Hubungi admin untuk mengubah peserta.';

async function upload(w: Dunia, token = w.token.pelatih, id_kompetisi = w.a.id_kompetisi) {
  const res = await t.api('POST', '/api/bukti-transfer', {
    token,
    form: form({ id_kompetisi: String(id_kompetisi) }, { bukti_transfer: fileOf(PNG, 'bukti.png') }),
  });
  expect(res.status).toBe(201);
  return res.body.data as { id_bukti_transfer: number; bukti_transfer_path: string };
}

const verifikasi = (token: string, id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.api('PATCH', `/api/bukti-transfer/${id}/verifikasi`, { token, json: body, headers });

/** The coach's dojang in competition A: two WNI entries, one WNA, a pair (2 places), one REJECTED; and another dojang's entry. */
async function entries(w: Dunia) {
  const kyorugi = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
  const poomsae = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
  const pasangan = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
  const a1 = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
  const a2 = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Budi' });
  const a3 = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'John', kewarganegaraan: 'WNA' });
  const a4 = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Citra', jenis_kelamin: 'PEREMPUAN' });
  const other = await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Lain' });
  const p1 = await enter(t.db, kyorugi, a1.id_atlet);
  const p2 = await enter(t.db, poomsae, a2.id_atlet);
  await enter(t.db, poomsae, a3.id_atlet);
  await enter(t.db, pasangan, a1.id_atlet, [a1.id_atlet, a4.id_atlet]);
  const rejected = await enter(t.db, poomsae, a1.id_atlet);
  await t.db
    .update(pesertaKompetisi)
    .set({ status: 'REJECTED' })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, rejected.id_peserta_kompetisi));
  await enter(t.db, kyorugi, other.id_atlet);
  return { p1, p2 };
}

describe('PATCH /api/bukti-transfer/:id/verifikasi', () => {
  it('roles: none 401; PELATIH and ADMIN_KOMPETISI (of this and of another competition) 403; ADMIN 200 with the invoice', async () => {
    const w = await dunia(t);
    await entries(w);
    const b = await upload(w);
    expect((await verifikasi('', b.id_bukti_transfer, { status: 'DITERIMA' })).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.lain, w.token.panitiaA, w.token.panitiaB]) {
      const res = await verifikasi(token, b.id_bukti_transfer, { status: 'DITERIMA' });
      expect([res.status, res.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    }
    const [still] = await t.db.select().from(buktiTransfer);
    expect(still.status_verifikasi).toBe('MENUNGGU');
    const res = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA', status_sebelumnya: 'MENUNGGU' });
    expect([res.status, res.body.message]).toEqual([200, 'Bukti transfer diterima']);
    expect(res.body.data).toMatchObject({
      id_bukti_transfer: b.id_bukti_transfer,
      status_verifikasi: 'DITERIMA',
      catatan_verifikasi: null,
      diverifikasi_oleh: expect.any(String),
      tagihan: {
        jumlah_peserta: 5,
        total: 4 * 500_000 + 1_000_000,
        rincian: [
          { kewarganegaraan: 'WNI', jumlah: 4, tarif: 500_000, subtotal: 2_000_000 },
          { kewarganegaraan: 'WNA', jumlah: 1, tarif: 1_000_000, subtotal: 1_000_000 },
        ],
        berita_transfer: `ATK${w.a.id_kompetisi}-D${String(res.body.data.id_dojang).padStart(4, '0')}`,
      },
    });
    expect(Date.parse(res.body.data.diverifikasi_pada)).toBeGreaterThan(0);
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'VERIFIKASI_BUKTI_TRANSFER'));
    expect(log).toMatchObject({
      actor: 'admin@uji.id',
      details: 'Bukti transfer Dojang pelatih@uji.id (Kejuaraan A) diubah dari Menunggu ke Diterima',
    });
    expect((await verifikasi(w.token.admin, 424242, { status: 'DITERIMA' })).status).toBe(404);
    expect((await verifikasi(w.token.admin, 0, { status: 'DITERIMA' })).status).toBe(400);
  });

  it('a rejection needs a note, which the coach reads on the own proofs; bad input is a 400 in Indonesian', async () => {
    const w = await dunia(t);
    const b = await upload(w);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'DITOLAK' }, 'Catatan wajib diisi saat menolak bukti transfer'],
      [{ status: 'DITOLAK', catatan: '   ' }, 'Catatan wajib diisi saat menolak bukti transfer'],
      [{ status: 'LUNAS' }, 'Status verifikasi harus MENUNGGU, DITERIMA atau DITOLAK'],
      [{}, 'Status verifikasi harus MENUNGGU, DITERIMA atau DITOLAK'],
      [{ status: 'DITOLAK', catatan: 'x'.repeat(501) }, 'Catatan maksimal 500 karakter'],
      [{ status: 'DITERIMA', status_sebelumnya: 'KEMARIN' }, 'Status sebelumnya tidak valid'],
    ];
    for (const [body, message] of cases) {
      const res = await verifikasi(w.token.admin, b.id_bukti_transfer, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const res = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'ditolak', catatan: '  Nominal kurang Rp 500.000  ' });
    expect([res.status, res.body.message]).toEqual([200, 'Bukti transfer ditolak']);
    const mine = await t.api('GET', `/api/bukti-transfer/dojang/${w.pelatih.id_dojang}?id_kompetisi=${w.a.id_kompetisi}`, {
      token: w.token.pelatih,
    });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id_bukti_transfer: b.id_bukti_transfer,
        status_verifikasi: 'DITOLAK',
        catatan_verifikasi: 'Nominal kurang Rp 500.000',
        diverifikasi_pada: expect.any(String),
      }),
    ]);
    // Back to MENUNGGU clears who reviewed it.
    const back = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'MENUNGGU', status_sebelumnya: 'DITOLAK' });
    expect(back.body.data).toMatchObject({
      status_verifikasi: 'MENUNGGU',
      catatan_verifikasi: null,
      diverifikasi_pada: null,
      diverifikasi_oleh: null,
    });
  });

  it('a review made from a status the proof no longer has: 409 with the current one; already what was asked: 200, nothing written', async () => {
    const w = await dunia(t);
    const b = await upload(w);
    await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITOLAK', catatan: 'Buram', status_sebelumnya: 'MENUNGGU' });
    const stale = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA', status_sebelumnya: 'MENUNGGU' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Bukti transfer ini sudah ditolak oleh /);
    expect(stale.body.data).toMatchObject({
      id_bukti_transfer: b.id_bukti_transfer,
      status_verifikasi: 'DITOLAK',
      catatan_verifikasi: 'Buram',
    });
    const logs = async () => (await t.db.select().from(activityLog).where(eq(activityLog.action, 'VERIFIKASI_BUKTI_TRANSFER'))).length;
    expect(await logs()).toBe(1);
    const same = await verifikasi(w.token.admin, b.id_bukti_transfer, {
      status: 'DITOLAK',
      catatan: 'Buram',
      status_sebelumnya: 'MENUNGGU',
    });
    expect([same.status, same.body.data.status_verifikasi]).toEqual([200, 'DITOLAK']);
    expect(await logs()).toBe(1);
    // A new note on the status it has is a change.
    const note = await verifikasi(w.token.admin, b.id_bukti_transfer, {
      status: 'DITOLAK',
      catatan: 'Buram, upload ulang',
      status_sebelumnya: 'DITOLAK',
    });
    expect(note.body.data.catatan_verifikasi).toBe('Buram, upload ulang');
    expect(await logs()).toBe(2);
  });

  it('idempotent replay: the same answer, one write, one activity row', async () => {
    const w = await dunia(t);
    const b = await upload(w);
    const key = { 'Idempotency-Key': 'verifikasi-1' };
    const first = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA', status_sebelumnya: 'MENUNGGU' }, key);
    const again = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA', status_sebelumnya: 'MENUNGGU' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'VERIFIKASI_BUKTI_TRANSFER'))).toHaveLength(1);
    const other = await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITOLAK', catatan: 'x' }, key);
    expect(other.status).toBe(422);
  });
});

describe("a verified payment locks the dojang's entries for its coach", () => {
  const del = (token: string, w: Dunia, pid: number) =>
    t.api('DELETE', `/api/kompetisi/${w.a.id_kompetisi}/participants/${pid}`, { token });
  const move = (token: string, w: Dunia, pid: number, kelas: number) =>
    t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${pid}/class`, { token, json: { kelas_kejuaraan_id: kelas } });

  it('before: the coach moves and deletes; after DITERIMA: 403 with the message, also for the available classes; ADMIN still can', async () => {
    const w = await dunia(t);
    const { p1 } = await entries(w);
    const u49 = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_49);
    const pemula = await kelasId(t.db, w.a.id_kompetisi, { ...KYORUGI_CADET_45, kategori: 'pemula' });
    const x = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Xena', berat_badan: 47 });
    const early = await enter(t.db, u49, x.id_atlet);
    const b = await upload(w);
    // A proof waiting locks nothing.
    expect((await move(w.token.pelatih, w, p1.id_peserta_kompetisi, pemula)).status).toBe(200);
    expect((await move(w.token.pelatih, w, p1.id_peserta_kompetisi, await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45))).status).toBe(
      200,
    );
    await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA' });

    const refused = [
      await del(w.token.pelatih, w, p1.id_peserta_kompetisi),
      await move(w.token.pelatih, w, p1.id_peserta_kompetisi, pemula),
      await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/participants/${p1.id_peserta_kompetisi}/available-classes`, {
        token: w.token.pelatih,
      }),
    ];
    for (const res of refused) expect([res.status, res.body.message]).toEqual([403, PAID]);
    expect(
      await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, p1.id_peserta_kompetisi)),
    ).toHaveLength(1);

    // An entry made after the payment was verified is not in it: the coach may still remove it.
    const later = await enter(t.db, u49, (await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Yoga', berat_badan: 47 })).id_atlet);
    expect((await del(w.token.pelatih, w, later.id_peserta_kompetisi)).status).toBe(200);

    // Admins are not locked out.
    expect((await move(w.token.admin, w, p1.id_peserta_kompetisi, pemula)).status).toBe(200);
    expect((await del(w.token.panitiaA, w, early.id_peserta_kompetisi)).status).toBe(200);
    expect((await del(w.token.admin, w, p1.id_peserta_kompetisi)).status).toBe(200);
  });

  it('the lock is per dojang and competition, and lifts when the proof is taken back to MENUNGGU or DITOLAK', async () => {
    const w = await dunia(t);
    const { p1, p2 } = await entries(w);
    const other = await t.db.select().from(pesertaKompetisi);
    const lainEntry = other.at(-1)!;
    const b = await upload(w);
    const inB = await upload(w, w.token.pelatih, w.b.id_kompetisi);
    await verifikasi(w.token.admin, inB.id_bukti_transfer, { status: 'DITERIMA' });
    expect((await del(w.token.pelatih, w, p2.id_peserta_kompetisi)).status).toBe(200);
    await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITERIMA' });
    expect((await del(w.token.lain, w, lainEntry.id_peserta_kompetisi)).status).toBe(200);
    expect((await del(w.token.pelatih, w, p1.id_peserta_kompetisi)).status).toBe(403);
    await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITOLAK', catatan: 'Nominal salah' });
    expect((await del(w.token.pelatih, w, p1.id_peserta_kompetisi)).status).toBe(200);
  });

  it('a coach cannot delete a DITERIMA proof; MENUNGGU and DITOLAK ones still go', async () => {
    const w = await dunia(t);
    const a = await upload(w);
    const b = await upload(w);
    await verifikasi(w.token.admin, a.id_bukti_transfer, { status: 'DITERIMA' });
    await verifikasi(w.token.admin, b.id_bukti_transfer, { status: 'DITOLAK', catatan: 'Buram' });
    const res = await t.api('DELETE', `/api/bukti-transfer/${a.id_bukti_transfer}`, { token: w.token.pelatih });
    expect([res.status, res.body.message]).toEqual([403, 'Bukti transfer yang sudah diterima tidak dapat dihapus. Hubungi admin.']);
    expect((await t.api('DELETE', `/api/bukti-transfer/${b.id_bukti_transfer}`, { token: w.token.pelatih })).status).toBe(200);
    expect(await t.db.select().from(buktiTransfer)).toHaveLength(1);
  });
});

describe('GET /api/bukti-transfer/ (the review queue)', () => {
  it('per competition, search by dojang or coach, status; paged with counts per status; ADMIN only', async () => {
    const w = await dunia(t);
    await entries(w);
    const mine = [await upload(w), await upload(w), await upload(w)];
    const theirs = await upload(w, w.token.lain);
    await upload(w, w.token.pelatih, w.b.id_kompetisi);
    await verifikasi(w.token.admin, mine[0].id_bukti_transfer, { status: 'DITERIMA' });
    await verifikasi(w.token.admin, theirs.id_bukti_transfer, { status: 'DITOLAK', catatan: 'Salah rekening' });
    const get = (q: string) => t.api('GET', `/api/bukti-transfer/?id_kompetisi=${w.a.id_kompetisi}&${q}`, { token: w.token.admin });
    const ids = (res: { body: { data?: { id_bukti_transfer: number }[] } }) => res.body.data?.map((x) => x.id_bukti_transfer);

    const all = await get('');
    expect(ids(all)).toEqual([theirs, ...mine].map((x) => x.id_bukti_transfer).sort((x, y) => y - x));
    expect(all.body.meta).toEqual({
      page: 1,
      limit: 1000,
      total: 4,
      totalPages: 1,
      jumlah_status: { MENUNGGU: 2, DITERIMA: 1, DITOLAK: 1 },
    });
    expect(all.body.data.find((x: { id_dojang: number }) => x.id_dojang === w.lain.id_dojang).tagihan).toMatchObject({
      jumlah_peserta: 1,
      total: 500_000,
    });

    const page2 = await get('limit=2&page=2');
    expect(ids(page2)).toEqual(ids(all)!.slice(2, 4));
    expect(page2.body.meta).toMatchObject({ page: 2, limit: 2, total: 4, totalPages: 2 });
    const past = await get('limit=2&page=9');
    expect([past.body.data, past.body.meta.total, past.body.meta.jumlah_status.MENUNGGU]).toEqual([[], 4, 2]);

    expect(ids(await get('status=menunggu'))).toEqual([mine[2], mine[1]].map((x) => x.id_bukti_transfer));
    const bySearch = await get('search=LAIN@');
    expect(ids(bySearch)).toEqual([theirs.id_bukti_transfer]);
    expect(bySearch.body.meta.jumlah_status).toEqual({ MENUNGGU: 0, DITERIMA: 0, DITOLAK: 1 });
    expect(ids(await get('search=Pelatih%20lain'))).toEqual([theirs.id_bukti_transfer]);
    expect(ids(await get('search=%25'))).toEqual([]);
    expect((await get('status=LUNAS')).status).toBe(400);
    expect((await get('limit=1001')).status).toBe(400);

    for (const token of [w.token.pelatih, w.token.panitiaA]) {
      expect((await t.api('GET', '/api/bukti-transfer/', { token })).status).toBe(403);
    }
  });
});
