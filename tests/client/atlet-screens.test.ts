import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '../../src/client/data/api-error';
import {
  ATLET_PAGE_SIZE,
  GENDER_FILTERS,
  activeFilterText,
  atletListPage,
  emptyListText,
  inisial,
  isFilterActive,
  orDash,
  umurText,
} from '../../src/client/features/atlet/list/atlet-list-view';
import { atletUpdateMessage } from '../../src/client/features/atlet/profile/atlet-update-error';
import {
  ATLET_DOWNLOAD_MESSAGES,
  isPdf,
  localDownloadName,
  previewName,
  storedNameProblem,
} from '../../src/client/features/atlet/profile/dokumen-preview';
import { atletToValues, punyaPasFoto, valuesToUpdateFields, withHapus } from '../../src/client/features/atlet/profile/atlet-edit-values';

type Row = { nama_atlet: string; provinsi: string | null; jenis_kelamin: 'LAKI_LAKI' | 'PEREMPUAN'; umur: number | null };
const row = (i: number, extra: Partial<Row> = {}): Row => ({
  nama_atlet: `Atlet ${String(i).padStart(5, '0')}`,
  provinsi: i % 2 ? 'JAWA BARAT' : 'SUMATERA SELATAN',
  jenis_kelamin: i % 3 ? 'LAKI_LAKI' : 'PEREMPUAN',
  umur: 10 + (i % 10),
  ...extra,
});

describe('DATA ATLIT list view (spec 001 §2, §9)', () => {
  const list = Array.from({ length: 60 }, (_, i) => row(i));

  it('cuts 25 per page and counts pages', () => {
    const view = atletListPage(list, '', 'SEMUA', 1);
    expect(ATLET_PAGE_SIZE).toBe(25);
    expect(view.rows).toHaveLength(25);
    expect(view.totalPages).toBe(3);
    expect(view.matched).toBe(60);
    expect(atletListPage(list, '', 'SEMUA', 3).rows).toHaveLength(10);
  });

  it('keeps the page within range when the filtered list shrinks', () => {
    expect(atletListPage(list, 'sumatera', 'PEREMPUAN', 9).page).toBe(1);
    expect(atletListPage([], '', 'SEMUA', 4)).toEqual({ matched: 0, rows: [], page: 1, totalPages: 1 });
    expect(atletListPage(list, '', 'SEMUA', 0).page).toBe(1);
  });

  it('filters by name or province, case-insensitive, and by gender', () => {
    expect(atletListPage(list, 'atlet 00007', 'SEMUA', 1).rows.map((r) => r.nama_atlet)).toEqual(['Atlet 00007']);
    expect(atletListPage(list, 'jawa barat', 'SEMUA', 1).matched).toBe(30);
    const perempuan = atletListPage(list, '', 'PEREMPUAN', 1);
    expect(perempuan.matched).toBe(20);
    expect(perempuan.rows.every((r) => r.jenis_kelamin === 'PEREMPUAN')).toBe(true);
  });

  it('filters 10,000 athletes quickly', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => row(i));
    const start = performance.now();
    const view = atletListPage(big, 'atlet 0', 'LAKI_LAKI', 2);
    expect(performance.now() - start).toBeLessThan(200);
    expect(view.rows).toHaveLength(25);
  });

  it('gender buttons, active-filter line and empty texts', () => {
    expect(GENDER_FILTERS.map((g) => g.label)).toEqual(['Semua', 'Laki-laki', 'Perempuan']);
    expect(isFilterActive('  ', 'SEMUA')).toBe(false);
    expect(isFilterActive('', 'PEREMPUAN')).toBe(true);
    expect(activeFilterText(' budi ', 'LAKI_LAKI')).toBe('Pencarian: "budi" · Gender: Laki-laki');
    expect(activeFilterText('', 'PEREMPUAN')).toBe('Gender: Perempuan');
    expect(emptyListText(0)).toBe('Belum ada atlet yang terdaftar');
    expect(emptyListText(5)).toBe('Tidak ada atlet yang sesuai dengan filter');
  });

  it('initial, dash for empty province, age in Tahun', () => {
    expect(inisial('  budi santoso')).toBe('B');
    expect(inisial('')).toBe('?');
    expect(orDash(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('BALI')).toBe('BALI');
    expect(umurText(12)).toBe('12 Tahun');
    expect(umurText(null)).toBe('-');
  });
});

describe('athlete update error toast (spec 001 §8 "Athlete update")', () => {
  it('maps the known messages', () => {
    expect(atletUpdateMessage(new ApiError(400, 'File size too large'))).toBe('File terlalu besar. Maksimal 5MB per file.');
    expect(atletUpdateMessage(new ApiError(400, 'Invalid file type'))).toBe('Format file tidak didukung. Gunakan JPG, PNG, atau PDF.');
    expect(atletUpdateMessage(new ApiError(400, 'Nama wajib diisi'))).toBe('Ada field wajib yang belum diisi: Nama wajib diisi');
  });
  it('otherwise the message, or the fallback', () => {
    expect(atletUpdateMessage(new ApiError(409, 'NIK sudah terdaftar'))).toBe('NIK sudah terdaftar');
    expect(atletUpdateMessage(new ApiError(0, NETWORK_MESSAGE))).toBe(NETWORK_MESSAGE);
    expect(atletUpdateMessage(new ApiError(500, 'HTTP error! status: 500'))).toBe('Gagal memperbarui data atlet');
    expect(atletUpdateMessage(new Error(''))).toBe('Gagal memperbarui data atlet');
    expect(atletUpdateMessage('boom')).toBe('Gagal memperbarui data atlet');
  });
});

describe('documents: preview name and download checks', () => {
  it('a name over 50 characters shows a generic label', () => {
    const long = `${'a'.repeat(47)}.jpg`;
    expect(long.length).toBe(51);
    expect(previewName(long, 'pas_foto')).toBe('File Pas Foto');
    expect(previewName(long, 'ktp')).toBe('File KK/KTP');
    expect(previewName('a'.repeat(50), 'ktp')).toBe('a'.repeat(50));
  });
  it('download messages and path check', () => {
    expect(ATLET_DOWNLOAD_MESSAGES).toEqual({
      none: 'Tidak ada file untuk didownload',
      missing: 'File tidak ditemukan di server',
      failed: 'Gagal mendownload file',
      invalid: 'Path file tidak valid',
    });
    expect(storedNameProblem(null)).toBe('Tidak ada file untuk didownload');
    expect(storedNameProblem('')).toBe('Tidak ada file untuk didownload');
    expect(storedNameProblem('../etc/passwd')).toBe('Path file tidak valid');
    expect(storedNameProblem('a/b.jpg')).toBe('Path file tidak valid');
    expect(storedNameProblem('1a2b3c.jpg')).toBeNull();
  });
  it('recognises PDFs and names files kept on the device', () => {
    expect(isPdf('sertifikat.PDF')).toBe(true);
    expect(isPdf({ type: 'application/pdf' })).toBe(true);
    expect(isPdf({ name: 'foto.jpg', type: 'image/jpeg' })).toBe(false);
    expect(localDownloadName('ktp', 'Budi', { type: 'image/png' })).toBe('KK-KTP - Budi.png');
    expect(localDownloadName('pas_foto', 'Budi', { type: 'image/jpeg', name: 'x.jpg' })).toBe('x.jpg');
  });
});

describe('athlete edit values (spec 001 §5 "Athlete edit")', () => {
  const atlet = {
    nama_atlet: 'Budi',
    tanggal_lahir: '2012-05-06T00:00:00.000Z',
    jenis_kelamin: 'LAKI_LAKI',
    nik: null,
    no_telp: '08123456789',
    alamat: '',
    provinsi: 'BALI',
    kota: 'KOTA DENPASAR',
    belt: 'hijau',
    berat_badan: 40.5,
    tinggi_badan: null,
  };

  it('form values show the date as its first 10 characters and empties as ""', () => {
    const values = atletToValues(atlet);
    expect(values.tanggal_lahir).toBe('2012-05-06');
    expect(values.nik).toBe('');
    expect(values.berat_badan).toBe('40.5');
    expect(values.tinggi_badan).toBe('');
    expect(atletToValues(undefined).nama_atlet).toBe('');
    expect(atletToValues(atlet).kewarganegaraan).toBe('WNI');
    expect(atletToValues({ ...atlet, kewarganegaraan: 'WNA' }).kewarganegaraan).toBe('WNA');
  });

  it('sends name, gender, birth date always; other fields only when non-empty; measures only when positive', () => {
    const values = { ...atletToValues(atlet), nama_atlet: '  Budi S ', alamat: '   ', tinggi_badan: '0', berat_badan: '41,5', nik: '' };
    expect(valuesToUpdateFields(values)).toEqual({
      nama_atlet: 'Budi S',
      tanggal_lahir: '2012-05-06',
      jenis_kelamin: 'LAKI_LAKI',
      no_telp: '08123456789',
      provinsi: 'BALI',
      kota: 'KOTA DENPASAR',
      belt: 'hijau',
      berat_badan: '41,5',
      kewarganegaraan: 'WNI',
    });
    expect(valuesToUpdateFields({ ...values, nama_atlet: '', jenis_kelamin: '' })).toMatchObject({ nama_atlet: '', jenis_kelamin: '' });
    expect(valuesToUpdateFields({ ...values, berat_badan: '-3', tinggi_badan: 'abc' })).not.toHaveProperty('berat_badan');
  });

  it('Pas Foto must remain after the change', () => {
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    expect(punyaPasFoto({ stored: 'a.jpg', pending: undefined, chosen: undefined, removed: false })).toBe(true);
    expect(punyaPasFoto({ stored: 'a.jpg', pending: undefined, chosen: undefined, removed: true })).toBe(false);
    expect(punyaPasFoto({ stored: null, pending: undefined, chosen: blob, removed: true })).toBe(true);
    expect(punyaPasFoto({ stored: null, pending: blob, chosen: undefined, removed: false })).toBe(true);
    expect(punyaPasFoto({ stored: null, pending: undefined, chosen: undefined, removed: false })).toBe(false);
  });

  it('remove list toggles one kind without duplicates', () => {
    expect(withHapus(['ktp'], 'ktp', true)).toEqual(['ktp']);
    expect(withHapus(['ktp', 'pas_foto'], 'ktp', false)).toEqual(['pas_foto']);
    expect(withHapus([], 'akte_kelahiran', true)).toEqual(['akte_kelahiran']);
  });
});
