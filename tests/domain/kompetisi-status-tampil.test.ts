import { describe, expect, it } from 'vitest';
import {
  pendaftaranDibuka,
  STATUS_TAMPIL,
  STATUS_TAMPIL_LABEL,
  statusTampil,
  type KompetisiTanggal,
} from '../../src/domain/kompetisi/status-tampil';
import { todayWib } from '../../src/domain/atlet/umur';

// The spec's championship: registration until 8 Nov, matches 22-26 Nov 2025.
const spec: KompetisiTanggal = {
  status: 'PENDAFTARAN',
  tanggal_mulai: '2025-11-22',
  tanggal_selesai: '2025-11-26',
  batas_pendaftaran: '2025-11-08',
};

describe('statusTampil: the dates decide, whatever the stored status still says', () => {
  it.each([
    ['well before the deadline', '2025-08-01', 'PENDAFTARAN'],
    ['the deadline day itself is still open', '2025-11-08', 'PENDAFTARAN'],
    ['the day after the deadline is closed', '2025-11-09', 'PENDAFTARAN_DITUTUP'],
    ['the last day before the matches', '2025-11-21', 'PENDAFTARAN_DITUTUP'],
    ['the first match day', '2025-11-22', 'SEDANG_DIMULAI'],
    ['the last match day', '2025-11-26', 'SEDANG_DIMULAI'],
    ['the day after the last match day', '2025-11-27', 'SELESAI'],
    ['a year later (issue 11: still shown as open)', '2026-11-22', 'SELESAI'],
  ] as const)('%s (%s) → %s', (_name, today, expected) => {
    expect(statusTampil(spec, today)).toBe(expected);
    expect(pendaftaranDibuka(spec, today)).toBe(expected === 'PENDAFTARAN');
  });

  it('without a deadline, registration stays open up to the day before the first match day', () => {
    const k = { ...spec, batas_pendaftaran: null };
    expect(statusTampil(k, '2025-11-21')).toBe('PENDAFTARAN');
    expect(statusTampil(k, '2025-11-22')).toBe('SEDANG_DIMULAI');
    expect(statusTampil({ ...spec, batas_pendaftaran: undefined }, '2025-11-21')).toBe('PENDAFTARAN');
  });

  it("the organiser's SEDANG_DIMULAI and SELESAI count before the dates say so", () => {
    expect(statusTampil({ ...spec, status: 'SEDANG_DIMULAI' }, '2025-11-01')).toBe('SEDANG_DIMULAI');
    expect(statusTampil({ ...spec, status: 'SELESAI' }, '2025-11-01')).toBe('SELESAI');
    // ...but a competition whose last day is past is over even if the status was never moved on.
    expect(statusTampil({ ...spec, status: 'SEDANG_DIMULAI' }, '2025-11-27')).toBe('SELESAI');
  });

  it('an unknown status is never open', () => {
    expect(statusTampil({ ...spec, status: 'DRAFT' }, '2025-08-01')).toBe('PENDAFTARAN_DITUTUP');
    expect(statusTampil({ ...spec, status: 'DRAFT' }, '2025-11-23')).toBe('SEDANG_DIMULAI');
  });

  it('a deadline after the first match day does not keep registration open during the matches', () => {
    expect(statusTampil({ ...spec, batas_pendaftaran: '2025-11-30' }, '2025-11-23')).toBe('SEDANG_DIMULAI');
  });

  it('a one-day competition; a missing end date reads as the start date', () => {
    const k = { ...spec, tanggal_selesai: '2025-11-22' };
    expect(statusTampil(k, '2025-11-22')).toBe('SEDANG_DIMULAI');
    expect(statusTampil(k, '2025-11-23')).toBe('SELESAI');
    expect(statusTampil({ ...spec, tanggal_selesai: '' }, '2025-11-23')).toBe('SELESAI');
  });

  it('unreadable dates fall back to the stored status', () => {
    const k = { status: 'PENDAFTARAN', tanggal_mulai: 'nanti', tanggal_selesai: 'nanti', batas_pendaftaran: '2025-02-30' };
    expect(statusTampil(k, '2030-01-01')).toBe('PENDAFTARAN');
    expect(statusTampil({ ...k, status: 'SELESAI' }, '2030-01-01')).toBe('SELESAI');
  });

  it('accepts ISO timestamps for today and the dates (only the day counts)', () => {
    expect(statusTampil({ ...spec, batas_pendaftaran: '2025-11-08T00:00:00.000Z' }, '2025-11-08T23:59:59+07:00')).toBe('PENDAFTARAN');
  });

  it('defaults to today in WIB', () => {
    const today = todayWib();
    expect(statusTampil({ ...spec, batas_pendaftaran: today, tanggal_mulai: '2999-01-01', tanggal_selesai: '2999-01-02' })).toBe(
      'PENDAFTARAN',
    );
  });

  it('labels: the DATA KOMPETISI words of spec 001 plus Pendaftaran Ditutup', () => {
    expect(STATUS_TAMPIL.map((s) => STATUS_TAMPIL_LABEL[s])).toEqual(['Pendaftaran', 'Pendaftaran Ditutup', 'Sedang Dimulai', 'Selesai']);
  });
});
