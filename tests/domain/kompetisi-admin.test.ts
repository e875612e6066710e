import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KOMPETISI_ADMIN_MSG as M,
  cekKompetisi,
  kompetisiCreateSchema,
  kompetisiKelasSchema,
  kompetisiStatusSchema,
  kompetisiUpdateSchema,
} from '../../src/domain/schemas/kompetisi-admin';

const VALID = { nama_event: 'Sriwijaya Cup', tanggal_mulai: '2026-11-22', tanggal_selesai: '2026-11-26', biaya_pendaftaran: 500000 };

/** The first message and the field it belongs to, or null when the input passes. */
function issue(schema: v.GenericSchema, input: unknown): [string, string] | null {
  const r = v.safeParse(schema, input);
  if (r.success) return null;
  const i = r.issues[0];
  return [i.path?.map((p) => String(p.key)).join('.') ?? '_', i.message];
}

describe('creating a competition', () => {
  it('needs a name of 3 to 200 characters, the dates and the WNI fee', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, nama_event: undefined })).toEqual(['nama_event', M.nama]);
    expect(issue(kompetisiCreateSchema, { ...VALID, nama_event: '   ' })).toEqual(['nama_event', M.nama]);
    expect(issue(kompetisiCreateSchema, { ...VALID, nama_event: 'ab' })).toEqual(['nama_event', M.namaMin]);
    expect(issue(kompetisiCreateSchema, { ...VALID, nama_event: 'x'.repeat(201) })).toEqual(['nama_event', M.namaMaks]);
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_mulai: '' })).toEqual(['tanggal_mulai', 'Tanggal mulai harus diisi']);
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_selesai: null })).toEqual(['tanggal_selesai', 'Tanggal selesai harus diisi']);
    expect(issue(kompetisiCreateSchema, { ...VALID, biaya_pendaftaran: undefined })).toEqual([
      'biaya_pendaftaran',
      'Biaya pendaftaran WNI harus diisi',
    ]);
    expect(issue(kompetisiCreateSchema, VALID)).toBeNull();
  });

  it('takes real calendar dates between 2000 and 2100', () => {
    for (const bad of ['2026-02-29', '22-11-2026', '2026-13-01', 'besok', '2026-11-22T10:00']) {
      expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_mulai: bad })).toEqual(['tanggal_mulai', M.tanggalTidakValid]);
    }
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_mulai: '1999-12-31' })).toEqual(['tanggal_mulai', M.tahun]);
    expect(issue(kompetisiCreateSchema, { ...VALID, batas_pendaftaran: '2026-02-30' })).toEqual(['batas_pendaftaran', M.tanggalTidakValid]);
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_mulai: '2028-02-29', tanggal_selesai: '2028-02-29' })).toBeNull();
  });

  it('orders the dates: the end not before the start, the deadline not after the start', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_selesai: '2026-11-21' })).toEqual(['tanggal_selesai', M.selesaiSebelumMulai]);
    expect(issue(kompetisiCreateSchema, { ...VALID, batas_pendaftaran: '2026-11-23' })).toEqual(['batas_pendaftaran', M.batasSetelahMulai]);
    expect(issue(kompetisiCreateSchema, { ...VALID, tanggal_selesai: '2026-11-22', batas_pendaftaran: '2026-11-22' })).toBeNull();
  });

  it('fees are whole Rupiah ≥ 0 (numbers or digit strings); the WNA fee may be left empty', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, biaya_pendaftaran: -5 })).toEqual(['biaya_pendaftaran', M.biayaNegatif]);
    expect(issue(kompetisiCreateSchema, { ...VALID, biaya_pendaftaran: 100.5 })).toEqual(['biaya_pendaftaran', M.biayaBulat]);
    expect(issue(kompetisiCreateSchema, { ...VALID, biaya_wna: 'Rp 1jt' })).toEqual(['biaya_wna', M.biayaBulat]);
    expect(issue(kompetisiCreateSchema, { ...VALID, biaya_wna: 1_000_000_001 })).toEqual(['biaya_wna', M.biayaMaks]);
    const out = v.parse(kompetisiCreateSchema, { ...VALID, biaya_pendaftaran: ' 0 ', biaya_wna: '' });
    expect(out).toMatchObject({ biaya_pendaftaran: 0, biaya_wna: null });
    expect(v.parse(kompetisiCreateSchema, { ...VALID, biaya_wna: '1000000' }).biaya_wna).toBe(1_000_000);
  });

  it('a quota is empty (none) or a whole number ≥ 1', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, kuota: 0 })).toEqual(['kuota', M.kuotaMin]);
    expect(issue(kompetisiCreateSchema, { ...VALID, kuota: '2.5' })).toEqual(['kuota', M.kuotaBulat]);
    expect(issue(kompetisiCreateSchema, { ...VALID, kuota: 100_001 })).toEqual(['kuota', M.kuotaMaks]);
    expect(v.parse(kompetisiCreateSchema, { ...VALID, kuota: '' }).kuota).toBeNull();
    expect(v.parse(kompetisiCreateSchema, { ...VALID, kuota: '400' }).kuota).toBe(400);
  });

  it('checks the committee contact and asks for the whole bank account once any part is given', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, kontak_whatsapp: '12345' })).toEqual(['kontak_whatsapp', M.whatsapp]);
    expect(issue(kompetisiCreateSchema, { ...VALID, kontak_email: 'a@b' })).toEqual(['kontak_email', 'Format email tidak valid']);
    expect(issue(kompetisiCreateSchema, { ...VALID, bank_nomor_rekening: 'abc-123' })).toEqual(['bank_nomor_rekening', M.rekening]);
    expect(issue(kompetisiCreateSchema, { ...VALID, bank_nama: 'Bank Sumsel Babel', bank_nomor_rekening: '150-30-12345' })).toEqual([
      'bank_atas_nama',
      M.rekeningTidakLengkap,
    ]);
    const ok = v.parse(kompetisiCreateSchema, {
      ...VALID,
      kontak_whatsapp: ' 0812-7788-4501 ',
      kontak_nama: '',
      bank_nama: 'Bank Sumsel Babel',
      bank_nomor_rekening: '150-30-12345',
      bank_atas_nama: 'Panitia',
    });
    expect(ok).toMatchObject({ kontak_whatsapp: '0812-7788-4501', kontak_nama: null, is_featured: false });
  });

  it('class keys are a list of strings, duplicates dropped', () => {
    expect(issue(kompetisiCreateSchema, { ...VALID, kelas: 'semua' })).toEqual(['kelas', M.kelas]);
    expect(v.parse(kompetisiCreateSchema, { ...VALID, kelas: ['a', 'b', 'a'] }).kelas).toEqual(['a', 'b']);
    expect(v.parse(kompetisiCreateSchema, VALID).kelas).toBeUndefined();
    expect(issue(kompetisiKelasSchema, {})).toEqual(['kelas', M.kelas]);
    expect(issue(kompetisiKelasSchema, { kelas: [] })).toBeNull();
  });
});

describe('editing a competition', () => {
  it('every field is optional; missing keeps, "" and null clear the optional ones; required ones cannot be cleared', () => {
    expect(v.parse(kompetisiUpdateSchema, {})).toEqual({});
    expect(v.parse(kompetisiUpdateSchema, { lokasi: '', kuota: null, deskripsi: '  Baru ' })).toEqual({
      lokasi: null,
      kuota: null,
      deskripsi: 'Baru',
    });
    expect(issue(kompetisiUpdateSchema, { nama_event: '' })).toEqual(['nama_event', M.nama]);
    expect(issue(kompetisiUpdateSchema, { tanggal_mulai: '' })).toEqual(['tanggal_mulai', 'Tanggal mulai harus diisi']);
    expect(issue(kompetisiUpdateSchema, { biaya_pendaftaran: '' })).toEqual(['biaya_pendaftaran', 'Biaya pendaftaran WNI harus diisi']);
    expect(issue(kompetisiUpdateSchema, { is_featured: 'ya' })).toEqual(['is_featured', M.unggulan]);
    expect(v.parse(kompetisiUpdateSchema, { is_featured: 'true' }).is_featured).toBe(true);
  });

  it('cekKompetisi reads the merged record', () => {
    const stored = { tanggal_mulai: '2026-11-22', tanggal_selesai: '2026-11-26', batas_pendaftaran: '2026-11-08' };
    expect(cekKompetisi(stored)).toEqual({});
    expect(cekKompetisi({ ...stored, tanggal_mulai: '2026-11-27' })).toEqual({ tanggal_selesai: M.selesaiSebelumMulai });
    expect(cekKompetisi({ ...stored, tanggal_mulai: '2026-11-01', tanggal_selesai: '2026-11-02' })).toEqual({
      batas_pendaftaran: M.batasSetelahMulai,
    });
    expect(cekKompetisi({ ...stored, bank_atas_nama: 'Panitia' })).toEqual({ bank_nama: M.rekeningTidakLengkap });
  });
});

describe('status', () => {
  it('is one of the three, status_sebelumnya optional', () => {
    expect(issue(kompetisiStatusSchema, {})).toEqual(['status', M.status]);
    expect(issue(kompetisiStatusSchema, { status: 'selesai' })).toEqual(['status', M.status]);
    expect(issue(kompetisiStatusSchema, { status: 'SELESAI', status_sebelumnya: 'X' })).toEqual(['status_sebelumnya', M.statusSebelumnya]);
    expect(v.parse(kompetisiStatusSchema, { status: 'SELESAI' })).toEqual({ status: 'SELESAI' });
  });
});
