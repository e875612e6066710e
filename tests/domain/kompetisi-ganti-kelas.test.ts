import { describe, expect, it } from 'vitest';
import {
  GANTI_KELAS_MSG,
  cekAksesGantiKelas,
  cekGantiKelas,
  kelasTersedia,
  type GantiKelasKonteks,
} from '../../src/domain/kompetisi/registrasi-ganti-kelas';
import { DOJANG, ID_KOMPETISI, KELAS, POOMSAE, atlet, cariKelas, entri, kompetisi } from './kompetisi-fixtures';

const u48 = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 48 kg' });
const u51 = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 51 kg' });
const u45 = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 45 kg' });
const pemula = cariKelas('KYORUGI', 'pemula', 4, { jk: 'LAKI_LAKI' });
const poomsae = cariKelas('POOMSAE', 'prestasi', 4, { jk: 'LAKI_LAKI', poomsae: POOMSAE.individu.id_poomsae });

const a = atlet({ berat_badan: 47 });
const pelatih = { role: 'PELATIH', id_dojang: DOJANG };
const ctx = (over: Partial<GantiKelasKonteks> = {}): GantiKelasKonteks => ({
  pengguna: pelatih,
  peserta: { id_peserta_kompetisi: 500, id_kelas_kejuaraan: u48.id_kelas_kejuaraan, status: 'PENDING', atlet: [a] },
  kompetisi: kompetisi(),
  kelasKompetisi: KELAS,
  entri: [entri({ id_peserta_kompetisi: 500, id_kelas_kejuaraan: u48.id_kelas_kejuaraan, anggota: [a.id_atlet] })],
  today: '2025-11-01',
  ...over,
});
const msg = (c: GantiKelasKonteks, id: number | null | undefined) => {
  const h = cekGantiKelas(c, id);
  return h.ok ? 'ok' : h.pesan;
};

describe('who may change a class, and when', () => {
  it('a coach: own dojang, not approved, during the registration period (deadline day included)', () => {
    expect(cekAksesGantiKelas(ctx()).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'PELATIH', id_dojang: DOJANG + 1 } }))).toMatchObject({
      ok: false,
      pesan: 'Anda hanya dapat mengubah kelas peserta dari dojang Anda sendiri',
    });
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'PELATIH', id_dojang: null } })).ok).toBe(false);
    expect(cekAksesGantiKelas(ctx({ peserta: { ...ctx().peserta, status: 'APPROVED' } }))).toMatchObject({
      ok: false,
      pesan: 'Peserta yang sudah disetujui tidak dapat diubah kelasnya. Hubungi admin jika diperlukan perubahan.',
    });
    expect(cekAksesGantiKelas(ctx({ today: '2025-11-08' })).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ today: '2025-11-09' }))).toMatchObject({
      ok: false,
      pesan: 'Hanya dapat mengubah kelas peserta saat masa pendaftaran',
    });
    expect(cekAksesGantiKelas(ctx({ kompetisi: kompetisi({ status: 'SEDANG_DIMULAI' }) }))).toMatchObject({
      ok: false,
      pesan: GANTI_KELAS_MSG.masaPendaftaran,
    });
  });

  it('a team of another dojang member is refused to a coach', () => {
    const lain = atlet({ id_dojang: DOJANG + 1 });
    expect(cekAksesGantiKelas(ctx({ peserta: { ...ctx().peserta, atlet: [a, lain] } })).ok).toBe(false);
  });

  it('ADMIN any non-approved participant, ADMIN_KOMPETISI of this competition, while PENDAFTARAN (past the deadline too)', () => {
    const approved = { ...ctx().peserta, status: 'APPROVED' };
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN' }, today: '2025-11-20' })).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI } })).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN' }, peserta: approved }))).toMatchObject({
      ok: false,
      pesan: GANTI_KELAS_MSG.disetujuiAdmin,
    });
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI }, peserta: approved })).ok).toBe(
      false,
    );
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI + 1 } }))).toMatchObject({
      ok: false,
      pesan: 'Anda tidak memiliki akses untuk mengubah kelas peserta',
    });
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'ADMIN' }, kompetisi: kompetisi({ status: 'SELESAI' }) }))).toMatchObject({
      ok: false,
      pesan: GANTI_KELAS_MSG.masaPendaftaran,
    });
    expect(cekAksesGantiKelas(ctx({ pengguna: { role: 'TAMU' } }))).toMatchObject({ ok: false, pesan: GANTI_KELAS_MSG.akses });
  });
});

describe('the new class', () => {
  it('must be chosen, differ, exist in the competition and share the cabang', () => {
    expect(msg(ctx(), null)).toBe('Silakan pilih kelas kejuaraan');
    expect(msg(ctx(), undefined)).toBe('Silakan pilih kelas kejuaraan');
    expect(msg(ctx(), u48.id_kelas_kejuaraan)).toBe('Tidak ada perubahan yang dilakukan');
    expect(msg(ctx(), 99_999)).toBe('Kelas kejuaraan tidak ditemukan');
    const asing = { ...u51, id_kelas_kejuaraan: 99_998, id_kompetisi: ID_KOMPETISI + 1 };
    expect(msg(ctx({ kelasKompetisi: [...KELAS, asing] }), 99_998)).toBe('Kelas kejuaraan tidak ditemukan');
    expect(msg(ctx(), poomsae.id_kelas_kejuaraan)).toBe('Kelas baru harus dari cabang yang sama');
  });

  it('must accept the athlete (same eligibility as registering)', () => {
    expect(msg(ctx(), pemula.id_kelas_kejuaraan)).toBe('ok');
    expect(msg(ctx(), u51.id_kelas_kejuaraan)).toBe('Berat badan 47 kg tidak masuk kelas Under 51 kg (di atas 48 s.d. 51 kg)');
    expect(msg(ctx({ peserta: { ...ctx().peserta, atlet: [{ ...a, berat_badan: 49 }] } }), u51.id_kelas_kejuaraan)).toBe('ok');
    expect(msg(ctx({ peserta: { ...ctx().peserta, atlet: [{ ...a, berat_badan: 44 }] } }), u45.id_kelas_kejuaraan)).toBe('ok');
  });

  it('not a class the athlete is already in; its own Kyorugi entry does not count as a second one', () => {
    const lain = entri({ id_kelas_kejuaraan: pemula.id_kelas_kejuaraan, anggota: [a.id_atlet], status: 'REJECTED' });
    expect(msg(ctx({ entri: [...ctx().entri, lain] }), pemula.id_kelas_kejuaraan)).toBe('Atlet sudah terdaftar di kelas ini');
  });

  it('kelasTersedia lists exactly the classes cekGantiKelas accepts', () => {
    const c = ctx();
    const ids = kelasTersedia(c).map((k) => k.id_kelas_kejuaraan);
    expect(ids).toEqual(KELAS.filter((k) => cekGantiKelas(c, k.id_kelas_kejuaraan).ok).map((k) => k.id_kelas_kejuaraan));
    expect(ids).toContain(pemula.id_kelas_kejuaraan);
    expect(ids).not.toContain(u48.id_kelas_kejuaraan);
    expect(ids).not.toContain(u51.id_kelas_kejuaraan);
    expect(ids).not.toContain(poomsae.id_kelas_kejuaraan);
    expect(kelasTersedia(ctx({ pengguna: { role: 'PELATIH', id_dojang: 1234 } }))).toEqual([]);
  });

  it('a pair moves only to another pair class both members fit', () => {
    const b = atlet({ jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2009-03-03' });
    const pairJunior = cariKelas('POOMSAE', 'prestasi', 4, { poomsae: POOMSAE.berpasangan.id_poomsae });
    const pairSenior = cariKelas('POOMSAE', 'prestasi', 5, { poomsae: POOMSAE.berpasangan.id_poomsae });
    const pairPemula = cariKelas('POOMSAE', 'pemula', 4, { poomsae: POOMSAE.berpasangan.id_poomsae });
    const c = ctx({
      pengguna: { role: 'ADMIN' },
      peserta: { id_peserta_kompetisi: 600, id_kelas_kejuaraan: pairJunior.id_kelas_kejuaraan, status: 'PENDING', atlet: [a, b] },
      entri: [],
    });
    expect(kelasTersedia(c).map((k) => k.id_kelas_kejuaraan)).toEqual([pairPemula.id_kelas_kejuaraan]);
    expect(msg(c, pairSenior.id_kelas_kejuaraan)).toBe(
      'Atlit pertama: Tahun lahir 2009 tidak masuk kelompok Senior (kelahiran 2007 dan sebelumnya)',
    );
    expect(msg(c, poomsae.id_kelas_kejuaraan)).toBe('Kelas ini hanya untuk 1 atlit');
  });
});
