import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atletSchema } from '../../src/domain/api-types';
import { ATLET_MSG } from '../../src/domain/schemas/atlet';
import { samarkanNik } from '../../src/domain/privasi';
import { TEXT_TOO_LONG } from '../../src/domain/schemas/common';
import { atlet, idempotencyKey } from '../../src/server/db/schema';
import { atletFields, insertAtlet, postAtlet } from './helpers/atlet';
import { fileOf, form, JPEG, login, makeAdmin, makeAdminKompetisi, makeCoach, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const year = Number(new Date().toISOString().slice(0, 4));

describe('POST /api/atlet', () => {
  it("creates the athlete (201) stamped with the session's dojang and coach, whatever the client sends", async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const b = await makeCoach(t.db, 'b@uji.id');
    const token = await login(t, 'a@uji.id');
    const res = await postAtlet(
      t,
      token,
      atletFields({
        nama_atlet: '  Muhammad Rizky ',
        berat_badan: '41,5',
        id_dojang: String(b.id_dojang),
        id_pelatih_pembuat: String(b.pelatih.id_pelatih),
        id_atlet: '77',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Data atlet berhasil disimpan!');
    expect(v.is(atletSchema, res.body.data)).toBe(true);
    expect(res.body.data).toMatchObject({
      nama_atlet: 'Muhammad Rizky',
      berat_badan: 41.5,
      tinggi_badan: 150,
      id_dojang: a.id_dojang,
      id_pelatih_pembuat: a.pelatih.id_pelatih,
      dojang: { nama_dojang: 'Dojang a@uji.id' },
      // Masked in every answer (issue 31): the whole number only through GET /atlet/:id/nik.
      nik: '1671••••••••0001',
      belt: 'hijau',
      kota: 'Kota Palembang',
      pas_foto: null,
      kewarganegaraan: 'WNI',
    });
    expect(res.body.data.id_atlet).not.toBe(77);
    const rows = await t.db.select().from(atlet);
    expect(rows).toHaveLength(1);
    expect(rows[0].id_dojang).toBe(a.id_dojang);
  });

  it('only PELATIH may add: ADMIN and ADMIN_KOMPETISI 403, anonymous 401', async () => {
    await makeAdmin(t.db);
    await makeAdminKompetisi(t.db);
    for (const email of ['admin@uji.id', 'panitia@uji.id']) {
      const res = await postAtlet(t, await login(t, email));
      expect(res.status).toBe(403);
    }
    expect((await t.api('POST', '/api/atlet', { form: form(atletFields()) })).status).toBe(401);
    expect(await t.db.select().from(atlet)).toHaveLength(0);
  });

  const without = (key: string) => {
    const f = atletFields();
    delete f[key];
    return f;
  };
  const bad: [string, Record<string, string>, string, string][] = [
    ['nama_atlet', atletFields({ nama_atlet: '   ' }), 'nama_atlet', ATLET_MSG.nama],
    ['nama_atlet absent', without('nama_atlet'), 'nama_atlet', ATLET_MSG.nama],
    ['nama_atlet long', atletFields({ nama_atlet: 'x'.repeat(201) }), 'nama_atlet', 'Nama maksimal 200 karakter'],
    ['tanggal_lahir', atletFields({ tanggal_lahir: '' }), 'tanggal_lahir', ATLET_MSG.tanggalLahir],
    ['tanggal_lahir invalid', atletFields({ tanggal_lahir: '2012-02-30' }), 'tanggal_lahir', ATLET_MSG.tanggalTidakValid],
    ['tanggal_lahir future', atletFields({ tanggal_lahir: `${year + 1}-01-01` }), 'tanggal_lahir', ATLET_MSG.masaDepan],
    ['tanggal_lahir < 3 y', atletFields({ tanggal_lahir: `${year - 2}-01-01` }), 'tanggal_lahir', ATLET_MSG.umurMinimal],
    ['jenis_kelamin', atletFields({ jenis_kelamin: '' }), 'jenis_kelamin', ATLET_MSG.gender],
    ['jenis_kelamin other', atletFields({ jenis_kelamin: 'X' }), 'jenis_kelamin', ATLET_MSG.gender],
    ['alamat', atletFields({ alamat: '' }), 'alamat', ATLET_MSG.alamat],
    ['alamat long', atletFields({ alamat: 'x'.repeat(501) }), 'alamat', TEXT_TOO_LONG],
    ['provinsi', atletFields({ provinsi: '' }), 'provinsi', ATLET_MSG.provinsi],
    ['provinsi unknown', atletFields({ provinsi: 'Atlantis' }), 'provinsi', ATLET_MSG.provinsiTidakValid],
    ['kota', atletFields({ kota: '' }), 'kota', ATLET_MSG.kota],
    ['kota elsewhere', atletFields({ kota: 'Kota Bandung' }), 'kota', ATLET_MSG.kotaTidakSesuai],
    ['nik', atletFields({ nik: '' }), 'nik', ATLET_MSG.nik],
    ['nik short', atletFields({ nik: '123456789012345' }), 'nik', ATLET_MSG.nikFormat],
    ['nik letters', atletFields({ nik: '16710114031200ab' }), 'nik', ATLET_MSG.nikFormat],
    ['no_telp', atletFields({ no_telp: '' }), 'no_telp', ATLET_MSG.telp],
    ['no_telp format', atletFields({ no_telp: '12345' }), 'no_telp', ATLET_MSG.telpFormat],
    ['belt', atletFields({ belt: '' }), 'belt', ATLET_MSG.belt],
    ['belt unknown', atletFields({ belt: 'ungu' }), 'belt', ATLET_MSG.beltTidakValid],
    ['berat_badan', atletFields({ berat_badan: '' }), 'berat_badan', ATLET_MSG.berat],
    ['berat_badan 0', atletFields({ berat_badan: '0' }), 'berat_badan', ATLET_MSG.beratRentang],
    ['berat_badan 501', atletFields({ berat_badan: '501' }), 'berat_badan', ATLET_MSG.beratRentang],
    ['berat_badan text', atletFields({ berat_badan: 'berat' }), 'berat_badan', ATLET_MSG.beratRentang],
    ['tinggi_badan', atletFields({ tinggi_badan: '' }), 'tinggi_badan', ATLET_MSG.tinggi],
    ['tinggi_badan 301', atletFields({ tinggi_badan: '301' }), 'tinggi_badan', ATLET_MSG.tinggiRentang],
    ['kewarganegaraan other', atletFields({ kewarganegaraan: 'ASING' }), 'kewarganegaraan', ATLET_MSG.kewarganegaraan],
  ];

  it('the table covers every message of atletCreateSchema', () => {
    const covered = new Set(bad.map(([, , , message]) => message));
    const all = Object.entries(ATLET_MSG)
      .filter(([k]) => k !== 'formGagal')
      .map(([, m]) => m);
    expect(all.filter((m) => !covered.has(m))).toEqual([]);
  });

  it.each(bad)('%s → 400 with the message, nothing stored', async (_name, fields, field, message) => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await postAtlet(t, await login(t, 'a@uji.id'), fields, { pas_foto: fileOf(PNG, 'foto.png') });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await t.db.select().from(atlet)).toHaveLength(0);
  });

  it('kewarganegaraan: WNA stored when sent (any case), WNI when absent or empty; an edit without it keeps it', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const wna = await postAtlet(t, token, atletFields({ kewarganegaraan: ' wna ' }));
    expect(wna.status).toBe(201);
    expect(wna.body.data.kewarganegaraan).toBe('WNA');
    const kosong = await postAtlet(t, token, atletFields({ nik: '1671011403120002', kewarganegaraan: '' }));
    expect(kosong.body.data.kewarganegaraan).toBe('WNI');
    const id = wna.body.data.id_atlet;
    await t.db.update(atlet).set({ pas_foto: 'foto.png' }).where(eq(atlet.id_atlet, id));
    const edit = await t.api('PUT', `/api/atlet/${id}`, { token, form: form(editFields({ alamat: 'Jl. Baru' })) });
    expect(edit.body.data.kewarganegaraan).toBe('WNA');
    const keWni = await t.api('PUT', `/api/atlet/${id}`, { token, form: form(editFields({ kewarganegaraan: 'WNI' })) });
    expect(keWni.body.data.kewarganegaraan).toBe('WNI');
    const salah = await t.api('PUT', `/api/atlet/${id}`, { token, form: form(editFields({ kewarganegaraan: 'X' })) });
    expect(salah.status).toBe(400);
    expect(salah.body.errors?.kewarganegaraan).toBe(ATLET_MSG.kewarganegaraan);
    const list = await t.api('GET', '/api/atlet', { token });
    expect(list.body.data.map((a: { kewarganegaraan: string }) => a.kewarganegaraan).sort()).toEqual(['WNI', 'WNI']);
  });

  it("duplicate NIK (any dojang) → 409 'NIK sudah terdaftar'", async () => {
    const b = await makeCoach(t.db, 'b@uji.id');
    await insertAtlet(t.db, b.id_dojang, { nik: '1671011403120001' });
    await makeCoach(t.db, 'a@uji.id');
    const res = await postAtlet(t, await login(t, 'a@uji.id'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('NIK sudah terdaftar');
    expect(await t.db.select().from(atlet)).toHaveLength(1);
    // The unique index leaves athletes without a NIK alone.
    await insertAtlet(t.db, b.id_dojang, { nik: null });
    await insertAtlet(t.db, b.id_dojang, { nik: null });
    expect(await t.db.select().from(atlet)).toHaveLength(3);
  });

  it('two adds with one NIK at the same moment: one 201, one 409 (unique index), no file left behind', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const results = await Promise.all(
      ['Satu', 'Dua', 'Tiga'].map((nama_atlet) => postAtlet(t, token, atletFields({ nama_atlet }), { ktp: fileOf(PNG, 'ktp.png') })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'NIK sudah terdaftar')).toBe(true);
    const rows = await t.db.select().from(atlet);
    expect(rows).toHaveLength(1);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(`${t.dataDir}/uploads/atlet/ktp`)).toEqual([rows[0].ktp]);
  });
});

// Under 17 whatever the year the tests run in (from 17 the KK/KTP rule applies to every edit).
const editFields = (o: Record<string, string> = {}) => ({
  nama_atlet: 'Budi Baru',
  jenis_kelamin: 'LAKI_LAKI',
  tanggal_lahir: `${year - 13}-01-02`,
  ...o,
});

describe('PUT /api/atlet/:id', () => {
  it('updates the sent fields, keeps empty ones, ignores dojang/coach from the client', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const b = await makeCoach(t.db, 'b@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'lama.png', no_telp: '081111111111', alamat: 'Lama' });
    const res = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token: await login(t, 'a@uji.id'),
      form: form(
        editFields({
          alamat: '  Jl. Baru ',
          no_telp: '',
          nik: '',
          berat_badan: '',
          tinggi_badan: '155.5',
          belt: 'biru',
          id_dojang: String(b.id_dojang),
          id_pelatih_pembuat: String(b.pelatih.id_pelatih),
        }),
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Data atlet berhasil diperbarui');
    expect(res.body.data).toMatchObject({
      nama_atlet: 'Budi Baru',
      tanggal_lahir: `${year - 13}-01-02`,
      alamat: 'Jl. Baru',
      no_telp: '081111111111',
      nik: samarkanNik(row.nik),
      berat_badan: 40,
      tinggi_badan: 155.5,
      belt: 'biru',
      id_dojang: a.id_dojang,
      id_pelatih_pembuat: null,
      pas_foto: 'lama.png',
    });
    expect(new Date(res.body.data.updated_at).getTime()).toBeGreaterThan(row.updated_at.getTime());
  });

  it("another dojang's coach: 404 and nothing changed; ADMIN and ADMIN_KOMPETISI 403; anonymous 401", async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    await makeCoach(t.db, 'b@uji.id');
    await makeAdmin(t.db);
    await makeAdminKompetisi(t.db);
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'lama.png' });
    const body = () => form(editFields(), { pas_foto: fileOf(PNG, 'baru.png') });
    const other = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token: await login(t, 'b@uji.id'), form: body() });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Data Atlit tidak ditemukan');
    for (const email of ['admin@uji.id', 'panitia@uji.id']) {
      expect((await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token: await login(t, email), form: body() })).status).toBe(403);
    }
    expect((await t.api('PUT', `/api/atlet/${row.id_atlet}`, { form: body() })).status).toBe(401);
    const [after] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, row.id_atlet));
    expect(after).toEqual(row);
  });

  it.each([
    [{ nama_atlet: '' }, ATLET_MSG.nama],
    [{ tanggal_lahir: '' }, ATLET_MSG.tanggalLahir],
    [{ jenis_kelamin: '' }, ATLET_MSG.gender],
    [{ nik: '12' }, ATLET_MSG.nikFormat],
    [{ no_telp: '0812' }, ATLET_MSG.telpFormat],
    [{ berat_badan: '900' }, ATLET_MSG.beratRentang],
    [{ tinggi_badan: '400' }, ATLET_MSG.tinggiRentang],
    [{ provinsi: 'Sumatera Selatan', kota: 'Kota Bandung' }, ATLET_MSG.kotaTidakSesuai],
    [{ belt: 'ungu' }, ATLET_MSG.beltTidakValid],
  ])('refuses %o with 400 and changes nothing', async (o, message) => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'lama.png' });
    const res = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token: await login(t, 'a@uji.id'), form: form(editFields(o)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [after] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, row.id_atlet));
    expect(after).toEqual(row);
  });

  it('a city is always held against the province, the stored one when only the city is sent', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'lama.png' });
    const token = await login(t, 'a@uji.id');
    const alone = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ kota: 'Kota Surabaya' })) });
    expect(alone.status).toBe(400);
    expect(alone.body.errors).toEqual({ kota: ATLET_MSG.kotaTidakSesuai });
    const provinsiOnly = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ provinsi: 'Bali' })) });
    expect(provinsiOnly.status).toBe(400);
    expect(provinsiOnly.body.errors).toEqual({ kota: ATLET_MSG.kota });
    const [after] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, row.id_atlet));
    expect([after.provinsi, after.kota]).toEqual(['Sumatera Selatan', 'Kota Palembang']);
  });

  it('a NUL character is a 400 with a message, never a 500', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'lama.png' });
    const token = await login(t, 'a@uji.id');
    const put = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ alamat: 'x\u0000y' })) });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Teks mengandung karakter yang tidak valid');
    const post = await postAtlet(t, token, atletFields({ nama_atlet: 'A\u0000B' }));
    expect(post.status).toBe(400);
  });

  it('PAS_FOTO_WAJIB when the athlete would be left without a pas_foto', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang);
    const token = await login(t, 'a@uji.id');
    const res = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields()) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pas foto wajib diupload');
    expect(res.body.errors).toEqual({ pas_foto: 'Pas foto wajib diupload' });
    const withPhoto = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token,
      form: form(editFields(), { pas_foto: fileOf(JPEG, 'foto.jpg', 'image/jpeg') }),
    });
    expect(withPhoto.status).toBe(200);
    expect(withPhoto.body.data.pas_foto).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const removed = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ hapus_pas_foto: '1' })) });
    expect(removed.status).toBe(400);
    expect(removed.body.message).toBe('Pas foto wajib diupload');
  });

  it('duplicate NIK → 409; its own NIK is fine', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'x.png' });
    const other = await insertAtlet(t.db, a.id_dojang);
    const token = await login(t, 'a@uji.id');
    const dup = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ nik: other.nik ?? '' })) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('NIK sudah terdaftar');
    const same = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields({ nik: row.nik ?? '' })) });
    expect(same.status).toBe(200);
  });
});

describe('Idempotency-Key on athlete writes', () => {
  it('a replayed add (new multipart boundary) creates ONE athlete and answers the same; another body → 422', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const headers = { 'Idempotency-Key': 'add-atlet-1' };
    const files = () => ({ pas_foto: fileOf(PNG, 'foto.png') });
    const first = await postAtlet(t, token, atletFields(), files(), headers);
    const again = await postAtlet(t, token, atletFields(), files(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.select().from(atlet)).toHaveLength(1);
    const other = await postAtlet(t, token, atletFields({ nama_atlet: 'Lain' }), files(), headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Idempotency-Key sudah dipakai untuk permintaan lain');
    expect(await t.db.select().from(atlet)).toHaveLength(1);
  });

  it('a replayed edit answers the same without writing again', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang, { pas_foto: 'x.png' });
    const token = await login(t, 'a@uji.id');
    const send = () =>
      t.api('PUT', `/api/atlet/${row.id_atlet}`, {
        token,
        headers: { 'Idempotency-Key': 'edit-1' },
        form: form(editFields(), { ktp: fileOf(PNG, 'ktp.png') }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(1);
  });
});
