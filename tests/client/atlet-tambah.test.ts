import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/data/api-error';
import { PROVINSI_NAMES, kotaOf } from '../../src/domain/catalogue/wilayah';
import { SABUK } from '../../src/domain/catalogue/kelas';
import { ATLET_MSG } from '../../src/domain/schemas/atlet';
import { ATLET_ADD_RULES, ATLET_DOKUMEN, ATLET_EDIT_RULES } from '../../src/domain/schemas/atlet-files';
import { MB } from '../../src/domain/schemas/files';
import { compressionPlan, outputName, overallProgress, qualitySteps } from '../../src/client/ui/image/compression-plan';
import { sniffMime } from '../../src/client/ui/form/sniff-mime';
import { FILE_TIDAK_DITEMUKAN, dokumenType, prepareDokumen } from '../../src/client/features/atlet/compress/prepare-dokumen';
import { ADD_MSG, addAtletErrorMessage } from '../../src/client/features/atlet/tambah/add-error';
import {
  EMPTY_ATLET_FORM,
  formErrorsFrom,
  ktpWajib,
  validateAtletForm,
  valuesFromQueued,
} from '../../src/client/features/atlet/tambah/tambah-form';
import { totalSizeProblem, type DokumenSlot } from '../../src/client/features/atlet/tambah/useDokumenSlots';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PDF = [...'%PDF-1.7\n%âãÏÓ\n'].map((c) => c.charCodeAt(0) & 0xff);
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const HEIC = [0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0];
const bytes = (b: number[]) => new Uint8Array(b);

describe('compression plan (spec 001 §5/§9)', () => {
  it('steps quality 0.8, 0.7 … 0.1 exactly', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
  it('keeps a JPEG as JPEG at every step', () => {
    const plan = compressionPlan('image/jpeg');
    expect(plan.map((s) => s.quality)).toEqual(qualitySteps());
    expect(plan.every((s) => s.type === 'image/jpeg')).toBe(true);
  });
  it('tries a PNG as PNG first, then as JPEG at the quality steps', () => {
    const plan = compressionPlan('image/png');
    expect(plan[0]).toEqual({ type: 'image/png', quality: 1 });
    expect(plan.slice(1)).toEqual(compressionPlan('image/jpeg'));
  });
  it('turns WebP into JPEG', () => {
    expect(compressionPlan('image/webp').every((s) => s.type === 'image/jpeg')).toBe(true);
  });
  it('names the output after its type', () => {
    expect(outputName('scan KK.PNG', 'image/jpeg')).toBe('scan KK.jpg');
    expect(outputName('foto.jpeg', 'image/jpeg')).toBe('foto.jpg');
    expect(outputName('scan.png', 'image/png')).toBe('scan.png');
    expect(outputName('tanpa-ekstensi', 'image/jpeg')).toBe('tanpa-ekstensi.jpg');
    expect(outputName('.png', 'image/jpeg')).toBe('dokumen.jpg');
  });
  it('reports one rising progress figure over the attempts', () => {
    expect(overallProgress(0, 0, 8)).toBe(0);
    expect(overallProgress(0, 100, 8)).toBe(90);
    expect(overallProgress(1, 0, 8)).toBe(90);
    expect(overallProgress(7, 100, 8)).toBe(99);
    expect(overallProgress(0, 50, 1)).toBe(45);
    expect(overallProgress(3, 250, 8)).toBeLessThanOrEqual(99);
    const seq = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((s) => [0, 50, 100].map((p) => overallProgress(s, p, 8)));
    expect(seq).toEqual([...seq].sort((a, b) => a - b));
  });
});

describe('file type from content', () => {
  it('recognises JPEG, PNG, PDF and WebP by their first bytes', () => {
    expect(sniffMime(bytes(JPEG))).toBe('image/jpeg');
    expect(sniffMime(bytes(PNG))).toBe('image/png');
    expect(sniffMime(bytes(PDF))).toBe('application/pdf');
    expect(sniffMime(bytes(WEBP))).toBe('image/webp');
    expect(sniffMime(bytes(HEIC))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
  });
  it('applies the add rules: PDF only for the belt certificate, never WebP', () => {
    expect(dokumenType(bytes(JPEG), ATLET_ADD_RULES.pas_foto)).toEqual({ type: 'image/jpeg' });
    expect(dokumenType(bytes(PDF), ATLET_ADD_RULES.sertifikat_belt)).toEqual({ type: 'application/pdf' });
    expect(dokumenType(bytes(PDF), ATLET_ADD_RULES.ktp)).toEqual({ error: 'Format tidak didukung' });
    expect(dokumenType(bytes(WEBP), ATLET_ADD_RULES.akte_kelahiran)).toEqual({ error: 'Format tidak didukung' });
    expect(dokumenType(bytes(HEIC), ATLET_ADD_RULES.pas_foto)).toEqual({ error: 'Format tidak didukung' });
    expect(dokumenType(bytes(WEBP), ATLET_EDIT_RULES.pas_foto)).toEqual({ type: 'image/webp' });
  });
});

describe('prepareDokumen (what happens when a document is chosen)', () => {
  const message = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );

  it('keeps a PDF belt certificate as it is', async () => {
    const pdf = new File([bytes(PDF)], 'sertifikat.pdf', { type: 'application/pdf' });
    const out = await prepareDokumen(pdf, 'sertifikat_belt', ATLET_ADD_RULES.sertifikat_belt);
    expect(out).toBe(pdf);
  });
  it('judges by content, not by the name the picker gave', async () => {
    const renamed = new File([bytes(HEIC)], 'foto.jpg', { type: 'image/jpeg' });
    expect(await message(prepareDokumen(renamed, 'pas_foto', ATLET_ADD_RULES.pas_foto))).toBe('Format tidak didukung');
    const untyped = new File([bytes(PDF)], 'sertifikat', { type: '' });
    expect(await prepareDokumen(untyped, 'sertifikat_belt', ATLET_ADD_RULES.sertifikat_belt)).toMatchObject({ type: 'application/pdf' });
  });
  it('refuses a PDF over 2MB with the spec message', async () => {
    const big = new File([bytes(PDF), new Uint8Array(2 * MB)], 'besar.pdf', { type: 'application/pdf' });
    expect(await message(prepareDokumen(big, 'sertifikat_belt', ATLET_ADD_RULES.sertifikat_belt))).toBe('File terlalu besar. Maksimal 2MB');
  });
  it("says 'File tidak ditemukan' when the chosen file cannot be read", async () => {
    const gone = new File([bytes(JPEG)], 'hilang.jpg', { type: 'image/jpeg' });
    Object.defineProperty(gone, 'slice', {
      value: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotFoundError')) }),
    });
    expect(await message(prepareDokumen(gone, 'pas_foto', ATLET_ADD_RULES.pas_foto))).toBe(FILE_TIDAK_DITEMUKAN);
  });
});

describe('8MB total of an add', () => {
  const slots = (sizes: Partial<Record<(typeof ATLET_DOKUMEN)[number], number>>) =>
    Object.fromEntries(
      ATLET_DOKUMEN.map((k) => [
        k,
        { file: sizes[k] ? new File([new Uint8Array(sizes[k])], `${k}.pdf`) : null, progress: null, error: null } satisfies DokumenSlot,
      ]),
    ) as Record<(typeof ATLET_DOKUMEN)[number], DokumenSlot>;

  it('counts the other documents plus the new one, replacing the one of the same kind', () => {
    const full = slots({ akte_kelahiran: 2 * MB, pas_foto: 2 * MB, sertifikat_belt: 2 * MB });
    expect(totalSizeProblem(full, 'ktp', 2 * MB)).toBeNull();
    expect(totalSizeProblem(full, 'ktp', 2 * MB + 1)).toMatch(/^Total file terlalu besar .*Maksimal 8MB$/);
    expect(totalSizeProblem(full, 'pas_foto', 2 * MB)).toBeNull();
  });
});

describe('add form (spec 001 §5 "Add athlete")', () => {
  const provinsi = PROVINSI_NAMES[0]!;
  const valid = {
    ...EMPTY_ATLET_FORM,
    nama_atlet: '  Siti Aminah ',
    tanggal_lahir: '2012-05-17',
    jenis_kelamin: 'PEREMPUAN',
    nik: '3171234567890123',
    no_telp: '081234567890',
    alamat: 'Jl. Merdeka 1',
    provinsi,
    kota: kotaOf(provinsi)[0]!,
    belt: SABUK[0]!.value,
    berat_badan: '41,5',
    tinggi_badan: '150',
  };

  it('sends normalised fields when every rule holds', () => {
    const r = validateAtletForm(valid);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.fields).toMatchObject({ nama_atlet: 'Siti Aminah', berat_badan: '41.5', tinggi_badan: '150', nik: valid.nik });
  });
  it('sends the citizenship: WNI unless WNA is chosen (the fee depends on it)', () => {
    expect(EMPTY_ATLET_FORM.kewarganegaraan).toBe('WNI');
    const wni = validateAtletForm(valid);
    const wna = validateAtletForm({ ...valid, kewarganegaraan: 'WNA' });
    expect(wni.ok && wni.fields.kewarganegaraan).toBe('WNI');
    expect(wna.ok && wna.fields.kewarganegaraan).toBe('WNA');
  });
  it('puts every required message under its field', () => {
    const r = validateAtletForm(EMPTY_ATLET_FORM);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({
        nama_atlet: ATLET_MSG.nama,
        tanggal_lahir: ATLET_MSG.tanggalLahir,
        jenis_kelamin: ATLET_MSG.gender,
        alamat: ATLET_MSG.alamat,
        provinsi: ATLET_MSG.provinsi,
        kota: ATLET_MSG.kota,
        nik: ATLET_MSG.nik,
        no_telp: ATLET_MSG.telp,
        belt: ATLET_MSG.belt,
        berat_badan: ATLET_MSG.berat,
        tinggi_badan: ATLET_MSG.tinggi,
      });
    }
  });
  it('shows the format and range messages', () => {
    const r = validateAtletForm({ ...valid, nik: '123', no_telp: '12345', berat_badan: '600', tinggi_badan: '0' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.nik).toBe('NIK harus 16 digit angka');
      expect(r.errors.no_telp).toBe('Format nomor telepon tidak valid (contoh: 08123456789)');
      expect(r.errors.berat_badan).toBe('Berat badan harus antara 1-500 kg');
      expect(r.errors.tinggi_badan).toBe('Tinggi badan harus antara 1-300 cm');
    }
  });
  it('keeps only form fields from a server error map', () => {
    expect(formErrorsFrom({ nik: 'NIK sudah terdaftar', pas_foto: 'Format tidak didukung', _: 'x' })).toEqual({
      nik: 'NIK sudah terdaftar',
    });
    expect(formErrorsFrom(undefined)).toEqual({});
  });
  it('refills the form from a queued add', () => {
    const values = valuesFromQueued({ nama_atlet: 'Budi', tanggal_lahir: '2010-01-02T00:00:00.000Z', id_dojang: '7', berat_badan: '40' });
    expect(values).toEqual({ ...EMPTY_ATLET_FORM, nama_atlet: 'Budi', tanggal_lahir: '2010-01-02', berat_badan: '40' });
  });
  it('labels KTP required from the 17th birthday on', () => {
    expect(ktpWajib('2008-06-15', '2025-06-15')).toBe(true);
    expect(ktpWajib('2008-06-15', '2025-06-14')).toBe(false);
    expect(ktpWajib('', '2025-06-14')).toBe(false);
    expect(ktpWajib('bukan tanggal', '2025-06-14')).toBe(false);
  });
});

describe('add error messages (spec 001 §8 "Athlete add")', () => {
  const err = (status: number, message: string, errors?: Record<string, string>) => new ApiError(status, message, errors);

  it('maps the fixed cases', () => {
    expect(addAtletErrorMessage(err(0, 'Failed to fetch'))).toBe(ADD_MSG.network);
    expect(addAtletErrorMessage(err(413, 'Payload Too Large'))).toBe('Mohon Lengkapi requirement yang dibutuhkan');
    expect(addAtletErrorMessage(err(500, 'boom'))).toBe('Server mengalami gangguan. Coba lagi nanti.');
    expect(addAtletErrorMessage(err(503, ''))).toBe('Server mengalami gangguan. Coba lagi nanti.');
    expect(addAtletErrorMessage(err(500, 'Database error: connection lost'))).toBe(
      'Terjadi kesalahan database. Periksa data dan coba lagi.',
    );
  });
  it('maps file problems, from the message or a per-file error', () => {
    expect(addAtletErrorMessage(err(400, 'File terlalu besar. Maksimal 2MB'))).toBe('Ukuran file melebihi batas maksimal 2MB per file.');
    expect(addAtletErrorMessage(err(400, 'Data tidak valid', { pas_foto: 'File terlalu besar. Maksimal 2MB' }))).toBe(ADD_MSG.fileSize);
    expect(addAtletErrorMessage(err(400, 'File size limit exceeded'))).toBe(ADD_MSG.fileSize);
    expect(addAtletErrorMessage(err(400, 'Format tidak didukung'))).toBe('Format file tidak didukung. Gunakan JPG, PNG, atau PDF.');
    expect(addAtletErrorMessage(err(400, 'Invalid file type'))).toBe(ADD_MSG.fileInvalid);
  });
  it('keeps the 8MB total message as the server wrote it', () => {
    expect(addAtletErrorMessage(err(400, 'Total file terlalu besar (9.2MB). Maksimal 8MB'))).toBe(
      'Total file terlalu besar (9.2MB). Maksimal 8MB',
    );
  });
  it('maps a missing argument, the NIK one to the requirement text', () => {
    expect(addAtletErrorMessage(err(400, 'Argument `nik` is missing.'))).toBe('Mohon Lengkapi requirement yang dibutuhkan');
    expect(addAtletErrorMessage(err(400, 'Argument `alamat` is missing.'))).toBe('Ada data wajib yang kurang atau tidak valid.');
  });
  it("shows the server's own specific message", () => {
    expect(addAtletErrorMessage(err(409, 'NIK sudah terdaftar'))).toBe('NIK sudah terdaftar');
    expect(addAtletErrorMessage(err(400, 'NIK sudah terdaftar'))).toBe('NIK sudah terdaftar');
    expect(addAtletErrorMessage(err(400, 'NIK harus 16 digit angka', { nik: 'NIK harus 16 digit angka' }))).toBe(
      'NIK harus 16 digit angka',
    );
    expect(addAtletErrorMessage(err(400, 'Data tidak valid', { no_telp: 'Format nomor telepon tidak valid (contoh: 08123456789)' }))).toBe(
      'Format nomor telepon tidak valid (contoh: 08123456789)',
    );
  });
  it('falls back when the 400 says nothing specific', () => {
    expect(addAtletErrorMessage(err(400, 'HTTP error! status: 400'))).toBe('Data yang dikirim tidak valid. Periksa kembali form.');
    expect(addAtletErrorMessage(err(400, 'Bad Request'))).toBe(ADD_MSG.badRequest);
    expect(addAtletErrorMessage(err(400, ''))).toBe(ADD_MSG.badRequest);
  });
  it('uses the short server message otherwise, else the default', () => {
    expect(addAtletErrorMessage(err(403, 'Hanya pelatih yang dapat menambah atlet'))).toBe('Hanya pelatih yang dapat menambah atlet');
    expect(addAtletErrorMessage(err(422, 'x'.repeat(500)))).toBe('Terjadi kesalahan saat menyimpan data');
    expect(addAtletErrorMessage(err(404, 'HTTP error! status: 404'))).toBe(ADD_MSG.fallback);
    expect(addAtletErrorMessage(new Error('QuotaExceededError'))).toBe(ADD_MSG.fallback);
    expect(addAtletErrorMessage('aneh')).toBe(ADD_MSG.fallback);
  });
});
