import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/data/api-error';
import { setApiOrigin } from '../../src/client/data/api';
import { registerCoach } from '../../src/client/data/online/account';
import { registerErrorMessage } from '../../src/client/features/auth/register-error';
import { resetErrorMessage } from '../../src/client/features/auth/reset-error';
import {
  COACH_FIELDS,
  COACH_REQUIRED,
  DOJANG_FIELDS,
  LOGIN_FIELDS,
  RESET_FIELDS,
  checkCoachRegister,
  checkDojangRegister,
  checkLogin,
  checkReset,
  checkResetCodeRequest,
  dojangShownField,
  firstField,
  refusalFieldErrors,
  resetShownField,
  type CoachField,
  type FieldErrorsOf,
  type ResetField,
} from '../../src/client/features/auth/auth-form-errors';
import { LoginFields } from '../../src/client/features/auth/LoginFields';
import { RegisterCoachFields } from '../../src/client/features/auth/RegisterCoachFields';
import { RegisterDojangFields } from '../../src/client/features/auth/RegisterDojangFields';
import { ResetPasswordFields } from '../../src/client/features/auth/ResetPasswordFields';
import { FormAlert } from '../../src/client/ui/form/FormAlert';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

const noop = () => undefined;

/** The markup of one field: from its label to the next label (or the end). */
function fieldBlock(html: string, id: string): string {
  const start = html.indexOf(`<label for="${id}"`);
  expect(start, `label of ${id}`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf('<label', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

/** The control is marked invalid, points at its message, and the message sits right under it. */
function expectErrorUnder(html: string, id: string, message: string) {
  const block = fieldBlock(html, id);
  const control = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(block)?.[0] ?? '';
  expect(control, `control ${id}`).toContain('aria-invalid="true"');
  expect(control).toContain(`aria-describedby="${id}-msg"`);
  const msg = `<p id="${id}-msg" class="text-xs font-medium text-error" role="alert">${message}</p>`;
  expect(block).toContain(msg);
  expect(block.indexOf(msg)).toBeGreaterThan(block.indexOf(control));
  expect(block.slice(block.indexOf(control) + control.length, block.indexOf(msg))).not.toMatch(/<input|<select/);
  expect(block).toMatch(/class="input w-full input-error/);
}

function expectNoError(html: string, id: string) {
  const block = fieldBlock(html, id);
  expect(block).not.toContain('aria-invalid');
  expect(block).not.toContain('role="alert"');
}

function failed<K extends string>(result: { ok: true } | { ok: false; errors: FieldErrorsOf<K>; toast: string }) {
  if (result.ok) throw new Error('expected the check to fail');
  return result;
}

describe('login (spec 000 §5): messages under their fields', () => {
  it('an empty field gets the spec message under it, the toast says it once', () => {
    const r = failed(checkLogin({ email: '   ', password: '' }));
    expect(r.errors).toEqual({ email: 'Email dan password harus diisi', password: 'Email dan password harus diisi' });
    expect(r.toast).toBe('Email dan password harus diisi');
    expect(failed(checkLogin({ email: 'a@b.id', password: '' })).errors).toEqual({ password: 'Email dan password harus diisi' });
  });
  it("an email without '@' is marked on the email only", () => {
    const r = failed(checkLogin({ email: 'pelatih.example', password: 'x' }));
    expect(r.errors).toEqual({ email: 'Format email tidak valid' });
    expect(r.toast).toBe('Format email tidak valid');
  });
  it('a valid pair passes trimmed', () => {
    expect(checkLogin({ email: ' a@b ', password: 'x' })).toEqual({ ok: true, output: { email: 'a@b', password: 'x' } });
  });
  it('wrong password names no field: it becomes the form message', () => {
    const err = new ApiError(401, 'Email atau password salah');
    const fields = refusalFieldErrors(LOGIN_FIELDS, err, err.message);
    expect(fields).toEqual({});
    expect(firstField(LOGIN_FIELDS, fields)).toBeUndefined();
  });
  it('renders the message under the field with aria-invalid', () => {
    const html = renderToStaticMarkup(
      createElement(LoginFields, {
        values: { email: 'x', password: '' },
        errors: { email: 'Format email tidak valid' },
        onChange: noop,
        disabled: false,
      }),
    );
    expectErrorUnder(html, 'login-email', 'Format email tidak valid');
    expectNoError(html, 'login-password');
  });
});

const coach: Record<CoachField, string> = {
  nama_pelatih: 'Budi Santoso',
  email: 'budi@dojang.id',
  no_telp: '081234567890',
  nik: '1671012345678901',
  id_dojang: '3',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
};

describe('coach registration (spec 000 §5): messages under their fields', () => {
  it('every empty field says the spec message, and so does the toast even when others are wrong too', () => {
    const r = failed(checkCoachRegister({ ...coach, nama_pelatih: '', id_dojang: '', email: 'budi@' }));
    expect(r.errors).toEqual({ nama_pelatih: COACH_REQUIRED, id_dojang: COACH_REQUIRED, email: 'Format email tidak valid' });
    expect(r.toast).toBe('Semua field harus terisi terlebih dahulu');
    const all = failed(checkCoachRegister(Object.fromEntries(COACH_FIELDS.map((f) => [f, ''])) as Record<CoachField, string>));
    expect(Object.keys(all.errors)).toEqual([...COACH_FIELDS]);
    expect(new Set(Object.values(all.errors))).toEqual(new Set([COACH_REQUIRED]));
  });
  it.each<[string, Partial<Record<CoachField, string>>, CoachField, string]>([
    ['email format', { email: 'budi@' }, 'email', 'Format email tidak valid'],
    ['NIK of 15 digits', { nik: '123456789012345' }, 'nik', 'NIK harus berupa 16 digit angka'],
    ['phone without prefix', { no_telp: '12345678901' }, 'no_telp', 'Format nomor telepon tidak valid'],
    ['short password', { password: 'abc12', confirmPassword: 'abc12' }, 'password', 'Password minimal 8 karakter'],
    [
      'password without digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'password',
      'Password harus mengandung minimal 1 huruf dan 1 angka',
    ],
    ['confirmation differs', { confirmPassword: 'rahasia124' }, 'confirmPassword', 'Password dan konfirmasi password tidak sama'],
  ])('%s goes under its field', (_label, change, field, message) => {
    const r = failed(checkCoachRegister({ ...coach, ...change }));
    expect(r.errors).toEqual({ [field]: message });
    expect(r.toast).toBe(message);
  });
  it('passes a valid registration with the dojang as a number', () => {
    const r = checkCoachRegister(coach);
    expect(r.ok && r.output.id_dojang).toBe(3);
  });
  it('server refusals that name a field go under it', () => {
    const email = new ApiError(409, 'Email sudah terdaftar', { email: 'Email sudah terdaftar' });
    expect(refusalFieldErrors(COACH_FIELDS, email, registerErrorMessage(email))).toEqual({ email: 'Email sudah terdaftar' });
    const taken = new ApiError(409, 'Dojang ini sudah memiliki pelatih');
    expect(refusalFieldErrors(COACH_FIELDS, taken, registerErrorMessage(taken))).toEqual({
      id_dojang: 'Dojang ini sudah memiliki pelatih',
    });
    const race = new Error('Unique constraint failed on the fields: (`id_dojang`)');
    expect(refusalFieldErrors(COACH_FIELDS, race, registerErrorMessage(race))).toEqual({ id_dojang: 'Dojang ini sudah memiliki pelatih' });
    const nik = new ApiError(400, 'NIK harus berupa 16 digit angka', { nik: 'NIK harus berupa 16 digit angka', extra: 'x' });
    expect(refusalFieldErrors(COACH_FIELDS, nik, registerErrorMessage(nik))).toEqual({ nik: 'NIK harus berupa 16 digit angka' });
    const down = new ApiError(0, 'x');
    expect(refusalFieldErrors(COACH_FIELDS, down, registerErrorMessage(down))).toEqual({});
  });
  it('renders each message under its field, the dojang picker included', () => {
    const errors: FieldErrorsOf<CoachField> = {
      nama_pelatih: COACH_REQUIRED,
      nik: 'NIK harus berupa 16 digit angka',
      id_dojang: 'Dojang ini sudah memiliki pelatih',
      confirmPassword: 'Password dan konfirmasi password tidak sama',
    };
    const html = renderToStaticMarkup(
      createElement(RegisterCoachFields, {
        values: { ...coach, nama_pelatih: '', id_dojang: '' },
        errors,
        onChange: noop,
        disabled: false,
        dojangOptions: [{ value: '3', label: 'Dojang Garuda', detail: 'Kota Palembang' }],
        dojangLoading: false,
        dojangHint: 'Dojang belum ada?',
      }),
    );
    for (const [field, id] of [
      ['nama_pelatih', 'reg-nama'],
      ['nik', 'reg-nik'],
      ['id_dojang', 'reg-dojang'],
      ['confirmPassword', 'reg-confirm'],
    ] as const) {
      expectErrorUnder(html, id, errors[field]!);
    }
    expect(fieldBlock(html, 'reg-dojang')).toMatch(/<input[^>]*role="combobox"[^>]*aria-invalid="true"/);
    for (const id of ['reg-email', 'reg-telp', 'reg-password']) expectNoError(html, id);
    // A field with an error shows it instead of its hint.
    expect(fieldBlock(html, 'reg-nik')).not.toContain('/16');
    expect(fieldBlock(html, 'reg-dojang')).not.toContain('Dojang belum ada?');
  });
});

describe('dojang registration (spec 000 §5): messages under their fields', () => {
  const dojang = { nama_dojang: 'Dojang Garuda', email: '', no_telp: '', provinsi: '', kota: '', negara: 'Indonesia' };
  it.each<[string, Partial<typeof dojang>, string, string]>([
    ['empty name', { nama_dojang: '  ' }, 'nama_dojang', 'Nama dojang harus diisi'],
    ['short name', { nama_dojang: 'ab' }, 'nama_dojang', 'Nama dojang minimal 3 karakter'],
    ['long name', { nama_dojang: 'x'.repeat(101) }, 'nama_dojang', 'Nama dojang maksimal 100 karakter'],
    ['email format', { email: 'dojang@' }, 'email', 'Format email tidak valid'],
    ['phone format', { no_telp: '12' }, 'no_telp', 'Format nomor HP tidak valid (8-20 digit)'],
  ])('%s goes under its field', (_label, change, field, message) => {
    const r = failed(checkDojangRegister({ ...dojang, ...change }));
    expect(r.errors).toEqual({ [field]: message });
    expect(r.toast).toBe(message);
  });
  it('several problems are all shown at once, the toast gives the first', () => {
    const r = failed(checkDojangRegister({ ...dojang, nama_dojang: 'ab', email: 'x@', no_telp: '12' }));
    expect(r.errors).toEqual({
      nama_dojang: 'Nama dojang minimal 3 karakter',
      email: 'Format email tidak valid',
      no_telp: 'Format nomor HP tidak valid (8-20 digit)',
    });
    expect(r.toast).toBe('Nama dojang minimal 3 karakter');
  });
  it('optional fields may stay empty; the country defaults to Indonesia', () => {
    expect(checkDojangRegister({ ...dojang, negara: '' })).toMatchObject({
      ok: true,
      output: { nama_dojang: 'Dojang Garuda', negara: 'Indonesia' },
    });
  });
  it('a refused logo (413) goes under the logo; a server field error under its field', () => {
    const big = new ApiError(413, 'HTTP error! status: 413');
    expect(refusalFieldErrors(DOJANG_FIELDS, big, 'File terlalu besar. Maksimal 5MB.', dojangShownField)).toEqual({
      logo: 'File terlalu besar. Maksimal 5MB.',
    });
    const type = new ApiError(400, 'Format file harus JPG, PNG, JPEG, atau WebP', { logo: 'Format file harus JPG, PNG, JPEG, atau WebP' });
    expect(refusalFieldErrors(DOJANG_FIELDS, type, type.message, dojangShownField)).toEqual({
      logo: 'Format file harus JPG, PNG, JPEG, atau WebP',
    });
    const server = new ApiError(500, 'boom');
    expect(refusalFieldErrors(DOJANG_FIELDS, server, 'Terjadi kesalahan server. Coba lagi nanti.', dojangShownField)).toEqual({});
  });
  it('renders each message under its field, the logo and the selects included', () => {
    const html = renderToStaticMarkup(
      createElement(RegisterDojangFields, {
        values: { ...dojang, nama_dojang: 'ab' },
        disabled: false,
        logo: null,
        onChange: noop,
        onWilayah: noop,
        onLogo: noop,
        errors: {
          nama_dojang: 'Nama dojang minimal 3 karakter',
          no_telp: 'Format nomor HP tidak valid (8-20 digit)',
          logo: 'Ukuran logo maksimal 5MB',
        },
      }),
    );
    expectErrorUnder(html, 'reg-dojang-nama', 'Nama dojang minimal 3 karakter');
    expectErrorUnder(html, 'reg-dojang-telp', 'Format nomor HP tidak valid (8-20 digit)');
    expectNoError(html, 'reg-dojang-email');
    const logo = fieldBlock(html, 'reg-dojang-logo');
    expect(logo).toContain('<p id="reg-dojang-logo-msg" class="text-xs font-medium text-error" role="alert">Ukuran logo maksimal 5MB</p>');
  });
});

const reset: Record<ResetField, string> = { email: 'a@b.co', code: '123456', newPassword: 'baru12345', confirmNewPassword: 'baru12345' };

describe('password reset (spec 000 §5): messages under their fields', () => {
  it('each empty field gets the spec message', () => {
    const r = failed(checkReset({ ...reset, email: '', newPassword: '', confirmNewPassword: '' }));
    expect(r.errors).toEqual({
      email: 'Semua field harus diisi',
      newPassword: 'Semua field harus diisi',
      confirmNewPassword: 'Semua field harus diisi',
    });
    expect(r.toast).toBe('Semua field harus diisi');
  });
  it.each<[string, Partial<Record<ResetField, string>>, ResetField, string]>([
    ['email format', { email: 'ab.co' }, 'email', 'Format email tidak valid'],
    ['short password', { newPassword: 'a1', confirmNewPassword: 'a1' }, 'newPassword', 'Password baru minimal 8 karakter'],
    ['confirmation differs', { confirmNewPassword: 'baru12346' }, 'confirmNewPassword', 'Konfirmasi password baru tidak cocok'],
    [
      'no digit',
      { newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' },
      'newPassword',
      'Password baru harus mengandung minimal satu huruf dan satu angka',
    ],
    ['empty code', { code: '' }, 'code', 'Kode verifikasi wajib diisi'],
    ['short code', { code: '12345' }, 'code', 'Kode verifikasi harus 6 digit angka'],
  ])('%s goes under its field', (_label, change, field, message) => {
    const r = failed(checkReset({ ...reset, ...change }));
    expect(r.errors).toEqual({ [field]: message });
    expect(r.toast).toBe(message);
  });
  it('asking for the code checks the email only', () => {
    expect(failed(checkResetCodeRequest('x')).errors).toEqual({ email: 'Format email tidak valid' });
    expect(checkResetCodeRequest(' A@B.co ')).toEqual({ ok: true, output: { email: 'a@b.co' } });
  });
  it('spec 000 §8 reset refusals about one field go under it; the rest are form messages', () => {
    const place = (err: unknown) => refusalFieldErrors(RESET_FIELDS, err, resetErrorMessage(err), resetShownField);
    expect(place(new ApiError(404, 'HTTP error! status: 404'))).toEqual({ email: 'Email tidak terdaftar dalam sistem' });
    expect(place(new ApiError(400, 'Email not found'))).toEqual({ email: 'Email tidak terdaftar dalam sistem' });
    expect(place(new ApiError(400, 'Password confirmation does not match'))).toEqual({
      confirmNewPassword: 'Konfirmasi password tidak cocok',
    });
    expect(place(new ApiError(400, 'Kode verifikasi salah atau sudah kedaluwarsa'))).toEqual({
      code: 'Kode verifikasi salah atau sudah kedaluwarsa',
    });
    expect(place(new ApiError(400, 'Validation failed'))).toEqual({});
    expect(place(new ApiError(400, 'Format email tidak valid', { email: 'Format email tidak valid' }))).toEqual({
      email: 'Format email tidak valid',
    });
    expect(place(new Error('boom'))).toEqual({});
  });
  it('renders each message under its field', () => {
    const html = renderToStaticMarkup(
      createElement(ResetPasswordFields, {
        values: { ...reset, code: '12' },
        onChange: noop,
        disabled: false,
        sendCode: null,
        errors: { code: 'Kode verifikasi harus 6 digit angka', confirmNewPassword: 'Konfirmasi password baru tidak cocok' },
      }),
    );
    expectErrorUnder(html, 'reset-code', 'Kode verifikasi harus 6 digit angka');
    expectErrorUnder(html, 'reset-confirm', 'Konfirmasi password baru tidak cocok');
    expectNoError(html, 'reset-email');
    expectNoError(html, 'reset-new');
  });
});

describe('form-level message', () => {
  it('is announced, and absent without a message', () => {
    expect(renderToStaticMarkup(createElement(FormAlert, { message: 'Email atau password salah' }))).toMatch(
      /<p role="alert"[^>]*>.*Email atau password salah<\/span><\/p>$/,
    );
    expect(renderToStaticMarkup(createElement(FormAlert, { message: null }))).toBe('');
  });
});

describe('refusals from the real server land under their fields', () => {
  let server: RealServer;
  beforeAll(async () => {
    installMemoryStorage();
    server = await startRealServer();
    setApiOrigin(server.url);
  });
  afterAll(async () => {
    setApiOrigin('');
    await server?.close();
  });

  async function newDojang(nama: string): Promise<number> {
    const form = new FormData();
    form.append('nama_dojang', nama);
    const res = await fetch(`${server.url}/api/dojang`, { method: 'POST', body: form });
    return ((await res.json()) as { data: { id_dojang: number } }).data.id_dojang;
  }

  async function refusal(input: Record<CoachField, string>) {
    const checked = checkCoachRegister(input);
    if (!checked.ok) throw new Error('the client check should pass');
    try {
      await registerCoach(checked.output);
    } catch (err) {
      // The server names the field itself (`errors`), not only in its message.
      const placed = refusalFieldErrors(COACH_FIELDS, err, registerErrorMessage(err));
      expect(err instanceof ApiError ? err.errors : undefined).toEqual(placed);
      return placed;
    }
    throw new Error('expected a refusal');
  }

  it('email already registered, dojang already taken, dojang gone', async () => {
    const first = await newDojang('Dojang Rajawali');
    const second = await newDojang('Dojang Elang');
    const checked = checkCoachRegister({ ...coach, id_dojang: String(first) });
    if (!checked.ok) throw new Error('valid');
    await registerCoach(checked.output);
    expect(await refusal({ ...coach, id_dojang: String(second) })).toEqual({ email: 'Email sudah terdaftar' });
    expect(await refusal({ ...coach, email: 'lain@dojang.id', id_dojang: String(first) })).toEqual({
      id_dojang: 'Dojang ini sudah memiliki pelatih',
    });
    expect(await refusal({ ...coach, email: 'lain@dojang.id', id_dojang: '999999' })).toEqual({ id_dojang: 'Dojang tidak ditemukan' });
  });
});
