import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FOTO_KTP_RULE, LOGO_RULE, SERTIFIKAT_SABUK_RULE } from '../../src/domain/schemas/files';
import { FilePicker } from '../../src/client/ui/form/FilePicker';
import { LogoPicker } from '../../src/client/ui/form/LogoPicker';
import { formatFileSize, isConfirmedImage, judgeFile, shortFileName } from '../../src/client/ui/form/judge-file';
import { PelatihFileField } from '../../src/client/features/pengaturan/akun/PelatihFileField';

const noop = () => undefined;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
const PDF = [...Buffer.from('%PDF-1.4\n%âãÏÓ\n')];
const file = (bytes: number[] | string, name: string, type: string, padding = 0) =>
  new File([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes), new Uint8Array(padding)], name, { type });

describe('choosing a file: judged by its content and size at once', () => {
  it("a text file named .png is refused with the rule's message, whatever the browser says it is", async () => {
    const fake = file('hello world, saya hanya teks biasa', 'logo.png', 'image/png');
    expect(await judgeFile(fake, LOGO_RULE)).toEqual({ ok: false, message: 'Format file harus JPG, PNG, JPEG, atau WebP' });
    expect(await judgeFile(fake, FOTO_KTP_RULE)).toEqual({ ok: false, message: 'Format file harus JPG, PNG, JPEG, atau WebP' });
    expect(await judgeFile(fake, SERTIFIKAT_SABUK_RULE)).toEqual({
      ok: false,
      message: 'Format file harus JPG, PNG, JPEG, WebP, atau PDF',
    });
    expect(isConfirmedImage(fake)).toBe(false);
  });
  it('an oversized PDF gets the size message (a large photo is compressed first: tests/e2e/foto-besar.test.ts)', async () => {
    const bigPdf = file(PDF, 'sabuk.pdf', 'application/pdf', 5 * 1024 * 1024);
    expect(await judgeFile(bigPdf, SERTIFIKAT_SABUK_RULE)).toEqual({ ok: false, message: 'Ukuran file maksimal 5MB' });
  });
  it('an image within 500 KB is kept byte for byte, not recompressed', async () => {
    const small = file(PNG, 'logo.png', 'image/png', 400 * 1024);
    const verdict = await judgeFile(small, LOGO_RULE);
    expect(verdict.ok && verdict.file).toBe(small);
  });
  it('a real image passes with the type read from its bytes and is the only kind previewed', async () => {
    const renamed = file(PNG, 'logo.jpg', 'image/jpeg');
    const verdict = await judgeFile(renamed, LOGO_RULE);
    if (!verdict.ok) throw new Error(verdict.message);
    expect(verdict.file.type).toBe('image/png');
    expect(verdict.file.name).toBe('logo.jpg');
    expect(isConfirmedImage(verdict.file)).toBe(true);
    // An Android picker may give no type at all: the bytes decide.
    const untyped = await judgeFile(file(JPEG, 'IMG_0001', ''), FOTO_KTP_RULE);
    expect(untyped.ok && untyped.file.type).toBe('image/jpeg');
  });
  it('a PDF is a belt certificate but never an ID photo, and is not previewed as an image', async () => {
    const pdf = file(PDF, 'sabuk.pdf', 'application/pdf');
    const ok = await judgeFile(pdf, SERTIFIKAT_SABUK_RULE);
    expect(ok.ok).toBe(true);
    expect(isConfirmedImage(ok.ok ? ok.file : null)).toBe(false);
    expect(await judgeFile(pdf, FOTO_KTP_RULE)).toEqual({ ok: false, message: 'Format file harus JPG, PNG, JPEG, atau WebP' });
  });
  it('a file name of more than 255 characters is refused', async () => {
    expect(await judgeFile(file(PNG, `${'a'.repeat(252)}.png`, 'image/png'), LOGO_RULE)).toEqual({
      ok: false,
      message: 'Nama file terlalu panjang',
    });
  });
  it('long names are shortened keeping the start and the extension; sizes read as KB or MB', () => {
    expect(shortFileName('ktp.png')).toBe('ktp.png');
    const short = shortFileName('foto-ktp-pelatih-budi-santoso-tahun-2024-final.jpeg');
    expect(short.length).toBe(28);
    expect(short).toMatch(/^foto-ktp-pel.*….*final\.jpeg$/);
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('the picker', () => {
  const render = (props: Partial<Parameters<typeof FilePicker>[0]> = {}) =>
    renderToStaticMarkup(
      createElement(FilePicker, {
        id: 'uji',
        label: 'Foto KTP',
        rule: FOTO_KTP_RULE,
        accept: 'image/jpeg,image/png,image/webp',
        hint: 'Gambar JPG, PNG atau WebP, maksimal 5MB',
        file: null,
        onChange: noop,
        ...props,
      }),
    );

  it('a hidden input behind a styled button; the message under it, the button marked', () => {
    const html = render({ error: 'Format file harus JPG, PNG, JPEG, atau WebP' });
    expect(html).toMatch(/<input id="uji" type="file" accept="image\/jpeg,image\/png,image\/webp" class="sr-only" tabindex="-1"/);
    expect(html).toMatch(
      /<button type="button" class="btn btn-outline btn-xs w-fit btn-error"[^>]*aria-invalid="true" aria-describedby="uji-msg" aria-label="Pilih file Foto KTP">/,
    );
    expect(html).toContain(
      '<p id="uji-msg" class="text-xs font-medium text-error" role="alert">Format file harus JPG, PNG, JPEG, atau WebP</p>',
    );
    expect(html).not.toContain('file-input');
  });
  it('a chosen file shows its shortened name, size, Hapus and "Ganti file"; no preview of a file not read as an image', () => {
    const chosen = file('bukan gambar', 'foto-ktp-pelatih-budi-santoso-tahun-2024-final.png', 'image/png');
    const html = render({ file: chosen });
    expect(html).toContain(shortFileName(chosen.name));
    expect(html).toContain('>1 KB<');
    expect(html).toContain('aria-label="Hapus Foto KTP"');
    expect(html).toContain('Ganti file');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('role="alert"');
  });
  it('a stored file is shown until another is chosen', () => {
    expect(render({ current: { url: '/uploads/dojang/logos/a.png' } })).toMatch(
      /<img src="\/uploads\/dojang\/logos\/a.png" alt="Foto KTP tersimpan"/,
    );
    expect(render({ current: { url: 'blob:x', pdf: true } })).toContain('aria-label="Dokumen PDF"');
  });
  it('the dojang logo and the coach documents use it', () => {
    const logo = renderToStaticMarkup(
      createElement(LogoPicker, { id: 'dojang-logo', file: null, onChange: noop, error: 'Ukuran file maksimal 5MB' }),
    );
    expect(logo).toContain('Logo Dojang<span class="font-normal text-base-content/75"> (opsional)</span>');
    expect(logo).toContain('<p id="dojang-logo-msg" class="text-xs font-medium text-error" role="alert">Ukuran file maksimal 5MB</p>');
    const sabuk = renderToStaticMarkup(
      createElement(PelatihFileField, {
        id: 'profil-sabuk',
        label: 'Sertifikat Sabuk',
        accept: 'image/jpeg,image/png,image/webp,application/pdf',
        rule: SERTIFIKAT_SABUK_RULE,
        storedPath: null,
        file: null,
        onChange: noop,
        editing: true,
        hint: 'Gambar atau PDF, maksimal 5MB',
      }),
    );
    expect(sabuk).toContain('aria-label="Pilih file Sertifikat Sabuk"');
    expect(sabuk).toContain('class="sr-only"');
  });
});
