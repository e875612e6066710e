import { describe, expect, it } from 'vitest';
import { form, login, makeCoach, makeDojang } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

/** Spec 000 §5 messages the server gives, including which one wins when several rules fail at once. */
const t = useTestServer();

const coach = (id_dojang: number, overrides: Record<string, unknown> = {}) => ({
  email: 'andi@uji.id',
  password: 'Rahasia123',
  confirmPassword: 'Rahasia123',
  nama_pelatih: 'Andi',
  no_telp: '081234567890',
  nik: '1671012304850003',
  id_dojang,
  ...overrides,
});

const resetBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'andi@uji.id',
  code: '123456',
  newPassword: 'BaruSekali1',
  confirmNewPassword: 'BaruSekali1',
  ...overrides,
});

describe('coach registration: first message in the order of §5 (email, NIK, phone, password, confirmation)', () => {
  it.each([
    [{ nik: '123', password: 'pendek', confirmPassword: 'pendek' }, 'NIK harus berupa 16 digit angka'],
    [{ no_telp: '123', password: 'pendek', confirmPassword: 'pendek' }, 'Format nomor telepon tidak valid'],
    [{ nik: '123', no_telp: '123' }, 'NIK harus berupa 16 digit angka'],
    [{ password: 'hanyahuruf', confirmPassword: 'lainlagi' }, 'Password harus mengandung minimal 1 huruf dan 1 angka'],
  ])('%o → %s', async (overrides, message) => {
    const d = await makeDojang(t.db);
    const res = await t.api('POST', '/api/auth/register', { json: coach(d.id_dojang, overrides) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('password reset: §5 messages and order (required, email, length, confirmation, letter and digit)', () => {
  it.each([
    [{ email: '' }, 'Semua field harus diisi'],
    [{ newPassword: '' }, 'Semua field harus diisi'],
    [{ confirmNewPassword: '' }, 'Semua field harus diisi'],
    [{ newPassword: 'abc1', confirmNewPassword: 'abc1' }, 'Password baru minimal 8 karakter'],
    [{ newPassword: 'hanyahuruf', confirmNewPassword: 'hanyahuruf' }, 'Password baru harus mengandung minimal satu huruf dan satu angka'],
    [{ newPassword: 'hanyahuruf', confirmNewPassword: 'lainlagi1' }, 'Konfirmasi password baru tidak cocok'],
  ])('%o → %s', async (overrides, message) => {
    await makeCoach(t.db, 'andi@uji.id');
    const res = await t.api('POST', '/api/auth/reset-password', { json: resetBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('dojang edit: name bounds speak their own message', () => {
  it('a name over 100 characters → Nama dojang maksimal 100 karakter, nothing saved', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const mine = (await t.api('GET', '/api/dojang/my-dojang', { token })).body.data;
    const res = await t.api('PUT', `/api/dojang/${mine.id_dojang}`, { token, form: form({ nama_dojang: 'x'.repeat(101) }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nama dojang maksimal 100 karakter');
    const after = (await t.api('GET', '/api/dojang/my-dojang', { token })).body.data;
    expect(after.nama_dojang).toBe(mine.nama_dojang);
  });
});
