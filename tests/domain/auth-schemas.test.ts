import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  coachRegisterSchema,
  displayName,
  loginSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
  welcomeMessage,
  type SessionUser,
} from '../../src/domain';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

describe('login (spec 000 §5)', () => {
  it('needs both fields', () => {
    expect(first(loginSchema, { email: '', password: 'x' })).toBe('Email dan password harus diisi');
    expect(first(loginSchema, { email: 'a@b.c', password: '' })).toBe('Email dan password harus diisi');
    expect(first(loginSchema, {})).toBe('Email dan password harus diisi');
  });
  it("needs an '@' in the email", () => {
    expect(first(loginSchema, { email: 'pelatih.example', password: 'x' })).toBe('Format email tidak valid');
    expect(first(loginSchema, { email: ' a@b ', password: 'x' })).toBeNull();
  });
});

const coach = {
  email: ' Pelatih@Dojang.ID ',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  nama_pelatih: 'Budi Santoso',
  no_telp: '081234567890',
  nik: '1671012345678901',
  id_dojang: '3',
};

describe('coach registration (spec 000 §5)', () => {
  it('accepts a valid registration, trims and lowercases the email, and takes id_dojang as a number', () => {
    const r = v.safeParse(coachRegisterSchema, coach);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.output.email).toBe('pelatih@dojang.id');
      expect(r.output.id_dojang).toBe(3);
    }
  });
  it.each(['email', 'password', 'confirmPassword', 'nama_pelatih', 'no_telp', 'nik', 'id_dojang'])('requires %s', (field) => {
    expect(first(coachRegisterSchema, { ...coach, [field]: '' })).toBe('Semua field harus terisi terlebih dahulu');
  });
  it('checks the email format', () => {
    expect(first(coachRegisterSchema, { ...coach, email: 'budi@' })).toBe('Format email tidak valid');
  });
  it('needs a 16-digit NIK', () => {
    expect(first(coachRegisterSchema, { ...coach, nik: '123456789012345' })).toBe('NIK harus berupa 16 digit angka');
    expect(first(coachRegisterSchema, { ...coach, nik: '12345678901234567' })).toBe('NIK harus berupa 16 digit angka');
    expect(first(coachRegisterSchema, { ...coach, nik: '12345678901234a6' })).toBe('NIK harus berupa 16 digit angka');
  });
  it('checks the phone: +62, 62 or 0 then 9 to 13 digits', () => {
    for (const ok of ['+62812345678', '62812345678', '0812345678901', '0812345678']) {
      expect(first(coachRegisterSchema, { ...coach, no_telp: ok })).toBeNull();
    }
    for (const bad of ['0812345', '08123456789012345', '12345678901', '0812-3456-789']) {
      expect(first(coachRegisterSchema, { ...coach, no_telp: bad })).toBe('Format nomor telepon tidak valid');
    }
  });
  it('checks password length, letter and digit, and confirmation', () => {
    expect(first(coachRegisterSchema, { ...coach, password: 'abc12', confirmPassword: 'abc12' })).toBe('Password minimal 8 karakter');
    expect(first(coachRegisterSchema, { ...coach, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(
      'Password harus mengandung minimal 1 huruf dan 1 angka',
    );
    expect(first(coachRegisterSchema, { ...coach, password: '12345678', confirmPassword: '12345678' })).toBe(
      'Password harus mengandung minimal 1 huruf dan 1 angka',
    );
    expect(first(coachRegisterSchema, { ...coach, confirmPassword: 'rahasia124' })).toBe('Password dan konfirmasi password tidak sama');
  });
  it('refuses a dojang id that is not a positive whole number', () => {
    expect(first(coachRegisterSchema, { ...coach, id_dojang: 'abc' })).toBe('Dojang tidak valid');
    expect(first(coachRegisterSchema, { ...coach, id_dojang: -1 })).toBe('Dojang tidak valid');
  });
});

const reset = { email: 'a@b.co', code: '123456', newPassword: 'baru12345', confirmNewPassword: 'baru12345' };

describe('password reset (spec 000 §5 plus the emailed code)', () => {
  it('accepts a valid reset', () => {
    expect(first(resetPasswordSchema, reset)).toBeNull();
  });
  it.each(['email', 'newPassword', 'confirmNewPassword'])('requires %s', (field) => {
    expect(first(resetPasswordSchema, { ...reset, [field]: '' })).toBe('Semua field harus diisi');
  });
  it('checks email, length, confirmation, letter and digit', () => {
    expect(first(resetPasswordSchema, { ...reset, email: 'ab.co' })).toBe('Format email tidak valid');
    expect(first(resetPasswordSchema, { ...reset, newPassword: 'a1', confirmNewPassword: 'a1' })).toBe('Password baru minimal 8 karakter');
    expect(first(resetPasswordSchema, { ...reset, confirmNewPassword: 'baru12346' })).toBe('Konfirmasi password baru tidak cocok');
    expect(first(resetPasswordSchema, { ...reset, newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' })).toBe(
      'Password baru harus mengandung minimal satu huruf dan satu angka',
    );
  });
  it('needs the 6-digit code', () => {
    expect(first(resetPasswordSchema, { ...reset, code: '' })).toBe('Kode verifikasi wajib diisi');
    expect(first(resetPasswordSchema, { ...reset, code: '12345' })).toBe('Kode verifikasi harus 6 digit angka');
    expect(first(resetCodeRequestSchema, { email: 'x' })).toBe('Format email tidak valid');
  });
});

describe('messages never leak valibot English', () => {
  it('maps a wrong shape to an Indonesian message', async () => {
    const { firstMessage } = await import('../../src/domain');
    const r = v.safeParse(loginSchema, 'bukan objek');
    expect(r.success).toBe(false);
    if (!r.success) expect(firstMessage(r.issues)).toBe('Data tidak valid');
  });
});

describe('welcome toast after login (spec 000 §4 with the display name of §3)', () => {
  const akun = { id_akun: 7, email: 'akun@arena.id' };
  const admin = { id_admin: 1, nama_admin: 'Sari Admin' };
  const pelatih = { id_pelatih: 2, nama_pelatih: 'Budi Pelatih', id_dojang: 3 };
  const adminKompetisi = { id_admin_kompetisi: 4, nama: 'Rina Panitia', id_kompetisi: 1 };
  const cases: [string, SessionUser, string][] = [
    ['admin name first', { ...akun, role: 'ADMIN', admin, pelatih, admin_kompetisi: adminKompetisi }, 'Sari Admin'],
    ['then the coach name', { ...akun, role: 'PELATIH', admin: null, pelatih, admin_kompetisi: adminKompetisi }, 'Budi Pelatih'],
    [
      'then the competition-admin name (older rule skipped it)',
      { ...akun, role: 'ADMIN_KOMPETISI', admin_kompetisi: adminKompetisi },
      'Rina Panitia',
    ],
    ['then the email', { ...akun, role: 'PELATIH', pelatih: { ...pelatih, nama_pelatih: '' } }, 'akun@arena.id'],
    ['then User', { ...akun, email: '', role: 'ADMIN_KOMPETISI' }, 'User'],
  ];
  it.each(cases)('%s', (_label, user, name) => {
    expect(displayName(user)).toBe(name);
    expect(welcomeMessage(user)).toBe(`Selamat datang, ${name}!`);
  });
});
