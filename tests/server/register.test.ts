import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun, pelatih } from '../../src/server/db/schema';
import { makeCoach, makeDojang } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const valid = (id_dojang: number, overrides: Record<string, unknown> = {}) => ({
  email: 'Baru@Uji.ID ',
  password: 'Rahasia123',
  confirmPassword: 'Rahasia123',
  nama_pelatih: 'Andi Wijaya',
  no_telp: '081234567890',
  nik: '1671012304850003',
  id_dojang,
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it('creates the account and the coach linked to the dojang', async () => {
    const d = await makeDojang(t.db);
    const res = await t.api('POST', '/api/auth/register', { json: valid(d.id_dojang) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registrasi berhasil! Silakan login.');
    const [a] = await t.db.select().from(akun).where(eq(akun.email, 'baru@uji.id'));
    expect(a.role).toBe('PELATIH');
    const [p] = await t.db.select().from(pelatih).where(eq(pelatih.id_akun, a.id_akun));
    expect(p).toMatchObject({ nama_pelatih: 'Andi Wijaya', id_dojang: d.id_dojang, nik: '1671012304850003' });
    const loginRes = await t.api('POST', '/api/auth/login', { json: { email: 'baru@uji.id', password: 'Rahasia123' } });
    expect(loginRes.status).toBe(200);
  });

  it('accepts id_dojang as a numeric string', async () => {
    const d = await makeDojang(t.db);
    const res = await t.api('POST', '/api/auth/register', { json: valid(d.id_dojang, { id_dojang: String(d.id_dojang) }) });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ nama_pelatih: '' }, 'Semua field harus terisi terlebih dahulu'],
    [{ email: 'bukan-email' }, 'Format email tidak valid'],
    [{ nik: '123' }, 'NIK harus berupa 16 digit angka'],
    [{ no_telp: '12345' }, 'Format nomor telepon tidak valid'],
    [{ password: 'pendek1', confirmPassword: 'pendek1' }, 'Password minimal 8 karakter'],
    [{ password: 'hanyahuruf', confirmPassword: 'hanyahuruf' }, 'Password harus mengandung minimal 1 huruf dan 1 angka'],
    [{ confirmPassword: 'Lain12345' }, 'Password dan konfirmasi password tidak sama'],
    [{ id_dojang: 'abc' }, 'Dojang tidak valid'],
    [{ nama_pelatih: 'x'.repeat(5000) }, 'Teks terlalu panjang'],
  ])('refuses %o with its message', async (patch, message) => {
    const d = await makeDojang(t.db);
    const res = await t.api('POST', '/api/auth/register', { json: valid(d.id_dojang, patch) });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toBeTypeOf('object');
    expect(await t.db.select().from(akun)).toHaveLength(0);
  });

  it('409 for a taken email and for a dojang that already has its coach; 404 for an unknown dojang', async () => {
    const coach = await makeCoach(t.db, 'ada@uji.id');
    const free = await makeDojang(t.db, { nama_dojang: 'Dojang Bebas' });
    const email = await t.api('POST', '/api/auth/register', { json: valid(free.id_dojang, { email: 'ADA@uji.id' }) });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('Email sudah terdaftar');
    const taken = await t.api('POST', '/api/auth/register', { json: valid(coach.id_dojang) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Dojang ini sudah memiliki pelatih');
    const missing = await t.api('POST', '/api/auth/register', { json: valid(99_999) });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Dojang tidak ditemukan');
    expect(await t.db.select().from(akun)).toHaveLength(1);
  });

  it('two parallel registrations for one dojang: one wins, the other gets 409', async () => {
    const d = await makeDojang(t.db);
    const results = await Promise.all([
      t.api('POST', '/api/auth/register', { json: valid(d.id_dojang, { email: 'satu@uji.id' }) }),
      t.api('POST', '/api/auth/register', { json: valid(d.id_dojang, { email: 'dua@uji.id' }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('Dojang ini sudah memiliki pelatih');
    expect(await t.db.select().from(pelatih)).toHaveLength(1);
    expect(await t.db.select().from(akun)).toHaveLength(1);
  });
});
