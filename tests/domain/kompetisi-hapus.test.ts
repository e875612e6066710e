import { describe, expect, it } from 'vitest';
import { HAPUS_MSG, cekHapusPeserta } from '../../src/domain/kompetisi/registrasi-hapus';
import { DOJANG, ID_KOMPETISI, kompetisi } from './kompetisi-fixtures';

const pelatih = { role: 'PELATIH', id_dojang: DOJANG };
const pending = { status: 'PENDING', id_dojang: [DOJANG] };
const approved = { status: 'APPROVED', id_dojang: [DOJANG] };
const alasan = (...args: Parameters<typeof cekHapusPeserta>) => {
  const h = cekHapusPeserta(...args);
  return h.ok ? 'ok' : h.pesan;
};

describe('deleting a participant (spec 001 §4, §6, §8)', () => {
  it('a coach: own dojang (every team member), not approved, until the deadline day', () => {
    expect(alasan(pelatih, pending, kompetisi(), '2025-11-08')).toBe('ok');
    expect(alasan(pelatih, pending, kompetisi(), '2025-11-09')).toBe(HAPUS_MSG.masaPendaftaran);
    expect(alasan(pelatih, pending, kompetisi({ status: 'SEDANG_DIMULAI' }), '2025-11-01')).toBe(HAPUS_MSG.masaPendaftaran);
    expect(alasan(pelatih, approved, kompetisi(), '2025-11-01')).toBe(
      'Hubungi admin untuk menghapus registrasi peserta yang sudah di approved',
    );
    expect(alasan(pelatih, { status: 'PENDING', id_dojang: [DOJANG, DOJANG + 1] }, kompetisi(), '2025-11-01')).toBe(HAPUS_MSG.akses);
    expect(alasan({ role: 'PELATIH', id_dojang: null }, pending, kompetisi(), '2025-11-01')).toBe(HAPUS_MSG.akses);
  });

  it("ADMIN and the competition's ADMIN_KOMPETISI: any non-approved entry, also after the deadline", () => {
    expect(alasan({ role: 'ADMIN' }, { status: 'REJECTED', id_dojang: [9] }, kompetisi(), '2025-11-20')).toBe('ok');
    expect(alasan({ role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI }, pending, kompetisi())).toBe('ok');
    expect(alasan({ role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI + 1 }, pending, kompetisi())).toBe(HAPUS_MSG.akses);
    expect(alasan({ role: 'ADMIN' }, approved, kompetisi())).toBe(HAPUS_MSG.disetujuiAdmin);
    expect(alasan({ role: 'TAMU' }, pending, kompetisi())).toBe(HAPUS_MSG.akses);
  });

  it('names the participant in the success text', () => {
    expect(HAPUS_MSG.berhasil('Budi Santoso')).toBe('Peserta "Budi Santoso" berhasil dihapus dari kompetisi');
  });
});
