import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayWib } from '../../src/domain/atlet/umur';
import { awalPeriode, batasWaktu, daftarPeriode } from '../../src/domain/statistik/rentang';
import { activityLog, akun, buktiTransfer, pesertaKompetisi } from '../../src/server/db/schema';
import { insertAtlet } from './helpers/atlet';
import { login, makeAdmin, makeCoach, makeDojang, makeKompetisi } from './helpers/fixtures';
import { KYORUGI_CADET_45, hari, kelasId, kompetisiTerbuka, makePanitia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const DAY = 86_400_000;
const lalu = (days: number) => new Date(Date.now() - days * DAY);
const stats = (token: string, query = '') => t.api('GET', `/api/admin/stats${query}`, { token });

/** The range of the tests: the last 11 days (today included). */
const DARI = hari(-10);
const SAMPAI = hari(0);
const RANGE = `?dari=${DARI}&sampai=${SAMPAI}`;

describe('GET /api/admin/stats', () => {
  it('roles: none 401; PELATIH and ADMIN_KOMPETISI 403; ADMIN 200', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    await makeCoach(t.db, 'pelatih@uji.id');
    const k = await makeKompetisi(t.db);
    await makePanitia(t.db, 'panitia@uji.id', k.id_kompetisi);
    expect((await stats('')).status).toBe(401);
    for (const email of ['pelatih@uji.id', 'panitia@uji.id']) {
      const res = await stats(await login(t, email));
      expect([res.status, res.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    }
    const res = await stats(await login(t, 'admin@uji.id'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('bad dates answer 400 in Indonesian; the default range is the last 30 days (WIB)', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const token = await login(t, 'admin@uji.id');
    const cases: [string, string][] = [
      ['?dari=2025-13-01', 'Tanggal awal tidak valid (format YYYY-MM-DD)'],
      ['?dari=2025-02-30', 'Tanggal awal tidak valid (format YYYY-MM-DD)'],
      ['?sampai=kemarin', 'Tanggal akhir tidak valid (format YYYY-MM-DD)'],
      ['?dari=2025-1-1', 'Tanggal awal tidak valid (format YYYY-MM-DD)'],
      ['?dari=2025-03-10&sampai=2025-03-01', 'Tanggal awal tidak boleh setelah tanggal akhir'],
      ['?dari=2010-01-01&sampai=2025-01-01', 'Rentang tanggal maksimal 10 tahun'],
      [`?dari=${'9'.repeat(30)}`, 'Tanggal awal tidak valid (format YYYY-MM-DD)'],
    ];
    for (const [query, message] of cases) {
      const res = await stats(token, query);
      expect([query, res.status, res.body.success, res.body.message]).toEqual([query, 400, false, message]);
    }
    const bawaan = await stats(token);
    expect(bawaan.body.data.rentang).toEqual({ dari: hari(-29), sampai: todayWib() });
    const hanyaSampai = await stats(token, '?sampai=2025-03-31');
    expect(hanyaSampai.body.data.rentang).toEqual({ dari: '2025-03-02', sampai: '2025-03-31' });
  });

  it('every figure is counted from the rows: totals, pending, age groups, and the range cards and bars', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const { mulai } = batasWaktu({ dari: DARI, sampai: SAMPAI });
    const dalam = lalu(2);
    const luar = lalu(40);
    // Dojangs: 4 made in the range (one exactly at 00:00 WIB of its first day), 2 before it (one 1 ms before).
    const d1 = await makeDojang(t.db, { nama_dojang: 'D1', status: 'APPROVED', created_at: dalam });
    await makeDojang(t.db, { nama_dojang: 'D2', status: 'PENDING', created_at: dalam });
    await makeDojang(t.db, { nama_dojang: 'D3', status: 'REJECTED', created_at: dalam });
    await makeDojang(t.db, { nama_dojang: 'D4', status: 'PENDING', created_at: luar });
    await makeDojang(t.db, { nama_dojang: 'D5', status: 'APPROVED', created_at: mulai });
    await makeDojang(t.db, { nama_dojang: 'D6', status: 'PENDING', created_at: new Date(mulai.getTime() - 1) });
    await makeCoach(t.db, 'pelatih@uji.id', d1.id_dojang);
    // Competitions: match days inside, overlapping the first day, before, after the range.
    const k1 = await kompetisiTerbuka(t.db, { tanggal_mulai: hari(-5), tanggal_selesai: hari(-4), batas_pendaftaran: hari(-6) });
    await makeKompetisi(t.db, { nama_event: 'K2', tanggal_mulai: hari(-60), tanggal_selesai: hari(-58) });
    await makeKompetisi(t.db, { nama_event: 'K3', tanggal_mulai: hari(-12), tanggal_selesai: hari(-10) });
    await makeKompetisi(t.db, { nama_event: 'K4', tanggal_mulai: hari(1), tanggal_selesai: hari(2) });
    await makePanitia(t.db, 'panitia@uji.id', k1.id_kompetisi);
    // Athletes of each age group (by birth year this year), one too young for any; 4 added in the range.
    const y = Number(todayWib().slice(0, 4));
    const lahir = [
      [y - 6, dalam],
      [y - 10, dalam],
      [y - 13, dalam],
      [y - 13, luar],
      [y - 16, dalam],
      [y - 25, luar],
      [y - 3, luar],
    ] as const;
    const atlet = [];
    for (const [tahun, created_at] of lahir) {
      atlet.push(await insertAtlet(t.db, d1.id_dojang, { tanggal_lahir: `${tahun}-07-01`, created_at }));
    }
    // Entries: APPROVED, PENDING, REJECTED in the range, one PENDING before it.
    const kelas = await kelasId(t.db, k1.id_kompetisi, KYORUGI_CADET_45);
    const statuses = [
      ['APPROVED', dalam],
      ['PENDING', dalam],
      ['REJECTED', dalam],
      ['PENDING', luar],
    ] as const;
    for (const [i, [status, created_at]] of statuses.entries()) {
      await t.db.insert(pesertaKompetisi).values({ id_atlet: atlet[i].id_atlet, id_kelas_kejuaraan: kelas, status, created_at });
    }
    // Payment proofs: each review status in the range, one MENUNGGU before it.
    const bukti = [
      ['DITERIMA', dalam],
      ['MENUNGGU', dalam],
      ['DITOLAK', dalam],
      ['MENUNGGU', luar],
    ] as const;
    for (const [status_verifikasi, created_at] of bukti) {
      await t.db.insert(buktiTransfer).values({
        bukti_transfer_path: 'x.png',
        id_dojang: d1.id_dojang,
        id_kompetisi: k1.id_kompetisi,
        status_verifikasi,
        created_at,
      });
    }
    const res = await stats(await login(t, 'admin@uji.id'), RANGE);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      totalUsers: 3,
      totalAtlets: 7,
      totalDojangs: 6,
      pendingValidations: 2 + 3 + 2,
      pendingRincian: { peserta: 2, dojang: 3, bukti: 2 },
      rentang: { dari: DARI, sampai: SAMPAI },
      ringkasan: { atletBaru: 4, dojangBaru: 4, perluValidasi: { total: 3, peserta: 1, dojang: 1, bukti: 1 }, kompetisi: 2 },
      validasi: {
        peserta: { APPROVED: 1, REJECTED: 1, PENDING: 1 },
        dojang: { APPROVED: 2, PENDING: 1, REJECTED: 1 },
        bukti: { DITERIMA: 1, DITOLAK: 1, MENUNGGU: 1 },
      },
    });
    expect(s.atletByCategory).toEqual([
      { category: 'Super Pra-Cadet', count: 1, usia: '5–8 tahun' },
      { category: 'Pra-Cadet', count: 1, usia: '9–11 tahun' },
      { category: 'Cadet', count: 2, usia: '12–14 tahun' },
      { category: 'Junior', count: 1, usia: '15–17 tahun' },
      { category: 'Senior', count: 1, usia: '18+ tahun' },
      { category: 'Di luar kategori', count: 1, usia: null },
    ]);
  });

  it('user growth: accounts per week in the range, running total from the accounts made before it', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    for (const email of ['c1@uji.id', 'c2@uji.id', 'c3@uji.id']) await makeCoach(t.db, email);
    const waktu = new Map([
      ['admin@uji.id', lalu(200)],
      ['c1@uji.id', lalu(2)],
      ['c2@uji.id', lalu(9)],
      ['c3@uji.id', lalu(9)],
    ]);
    for (const [email, created_at] of waktu) await t.db.update(akun).set({ created_at }).where(eq(akun.email, email));
    const token = await login(t, 'admin@uji.id');

    const res = await stats(token, RANGE);
    const { userGrowth, userGrowthSatuan, totalUsers } = res.body.data;
    expect([userGrowthSatuan, totalUsers]).toEqual(['minggu', 4]);
    const periode = daftarPeriode({ dari: DARI, sampai: SAMPAI }, 'minggu');
    expect(userGrowth.map((g: { periode: string }) => g.periode)).toEqual(periode);
    const expected = new Map<string, number>();
    for (const email of ['c1@uji.id', 'c2@uji.id', 'c3@uji.id']) {
      const p = awalPeriode(todayWib(waktu.get(email)), 'minggu');
      expected.set(p, (expected.get(p) ?? 0) + 1);
    }
    let kumulatif = 1;
    expect(userGrowth).toEqual(
      periode.map((p) => {
        kumulatif += expected.get(p) ?? 0;
        return { periode: p, jumlah: expected.get(p) ?? 0, kumulatif };
      }),
    );

    // Per month over a longer range: the admin's month counts, and the total at the end is every account.
    const bulanan = (await stats(token, `?dari=${hari(-365)}&sampai=${SAMPAI}`)).body.data;
    expect(bulanan.userGrowthSatuan).toBe('bulan');
    expect(bulanan.userGrowth.reduce((n: number, g: { jumlah: number }) => n + g.jumlah, 0)).toBe(4);
    expect(bulanan.userGrowth.at(-1).kumulatif).toBe(4);
    expect(bulanan.userGrowth[0].periode).toBe(`${hari(-365).slice(0, 7)}-01`);
    // A range that ends before the coaches registered: none of them counts, the admin is the running total.
    const dulu = (await stats(token, `?dari=${hari(-250)}&sampai=${hari(-100)}`)).body.data;
    expect(dulu.userGrowth.reduce((n: number, g: { jumlah: number }) => n + g.jumlah, 0)).toBe(1);
    expect(dulu.userGrowth.at(-1).kumulatif).toBe(1);
  });

  it("'Aktivitas Terkini': the latest 50 log rows, newest first, named by the account", async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const coach = await makeCoach(t.db, 'pelatih@uji.id');
    for (let i = 1; i <= 55; i++) {
      const byCoach = i % 2 === 0;
      await t.db.insert(activityLog).values({
        action: 'TAMBAH_ATLET',
        actor: byCoach ? 'pelatih@uji.id' : null,
        id_akun: byCoach ? coach.akun.id_akun : null,
        details: `Baris ${i}`,
        created_at: new Date(Date.now() - i * 60_000),
      });
    }
    const res = await stats(await login(t, 'admin@uji.id'));
    const list = res.body.data.recentActivity as {
      action: string;
      user: string;
      email: string | null;
      details: string;
      timestamp: string;
    }[];
    expect(list).toHaveLength(50);
    // The login just now is the newest; then rows 1..49 (row 50..55 are older).
    expect(list[0]).toMatchObject({ action: 'LOGIN', user: 'Admin Uji', email: 'admin@uji.id', details: 'Login sebagai ADMIN' });
    expect(list.slice(1).map((a) => a.details)).toEqual(Array.from({ length: 49 }, (_, i) => `Baris ${i + 1}`));
    expect(list[1]).toMatchObject({ user: 'Sistem', email: null });
    expect(list[2]).toMatchObject({ user: 'Pelatih pelatih@uji.id', email: 'pelatih@uji.id' });
    const times = list.map((a) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('recent decisions of the range from real status changes: Disetujui / Ditolak / Menunggu', async () => {
    await makeAdmin(t.db, 'admin@uji.id');
    const coach = await makeCoach(t.db, 'pelatih@uji.id');
    const k = await kompetisiTerbuka(t.db);
    const token = await login(t, 'admin@uji.id');
    const a = await insertAtlet(t.db, coach.id_dojang, { tanggal_lahir: `${Number(hari(30).slice(0, 4)) - 13}-06-15`, berat_badan: 43 });
    const [p] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, k.id_kompetisi, KYORUGI_CADET_45) })
      .returning();
    const [b] = await t.db
      .insert(buktiTransfer)
      .values({ bukti_transfer_path: 'x.png', id_dojang: coach.id_dojang, id_kompetisi: k.id_kompetisi })
      .returning();
    // An old decision (before the range) and an unrelated action.
    await t.db
      .insert(activityLog)
      .values({ action: 'UBAH_STATUS_DOJANG', details: 'Status dojang Lama diubah dari Menunggu ke Ditolak', created_at: lalu(40) });
    await t.db.insert(activityLog).values({ action: 'TAMBAH_ATLET', details: 'Atlet X ditambahkan' });

    const steps = [
      await t.api('PUT', `/api/kompetisi/${k.id_kompetisi}/participants/${p.id_peserta_kompetisi}/status`, {
        token,
        json: { status: 'APPROVED' },
      }),
      await t.api('PATCH', `/api/admin/dojang/${coach.id_dojang}/status`, { token, json: { status: 'REJECTED' } }),
      await t.api('PATCH', `/api/bukti-transfer/${b.id_bukti_transfer}/verifikasi`, { token, json: { status: 'DITERIMA' } }),
      await t.api('PATCH', `/api/bukti-transfer/${b.id_bukti_transfer}/verifikasi`, { token, json: { status: 'MENUNGGU' } }),
    ];
    expect(steps.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const list = (await stats(token)).body.data.keputusanTerkini as { objek: string; keputusan: string; user: string }[];
    expect(list.map((d) => [d.objek, d.keputusan, d.user])).toEqual([
      ['Bukti Transfer', 'Menunggu', 'Admin Uji'],
      ['Bukti Transfer', 'Disetujui', 'Admin Uji'],
      ['Dojang', 'Ditolak', 'Admin Uji'],
      ['Peserta', 'Disetujui', 'Admin Uji'],
    ]);
    // The old one shows once the range reaches back to it.
    const wide = (await stats(token, `?dari=${hari(-45)}`)).body.data.keputusanTerkini as { objek: string; keputusan: string }[];
    expect(wide).toHaveLength(5);
    expect(wide.at(-1)).toMatchObject({ objek: 'Dojang', keputusan: 'Ditolak' });
  });
});
