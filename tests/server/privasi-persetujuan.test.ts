import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEBIJAKAN_PRIVASI_VERSI, PERSETUJUAN_MSG } from '../../src/domain/privasi';
import { activityLog, permintaanData, persetujuanData, pesertaKompetisi } from '../../src/server/db/schema';
import { PERNYATAAN_FIELDS, atletFields, insertAtlet, postAtlet } from './helpers/atlet';
import { PNG, fileOf, form } from './helpers/fixtures';
import { KYORUGI_CADET_45, POOMSAE_CADET_PASANGAN, cadet, daftar, dunia, kelasId, tahunKompetisi } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const tahun = new Date().getUTCFullYear();
const dewasa = `${tahun - 30}-04-04`;

/** A Cadet entered before consent was asked (no statement row). */
const tanpaPersetujuan = (id_dojang: number, nama = 'Atlet Lama') =>
  insertAtlet(
    t.db,
    id_dojang,
    {
      nama_atlet: nama,
      jenis_kelamin: 'LAKI_LAKI',
      tanggal_lahir: `${tahunKompetisi() - 13}-06-15`,
      berat_badan: 43,
      pas_foto: 'foto-lama.jpg',
    },
    { persetujuan: false },
  );

const nyatakan = (token: string, id: number, fields: Record<string, string> = PERNYATAAN_FIELDS) =>
  t.api('POST', `/api/atlet/${id}/persetujuan`, { token, json: fields });
const cabut = (token: string, id: number, alasan?: string) =>
  t.api('POST', `/api/atlet/${id}/persetujuan/cabut`, { token, json: alasan ? { alasan } : {} });

describe('consent with a new athlete (POST /api/atlet)', () => {
  it('is recorded with the notice version, the time, who stated it and, for a child, the guardian', async () => {
    const w = await dunia(t);
    const res = await postAtlet(t, w.token.pelatih);
    expect(res.status).toBe(201);
    expect(res.body.data.persetujuan).toMatchObject({
      status: 'ADA',
      versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI,
      oleh_wali: true,
      nama_wali: 'Siti Aminah',
      dicatat_oleh: 'Pelatih pelatih@uji.id',
    });
    const [row] = await t.db.select().from(persetujuanData);
    expect(row).toMatchObject({ id_atlet: res.body.data.id_atlet, jenis: 'PERNYATAAN', id_akun: w.pelatih.akun.id_akun });
    expect(Date.now() - row.pada.getTime()).toBeLessThan(60_000);
  });

  it("an adult's own statement keeps no guardian, even when a name was sent", async () => {
    const w = await dunia(t);
    const res = await postAtlet(t, w.token.pelatih, atletFields({ tanggal_lahir: dewasa, nik: '1671010404960001' }), {
      ktp: fileOf(PNG, 'ktp.png'),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.persetujuan).toMatchObject({ status: 'ADA', oleh_wali: false, nama_wali: null });
  });

  it('without the statement, of an old notice, or a child without the guardian: 422 persetujuan_wajib, nothing stored', async () => {
    const w = await dunia(t);
    const { persetujuan: _p, versi_kebijakan: _v, nama_wali: _n, ...tanpa } = atletFields();
    const kasus: [Record<string, string>, string, string][] = [
      [tanpa, 'persetujuan', PERSETUJUAN_MSG.wajib],
      [{ ...tanpa, persetujuan: '0', versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI }, 'persetujuan', PERSETUJUAN_MSG.wajib],
      [atletFields({ versi_kebijakan: '2020-01' }), 'persetujuan', PERSETUJUAN_MSG.versiLama],
      [atletFields({ nama_wali: '' }), 'nama_wali', PERSETUJUAN_MSG.namaWali],
    ];
    for (const [fields, field, pesan] of kasus) {
      const res = await postAtlet(t, w.token.pelatih, fields);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ kode: 'persetujuan_wajib', message: pesan, errors: { [field]: pesan } });
    }
    expect(await t.db.select().from(persetujuanData)).toHaveLength(0);
  });
});

describe('an athlete without consent cannot be entered', () => {
  it('the entry is refused with persetujuan_wajib naming the athlete; after the statement it lands', async () => {
    const w = await dunia(t);
    const lama = await tanpaPersetujuan(w.pelatih.id_dojang, 'Budi Lama');
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const tolak = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: lama.id_atlet, kelasKejuaraanId: kelas });
    expect(tolak.status).toBe(422);
    expect(tolak.body).toMatchObject({ kode: 'persetujuan_wajib', message: PERSETUJUAN_MSG.belumAda('Budi Lama') });
    expect(await t.db.select().from(pesertaKompetisi)).toHaveLength(0);

    const res = await nyatakan(w.token.pelatih, lama.id_atlet);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Persetujuan pemrosesan data atlet tercatat');
    expect(res.body.data.persetujuan).toMatchObject({ status: 'ADA', oleh_wali: true, nama_wali: 'Siti Aminah' });
    const again = await nyatakan(w.token.pelatih, lama.id_atlet);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(PERSETUJUAN_MSG.sudahAda);
    expect(await t.db.select().from(persetujuanData)).toHaveLength(1);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.action, 'PERSETUJUAN_DATA'));
    expect(log).toHaveLength(1);

    const masuk = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: lama.id_atlet, kelasKejuaraanId: kelas });
    expect(masuk.status).toBe(201);
  });

  it('a team with one member without consent is refused', async () => {
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
    const b = await tanpaPersetujuan(w.pelatih.id_dojang, 'Bayu Lama');
    const kelas = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
    const res = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: a.id_atlet, atlitId2: b.id_atlet, kelasKejuaraanId: kelas });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ kode: 'persetujuan_wajib', message: PERSETUJUAN_MSG.belumAda('Bayu Lama') });
  });

  it('the statement is asked once at the next edit: an edit without it is refused, one with it records it', async () => {
    const w = await dunia(t);
    const lama = await tanpaPersetujuan(w.pelatih.id_dojang);
    const edit = { nama_atlet: 'Atlet Lama', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: lama.tanggal_lahir, berat_badan: '44' };
    const tanpa = await t.api('PUT', `/api/atlet/${lama.id_atlet}`, { token: w.token.pelatih, form: form(edit) });
    expect(tanpa.status).toBe(422);
    expect(tanpa.body).toMatchObject({ kode: 'persetujuan_wajib', errors: { persetujuan: PERSETUJUAN_MSG.wajib } });
    const dengan = await t.api('PUT', `/api/atlet/${lama.id_atlet}`, {
      token: w.token.pelatih,
      form: form({ ...edit, ...PERNYATAAN_FIELDS }),
    });
    expect(dengan.status).toBe(200);
    expect(dengan.body.data).toMatchObject({ berat_badan: 44, persetujuan: { status: 'ADA', nama_wali: 'Siti Aminah' } });
    // A later edit needs nothing more and records nothing more.
    const lagi = await t.api('PUT', `/api/atlet/${lama.id_atlet}`, { token: w.token.pelatih, form: form({ ...edit, berat_badan: '45' }) });
    expect(lagi.status).toBe(200);
    expect(await t.db.select().from(persetujuanData)).toHaveLength(1);
  });

  it("the statement is the athlete's own coach's: another coach 404, ADMIN and ADMIN_KOMPETISI 403", async () => {
    const w = await dunia(t);
    const lama = await tanpaPersetujuan(w.pelatih.id_dojang);
    expect((await nyatakan(w.token.lain, lama.id_atlet)).status).toBe(404);
    expect((await nyatakan(w.token.admin, lama.id_atlet)).status).toBe(403);
    expect((await nyatakan(w.token.panitiaA, lama.id_atlet)).status).toBe(403);
    expect((await nyatakan('', lama.id_atlet)).status).toBe(401);
    expect(await t.db.select().from(persetujuanData)).toHaveLength(0);
  });
});

describe('withdrawing consent', () => {
  it('ends processing (no entry, no edit, no new statement) and records an erasure request the ADMIN lists', async () => {
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Citra' });
    const res = await cabut(w.token.pelatih, a.id_atlet, 'Orang tua meminta data dihapus');
    expect(res.status).toBe(200);
    expect(res.body.data.persetujuan).toMatchObject({ status: 'DICABUT', dicatat_oleh: 'Pelatih pelatih@uji.id' });
    const [req] = await t.db.select().from(permintaanData);
    expect(req).toMatchObject({
      jenis: 'HAPUS',
      status: 'MENUNGGU',
      id_atlet: a.id_atlet,
      id_akun_peminta: w.pelatih.akun.id_akun,
      alasan: 'Orang tua meminta data dihapus',
    });

    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const masuk = await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: a.id_atlet, kelasKejuaraanId: kelas });
    expect(masuk.status).toBe(409);
    expect(masuk.body).toMatchObject({ kode: 'persetujuan_dicabut', message: PERSETUJUAN_MSG.dicabut('Citra') });
    const edit = await t.api('PUT', `/api/atlet/${a.id_atlet}`, {
      token: w.token.pelatih,
      form: form({ nama_atlet: 'Citra', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: a.tanggal_lahir, ...PERNYATAAN_FIELDS }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.kode).toBe('persetujuan_dicabut');
    expect((await nyatakan(w.token.pelatih, a.id_atlet)).body).toMatchObject({
      kode: 'persetujuan_dicabut',
      message: PERSETUJUAN_MSG.sudahDicabut,
    });
    expect((await cabut(w.token.pelatih, a.id_atlet)).status).toBe(409);
    expect(await t.db.select().from(permintaanData)).toHaveLength(1);

    const list = await t.api('GET', '/api/privasi/permintaan', { token: w.token.admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.data).toEqual([
      {
        id: req.id,
        jenis: 'HAPUS',
        status: 'MENUNGGU',
        id_atlet: a.id_atlet,
        nama_atlet: 'Citra',
        nama_dojang: 'Dojang pelatih@uji.id',
        diminta_oleh: 'Pelatih pelatih@uji.id',
        diminta_pada: req.diminta_pada.toISOString(),
        alasan: 'Orang tua meminta data dihapus',
      },
    ]);
    expect(list.body.meta).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect((await t.api('GET', '/api/privasi/permintaan?status=SELESAI', { token: w.token.admin })).body.data).toEqual([]);
    for (const token of [w.token.pelatih, w.token.panitiaA]) {
      expect((await t.api('GET', '/api/privasi/permintaan', { token })).status).toBe(403);
    }
  });

  it("only by the athlete's own coach", async () => {
    const w = await dunia(t);
    const a = await cadet(t.db, w.pelatih.id_dojang);
    expect((await cabut(w.token.lain, a.id_atlet)).status).toBe(404);
    expect((await cabut(w.token.admin, a.id_atlet)).status).toBe(403);
    expect(await t.db.select().from(permintaanData)).toHaveLength(0);
  });

  it('the requests list pages on the server, newest first', async () => {
    const w = await dunia(t);
    for (let i = 0; i < 3; i++) {
      const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: `Atlet ${i}` });
      expect((await cabut(w.token.pelatih, a.id_atlet)).status).toBe(200);
    }
    const p1 = await t.api('GET', '/api/privasi/permintaan?limit=2', { token: w.token.admin });
    expect(p1.body.data.map((r: { nama_atlet: string }) => r.nama_atlet)).toEqual(['Atlet 2', 'Atlet 1']);
    expect(p1.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const p2 = await t.api('GET', '/api/privasi/permintaan?limit=2&page=2', { token: w.token.admin });
    expect(p2.body.data.map((r: { nama_atlet: string }) => r.nama_atlet)).toEqual(['Atlet 0']);
    expect((await t.api('GET', '/api/privasi/permintaan?page=9', { token: w.token.admin })).body.meta.total).toBe(3);
    expect((await t.api('GET', '/api/privasi/permintaan?limit=0', { token: w.token.admin })).status).toBe(400);
  });
});

describe('GET /api/privasi/kebijakan', () => {
  it("is public: the notice's version and the retention period (90 days unless set)", async () => {
    const res = await t.api('GET', '/api/privasi/kebijakan');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ versi: KEBIJAKAN_PRIVASI_VERSI, retensi_hari: 90 });
  });
});
