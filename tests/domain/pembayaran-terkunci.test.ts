import { describe, expect, it } from 'vitest';
import { GANTI_KELAS_MSG, cekAksesGantiKelas, kelasTersedia } from '../../src/domain/kompetisi/registrasi-ganti-kelas';
import { HAPUS_MSG, cekHapusPeserta } from '../../src/domain/kompetisi/registrasi-hapus';
import { DOJANG, ID_KOMPETISI, KELAS, atlet, cariKelas, entri, kompetisi } from './kompetisi-fixtures';

const PESAN = 'Pembayaran dojang Anda sudah diverifikasi. Hubungi admin untuk mengubah peserta.';
const u48 = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 48 kg' });
const a = atlet({ berat_badan: 47 });
const peserta = (dibayar?: boolean) => ({
  id_peserta_kompetisi: 500,
  id_kelas_kejuaraan: u48.id_kelas_kejuaraan,
  status: 'PENDING',
  atlet: [a],
  dibayar,
});
const ctx = (pengguna: { role: string; id_dojang?: number; id_kompetisi?: number }, dibayar?: boolean) => ({
  pengguna,
  peserta: peserta(dibayar),
  kompetisi: kompetisi(),
  kelasKompetisi: KELAS,
  entri: [entri({ id_peserta_kompetisi: 500, id_kelas_kejuaraan: u48.id_kelas_kejuaraan, anggota: [a.id_atlet] })],
  today: '2025-11-01',
});

describe("a paid entry (its dojang's transfer verified) is locked for the coach", () => {
  it('delete: the coach is refused with the payment message; unpaid or admins are not', () => {
    const pelatih = { role: 'PELATIH', id_dojang: DOJANG };
    expect(HAPUS_MSG.dibayar).toBe(PESAN);
    expect(cekHapusPeserta(pelatih, { status: 'PENDING', id_dojang: [DOJANG], dibayar: true }, kompetisi(), '2025-11-01')).toMatchObject({
      ok: false,
      pesan: PESAN,
    });
    expect(cekHapusPeserta(pelatih, { status: 'PENDING', id_dojang: [DOJANG], dibayar: false }, kompetisi(), '2025-11-01').ok).toBe(true);
    expect(cekHapusPeserta(pelatih, { status: 'PENDING', id_dojang: [DOJANG] }, kompetisi(), '2025-11-01').ok).toBe(true);
    // Another dojang's entry stays 'no access'; an approved one keeps the spec's message.
    expect(
      cekHapusPeserta(pelatih, { status: 'PENDING', id_dojang: [DOJANG + 1], dibayar: true }, kompetisi(), '2025-11-01'),
    ).toMatchObject({ ok: false, pesan: HAPUS_MSG.akses });
    expect(cekHapusPeserta(pelatih, { status: 'APPROVED', id_dojang: [DOJANG], dibayar: true }, kompetisi(), '2025-11-01')).toMatchObject({
      ok: false,
      pesan: HAPUS_MSG.disetujuiPelatih,
    });
    expect(cekHapusPeserta({ role: 'ADMIN' }, { status: 'PENDING', id_dojang: [DOJANG], dibayar: true }, kompetisi()).ok).toBe(true);
    expect(
      cekHapusPeserta(
        { role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI },
        { status: 'PENDING', id_dojang: [DOJANG], dibayar: true },
        kompetisi(),
      ).ok,
    ).toBe(true);
  });

  it('class change: refused for the coach (no classes offered), still open to the admins', () => {
    const pelatih = { role: 'PELATIH', id_dojang: DOJANG };
    expect(cekAksesGantiKelas(ctx(pelatih, true))).toMatchObject({ ok: false, pesan: GANTI_KELAS_MSG.dibayar });
    expect(kelasTersedia(ctx(pelatih, true))).toEqual([]);
    expect(cekAksesGantiKelas(ctx(pelatih, false)).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ role: 'ADMIN' }, true)).ok).toBe(true);
    expect(cekAksesGantiKelas(ctx({ role: 'ADMIN_KOMPETISI', id_kompetisi: ID_KOMPETISI }, true)).ok).toBe(true);
  });
});
