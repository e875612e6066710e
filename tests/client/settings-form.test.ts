import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '../../src/domain';
import { ApiError } from '../../src/client/data/api-error';
import { setApiOrigin } from '../../src/client/data/api';
import { setDb } from '../../src/client/data/db';
import { saveProfile, UploadRejectedError } from '../../src/client/data/profil';
import { writeSession, currentToken } from '../../src/client/data/session';
import { PersonalInfoCard } from '../../src/client/features/pengaturan/akun/PersonalInfoCard';
import { checkProfile, profileRefusal, profileSavedLines } from '../../src/client/features/pengaturan/akun/profile-form-errors';
import type { ProfileValues, useProfileForm } from '../../src/client/features/pengaturan/akun/useProfileForm';
import { freshDb } from '../../test-support/fresh-db';
import { expectErrorUnder, expectNoError } from './helpers/field-markup';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { coachSession, startRealServer, type RealServer } from '../../test-support/real-server';

const noop = () => undefined;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const values: ProfileValues = {
  nik: '1671012304850003',
  nama_pelatih: 'Budi Santoso',
  no_telp: '081278451230',
  tanggal_lahir: '1985-04-23',
  jenis_kelamin: 'LAKI_LAKI',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  alamat: 'Jl. Merdeka 1',
};
const none = { foto_ktp: null, sertifikat_sabuk: null };

describe('settings: nonsense is refused before anything is sent', () => {
  it("NIK 'abc', phone 'x' and a birth date in 2035 are each marked; the toast names the first on screen", () => {
    const r = checkProfile({ ...values, nik: 'abc', no_telp: 'x', tanggal_lahir: '2035-01-01' }, none);
    if (r.ok) throw new Error('expected a refusal');
    expect(r.errors).toEqual({
      nik: 'NIK harus 16 digit angka',
      no_telp: 'Format nomor telepon tidak valid',
      tanggal_lahir: 'Tanggal lahir tidak boleh di masa depan',
    });
    expect(r.toast).toBe('NIK harus 16 digit angka');
  });
  it('a valid form passes trimmed with empties left out (spec 000 §5)', () => {
    const r = checkProfile({ ...values, nama_pelatih: ' Budi ', nik: '', alamat: '  ' }, none);
    expect(r).toEqual({
      ok: true,
      fields: {
        nama_pelatih: 'Budi',
        no_telp: '081278451230',
        tanggal_lahir: '1985-04-23',
        jenis_kelamin: 'LAKI_LAKI',
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
      },
    });
  });
  it('a chosen file that breaks its rule is marked under its own field', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'ktp.png', { type: 'image/png' });
    const pdfAsKtp = new File(['%PDF-1.4'], 'ktp.pdf', { type: 'application/pdf' });
    const r1 = checkProfile(values, { foto_ktp: big, sertifikat_sabuk: null });
    expect(r1).toMatchObject({ ok: false, errors: { foto_ktp: 'Ukuran file maksimal 5MB' }, toast: 'Ukuran file maksimal 5MB' });
    const r2 = checkProfile(values, { foto_ktp: pdfAsKtp, sertifikat_sabuk: pdfAsKtp });
    expect(r2).toMatchObject({ ok: false, errors: { foto_ktp: 'Format file harus JPG, PNG, JPEG, atau WebP' } });
  });
});

describe('settings: refusals land in place, one toast', () => {
  const ktp = new File([PNG], 'ktp.png', { type: 'image/png' });
  it('an upload refused after the text saved: the upload message under the file, edit mode kept', () => {
    const r = profileRefusal(new UploadRejectedError(400, 'Format file harus JPG, PNG, JPEG, atau WebP'), {
      foto_ktp: ktp,
      sertifikat_sabuk: ktp,
    });
    expect(r).toEqual({
      errors: { foto_ktp: 'Format file harus JPG, PNG, JPEG, atau WebP' },
      toast: 'Format file harus JPG, PNG, JPEG, atau WebP',
      banner: null,
      uploadOnly: true,
    });
    const big = profileRefusal(new UploadRejectedError(413, 'File terlalu besar. Maksimal 5MB.'), {
      foto_ktp: null,
      sertifikat_sabuk: ktp,
    });
    expect(big.errors).toEqual({ sertifikat_sabuk: 'File terlalu besar. Maksimal 5MB.' });
    const blank = profileRefusal(new UploadRejectedError(400, 'HTTP error! status: 400'), { foto_ktp: ktp, sertifikat_sabuk: ktp });
    expect(blank).toMatchObject({ toast: 'Upload file gagal', banner: 'Upload file gagal', errors: {} });
  });
  it("the server's field errors go under their fields; a message alone under the field it names", () => {
    expect(profileRefusal(new ApiError(400, 'x', { no_telp: 'Format nomor telepon tidak valid' }), none).errors).toEqual({
      no_telp: 'Format nomor telepon tidak valid',
    });
    expect(profileRefusal(new ApiError(400, 'Tanggal lahir tidak boleh di masa depan'), none)).toMatchObject({
      errors: { tanggal_lahir: 'Tanggal lahir tidak boleh di masa depan' },
      banner: null,
      uploadOnly: false,
    });
    expect(profileRefusal(new ApiError(500, 'HTTP error! status: 500'), none)).toMatchObject({
      toast: 'Gagal memperbarui profil',
      banner: 'Gagal memperbarui profil',
    });
    expect(profileRefusal(new TypeError('boom'), none)).toMatchObject({ toast: 'Pastikan semua data sudah sesuai', errors: {} });
  });
  it('a save says its success once: the profile, and the files when some were sent (spec 000 §8 texts)', () => {
    expect(profileSavedLines(false)).toEqual(['Profil berhasil diperbarui']);
    expect(profileSavedLines(true)).toEqual(['Profil berhasil diperbarui', 'File berhasil diupload']);
  });
});

describe('settings: the card renders each message under its field', () => {
  function card(errors: Record<string, string>, formError: string | null = null) {
    const form = {
      editing: true,
      startEdit: noop,
      cancel: noop,
      finish: noop,
      values: { ...values, nik: '123' },
      set: noop,
      setWilayah: noop,
      fotoKtp: null,
      setFotoKtp: noop,
      sertifikat: null,
      setSertifikat: noop,
      feedback: { errors, formError, formRef: { current: null }, clear: noop, show: noop, reset: noop, success: noop, setErrors: noop },
    } as unknown as ReturnType<typeof useProfileForm>;
    return renderToStaticMarkup(
      createElement(PersonalInfoCard, {
        form,
        email: 'budi@contoh.id',
        files: undefined,
        pending: false,
        loading: false,
        saving: false,
        onSave: noop,
      }),
    );
  }
  it('NIK, phone, birth date and address are marked and described by their message', () => {
    const html = card({
      nik: 'NIK harus 16 digit angka',
      no_telp: 'Format nomor telepon tidak valid',
      tanggal_lahir: 'Tanggal lahir tidak boleh di masa depan',
      alamat: 'Teks terlalu panjang (maksimal 500 karakter)',
    });
    expectErrorUnder(html, 'profil-nik', 'NIK harus 16 digit angka');
    expectErrorUnder(html, 'profil-telp', 'Format nomor telepon tidak valid');
    expectErrorUnder(html, 'profil-lahir', 'Tanggal lahir tidak boleh di masa depan');
    expectErrorUnder(html, 'profil-alamat', 'Teks terlalu panjang (maksimal 500 karakter)', 'textarea');
    expectNoError(html, 'profil-nama');
    // The birth date cannot be picked in the future.
    expect(/<input[^>]*id="profil-lahir"[^>]*>/.exec(html)?.[0]).toMatch(/max="\d{4}-\d{2}-\d{2}"/);
  });
  it('a file refusal sits under its picker; a refusal naming no field is one message in the form', () => {
    const html = card({ foto_ktp: 'Format file harus JPG, PNG, JPEG, atau WebP' }, null);
    expect(html).toContain(
      '<p id="profil-ktp-msg" class="text-xs font-medium text-error" role="alert">Format file harus JPG, PNG, JPEG, atau WebP</p>',
    );
    expect(html).not.toContain('profil-sabuk-msg');
    const banner = card({}, 'Gagal memperbarui profil');
    expect(banner.match(/role="alert"/g)).toHaveLength(1);
    expect(banner).toContain('Gagal memperbarui profil');
  });
});

describe('settings against the real server', () => {
  let server: RealServer;
  beforeAll(async () => {
    installMemoryStorage();
    server = await startRealServer();
    setApiOrigin(server.url);
    const session = await coachSession(server.url);
    writeSession({ token: session.token, user: v.parse(sessionUserSchema, session.user) });
  });
  afterAll(async () => {
    setApiOrigin('');
    setDb(null);
    await server?.close();
  });
  const profile = async () => {
    const res = await fetch(`${server.url}/api/pelatih/profile`, { headers: { Authorization: `Bearer ${currentToken()}` } });
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  it('nonsense is refused with field errors and nothing is queued or stored', async () => {
    const db = freshDb();
    setDb(db);
    const err = await saveProfile({ fields: { nik: 'abc', no_telp: 'x', tanggal_lahir: '2035-01-01' } }).catch((e: unknown) => e);
    expect(profileRefusal(err, none).errors).toEqual({
      nik: 'NIK harus 16 digit angka',
      no_telp: 'Format nomor telepon tidak valid',
      tanggal_lahir: 'Tanggal lahir tidak boleh di masa depan',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await profile()).toMatchObject({ nik: '1671012345678901', no_telp: '081234567890', tanggal_lahir: null });
  });

  it('an upload refused by the server after the text saved: UploadRejectedError, text kept, no stale refusal left in the sync list', async () => {
    const db = freshDb();
    setDb(db);
    const spoofed = new File(['bukan gambar, hanya teks'], 'ktp.png', { type: 'image/png' });
    const err = await saveProfile({ fields: { alamat: 'Jl. Kapten Rivai 5' }, foto_ktp: spoofed }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadRejectedError);
    expect((err as ApiError).status).toBe(400);
    const r = profileRefusal(err, { foto_ktp: spoofed, sertifikat_sabuk: null });
    expect(r).toMatchObject({
      uploadOnly: true,
      toast: 'Format file harus JPG, PNG, JPEG, atau WebP',
      errors: { foto_ktp: 'Format file harus JPG, PNG, JPEG, atau WebP' },
    });
    expect(await db.outbox.count()).toBe(0);
    expect((await profile()).alamat).toBe('Jl. Kapten Rivai 5');
    // The same form saved again with a real image goes through.
    const again = await saveProfile({
      fields: { alamat: 'Jl. Kapten Rivai 5' },
      foto_ktp: new File([PNG], 'ktp.png', { type: 'image/png' }),
    });
    expect(again).toEqual({ queued: false });
  });
});
