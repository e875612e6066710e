import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { geserHari } from '../../src/domain/kompetisi/tanggal-tampil';
import { batasSimpanDokumen, dokumenLewatMasaSimpan, retensiSettingSchema, selesaiPalingLambat } from '../../src/domain/retensi';

const selesai = (tanggal_selesai: string, status = 'SELESAI') => ({ status, tanggal_mulai: tanggal_selesai, tanggal_selesai });

describe('retention of identity documents', () => {
  it('keeps them until the end of the last competition plus the period, erased the day after', () => {
    const k = [selesai('2030-03-01'), selesai('2029-12-01')];
    expect(batasSimpanDokumen(k, 90, '2030-05-30')).toBe('2030-05-30');
    expect(dokumenLewatMasaSimpan(k, 90, '2030-05-30')).toBe(false);
    expect(dokumenLewatMasaSimpan(k, 90, '2030-05-31')).toBe(true);
  });

  it('an open competition keeps them; one its organiser left running counts as over once its end date passed', () => {
    expect(batasSimpanDokumen([selesai('2029-01-01'), selesai('2030-07-02', 'PENDAFTARAN')], 90, '2030-06-15')).toBeNull();
    expect(dokumenLewatMasaSimpan([selesai('2030-03-10', 'SEDANG_DIMULAI')], 90, '2030-06-15')).toBe(true);
    expect(dokumenLewatMasaSimpan([selesai('2030-03-10', 'SEDANG_DIMULAI')], 90, '2030-03-10')).toBe(false);
  });

  it('never erases the documents of an athlete entered nowhere; a later edit starts the period again', () => {
    expect(batasSimpanDokumen([], 90, '2040-01-01')).toBeNull();
    expect(batasSimpanDokumen([selesai('2030-03-01')], 90, '2030-06-15', '2030-05-01')).toBe('2030-07-30');
    expect(batasSimpanDokumen([selesai('2030-03-01')], 90, '2030-06-15', '2029-05-01')).toBe('2030-05-30');
  });

  it("the job's query bound is the latest end that may go today, for any period", () => {
    for (const hari of [1, 30, 90, 365]) {
      const today = '2030-06-15';
      const batas = selesaiPalingLambat(today, hari);
      expect(dokumenLewatMasaSimpan([selesai(batas)], hari, today)).toBe(true);
      expect(dokumenLewatMasaSimpan([selesai(geserHari(batas, 1)!)], hari, today)).toBe(false);
    }
  });

  it('the period is a whole number of days from 1 to 3650', () => {
    for (const ok of [1, 90, 3650]) expect(v.safeParse(retensiSettingSchema, { retensi_hari: ok }).success).toBe(true);
    for (const salah of [0, 3651, 1.5, '90', null]) {
      const r = v.safeParse(retensiSettingSchema, { retensi_hari: salah });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.issues[0].message).toBe('Masa simpan harus bilangan bulat 1–3650 hari');
    }
  });
});
