import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, atlet, dojang } from '../../src/server/db/schema';
import { fileOf, form, JPEG, login, makeAdmin, makeAdminKompetisi, makeCoach, makeDojang, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const logoPath = (name: string) => path.join(t.dataDir, 'uploads', 'dojang', 'logos', name);

describe('POST /api/dojang (public registration)', () => {
  it('registers with a logo stored under a generated name, served publicly', async () => {
    const res = await t.api('POST', '/api/dojang', {
      form: form(
        {
          nama_dojang: '  Dojang Elang  ',
          email: 'elang@uji.id',
          no_telp: '0711-123456',
          negara: '',
          provinsi: 'Sumatera Selatan',
          kota: 'Kota Palembang',
        },
        { logo: fileOf(PNG, 'logo saya.png') },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registrasi dojang berhasil! Silahkan login.');
    const d = res.body.data;
    expect(d).toMatchObject({ nama_dojang: 'Dojang Elang', negara: 'Indonesia', jumlah_atlet: 0, kota: 'Kota Palembang' });
    expect(d.logo).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(d.logo_url).toBe(`/uploads/dojang/logos/${d.logo}`);
    expect(existsSync(logoPath(d.logo))).toBe(true);
    const img = await t.fetch(d.logo_url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(img.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'REGISTER_DOJANG'))).toHaveLength(1);
  });

  it('accepts no logo, and JSON bodies too', async () => {
    const res = await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Tanpa Logo' } });
    expect(res.status).toBe(201);
    expect(res.body.data.logo).toBeNull();
  });

  it.each([
    [{ nama_dojang: '' }, 'Nama dojang harus diisi'],
    [{ nama_dojang: 'ab' }, 'Nama dojang minimal 3 karakter'],
    [{ nama_dojang: 'x'.repeat(101) }, 'Nama dojang maksimal 100 karakter'],
    [{ nama_dojang: 'Dojang OK', email: 'bukan' }, 'Format email tidak valid'],
    [{ nama_dojang: 'Dojang OK', no_telp: '12' }, 'Format nomor HP tidak valid (8-20 digit)'],
    [{ nama_dojang: 'Dojang OK', kota: 'x'.repeat(20_000) }, 'Teks terlalu panjang (maksimal 500 karakter)'],
  ])('refuses %o', async (fields, message) => {
    const res = await t.api('POST', '/api/dojang', { form: form(fields as Record<string, string>) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.db.select().from(dojang)).toHaveLength(0);
  });

  it('refuses a spoofed logo (text named .png), a too long file name, and an oversized logo (413)', async () => {
    const spoof = await t.api('POST', '/api/dojang', {
      form: form({ nama_dojang: 'Dojang Palsu' }, { logo: fileOf(Buffer.from('<?php echo 1; ?> bukan gambar'), 'logo.png') }),
    });
    expect(spoof.status).toBe(400);
    expect(spoof.body.message).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    const longName = await t.api('POST', '/api/dojang', {
      form: form({ nama_dojang: 'Dojang Palsu' }, { logo: fileOf(PNG, `${'a'.repeat(260)}.png`) }),
    });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe('Nama file terlalu panjang');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await t.api('POST', '/api/dojang', { form: form({ nama_dojang: 'Dojang Besar' }, { logo: fileOf(big, 'l.png') }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Ukuran file maksimal 5MB');
    const huge = Buffer.concat([PNG, Buffer.alloc(13 * 1024 * 1024)]);
    const overLimit = await t.api('POST', '/api/dojang', {
      form: form({ nama_dojang: 'Dojang Raksasa' }, { logo: fileOf(huge, 'l.png') }),
    });
    expect(overLimit.status).toBe(413);
    expect(overLimit.body.message).toBe('File terlalu besar. Maksimal 5MB.');
    expect(await t.db.select().from(dojang)).toHaveLength(0);
  });
});

describe('GET /api/dojang/listdojang', () => {
  it('lists options with has_pelatih', async () => {
    await makeCoach(t.db, 'a@uji.id', (await makeDojang(t.db, { nama_dojang: 'Alpha' })).id_dojang);
    await makeDojang(t.db, { nama_dojang: 'Beta' });
    const res = await t.api('GET', '/api/dojang/listdojang');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { nama_dojang: string; has_pelatih: boolean }) => [d.nama_dojang, d.has_pelatih])).toEqual([
      ['Alpha', true],
      ['Beta', false],
    ]);
  });
});

describe('coach own dojang', () => {
  it('my-dojang with the athlete count; 401 without token; 403 for other roles', async () => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    await t.db
      .insert(atlet)
      .values({ nama_atlet: 'Atlet', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2010-01-01', id_dojang: coach.id_dojang });
    const token = await login(t, 'a@uji.id');
    const res = await t.api('GET', '/api/dojang/my-dojang', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id_dojang: coach.id_dojang, jumlah_atlet: 1 });
    expect((await t.api('GET', '/api/dojang/my-dojang')).status).toBe(401);
    await makeAdmin(t.db);
    const adminRes = await t.api('GET', '/api/dojang/my-dojang', { token: await login(t, 'admin@uji.id') });
    expect(adminRes.status).toBe(403);
    expect(adminRes.body.message).toBe('Anda tidak memiliki akses');
  });

  it('GET /:id — own 200, other 403, ADMIN any (404 unknown), ADMIN_KOMPETISI 403, bad id 400', async () => {
    const mine = await makeCoach(t.db, 'a@uji.id');
    const other = await makeCoach(t.db, 'b@uji.id');
    const token = await login(t, 'a@uji.id');
    expect((await t.api('GET', `/api/dojang/${mine.id_dojang}`, { token })).status).toBe(200);
    expect((await t.api('GET', `/api/dojang/${other.id_dojang}`, { token })).status).toBe(403);
    expect((await t.api('GET', `/api/dojang/${other.id_dojang}`)).status).toBe(401);
    await makeAdmin(t.db);
    const adminToken = await login(t, 'admin@uji.id');
    const seen = await t.api('GET', `/api/dojang/${other.id_dojang}`, { token: adminToken });
    expect(seen.status).toBe(200);
    expect(seen.body.data.id_dojang).toBe(other.id_dojang);
    const unknown = await t.api('GET', '/api/dojang/99999', { token: adminToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Dojang tidak ditemukan');
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) {
      expect((await t.api('GET', `/api/dojang/${bad}`, { token: adminToken })).status).toBe(400);
    }
    await makeAdminKompetisi(t.db);
    expect((await t.api('GET', `/api/dojang/${mine.id_dojang}`, { token: await login(t, 'panitia@uji.id') })).status).toBe(403);
  });

  it('PUT /:id updates own dojang, replaces the logo (old file deleted) and logs it', async () => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const first = await t.api('PUT', `/api/dojang/${coach.id_dojang}`, {
      token,
      form: form({ alamat: ' Jl. Merdeka 1 ', kecamatan: 'Ilir Barat I', email: '' }, { logo: fileOf(PNG, 'a.png') }),
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Data dojang berhasil diperbarui');
    expect(first.body.data).toMatchObject({ alamat: 'Jl. Merdeka 1', kecamatan: 'Ilir Barat I', nama_dojang: `Dojang a@uji.id` });
    const oldLogo = first.body.data.logo as string;
    expect(existsSync(logoPath(oldLogo))).toBe(true);
    const second = await t.api('PUT', `/api/dojang/${coach.id_dojang}`, {
      token,
      form: form({}, { logo: fileOf(JPEG, 'b.jpg', 'image/jpeg') }),
    });
    expect(second.status).toBe(200);
    expect(second.body.data.logo).toMatch(/\.jpg$/);
    expect(existsSync(logoPath(oldLogo))).toBe(false);
    expect(second.body.data.alamat).toBe('Jl. Merdeka 1');
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UPDATE_DOJANG'))).toHaveLength(2);
  });

  it('PUT another dojang → 403 and nothing changed; ADMIN cannot edit; bad input 400', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const other = await makeCoach(t.db, 'b@uji.id');
    const token = await login(t, 'a@uji.id');
    const res = await t.api('PUT', `/api/dojang/${other.id_dojang}`, { token, form: form({ nama_dojang: 'Dibajak' }) });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(dojang).where(eq(dojang.id_dojang, other.id_dojang));
    expect(row.nama_dojang).toBe('Dojang b@uji.id');
    await makeAdmin(t.db);
    const adminRes = await t.api('PUT', `/api/dojang/${other.id_dojang}`, {
      token: await login(t, 'admin@uji.id'),
      form: form({ nama_dojang: 'Dibajak' }),
    });
    expect(adminRes.status).toBe(403);
    const mine = (await t.api('GET', '/api/dojang/my-dojang', { token })).body.data.id_dojang;
    const bad = await t.api('PUT', `/api/dojang/${mine}`, { token, form: form({ nama_dojang: 'ab' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Nama dojang minimal 3 karakter');
    const spoof = await t.api('PUT', `/api/dojang/${mine}`, { token, form: form({}, { logo: fileOf(Buffer.from('teks saja'), 'x.png') }) });
    expect(spoof.status).toBe(400);
  });

  it.each([
    ['a blank name (multipart)', { form: form({ nama_dojang: '   ', alamat: 'Jl. Baru 2' }) }],
    ['an empty name (JSON)', { json: { nama_dojang: '', kota: 'Kota Palembang' } }],
    ['a null name (JSON)', { json: { nama_dojang: null } }],
  ])('PUT /:id refuses %s with "Nama dojang harus diisi" and keeps every stored value', async (_label, body) => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const [before] = await t.db.select().from(dojang).where(eq(dojang.id_dojang, coach.id_dojang));
    const res = await t.api('PUT', `/api/dojang/${coach.id_dojang}`, { token, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nama dojang harus diisi');
    expect(res.body.errors).toMatchObject({ nama_dojang: 'Nama dojang harus diisi' });
    const [after] = await t.db.select().from(dojang).where(eq(dojang.id_dojang, coach.id_dojang));
    expect(after).toEqual(before);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UPDATE_DOJANG'))).toHaveLength(0);
  });

  it('PUT /:id without the name key keeps the name', async () => {
    const coach = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const res = await t.api('PUT', `/api/dojang/${coach.id_dojang}`, { token, form: form({ kota: 'Kota Palembang' }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nama_dojang: 'Dojang a@uji.id', kota: 'Kota Palembang' });
  });
});
