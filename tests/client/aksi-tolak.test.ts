import { describe, expect, it } from 'vitest';
import { ApiError, RESPONS_TIDAK_VALID } from '../../src/client/data/api-error';
import { editKey, newKey } from '../../src/client/data/atlet/store';
import type { OutboxEntry } from '../../src/client/data/db';
import { pesertaEntityKey, pesertaNewKey } from '../../src/client/data/kompetisi/keys';
import { aksiTolak, tombolTolak } from '../../src/client/data/sync/aksi-tolak';
import { syncListView } from '../../src/client/data/sync/sync-list';
import { atletUpdateMessage } from '../../src/client/features/atlet/profile/atlet-update-error';
import { RESET_FIELDS, refusalFieldErrors, resetShownField } from '../../src/client/features/auth/auth-form-errors';
import { dojangLoadMessage } from '../../src/client/features/dojang/dojang-load-error';

/** A refused outbox entry as the replayer leaves it. */
function refused(entityKey: string, lastError: string, lastKode?: string, lastStatus = 409): OutboxEntry {
  return {
    id: `e-${entityKey}-${lastKode ?? 'x'}`, seq: 1, method: 'POST', path: '/x', attempts: 1, status: 'rejected', lastError,
    ownerId: 7, label: 'Daftar Andi ke Kyorugi', entityKey, chain: entityKey, createdAt: 1, nextAttemptAt: 0,
    lastStatus, ...(lastKode ? { lastKode } : {}), fixPath: '/dashboard/dataKompetisi/5',
  };
}

describe('what a refused write offers is chosen by its kode', () => {
  it('a registration: another class, or only dismiss', () => {
    for (const kode of ['kelas_tidak_cocok', 'kuota_penuh', 'sudah_terdaftar', 'satu_kyorugi', 'kelas_tidak_ditemukan']) {
      expect(aksiTolak('peserta', kode)).toBe('pilih_kelas');
    }
    for (const kode of ['batas_pendaftaran_lewat', 'pendaftaran_ditutup', 'sudah_disetujui', 'sudah_dibayar', 'akses_ditolak']) {
      expect(aksiTolak('peserta', kode)).toBe('buang');
    }
  });

  it("an athlete: 'Perbaiki'", () => {
    for (const kode of ['validasi', 'nik_terdaftar', 'dokumen_wajib']) expect(aksiTolak('atlet', kode)).toBe('perbaiki');
    expect(aksiTolak('peserta', 'validasi')).toBeNull();
  });

  it('no kode (queued by an older version), an unknown kode or resource: no rule', () => {
    expect(aksiTolak('peserta', undefined)).toBeNull();
    expect(aksiTolak('peserta', 'kesalahan_server')).toBeNull();
    expect(aksiTolak('bagan', 'kuota_penuh')).toBeNull();
    expect(aksiTolak(undefined, 'kuota_penuh')).toBeNull();
    expect(aksiTolak('peserta', 'constructor')).toBeNull();
  });

  it('the buttons: no rule keeps Perbaiki (with a place) and Retry; a known code drops Retry; dismiss-only drops both', () => {
    expect(tombolTolak(null, true)).toEqual({ perbaiki: true, ulangi: true });
    expect(tombolTolak(null, false)).toEqual({ perbaiki: false, ulangi: true });
    expect(tombolTolak('pilih_kelas', true)).toEqual({ perbaiki: true, ulangi: false });
    expect(tombolTolak('perbaiki', true)).toEqual({ perbaiki: true, ulangi: false });
    expect(tombolTolak('buang', true)).toEqual({ perbaiki: false, ulangi: false });
  });
});

describe("the header's sync list reads the resource from the key and the action from lastKode, never the words", () => {
  it('a registration refused as closed offers only Dismiss, whatever its message says', () => {
    const view = syncListView(refused(pesertaNewKey(5, 'u1'), 'Kuota peserta kompetisi sudah penuh', 'pendaftaran_ditutup', 403));
    expect(view).toMatchObject({ konflik: false, perbaiki: false, ulangi: false, kode: 'pendaftaran_ditutup' });
  });

  it('a class change refused for a full quota offers another class (Perbaiki) and Dismiss', () => {
    const view = syncListView(refused(pesertaEntityKey(5, 12), 'Pendaftaran kompetisi ini sudah ditutup', 'kuota_penuh'));
    expect(view).toMatchObject({ konflik: false, perbaiki: true, ulangi: false });
  });

  it("an athlete refused 'nik_terdaftar' offers Perbaiki; one queued before codes keeps Perbaiki and Retry", () => {
    expect(syncListView(refused(newKey('l1'), 'NIK sudah terdaftar', 'nik_terdaftar'))).toMatchObject({ perbaiki: true, ulangi: false });
    expect(syncListView(refused(editKey(3), 'NIK sudah terdaftar'))).toMatchObject({ perbaiki: true, ulangi: true });
    expect(syncListView(refused(pesertaNewKey(5, 'u2'), 'Pendaftaran kompetisi ini sudah ditutup', undefined, 403)))
      .toMatchObject({ perbaiki: true, ulangi: true });
  });
});

describe('screen helpers branch on kode', () => {
  it("athlete update: a file over its limit is known by 'terlalu_besar', not by the words 'File size'", () => {
    expect(atletUpdateMessage(new ApiError(413, 'Ukuran file maksimal 5MB', { pas_foto: 'Ukuran file maksimal 5MB' }, 'terlalu_besar')))
      .toBe('File terlalu besar. Maksimal 5MB per file.');
    // With a code, words alone decide nothing.
    expect(atletUpdateMessage(new ApiError(409, 'File size NIK', undefined, 'nik_terdaftar'))).toBe('File size NIK');
  });

  it("dojang load: the device's own 'respons_tidak_valid' code, not the words", () => {
    const invalid = new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
    expect(dojangLoadMessage(invalid, false)).toBe('Data dojang tidak valid atau belum ada');
    expect(dojangLoadMessage(new ApiError(409, 'Response data tidak valid', undefined, 'konflik'), false)).toBe('Response data tidak valid');
  });

  it('a refusal without an errors map lands on the field its kode names', () => {
    const wrongCode = new ApiError(400, 'Kode salah, minta kode baru', undefined, 'kode_salah');
    expect(refusalFieldErrors(RESET_FIELDS, wrongCode, 'Kode salah, minta kode baru', resetShownField)).toEqual({ code: 'Kode salah, minta kode baru' });
    const old = new ApiError(400, 'Kode verifikasi salah atau sudah kedaluwarsa');
    expect(refusalFieldErrors(RESET_FIELDS, old, old.message, resetShownField)).toEqual({ code: old.message });
  });
});
