import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../../src/client/data/api-error';
import { setApiOrigin } from '../../src/client/data/api';
import { fetchAdminDojang, fetchKompetisiDojang, hapusDojang, ubahStatusDojang } from '../../src/client/data/online/admin-dojang';
import { writeSession } from '../../src/client/data/session';
import { DojangPesertaDialog } from '../../src/client/features/dojang/peserta/DojangPesertaDialog';
import { DojangPesertaTable } from '../../src/client/features/dojang/peserta/DojangPesertaTable';
import type { DojangAksi } from '../../src/client/features/dojang/validasi/DojangAksiButtons';
import { rangeText } from '../../src/client/features/dojang/validasi/DojangListStates';
import { DojangTable } from '../../src/client/features/dojang/validasi/DojangTable';
import { bidangDojang } from '../../src/client/features/dojang/validasi/dojang-fields';
import type { AdminDojangRow, KompetisiDojangRow } from '../../src/domain/schemas/admin-dojang';
import { makeAdmin, makeCoach, makeDojang, makeKompetisi, PASSWORD } from '../server/helpers/fixtures';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  setApiOrigin(server.url);
  await makeAdmin(server.open.db, 'admin-dojang@uji.id');
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin-dojang@uji.id', password: PASSWORD }),
  });
  writeSession(((await res.json()) as { data: Parameters<typeof writeSession>[0] }).data);
});
afterAll(async () => {
  setApiOrigin('');
  await server?.close();
});

describe('dojang validation calls (against the real server)', () => {
  it('reads a page, validates, and hands the server refusals over as they are', async () => {
    const d = await makeDojang(server.open.db, { nama_dojang: 'Dojang Klien' });
    const coach = await makeCoach(server.open.db, 'klien@uji.id');
    const page = await fetchAdminDojang({ page: 1, search: 'klien', status: undefined });
    expect(page.meta.total).toBe(2);
    expect(page.data.map((r) => r.nama_dojang)).toEqual(['Dojang Klien', 'Dojang klien@uji.id']);

    const ok = await ubahStatusDojang({ id_dojang: d.id_dojang, status: 'APPROVED', status_sebelumnya: 'PENDING' });
    expect(ok.message).toBe('Dojang berhasil divalidasi');
    expect(ok.data?.status).toBe('APPROVED');
    const stale = await ubahStatusDojang({ id_dojang: d.id_dojang, status: 'REJECTED', status_sebelumnya: 'PENDING' }).catch(
      (e: unknown) => e,
    );
    expect(stale).toBeInstanceOf(ApiError);
    expect(errorMessage(stale)).toBe('Status dojang sudah berubah menjadi Tervalidasi. Muat ulang data dojang.');

    const refused = await hapusDojang(coach.id_dojang).catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(409);
    expect(errorMessage(refused)).toContain('Hapus akun pelatihnya terlebih dahulu di menu Manajemen User.');
    expect((await hapusDojang(d.id_dojang)).message).toBe('Dojang "Dojang Klien" berhasil dihapus');

    const k = await makeKompetisi(server.open.db);
    const kosong = await fetchKompetisiDojang(k.id_kompetisi, { page: 1, search: '' });
    expect(kosong).toMatchObject({ data: [], meta: { total: 0, page: 1, limit: 20 } });
  });
});

const row: AdminDojangRow = {
  id_dojang: 7,
  nama_dojang: 'Dojang Elang',
  email: null,
  no_telp: '0711-1234',
  provinsi: 'Bali',
  kota: null,
  status: 'PENDING',
  jumlah_atlet: 12,
  nama_pelatih: null,
  created_at: '2025-08-02T03:00:00.000Z',
};
const aksi: DojangAksi = { onDetail: () => {}, onStatus: () => {}, onHapus: () => {}, busy: null };

describe('dojang screens', () => {
  it('the ADMIN table: the spec columns and the status, in Indonesian', () => {
    const html = renderToStaticMarkup(createElement(DojangTable, { rows: [row], aksi }));
    for (const text of [
      'Nama Dojang',
      'Jumlah',
      'Provinsi',
      'Status',
      'Tanggal',
      'Aksi',
      'Menunggu',
      'Belum ada pelatih',
      'Setujui',
      'Tolak',
      'Hapus',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('PENDING');
  });

  it('the competition admin: no delete button, the note that the ADMIN removes dojangs, and the missing dojang', () => {
    const k: KompetisiDojangRow = { ...row, negara: 'Indonesia', alamat: null, jumlah_entri: 14 };
    const table = renderToStaticMarkup(createElement(DojangPesertaTable, { rows: [k], onDetail: () => {} }));
    expect(table).toContain('Detail');
    expect(table).not.toContain('Hapus');
    const dialog = renderToStaticMarkup(createElement(DojangPesertaDialog, { open: true, dojang: k, onClose: () => {} }));
    expect(dialog).toContain('Detail Dojang');
    expect(dialog).toContain('12 atlet');
    expect(dialog).toContain('Penghapusan dojang hanya dapat dilakukan oleh Admin.');
    expect(dialog).not.toContain('{&quot;');
    const missing = renderToStaticMarkup(createElement(DojangPesertaDialog, { open: true, dojang: null, onClose: () => {} }));
    expect(missing).toContain('Dojang tidak ditemukan');
  });

  it('the record as labelled fields, and the range line', () => {
    const fields = bidangDojang({ ...row, negara: 'Indonesia' });
    expect(fields.find((f) => f.label === 'Email Dojang')?.value).toBe('-');
    expect(fields.find((f) => f.label === 'Status Validasi')?.value).toBe('Menunggu');
    expect(fields.find((f) => f.label === 'Tanggal Daftar')?.value).toMatch(/02 Agu 2025/);
    expect(rangeText(2, 20, 5, 25)).toBe('Menampilkan 21-25 dari 25 dojang');
    expect(rangeText(1, 20, 0, 0)).toBe('Menampilkan 0 dari 0 dojang');
  });
});
