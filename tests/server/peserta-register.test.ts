import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, idempotencyKey, pesertaKompetisi, pesertaTimAnggota } from '../../src/server/db/schema';
import { insertAtlet } from './helpers/atlet';
import {
  KYORUGI_CADET_45,
  KYORUGI_CADET_49,
  POOMSAE_CADET_BEREGU,
  POOMSAE_CADET_INDIVIDU,
  POOMSAE_CADET_PASANGAN,
  cadet,
  daftar,
  dunia,
  hari,
  kelasId,
  kompetisiTerbuka,
  tahunKompetisi,
} from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const jumlahPeserta = async () => (await t.db.select().from(pesertaKompetisi)).length;

describe('POST /api/kompetisi/:id/register', () => {
  it('a coach enters an own eligible athlete: 201, the spec message, the participant, one activity row', async () => {
    const w = await dunia(t);
    const atlet = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Rizky Pratama' });
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelas });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pendaftaran berhasil!');
    expect(res.body.data).toMatchObject({
      id_atlet: atlet.id_atlet,
      id_kelas_kejuaraan: kelas,
      status: 'PENDING',
      is_team: false,
      anggota_tim: [],
      atlet: { nama_atlet: 'Rizky Pratama', berat_badan: 43, kewarganegaraan: 'WNI', dojang: { id_dojang: w.pelatih.id_dojang } },
      kelas_kejuaraan: {
        id_kelas_kejuaraan: kelas,
        id_kompetisi: w.a.id_kompetisi,
        cabang: 'KYORUGI',
        kategori_event: { nama_kategori: 'prestasi' },
        kelompok: { id_kelompok: 3, nama_kelompok: 'Cadet' },
        kelas_berat: { nama_kelas: 'Under 45 kg', batas_min: 41, batas_max: 45 },
        poomsae: null,
        jenis_kelamin: 'LAKI_LAKI',
      },
    });
    expect(await jumlahPeserta()).toBe(1);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.action, 'DAFTAR_PESERTA'));
    expect(log).toHaveLength(1);
    expect(log[0].details).toContain('Rizky Pratama');
  });

  it('roles: none 401; ADMIN and ADMIN_KOMPETISI 403 with the spec message; nothing written', async () => {
    const w = await dunia(t);
    const atlet = await cadet(t.db, w.pelatih.id_dojang);
    const body = { atlitId: atlet.id_atlet, kelasKejuaraanId: await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45) };
    expect((await daftar(t, '', w.a.id_kompetisi, body)).status).toBe(401);
    for (const token of [w.token.admin, w.token.panitiaA, w.token.panitiaB]) {
      const res = await daftar(t, token, w.a.id_kompetisi, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Hanya pelatih yang bisa mendaftar kompetisi!');
    }
    expect(await jumlahPeserta()).toBe(0);
  });

  it("another dojang's athlete (alone or as a team member) is refused with 403 and nothing is written", async () => {
    const w = await dunia(t);
    const milikLain = await cadet(t.db, w.lain.id_dojang);
    const sendiri = await cadet(t.db, w.pelatih.id_dojang);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: milikLain.id_atlet, kelasKejuaraanId: kelas });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Anda hanya dapat mendaftarkan atlet dari dojang Anda sendiri');
    const pasangan = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
    const tim = await daftar(t, w.token.pelatih, w.a.id_kompetisi, {
      atlitId: sendiri.id_atlet,
      atlitId2: milikLain.id_atlet,
      kelasKejuaraanId: pasangan,
    });
    expect(tim.status).toBe(403);
    const hilang = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: 999_999, kelasKejuaraanId: kelas });
    expect(hilang.status).toBe(404);
    expect(hilang.body.message).toBe('Atlet tidak ditemukan');
    expect(await jumlahPeserta()).toBe(0);
    expect(await t.db.select().from(pesertaTimAnggota)).toHaveLength(0);
  });

  it('an ineligible athlete is refused with the reason (weight just above batas_max, gender, age); exactly batas_max is in', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const berat = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 45.1 });
    const putri = await cadet(t.db, w.pelatih.id_dojang, { jenis_kelamin: 'PEREMPUAN' });
    const junior = await cadet(t.db, w.pelatih.id_dojang, { tanggal_lahir: `${tahunKompetisi() - 15}-01-01` });
    const pas = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 45 });
    const tolak = async (id: number) => daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: id, kelasKejuaraanId: kelas });
    const r1 = await tolak(berat.id_atlet);
    expect(r1.status).toBe(400);
    expect(r1.body.message).toBe('Berat badan 45,1 kg tidak masuk kelas Under 45 kg (di atas 41 s.d. 45 kg)');
    const r2 = await tolak(putri.id_atlet);
    expect(r2.status).toBe(400);
    expect(r2.body.message).toBe('Kelas ini khusus Putra');
    const r3 = await tolak(junior.id_atlet);
    expect(r3.status).toBe(400);
    expect(r3.body.message).toMatch(/^Tahun lahir \d{4} tidak masuk kelompok Cadet/);
    expect(await jumlahPeserta()).toBe(0);
    expect((await tolak(pas.id_atlet)).status).toBe(201);
  });

  it('the deadline day is still open, the day after is closed; a competition that is not PENDAFTARAN is closed', async () => {
    const w = await dunia(t, { batas_pendaftaran: hari(0) });
    const atlet = await cadet(t.db, w.pelatih.id_dojang);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    expect((await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelas })).status).toBe(201);

    const lewat = await kompetisiTerbuka(t.db, { batas_pendaftaran: hari(-1) });
    const kelasLewat = await kelasId(t.db, lewat.id_kompetisi, KYORUGI_CADET_45);
    const r1 = await daftar(t, w.token.pelatih, lewat.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelasLewat });
    expect(r1.status).toBe(403);
    expect(r1.body.message).toMatch(/^Batas pendaftaran sudah lewat \(/);

    const mulai = await kompetisiTerbuka(t.db, { status: 'SEDANG_DIMULAI' });
    const kelasMulai = await kelasId(t.db, mulai.id_kompetisi, KYORUGI_CADET_45);
    const r2 = await daftar(t, w.token.pelatih, mulai.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelasMulai });
    expect(r2.status).toBe(403);
    expect(r2.body.message).toBe('Pendaftaran kompetisi ini sudah ditutup');
    expect(await jumlahPeserta()).toBe(1);
  });

  it('one entry per athlete per class, one Kyorugi class per competition; Kyorugi plus Poomsae is fine', async () => {
    const w = await dunia(t);
    const atlet = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 45 });
    const k45 = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const k49 = await kelasId(t.db, w.a.id_kompetisi, { ...KYORUGI_CADET_49, kategori: 'pemula' });
    const individu = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
    expect((await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: k45 })).status).toBe(201);
    const dua = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: k45 });
    expect(dua.status).toBe(409);
    expect(dua.body.message).toBe('Atlet sudah terdaftar di kelas ini');
    const lainKyorugi = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: k49 });
    expect(lainKyorugi.status).toBe(400); // 45 kg does not fit Under 49 (45 < kg <= 49)
    const atlet47 = await cadet(t.db, w.pelatih.id_dojang, { berat_badan: 44 });
    await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet47.id_atlet, kelasKejuaraanId: k45 });
    const k45pemula = await kelasId(t.db, w.a.id_kompetisi, { ...KYORUGI_CADET_45, kategori: 'pemula' });
    const kedua = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet47.id_atlet, kelasKejuaraanId: k45pemula });
    expect(kedua.status).toBe(409);
    expect(kedua.body.message).toBe('Atlet hanya boleh mengikuti satu kelas Kyorugi dalam satu kompetisi');
    expect((await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: atlet.id_atlet, kelasKejuaraanId: individu })).status).toBe(201);
    expect(await jumlahPeserta()).toBe(3);
  });

  it('team poomsae: Berpasangan takes atlitId2, Beregu atlitId3 too; missing, repeated or extra members are refused', async () => {
    const w = await dunia(t);
    const [a1, a2, a3] = [
      await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Budi' }),
      await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Citra', jenis_kelamin: 'PEREMPUAN' }),
      await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Dewi', jenis_kelamin: 'PEREMPUAN' }),
    ];
    const pasangan = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
    const beregu = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_BEREGU);
    const individu = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
    const send = (body: Record<string, unknown>) => daftar(t, w.token.pelatih, w.a.id_kompetisi, body);

    const kurang = await send({ atlitId: a1.id_atlet, kelasKejuaraanId: pasangan });
    expect(kurang.status).toBe(400);
    expect(kurang.body.message).toBe('Anda harus memilih atlit kedua terlebih dahulu');
    const sama = await send({ atlitId: a1.id_atlet, atlitId2: a1.id_atlet, kelasKejuaraanId: pasangan });
    expect(sama.status).toBe(400);
    expect(sama.body.message).toBe('Atlit dalam satu tim harus berbeda');
    const lebih = await send({ atlitId: a1.id_atlet, atlitId2: a2.id_atlet, kelasKejuaraanId: individu });
    expect(lebih.status).toBe(400);
    expect(lebih.body.message).toBe('Kelas ini hanya untuk 1 atlit');

    const ok2 = await send({ atlitId: a1.id_atlet, atlitId2: a2.id_atlet, kelasKejuaraanId: pasangan });
    expect(ok2.status).toBe(201);
    expect(ok2.body.data.is_team).toBe(true);
    expect(ok2.body.data.anggota_tim.map((m: { atlet: { nama_atlet: string } }) => m.atlet.nama_atlet)).toEqual(['Budi', 'Citra']);
    const ok3 = await send({ atlitId: a3.id_atlet, atlitId2: a1.id_atlet, atlitId3: a2.id_atlet, kelasKejuaraanId: beregu });
    expect(ok3.status).toBe(201);
    expect(ok3.body.data.anggota_tim).toHaveLength(3);
    expect(ok3.body.data.anggota_tim[0].atlet.nama_atlet).toBe('Dewi');
    // A member already in the pair cannot enter the same class again in another pair.
    const lagi = await send({ atlitId: a3.id_atlet, atlitId2: a2.id_atlet, kelasKejuaraanId: pasangan });
    expect(lagi.status).toBe(409);
    expect(await t.db.select().from(pesertaTimAnggota)).toHaveLength(5);
  });

  it('bad input is a 4xx in Indonesian, never a 500', async () => {
    const w = await dunia(t);
    const atlet = await cadet(t.db, w.pelatih.id_dojang);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const cases: [unknown, number, string][] = [
      [{ kelasKejuaraanId: kelas }, 400, 'Anda harus memilih atlit terlebih dahulu'],
      [{ atlitId: 'abc', kelasKejuaraanId: kelas }, 400, 'Anda harus memilih atlit terlebih dahulu'],
      [{ atlitId: atlet.id_atlet }, 400, 'Kelas kejuaraan tidak ditemukan'],
      [{ atlitId: atlet.id_atlet, kelasKejuaraanId: -3 }, 400, 'Kelas kejuaraan tidak ditemukan'],
      [{ atlitId: atlet.id_atlet, kelasKejuaraanId: 99_999_999_999 }, 400, 'Kelas kejuaraan tidak ditemukan'],
      [{ atlitId: atlet.id_atlet, kelasKejuaraanId: kelas, atlitId2: { x: 1 } }, 400, 'Anda harus memilih atlit kedua terlebih dahulu'],
      [[1, 2], 400, 'Format data tidak valid'],
      [
        { atlitId: atlet.id_atlet, kelasKejuaraanId: await kelasId(t.db, w.b.id_kompetisi, KYORUGI_CADET_45) },
        404,
        'Kelas kejuaraan tidak ditemukan',
      ],
    ];
    for (const [json, status, message] of cases) {
      const res = await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, { token: w.token.pelatih, json });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const digits = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: String(atlet.id_atlet), kelasKejuaraanId: String(kelas) });
    expect(digits.status).toBe(201);
    expect((await daftar(t, w.token.pelatih, 424242, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelas })).status).toBe(404);
    expect((await t.api('POST', '/api/kompetisi/abc/register', { token: w.token.pelatih, json: {} })).status).toBe(400);
  });

  it('REJECTED entries free their place; 20 concurrent registrations never overshoot the quota', async () => {
    const w = await dunia(t, { kuota: 6 });
    const kelas = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
    const ditolak = await cadet(t.db, w.pelatih.id_dojang);
    await t.db.insert(pesertaKompetisi).values({ id_atlet: ditolak.id_atlet, id_kelas_kejuaraan: kelas, status: 'REJECTED' });
    const atlet = [];
    for (let i = 0; i < 20; i++) atlet.push(await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: `Atlet ${i}` }));
    const answers = await Promise.all(
      atlet.map((a) => daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: a.id_atlet, kelasKejuaraanId: kelas })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    expect(answers.find((r) => r.status === 409)?.body.message).toBe('Kuota peserta kompetisi sudah penuh');
    const rows = await t.db.select().from(pesertaKompetisi);
    expect(rows.filter((r) => r.status !== 'REJECTED')).toHaveLength(6);
  });

  it('idempotent replay: the same key gives the same answer and one entry; the key record commits with the entry', async () => {
    const w = await dunia(t);
    const atlet = await cadet(t.db, w.pelatih.id_dojang);
    const body = { atlitId: atlet.id_atlet, kelasKejuaraanId: await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45) };
    const key = { 'Idempotency-Key': 'daftar-1' };
    const first = await daftar(t, w.token.pelatih, w.a.id_kompetisi, body, key);
    const again = await daftar(t, w.token.pelatih, w.a.id_kompetisi, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await jumlahPeserta()).toBe(1);
    const [record] = await t.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, 'daftar-1'));
    expect(record).toMatchObject({ completed: true, status_code: 201 });
    const fresh = await daftar(t, w.token.pelatih, w.a.id_kompetisi, body);
    expect(fresh.status).toBe(409);
  });

  it('an athlete of a WNA citizen carries kewarganegaraan for the fee', async () => {
    const w = await dunia(t);
    const atlet = await insertAtlet(t.db, w.pelatih.id_dojang, {
      tanggal_lahir: `${tahunKompetisi() - 13}-02-02`,
      berat_badan: 42,
      kewarganegaraan: 'WNA',
    });
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, {
      atlitId: atlet.id_atlet,
      kelasKejuaraanId: await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45),
    });
    expect(res.body.data.atlet.kewarganegaraan).toBe('WNA');
  });
});
