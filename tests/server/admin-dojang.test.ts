import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, akun, atlet, buktiTransfer, dojang, pelatih } from '../../src/server/db/schema';
import { enter, insertAtlet } from './helpers/atlet';
import { login, makeAdmin, makeCoach, makeDojang } from './helpers/fixtures';
import { cast, kelasBaru } from './admin-dojang-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const status = async (id: number) => (await t.db.select().from(dojang).where(eq(dojang.id_dojang, id)))[0]?.status;
const logs = (action: string) => t.db.select().from(activityLog).where(eq(activityLog.action, action));

describe('who may call what', () => {
  it('every endpoint × role: none 401, coach and competition admins 403 on the ADMIN list, nothing changed', async () => {
    const w = await cast(t);
    const target = await makeDojang(t.db, { nama_dojang: 'Dojang Sasaran' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/dojang'],
      ['GET', `/api/admin/dojang/${target.id_dojang}`],
      ['PATCH', `/api/admin/dojang/${target.id_dojang}/status`, { status: 'APPROVED' }],
      ['DELETE', `/api/admin/dojang/${target.id_dojang}`],
    ];
    for (const [method, p, json] of calls) {
      expect((await t.api(method, p, { json })).status, `${method} ${p} tanpa login`).toBe(401);
      for (const token of [w.token.pelatih, w.token.panitiaA, w.token.panitiaB]) {
        const res = await t.api(method, p, { token, json });
        expect(res.status, `${method} ${p}`).toBe(403);
        expect(res.body.message).toBe('Anda tidak memiliki akses');
      }
    }
    expect(await status(target.id_dojang)).toBe('PENDING');
    expect(await t.db.select().from(dojang).where(eq(dojang.id_dojang, target.id_dojang))).toHaveLength(1);
    expect(await logs('UBAH_STATUS_DOJANG')).toHaveLength(0);
    for (const [method, p, json] of calls.slice(0, 3)) {
      expect((await t.api(method, p, { token: w.token.admin, json })).status, `${method} ${p} admin`).toBe(200);
    }
  });

  it('GET /api/dojang/stats: 401 without login, 403 for a competition admin, the own dojang for a coach, all for ADMIN', async () => {
    const w = await cast(t);
    await makeDojang(t.db, { nama_dojang: 'Dojang Valid', status: 'APPROVED' });
    await makeDojang(t.db, { nama_dojang: 'Dojang Tolak', status: 'REJECTED' });
    await t.db.update(dojang).set({ status: 'APPROVED' }).where(eq(dojang.id_dojang, w.coach.id_dojang));
    expect((await t.api('GET', '/api/dojang/stats')).status).toBe(401);
    expect((await t.api('GET', '/api/dojang/stats', { token: w.token.panitiaA })).status).toBe(403);
    const own = await t.api('GET', '/api/dojang/stats', { token: w.token.pelatih });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ totalDojang: 1, validated: 1, pending: 0, rejected: 0 });
    const all = await t.api('GET', '/api/dojang/stats', { token: w.token.admin });
    expect(all.body.data).toEqual({ totalDojang: 3, validated: 2, pending: 0, rejected: 1 });
  });

  it('GET /api/kompetisi/:id/dojang: ADMIN any, its own competition admin, not the other one nor a coach', async () => {
    const w = await cast(t);
    const p = `/api/kompetisi/${w.a.id_kompetisi}/dojang`;
    expect((await t.api('GET', p)).status).toBe(401);
    expect((await t.api('GET', p, { token: w.token.pelatih })).status).toBe(403);
    const lain = await t.api('GET', p, { token: w.token.panitiaB });
    expect(lain.status).toBe(403);
    expect(lain.body.data).toBeUndefined();
    expect((await t.api('GET', p, { token: w.token.panitiaA })).status).toBe(200);
    expect((await t.api('GET', p, { token: w.token.admin })).status).toBe(200);
    const hilang = await t.api('GET', '/api/kompetisi/9999/dojang', { token: w.token.admin });
    expect(hilang.status).toBe(404);
    expect(hilang.body.message).toBe('Kompetisi tidak ditemukan');
    expect((await t.api('GET', '/api/kompetisi/abc/dojang', { token: w.token.admin })).status).toBe(400);
  });
});

describe('GET /api/admin/dojang (list)', () => {
  /** 45 dojangs over three provinces and statuses, some with athletes and one with a coach. */
  async function banyak() {
    await makeAdmin(t.db, 'admin@uji.id');
    const statuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
    const provinsi = ['Sumatera Selatan', 'Jawa Barat', 'Bali'];
    for (let i = 0; i < 45; i++) {
      const d = await makeDojang(t.db, {
        nama_dojang: `Dojang ${String(i).padStart(2, '0')}${i === 7 ? ' 100%_Juara' : ''}`,
        status: statuses[i % 3],
        provinsi: provinsi[i % 3],
        kota: i % 5 === 0 ? 'Kota Lubuklinggau' : 'Kota Lain',
        email: i === 11 ? 'khusus@elang.id' : null,
      });
      for (let n = 0; n < i % 4; n++) await insertAtlet(t.db, d.id_dojang);
    }
    const coach = await makeCoach(
      t.db,
      'budi@uji.id',
      (await t.db.select().from(dojang).where(eq(dojang.nama_dojang, 'Dojang 20')))[0].id_dojang,
    );
    await t.db.update(pelatih).set({ nama_pelatih: 'Budi Santoso' }).where(eq(pelatih.id_pelatih, coach.pelatih.id_pelatih));
    return login(t, 'admin@uji.id');
  }

  it('pages of 20 by name, counted on the server; the athlete count and coach of each row', async () => {
    const token = await banyak();
    const p1 = await t.api('GET', '/api/admin/dojang', { token });
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3 });
    expect(p1.body.data).toHaveLength(20);
    const names = p1.body.data.map((d: { nama_dojang: string }) => d.nama_dojang);
    expect(names).toEqual([...names].sort());
    const d3 = p1.body.data.find((d: { nama_dojang: string }) => d.nama_dojang === 'Dojang 03');
    expect(d3).toMatchObject({ jumlah_atlet: 3, status: 'PENDING', provinsi: 'Sumatera Selatan', nama_pelatih: null });
    expect(d3.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Object.keys(d3).sort()).toEqual([
      'created_at',
      'email',
      'id_dojang',
      'jumlah_atlet',
      'kota',
      'nama_dojang',
      'nama_pelatih',
      'no_telp',
      'provinsi',
      'status',
    ]);
    const p3 = await t.api('GET', '/api/admin/dojang?page=3', { token });
    expect(p3.body.data).toHaveLength(5);
    const past = await t.api('GET', '/api/admin/dojang?page=9', { token });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toEqual({ page: 9, limit: 20, total: 45, totalPages: 3 });
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const res = await t.api('GET', `/api/admin/dojang?page=${page}`, { token });
      for (const d of res.body.data) seen.add(d.id_dojang);
    }
    expect(seen.size).toBe(45);
  });

  it('filters by status and searches name, email, city, province and coach, against counted rows', async () => {
    const token = await banyak();
    const rows = await t.db.select().from(dojang);
    const count = (f: (d: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    const cases: [string, number][] = [
      ['status=APPROVED', count((d) => d.status === 'APPROVED')],
      ['status=rejected', count((d) => d.status === 'REJECTED')],
      ['search=lubuklinggau', count((d) => d.kota === 'Kota Lubuklinggau')],
      ['search=bali&status=PENDING', count((d) => d.provinsi === 'Bali' && d.status === 'PENDING')],
      ['search=elang.id', 1],
      ['search=budi', 1],
      ['search=100%25_', 1],
      ['search=%25', 1],
      ['search=_', 1],
      ['search=tidak-ada', 0],
    ];
    for (const [query, expected] of cases) {
      const res = await t.api('GET', `/api/admin/dojang?${query}`, { token });
      expect(res.status, query).toBe(200);
      expect(res.body.meta.total, query).toBe(expected);
      expect(res.body.data.length, query).toBe(Math.min(expected, 20));
    }
    const budi = await t.api('GET', '/api/admin/dojang?search=Budi', { token });
    expect(budi.body.data[0]).toMatchObject({ nama_dojang: 'Dojang 20', nama_pelatih: 'Budi Santoso' });
    const approved2 = await t.api('GET', '/api/admin/dojang?status=APPROVED&limit=10&page=2', { token });
    expect(approved2.body.meta).toEqual({ page: 2, limit: 10, total: 15, totalPages: 2 });
    expect(approved2.body.data).toHaveLength(5);
  });

  it('refuses a bad page, limit, status or search with a clear message', async () => {
    const token = await banyak();
    const cases: [string, string][] = [
      ['page=0', 'Halaman tidak valid'],
      ['page=abc', 'Halaman tidak valid'],
      ['limit=101', 'Jumlah data per halaman harus antara 1 dan 100'],
      ['limit=-1', 'Jumlah data per halaman harus antara 1 dan 100'],
      ['status=DISETUJUI', 'Status dojang harus PENDING, APPROVED atau REJECTED'],
      [`search=${'x'.repeat(101)}`, 'Kata pencarian terlalu panjang (maksimal 100 karakter)'],
    ];
    for (const [query, message] of cases) {
      const res = await t.api('GET', `/api/admin/dojang?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});

describe('GET /api/admin/dojang/:id (detail)', () => {
  it('the whole record, its coach and what hangs on it, with the delete verdict', async () => {
    const w = await cast(t);
    const a1 = await insertAtlet(t.db, w.coach.id_dojang, { nama_atlet: 'Satu' });
    const a2 = await insertAtlet(t.db, w.coach.id_dojang, { nama_atlet: 'Dua' });
    const other = await makeDojang(t.db, { nama_dojang: 'Dojang Tetangga' });
    const tamu = await insertAtlet(t.db, other.id_dojang);
    const kelas = await kelasBaru(t.db, w.a.id_kompetisi);
    await enter(t.db, kelas, a1.id_atlet);
    await enter(t.db, await kelasBaru(t.db, w.b.id_kompetisi), a2.id_atlet);
    await enter(t.db, kelas, tamu.id_atlet, [a2.id_atlet]); // a team with one of ours as member
    await t.db.insert(buktiTransfer).values({ bukti_transfer_path: 'x.png', id_dojang: w.coach.id_dojang, id_kompetisi: w.a.id_kompetisi });
    const res = await t.api('GET', `/api/admin/dojang/${w.coach.id_dojang}`, { token: w.token.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id_dojang: w.coach.id_dojang,
      jumlah_atlet: 2,
      jumlah_entri: 3,
      jumlah_bukti_transfer: 1,
      status: 'PENDING',
      negara: 'Indonesia',
      pelatih: { nama_pelatih: 'Pelatih pelatih@uji.id', email: 'pelatih@uji.id', status_akun: 'ACTIVE' },
    });
    expect(res.body.data.alasan_tidak_bisa_dihapus).toContain('2 atlet, 3 pendaftaran kompetisi, 1 bukti transfer dan akun pelatih');
    const empty = await t.api('GET', `/api/admin/dojang/${(await makeDojang(t.db)).id_dojang}`, { token: w.token.admin });
    expect(empty.body.data).toMatchObject({ jumlah_atlet: 0, jumlah_entri: 0, pelatih: null, alasan_tidak_bisa_dihapus: null });
    expect((await t.api('GET', '/api/admin/dojang/9999', { token: w.token.admin })).body.message).toBe('Dojang tidak ditemukan');
    expect((await t.api('GET', '/api/admin/dojang/0', { token: w.token.admin })).status).toBe(400);
  });
});

describe('PATCH /api/admin/dojang/:id/status', () => {
  it('sets the status, logs from → to, and the stats follow', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db, { nama_dojang: 'Dojang Rajawali' });
    const res = await t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, { token: w.token.admin, json: { status: 'APPROVED' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dojang berhasil divalidasi');
    expect(res.body.data).toMatchObject({ id_dojang: d.id_dojang, status: 'APPROVED' });
    expect(await status(d.id_dojang)).toBe('APPROVED');
    const [log] = await logs('UBAH_STATUS_DOJANG');
    expect(log).toMatchObject({ actor: 'admin@uji.id', details: 'Status dojang Dojang Rajawali diubah dari Menunggu ke Tervalidasi' });
    const stats = await t.api('GET', '/api/dojang/stats', { token: w.token.admin });
    expect(stats.body.data).toEqual({ totalDojang: 2, validated: 1, pending: 1, rejected: 0 });
    const tolak = await t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, { token: w.token.admin, json: { status: 'rejected' } });
    expect(tolak.body.message).toBe('Dojang berhasil ditolak');
    expect(await status(d.id_dojang)).toBe('REJECTED');
  });

  it('the same status again writes nothing; a change from a status it no longer has is a 409 with the current one', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db, { status: 'APPROVED' });
    const same = await t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, { token: w.token.admin, json: { status: 'APPROVED' } });
    expect(same.status).toBe(200);
    expect(await logs('UBAH_STATUS_DOJANG')).toHaveLength(0);
    const stale = await t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, {
      token: w.token.admin,
      json: { status: 'REJECTED', status_sebelumnya: 'PENDING' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Status dojang sudah berubah menjadi Tervalidasi. Muat ulang data dojang.');
    expect(stale.body.data).toEqual({ id_dojang: d.id_dojang, status: 'APPROVED' });
    expect(await status(d.id_dojang)).toBe('APPROVED');
  });

  it('refuses a bad status (400) and an unknown dojang (404)', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db);
    for (const json of [{}, { status: 'DISETUJUI' }, { status: 5 }, { status: 'APPROVED', status_sebelumnya: 'X' }]) {
      const res = await t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, { token: w.token.admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(/^Status (dojang harus|sebelumnya)/);
    }
    const missing = await t.api('PATCH', '/api/admin/dojang/9999/status', { token: w.token.admin, json: { status: 'APPROVED' } });
    expect(missing.status).toBe(404);
    expect(await status(d.id_dojang)).toBe('PENDING');
  });

  it('replays the stored answer for the same Idempotency-Key (one write, one log row)', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db);
    const send = () =>
      t.api('PATCH', `/api/admin/dojang/${d.id_dojang}/status`, {
        token: w.token.admin,
        json: { status: 'APPROVED' },
        headers: { 'Idempotency-Key': 'dojang-status-1' },
      });
    const first = await send();
    await t.db.update(dojang).set({ status: 'PENDING' }).where(eq(dojang.id_dojang, d.id_dojang)); // moved behind its back
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await status(d.id_dojang)).toBe('PENDING');
    expect(await logs('UBAH_STATUS_DOJANG')).toHaveLength(1);
  });
});

describe('DELETE /api/admin/dojang/:id', () => {
  it('deletes an empty dojang with its logo, logged; a second delete is a 404', async () => {
    const w = await cast(t);
    const dir = path.join(t.dataDir, 'uploads', 'dojang', 'logos');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'abcdef.png'), 'x');
    const d = await makeDojang(t.db, { nama_dojang: 'Dojang Ganda', logo: 'abcdef.png' });
    const res = await t.api('DELETE', `/api/admin/dojang/${d.id_dojang}`, { token: w.token.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Dojang "Dojang Ganda" berhasil dihapus', data: { id_dojang: d.id_dojang } });
    expect(await t.db.select().from(dojang).where(eq(dojang.id_dojang, d.id_dojang))).toHaveLength(0);
    expect(existsSync(path.join(dir, 'abcdef.png'))).toBe(false);
    expect((await logs('HAPUS_DOJANG'))[0]).toMatchObject({
      actor: 'admin@uji.id',
      details: 'Dojang Dojang Ganda dihapus (status PENDING)',
    });
    const again = await t.api('DELETE', `/api/admin/dojang/${d.id_dojang}`, { token: w.token.admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Dojang tidak ditemukan');
  });

  it('refuses (409) a dojang that still has athletes or entries, and cascades nothing away', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db, { nama_dojang: 'Dojang Berisi' });
    const a1 = await insertAtlet(t.db, d.id_dojang);
    await insertAtlet(t.db, d.id_dojang);
    await enter(t.db, await kelasBaru(t.db, w.a.id_kompetisi), a1.id_atlet);
    const res = await t.api('DELETE', `/api/admin/dojang/${d.id_dojang}`, { token: w.token.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Dojang tidak dapat dihapus karena masih memiliki 2 atlet dan 1 pendaftaran kompetisi. ' +
        'Data atlet, pendaftaran dan pembayaran tidak ikut dihapus agar tidak hilang.',
    );
    expect(await t.db.select().from(dojang).where(eq(dojang.id_dojang, d.id_dojang))).toHaveLength(1);
    expect(await t.db.select().from(atlet).where(eq(atlet.id_dojang, d.id_dojang))).toHaveLength(2);
    expect(await logs('HAPUS_DOJANG')).toHaveLength(0);
  });

  it('refuses a dojang with only a coach account (the account is removed in Manajemen User), or only payment proofs', async () => {
    const w = await cast(t);
    const res = await t.api('DELETE', `/api/admin/dojang/${w.coach.id_dojang}`, { token: w.token.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Dojang tidak dapat dihapus karena masih memiliki akun pelatih (Pelatih pelatih@uji.id). ' +
        'Hapus akun pelatihnya terlebih dahulu di menu Manajemen User.',
    );
    expect(await t.db.select().from(akun).where(eq(akun.email, 'pelatih@uji.id'))).toHaveLength(1);
    const d = await makeDojang(t.db);
    await t.db.insert(buktiTransfer).values({ bukti_transfer_path: 'y.png', id_dojang: d.id_dojang, id_kompetisi: w.a.id_kompetisi });
    const bukti = await t.api('DELETE', `/api/admin/dojang/${d.id_dojang}`, { token: w.token.admin });
    expect(bukti.status).toBe(409);
    expect(bukti.body.message).toContain('1 bukti transfer');
    expect(await t.db.select().from(buktiTransfer)).toHaveLength(1);
  });

  it('replays a delete for the same Idempotency-Key; a new key then finds nothing', async () => {
    const w = await cast(t);
    const d = await makeDojang(t.db, { nama_dojang: 'Dojang Sekali' });
    const send = (key: string) =>
      t.api('DELETE', `/api/admin/dojang/${d.id_dojang}`, { token: w.token.admin, headers: { 'Idempotency-Key': key } });
    const first = await send('hapus-1');
    const replay = await send('hapus-1');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await logs('HAPUS_DOJANG')).toHaveLength(1);
    expect((await send('hapus-2')).status).toBe(404);
  });
});
