import { describe, expect, it } from 'vitest';
import { ApiError, RESPONS_TIDAK_VALID } from '../../src/client/data/api-error';
import { editKey, newKey } from '../../src/client/data/atlet/store';
import type { OutboxEntry } from '../../src/client/data/db';
import { pesertaEntityKey, pesertaNewKey } from '../../src/client/data/kompetisi/keys';
import { aksiTolak, JURI_DIGITAL, tombolTolak, VENUE } from '../../src/client/data/sync/aksi-tolak';
import { syncListView } from '../../src/client/data/sync/sync-list';
import { atletUpdateMessage } from '../../src/client/features/atlet/profile/atlet-update-error';
import { RESET_FIELDS, refusalFieldErrors, resetShownField } from '../../src/client/features/auth/auth-form-errors';
import { dojangLoadMessage } from '../../src/client/features/dojang/dojang-load-error';
import { KODE_TOLAK_VENUE, type JenisTulisVenue } from '../../src/domain/tolak-venue';
import { STATUS_TOLAK as STATUS_BAGAN } from '../../src/server/bagan/tolak';
import { STATUS_TOLAK as STATUS_JADWAL } from '../../src/server/jadwal/tolak';
import { STATUS_TOLAK as STATUS_LAPANGAN } from '../../src/server/lapangan/tolak';
import { STATUS_TOLAK as STATUS_TIMBANG } from '../../src/server/penimbangan/tolak';
import { STATUS_JURI } from '../../src/server/skor/juri-tolak';
import { STATUS_TOLAK as STATUS_SKOR } from '../../src/server/skor/tolak';

/** A refused outbox entry as the replayer leaves it. */
function refused(entityKey: string, lastError: string, lastKode?: string, lastStatus = 409): OutboxEntry {
  return {
    id: `e-${entityKey}-${lastKode ?? 'x'}`,
    seq: 1,
    method: 'POST',
    path: '/x',
    attempts: 1,
    status: 'rejected',
    lastError,
    ownerId: 7,
    label: 'Daftar Andi ke Kyorugi',
    entityKey,
    chain: entityKey,
    createdAt: 1,
    nextAttemptAt: 0,
    lastStatus,
    ...(lastKode ? { lastKode } : {}),
    fixPath: '/dashboard/dataKompetisi/5',
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

  it('the buttons: no rule keeps Perbaiki (with a place) and Retry; a known code drops Retry unless it may still land; dismiss-only drops both', () => {
    expect(tombolTolak(null, true)).toEqual({ perbaiki: true, ulangi: true });
    expect(tombolTolak(null, false)).toEqual({ perbaiki: false, ulangi: true });
    expect(tombolTolak('pilih_kelas', true)).toEqual({ perbaiki: true, ulangi: false });
    expect(tombolTolak('perbaiki', true)).toEqual({ perbaiki: true, ulangi: false });
    expect(tombolTolak('buang', true)).toEqual({ perbaiki: false, ulangi: false });
    expect(tombolTolak('konflik', true)).toEqual({ perbaiki: false, ulangi: false });
    expect(tombolTolak('ulangi', true)).toEqual({ perbaiki: false, ulangi: true });
  });
});

/** The server's status tables of each kind of venue write: the codes it can answer them with. */
const TABEL_SERVER: Record<JenisTulisVenue, readonly Readonly<Record<string, number>>[]> = {
  meja: [STATUS_LAPANGAN, STATUS_SKOR],
  bagan: [STATUS_BAGAN],
  timbang: [STATUS_TIMBANG],
  juri: [STATUS_JURI],
  jadwal: [STATUS_JADWAL],
};
const JENIS = Object.keys(TABEL_SERVER) as JenisTulisVenue[];

describe('every refusal code a venue write can get has a deliberate action', () => {
  it("the server's status tables give no venue code the domain's lists leave out", () => {
    for (const jenis of JENIS) {
      const daftar = new Set<string>(KODE_TOLAK_VENUE[jenis]);
      for (const tabel of TABEL_SERVER[jenis])
        for (const kode of Object.keys(tabel)) expect(daftar.has(kode), `${jenis}: ${kode}`).toBe(true);
    }
  });

  it('each venue resource gives every code of its list and of the server tables an action', () => {
    expect(new Set(Object.values(VENUE))).toEqual(new Set(JENIS));
    for (const [resource, jenis] of Object.entries(VENUE)) {
      const kodes = new Set([...KODE_TOLAK_VENUE[jenis], ...TABEL_SERVER[jenis].flatMap((t) => Object.keys(t))]);
      for (const kode of kodes) expect(aksiTolak(resource, kode), `${resource}: ${kode}`).not.toBeNull();
    }
  });

  it('what retrying cannot change is dismiss-only; what the user can change offers Perbaiki; a stale versi the choice', () => {
    const buang: [string, string][] = [
      ['timbang', 'percobaan_habis'],
      ['timbang', 'sudah_diskualifikasi'],
      ['partai', 'partai_selesai'],
      ['skor', 'partai_selesai'],
      ['partai', 'tunggu_belum_habis'],
      ['skor', 'kejadian_bentrok'],
      [JURI_DIGITAL, 'tekan_penuh'],
      [JURI_DIGITAL, 'tautan_juri_kedaluwarsa'],
    ];
    for (const [resource, kode] of buang) {
      expect(aksiTolak(resource, kode), `${resource}: ${kode}`).toBe('buang');
      expect(tombolTolak(aksiTolak(resource, kode), true)).toEqual({ perbaiki: false, ulangi: false });
    }
    for (const resource of ['partai', 'bagan']) {
      expect(aksiTolak(resource, 'hasil_bertentangan_log')).toBe('perbaiki');
      expect(aksiTolak(resource, 'alasan_koreksi_wajib')).toBe('perbaiki');
      expect(aksiTolak(resource, 'konflik_versi')).toBe('konflik');
    }
    expect(aksiTolak('timbang', 'konflik_versi')).toBe('konflik');
    expect(aksiTolak('partai', 'hasil_terkunci')).toBe('ulangi');
  });

  it('a refused court-desk write in the sync list: a finished bout only Dismiss; a stale versi the conflict choice, no Retry', () => {
    const selesai = syncListView({
      ...refused('partai:5:3:m-1', 'Partai ini sudah selesai', 'partai_selesai'),
      fixPath: '/admin-kompetisi/lapangan',
    });
    expect(selesai).toMatchObject({ konflik: false, perbaiki: false, ulangi: false });
    const bentrok = syncListView(refused('partai:5:3:m-1', 'Partai ini sudah diubah di perangkat lain', 'konflik_versi'));
    expect(bentrok).toMatchObject({ perbaiki: false, ulangi: false });
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
    expect(syncListView(refused(pesertaNewKey(5, 'u2'), 'Pendaftaran kompetisi ini sudah ditutup', undefined, 403))).toMatchObject({
      perbaiki: true,
      ulangi: true,
    });
  });
});

describe('screen helpers branch on kode', () => {
  it("athlete update: a file over its limit is known by 'terlalu_besar', not by the words 'File size'", () => {
    expect(
      atletUpdateMessage(new ApiError(413, 'Ukuran file maksimal 5MB', { pas_foto: 'Ukuran file maksimal 5MB' }, 'terlalu_besar')),
    ).toBe('File terlalu besar. Maksimal 5MB per file.');
    // With a code, words alone decide nothing.
    expect(atletUpdateMessage(new ApiError(409, 'File size NIK', undefined, 'nik_terdaftar'))).toBe('File size NIK');
  });

  it("dojang load: the device's own 'respons_tidak_valid' code, not the words", () => {
    const invalid = new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
    expect(dojangLoadMessage(invalid, false)).toBe('Data dojang tidak valid atau belum ada');
    expect(dojangLoadMessage(new ApiError(409, 'Response data tidak valid', undefined, 'konflik'), false)).toBe(
      'Response data tidak valid',
    );
  });

  it('a refusal without an errors map lands on the field its kode names', () => {
    const wrongCode = new ApiError(400, 'Kode salah, minta kode baru', undefined, 'kode_salah');
    expect(refusalFieldErrors(RESET_FIELDS, wrongCode, 'Kode salah, minta kode baru', resetShownField)).toEqual({
      code: 'Kode salah, minta kode baru',
    });
    const old = new ApiError(400, 'Kode verifikasi salah atau sudah kedaluwarsa');
    expect(refusalFieldErrors(RESET_FIELDS, old, old.message, resetShownField)).toEqual({ code: old.message });
  });
});
