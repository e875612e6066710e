import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, pelatih } from '../../src/server/db/schema';
import { fileOf, form, login, makeAdmin, makeAdminKompetisi, makeCoach, PDF, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('profile', () => {
  it('GET /profile answers the coach profile with akun.email; only for PELATIH', async () => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const res = await t.api('GET', '/api/pelatih/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id_pelatih: coach.pelatih.id_pelatih,
      nama_pelatih: 'Pelatih a@uji.id',
      akun: { email: 'a@uji.id' },
      tanggal_lahir: null,
      id_dojang: coach.id_dojang,
    });
    expect((await t.api('GET', '/api/pelatih/profile')).status).toBe(401);
    await makeAdmin(t.db);
    expect((await t.api('GET', '/api/pelatih/profile', { token: await login(t, 'admin@uji.id') })).status).toBe(403);
  });

  it('PUT /profile trims, ignores empties, stores the date and logs', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const res = await t.api('PUT', '/api/pelatih/profile', {
      token,
      json: {
        nama_pelatih: '  Budi Baru ',
        no_telp: '',
        nik: null,
        tanggal_lahir: '1990-05-17T00:00:00.000Z',
        jenis_kelamin: 'LAKI_LAKI',
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
        alamat: 'Jl. A\nNo. 1',
        email: 'hacker@uji.id',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profil berhasil diperbarui');
    expect(res.body.data).toMatchObject({
      nama_pelatih: 'Budi Baru',
      no_telp: null,
      tanggal_lahir: '1990-05-17',
      jenis_kelamin: 'LAKI_LAKI',
      alamat: 'Jl. A\nNo. 1',
      akun: { email: 'a@uji.id' },
    });
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UPDATE_PROFIL'))).toHaveLength(1);
  });

  it.each([
    [{ tanggal_lahir: 'kemarin' }, 'Tanggal lahir tidak valid'],
    [{ jenis_kelamin: 'X' }, 'Jenis kelamin tidak valid'],
    [{ nama_pelatih: 'x'.repeat(600) }, 'Teks terlalu panjang (maksimal 500 karakter)'],
    [{ nama_pelatih: 12 }, null],
    [{ nik: 'abc' }, 'NIK harus 16 digit angka'],
    [{ nik: '167101230485000' }, 'NIK harus 16 digit angka'],
    [{ nik: '16710123048500031' }, 'NIK harus 16 digit angka'],
    [{ nik: 'abc1671012304850003' }, 'NIK harus 16 digit angka'],
    [{ no_telp: 'x' }, 'Format nomor telepon tidak valid'],
    [{ no_telp: '12345678901' }, 'Format nomor telepon tidak valid'],
    [{ no_telp: '0812' }, 'Format nomor telepon tidak valid'],
    [{ tanggal_lahir: '2035-01-01' }, 'Tanggal lahir tidak boleh di masa depan'],
    [{ nama_pelatih: 'Nama Baru', nik: 'abc' }, 'NIK harus 16 digit angka'],
  ])('refuses %o', async (json, message) => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const [before] = await t.db.select().from(pelatih).where(eq(pelatih.id_pelatih, coach.pelatih.id_pelatih));
    const res = await t.api('PUT', '/api/pelatih/profile', { token, json });
    expect(res.status).toBe(400);
    if (message) {
      expect(res.body.message).toBe(message);
      const field = Object.keys(json).find((k) => k !== 'nama_pelatih') ?? 'nama_pelatih';
      expect(res.body.errors?.[field]).toBe(message);
    }
    const [row] = await t.db.select().from(pelatih).where(eq(pelatih.id_pelatih, coach.pelatih.id_pelatih));
    expect(row).toEqual(before);
    expect(row.nama_pelatih).toBe('Pelatih a@uji.id');
  });

  it('PUT /profile takes a 16-digit NIK (separators stripped), a phone as at registration and today as birth date', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const res = await t.api('PUT', '/api/pelatih/profile', {
      token,
      json: {
        nik: '1671 0123-0485 0003',
        no_telp: '+6281278451230',
        tanggal_lahir: today,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nik: '1671012304850003', no_telp: '+6281278451230', tanggal_lahir: today });
  });

  it('malformed JSON → 400', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await t.api('PUT', '/api/pelatih/profile', { token: await login(t, 'a@uji.id'), raw: '{"nama_pelatih": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Format data tidak valid');
  });
});

describe('files', () => {
  it('uploads KTP (image) and certificate (PDF); replacing deletes the old file', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const empty = await t.api('GET', '/api/pelatih/files', { token });
    expect(empty.body.data).toEqual({ foto_ktp: null, sertifikat_sabuk: null });
    const up = await t.api('POST', '/api/pelatih/upload', {
      token,
      form: form({}, { foto_ktp: fileOf(PNG, 'ktp.png'), sertifikat_sabuk: fileOf(PDF, 'sabuk.pdf', 'application/pdf') }),
    });
    expect(up.status).toBe(200);
    expect(up.body.message).toBe('File berhasil diupload');
    expect(up.body.data.foto_ktp).toMatch(/^\/uploads\/pelatih\/ktp\/[a-f0-9]{32}\.png$/);
    expect(up.body.data.sertifikat_sabuk).toMatch(/^\/uploads\/pelatih\/sertifikat\/[a-f0-9]{32}\.pdf$/);
    const files = await t.api('GET', '/api/pelatih/files', { token });
    expect(files.body.data).toEqual(up.body.data);
    const oldKtp = path.join(t.dataDir, up.body.data.foto_ktp);
    expect(existsSync(oldKtp)).toBe(true);
    const again = await t.api('POST', '/api/pelatih/upload', { token, form: form({}, { foto_ktp: fileOf(PNG, 'ktp2.png') }) });
    expect(again.status).toBe(200);
    expect(existsSync(oldKtp)).toBe(false);
    expect(again.body.data.sertifikat_sabuk).toBe(up.body.data.sertifikat_sabuk);
  });

  it('refuses no file, spoofed content, a PDF as KTP, and oversized files (413)', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const none = await t.api('POST', '/api/pelatih/upload', { token, form: form({ foto_ktp: 'teks' }) });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Tidak ada file yang diupload');
    const spoof = await t.api('POST', '/api/pelatih/upload', {
      token,
      form: form({}, { foto_ktp: fileOf(Buffer.from('hello world, saya teks'), 'ktp.png') }),
    });
    expect(spoof.status).toBe(400);
    expect(spoof.body.message).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    const pdfKtp = await t.api('POST', '/api/pelatih/upload', { token, form: form({}, { foto_ktp: fileOf(PDF, 'ktp.png') }) });
    expect(pdfKtp.status).toBe(400);
    const spoofPdf = await t.api('POST', '/api/pelatih/upload', {
      token,
      form: form({}, { sertifikat_sabuk: fileOf(Buffer.from('%PDX nope'), 's.pdf', 'application/pdf') }),
    });
    expect(spoofPdf.body.message).toBe('Format file harus JPG, PNG, JPEG, WebP, atau PDF');
    const big = await t.api('POST', '/api/pelatih/upload', {
      token,
      form: form({}, { sertifikat_sabuk: fileOf(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 's.pdf') }),
    });
    expect(big.status).toBe(413);
    const files = await t.api('GET', '/api/pelatih/files', { token });
    expect(files.body.data).toEqual({ foto_ktp: null, sertifikat_sabuk: null });
  });

  it('private files: owner and ADMIN 200, other coach 403, no token 401, competition admin 403', async () => {
    await makeCoach(t.db, 'a@uji.id');
    await makeCoach(t.db, 'b@uji.id');
    await makeAdmin(t.db);
    await makeAdminKompetisi(t.db);
    const owner = await login(t, 'a@uji.id');
    const up = await t.api('POST', '/api/pelatih/upload', {
      token: owner,
      form: form({}, { foto_ktp: fileOf(PNG, 'ktp.png'), sertifikat_sabuk: fileOf(PDF, 's.pdf') }),
    });
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    for (const url of [up.body.data.foto_ktp, up.body.data.sertifikat_sabuk] as string[]) {
      const mine = await t.fetch(url, auth(owner));
      expect(mine.status).toBe(200);
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      expect(mine.headers.get('cache-control')).toContain('private');
      expect((await t.fetch(url, auth(await login(t, 'admin@uji.id')))).status).toBe(200);
      expect((await t.fetch(url, auth(await login(t, 'b@uji.id')))).status).toBe(403);
      expect((await t.fetch(url, auth(await login(t, 'panitia@uji.id')))).status).toBe(403);
      const anon = await t.fetch(url);
      expect(anon.status).toBe(401);
      expect((await anon.json()).message).toBe('Anda harus login terlebih dahulu');
    }
    const pdf = await t.fetch(up.body.data.sertifikat_sabuk, auth(owner));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Another folder's name does not open the file.
    const ktpName = (up.body.data.foto_ktp as string).split('/').pop();
    expect((await t.fetch(`/uploads/pelatih/sertifikat/${ktpName}`, auth(owner))).status).toBe(403);
  });

  it('path traversal and unknown folders are refused', async () => {
    await makeAdmin(t.db);
    const admin = { headers: { authorization: `Bearer ${await login(t, 'admin@uji.id')}` } };
    const attempts = [
      '/uploads/dojang/logos/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/dojang/logos/%2e%2e%2fpglite',
      '/uploads/dojang/logos/../../package.json',
      '/uploads/pelatih/ktp/..%2F..%2Fpglite%2FPG_VERSION',
      '/uploads/../package.json',
      '/uploads/pglite/PG_VERSION',
      '/uploads/dojang/logos/.hidden',
      '/uploads/dojang/logos/a.png%00.txt',
    ];
    for (const url of attempts) {
      const res = await t.fetch(url, admin);
      expect([400, 404]).toContain(res.status);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('"name": "arena-tkd"');
    }
    expect((await t.fetch('/uploads/dojang/logos/nothere.png')).status).toBe(404);
  });
});
