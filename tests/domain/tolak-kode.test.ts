import { describe, expect, it } from 'vitest';
import { alasanTolak, periksa } from '../../src/domain/akses';
import { KODE_PESERTA } from '../../src/domain/kompetisi/kode';
import { cekAksesGantiKelas, cekGantiKelas } from '../../src/domain/kompetisi/registrasi-ganti-kelas';
import { cekHapusPeserta } from '../../src/domain/kompetisi/registrasi-hapus';
import { cekPendaftaran, type PendaftaranInput } from '../../src/domain/kompetisi/registrasi';
import { cekAksiUser } from '../../src/domain/schemas/admin-user';
import { rentangStatistik } from '../../src/domain/statistik/rentang';
import { tolak } from '../../src/domain/tolak';
import { DOJANG, KELAS, POOMSAE, atlet, cariKelas, entri, kompetisi } from './kompetisi-fixtures';

const kyorugi = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 48 kg' });
const kyorugiLain = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 51 kg' });
const poomsae = cariKelas('POOMSAE', 'prestasi', 4, { jk: 'LAKI_LAKI', poomsae: POOMSAE.individu.id_poomsae });
const pasangan = cariKelas('POOMSAE', 'prestasi', 4, { poomsae: POOMSAE.berpasangan.id_poomsae });
const a = atlet({ berat_badan: 46 });

const kodeDaftar = (over: Partial<PendaftaranInput>) => {
  const h = cekPendaftaran({
    kompetisi: kompetisi(),
    kelas: kyorugi,
    atlet: [a],
    idDojang: DOJANG,
    entri: [],
    today: '2025-11-01',
    ...over,
  });
  return h.ok ? 'ok' : h.kode;
};

describe('one refusal shape: { ok: false, kode, pesan, field? }', () => {
  it('tolak() builds it; field only when given', () => {
    expect(tolak('kuota_penuh', 'Kuota peserta kompetisi sudah penuh')).toEqual({
      ok: false,
      kode: 'kuota_penuh',
      pesan: 'Kuota peserta kompetisi sudah penuh',
    });
    expect(tolak('validasi', 'x', 'nama')).toEqual({ ok: false, kode: 'validasi', pesan: 'x', field: 'nama' });
  });

  it('registration refusals carry the code the screens branch on', () => {
    expect(kodeDaftar({ today: '2025-11-09' })).toBe('batas_pendaftaran_lewat');
    expect(kodeDaftar({ kompetisi: kompetisi({ status: 'SELESAI' }) })).toBe('pendaftaran_ditutup');
    expect(kodeDaftar({ kelas: null })).toBe('kelas_tidak_ditemukan');
    expect(kodeDaftar({ atlet: [null] })).toBe('atlet_tidak_ditemukan');
    expect(kodeDaftar({ atlet: [] })).toBe('tim_tidak_sesuai');
    expect(kodeDaftar({ kelas: pasangan, atlet: [a, a] })).toBe('tim_tidak_sesuai');
    expect(kodeDaftar({ atlet: [{ ...a, id_dojang: 99 }] })).toBe('akses_ditolak');
    expect(kodeDaftar({ atlet: [{ ...a, berat_badan: 48.5 }] })).toBe('kelas_tidak_cocok');
    expect(kodeDaftar({ entri: [entri({ id_kelas_kejuaraan: kyorugi.id_kelas_kejuaraan, anggota: [a.id_atlet] })] })).toBe(
      'sudah_terdaftar',
    );
    expect(kodeDaftar({ entri: [entri({ id_kelas_kejuaraan: kyorugiLain.id_kelas_kejuaraan, anggota: [a.id_atlet] })] })).toBe(
      'satu_kyorugi',
    );
    expect(
      kodeDaftar({ kompetisi: kompetisi({ kuota: 1 }), entri: [entri({ id_kelas_kejuaraan: 999, cabang: 'POOMSAE', anggota: [1] })] }),
    ).toBe('kuota_penuh');
    // A team member's refusal keeps its code under the 'Atlit kedua: …' text.
    const b = atlet({ tanggal_lahir: '1990-01-01' });
    expect(
      cekPendaftaran({ kompetisi: kompetisi(), kelas: pasangan, atlet: [a, b], idDojang: DOJANG, entri: [], today: '2025-11-01' }),
    ).toMatchObject({ ok: false, kode: 'kelas_tidak_cocok', pesan: expect.stringMatching(/^Atlit kedua: Tahun lahir 1990/) });
  });

  it('class change and delete refusals: approved, paid, closed, another dojang, another style', () => {
    const ctx = {
      pengguna: { role: 'PELATIH', id_dojang: DOJANG },
      peserta: { id_peserta_kompetisi: 500, id_kelas_kejuaraan: kyorugi.id_kelas_kejuaraan, status: 'PENDING', atlet: [a] },
      kompetisi: kompetisi(),
      kelasKompetisi: KELAS,
      today: '2025-11-01',
      entri: [entri({ id_peserta_kompetisi: 500, id_kelas_kejuaraan: kyorugi.id_kelas_kejuaraan, anggota: [a.id_atlet] })],
    };
    const kode = (h: { ok: boolean; kode?: string }) => (h.ok ? 'ok' : h.kode);
    expect(kode(cekAksesGantiKelas({ ...ctx, peserta: { ...ctx.peserta, status: 'APPROVED' } }))).toBe('sudah_disetujui');
    expect(kode(cekAksesGantiKelas({ ...ctx, peserta: { ...ctx.peserta, dibayar: true } }))).toBe('sudah_dibayar');
    expect(kode(cekAksesGantiKelas({ ...ctx, today: '2025-11-09' }))).toBe('pendaftaran_ditutup');
    expect(kode(cekAksesGantiKelas({ ...ctx, pengguna: { role: 'PELATIH', id_dojang: DOJANG + 1 } }))).toBe('akses_ditolak');
    expect(kode(cekGantiKelas(ctx, poomsae.id_kelas_kejuaraan))).toBe('kelas_tidak_cocok');
    expect(kode(cekGantiKelas(ctx, ctx.peserta.id_kelas_kejuaraan))).toBe('validasi');
    expect(kode(cekGantiKelas(ctx, 987654))).toBe('kelas_tidak_ditemukan');
    const hapus = (status: string, dibayar = false) =>
      kode(cekHapusPeserta(ctx.pengguna, { status, id_dojang: [DOJANG], dibayar }, ctx.kompetisi, '2025-11-01'));
    expect(hapus('APPROVED')).toBe('sudah_disetujui');
    expect(hapus('PENDING', true)).toBe('sudah_dibayar');
    expect(hapus('PENDING')).toBe('ok');
  });

  it('every code a competition rule gives is one of KODE_PESERTA', () => {
    const dipakai = [
      'batas_pendaftaran_lewat',
      'pendaftaran_ditutup',
      'kelas_tidak_ditemukan',
      'atlet_tidak_ditemukan',
      'tim_tidak_sesuai',
      'akses_ditolak',
      'kelas_tidak_cocok',
      'sudah_terdaftar',
      'satu_kyorugi',
      'kuota_penuh',
      'sudah_disetujui',
      'sudah_dibayar',
      'sudah_diskualifikasi',
      'validasi',
    ];
    expect([...KODE_PESERTA].sort()).toEqual(dipakai.sort());
  });

  it('the access policy, account rules and the statistics range answer in the same shape', () => {
    expect(alasanTolak(null, 'atlet.tambah')).toEqual({ ok: false, kode: 'perlu_login', pesan: 'Anda harus login terlebih dahulu' });
    expect(periksa({ role: 'ADMIN' }, 'atlet.tambah')).toMatchObject({ ok: false, kode: 'akses_ditolak', sebab: 'peran' });
    expect(cekAksiUser('hapus', 1, { id_akun: 1, role: 'ADMIN', status: 'ACTIVE' }, 3)).toMatchObject({ ok: false, kode: 'akun_sendiri' });
    expect(rentangStatistik({ dari: 'kemarin' }, '2025-11-01')).toMatchObject({ ok: false, kode: 'validasi', field: 'dari' });
  });
});
