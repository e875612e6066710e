import { describe, expect, it } from 'vitest';
import {
  REGISTRASI_MSG,
  atletTerkunci,
  cekJendelaPendaftaran,
  cekKuota,
  cekPendaftaran,
  cekPeranPendaftar,
  cekSatuKyorugi,
  cekSudahTerdaftar,
  jumlahEntriAktif,
  sisaKuota,
  type PendaftaranInput,
} from '../../src/domain/kompetisi/registrasi';
import { pendaftaranDibuka } from '../../src/domain/kompetisi/status-tampil';
import { DOJANG, ID_KOMPETISI, POOMSAE, atlet, cariKelas, entri, kompetisi } from './kompetisi-fixtures';

const kyorugi = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 48 kg' });
const kyorugiLain = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 51 kg' });
const poomsae = cariKelas('POOMSAE', 'prestasi', 4, { jk: 'LAKI_LAKI', poomsae: POOMSAE.individu.id_poomsae });
const pasangan = cariKelas('POOMSAE', 'prestasi', 4, { poomsae: POOMSAE.berpasangan.id_poomsae });

describe('registration window (WIB dates)', () => {
  const k = kompetisi({ batas_pendaftaran: '2025-11-08' });
  it('the deadline day itself is open, the day after is closed', () => {
    expect(cekJendelaPendaftaran(k, '2025-08-01').ok).toBe(true);
    expect(cekJendelaPendaftaran(k, '2025-11-08').ok).toBe(true);
    expect(cekJendelaPendaftaran(k, '2025-11-09')).toMatchObject({ ok: false, pesan: 'Batas pendaftaran sudah lewat (08 Nov 2025)' });
    expect(cekJendelaPendaftaran({ ...k, batas_pendaftaran: '2025-11-08T00:00:00.000Z' }, '2025-11-08').ok).toBe(true);
  });

  it('closed whenever the status is not PENDAFTARAN, even before the deadline', () => {
    for (const status of ['SEDANG_DIMULAI', 'SELESAI', 'pendaftaran', '']) {
      expect(cekJendelaPendaftaran({ ...k, status }, '2025-10-01')).toMatchObject({
        ok: false,
        pesan: 'Pendaftaran kompetisi ini sudah ditutup',
      });
    }
  });

  it('without a deadline (or with one past the start) it closes on the first competition day', () => {
    const tanpa = { ...k, batas_pendaftaran: null };
    expect(cekJendelaPendaftaran(tanpa, '2025-11-21').ok).toBe(true);
    expect(cekJendelaPendaftaran(tanpa, '2025-11-22')).toMatchObject({ ok: false, pesan: REGISTRASI_MSG.ditutup });
    expect(cekJendelaPendaftaran({ ...k, batas_pendaftaran: '2025-11-30' }, '2025-11-22')).toMatchObject({
      ok: false,
      pesan: REGISTRASI_MSG.ditutup,
    });
    expect(cekJendelaPendaftaran({ ...k, batas_pendaftaran: 'bukan tanggal' }, '2025-11-21').ok).toBe(true);
  });

  it('agrees with the competition status shown to visitors (pendaftaranDibuka)', () => {
    const hari = ['2025-08-01', '2025-11-07', '2025-11-08', '2025-11-09', '2025-11-21', '2025-11-22', '2025-11-26', '2025-11-27'];
    for (const status of ['PENDAFTARAN', 'SEDANG_DIMULAI', 'SELESAI']) {
      for (const batas of ['2025-11-08', null, '2025-11-24']) {
        const komp = { status, tanggal_mulai: '2025-11-22', tanggal_selesai: '2025-11-26', batas_pendaftaran: batas };
        for (const today of hari) expect(cekJendelaPendaftaran(komp, today).ok).toBe(pendaftaranDibuka(komp, today));
      }
    }
  });

  it('today defaults to the date in WIB', () => {
    expect(cekJendelaPendaftaran({ ...k, tanggal_mulai: '2999-12-31', batas_pendaftaran: '2999-12-30' }).ok).toBe(true);
    expect(cekJendelaPendaftaran({ ...k, tanggal_mulai: '2999-12-31', batas_pendaftaran: '2000-01-01' }).ok).toBe(false);
  });

  it('only PELATIH registers', () => {
    expect(cekPeranPendaftar('PELATIH').ok).toBe(true);
    for (const role of ['ADMIN', 'ADMIN_KOMPETISI', undefined]) {
      expect(cekPeranPendaftar(role)).toMatchObject({ ok: false, pesan: 'Hanya pelatih yang bisa mendaftar kompetisi!' });
    }
  });
});

describe('quota (kuota null = none; an entry holds a place unless REJECTED)', () => {
  const list = [
    entri({ anggota: [1] }),
    entri({ anggota: [2], status: 'APPROVED' }),
    entri({ anggota: [3], status: 'REJECTED' }),
    entri({ anggota: [4, 5] }),
  ];
  it('counts entries, a team being one', () => {
    expect(jumlahEntriAktif(list)).toBe(3);
    expect(sisaKuota(kompetisi({ kuota: null }), list)).toBeNull();
    expect(sisaKuota(kompetisi({ kuota: 5 }), list)).toBe(2);
    expect(sisaKuota(kompetisi({ kuota: 2 }), list)).toBe(0);
  });
  it('the last place can be taken, then it is full', () => {
    expect(cekKuota(kompetisi({ kuota: null }), list).ok).toBe(true);
    expect(cekKuota(kompetisi({}), list).ok).toBe(true);
    expect(cekKuota(kompetisi({ kuota: 4 }), list).ok).toBe(true);
    expect(cekKuota(kompetisi({ kuota: 3 }), list)).toMatchObject({ ok: false, pesan: 'Kuota peserta kompetisi sudah penuh' });
    expect(cekKuota(kompetisi({ kuota: 0 }), []).ok).toBe(false);
    expect(cekKuota(kompetisi({ kuota: 5 }), list, 2).ok).toBe(true);
    expect(cekKuota(kompetisi({ kuota: 5 }), list, 3).ok).toBe(false);
  });
});

describe('one entry per athlete per class; one Kyorugi class per athlete', () => {
  const e1 = entri({ id_kelas_kejuaraan: kyorugi.id_kelas_kejuaraan, anggota: [10] });
  const eTim = entri({ id_kelas_kejuaraan: pasangan.id_kelas_kejuaraan, cabang: 'POOMSAE', anggota: [20, 21] });
  const eDitolak = entri({ id_kelas_kejuaraan: kyorugiLain.id_kelas_kejuaraan, anggota: [30], status: 'REJECTED' });
  const list = [e1, eTim, eDitolak];

  it('refuses an athlete already in the class, as athlete or team member, whatever the status', () => {
    expect(cekSudahTerdaftar(kyorugi, [10], list)).toMatchObject({ ok: false, pesan: 'Atlet sudah terdaftar di kelas ini' });
    expect(cekSudahTerdaftar(kyorugi, [11], list).ok).toBe(true);
    expect(cekSudahTerdaftar(pasangan, [99, 21], list).ok).toBe(false);
    expect(cekSudahTerdaftar(kyorugiLain, [30], list).ok).toBe(false);
    expect(cekSudahTerdaftar(kyorugi, [10], list, e1.id_peserta_kompetisi).ok).toBe(true);
  });

  it('a second Kyorugi class is refused, Poomsae is not, a rejected entry no longer counts', () => {
    expect(cekSatuKyorugi(kyorugiLain, [10], list)).toMatchObject({
      ok: false,
      pesan: 'Atlet hanya boleh mengikuti satu kelas Kyorugi dalam satu kompetisi',
    });
    expect(cekSatuKyorugi(poomsae, [10], list).ok).toBe(true);
    expect(cekSatuKyorugi(kyorugi, [20], list).ok).toBe(true);
    expect(cekSatuKyorugi(kyorugi, [30], list).ok).toBe(true);
    expect(cekSatuKyorugi(kyorugiLain, [10], list, e1.id_peserta_kompetisi).ok).toBe(true);
  });

  it('atletTerkunci lists exactly the athletes those two rules refuse', () => {
    expect([...atletTerkunci(kyorugiLain, list)].sort()).toEqual([10, 30]);
    expect([...atletTerkunci(pasangan, list)].sort()).toEqual([20, 21]);
    expect([...atletTerkunci(poomsae, list)]).toEqual([]);
    expect([...atletTerkunci(kyorugiLain, list, e1.id_peserta_kompetisi)]).toEqual([30]);
  });
});

describe('cekPendaftaran (POST /kompetisi/{id}/register)', () => {
  const a = atlet({ berat_badan: 46 });
  const base = (over: Partial<PendaftaranInput> = {}): PendaftaranInput => ({
    kompetisi: kompetisi(),
    kelas: kyorugi,
    atlet: [a],
    idDojang: DOJANG,
    entri: [],
    today: '2025-11-01',
    ...over,
  });

  it('accepts an eligible athlete while open', () => {
    expect(cekPendaftaran(base())).toEqual({ ok: true });
  });

  it('reports the first failing rule', () => {
    expect(cekPendaftaran(base({ today: '2025-11-09', kelas: null }))).toMatchObject({
      ok: false,
      pesan: 'Batas pendaftaran sudah lewat (08 Nov 2025)',
    });
    expect(cekPendaftaran(base({ kelas: null }))).toMatchObject({ ok: false, pesan: 'Kelas kejuaraan tidak ditemukan' });
    expect(cekPendaftaran(base({ kelas: { ...kyorugi, id_kompetisi: ID_KOMPETISI + 1 } }))).toMatchObject({
      ok: false,
      pesan: 'Kelas kejuaraan tidak ditemukan',
    });
    expect(cekPendaftaran(base({ atlet: [] }))).toMatchObject({ ok: false, pesan: 'Anda harus memilih atlit terlebih dahulu' });
    expect(cekPendaftaran(base({ atlet: [null] }))).toMatchObject({ ok: false, pesan: 'Atlet tidak ditemukan' });
    expect(cekPendaftaran(base({ atlet: [{ ...a, id_dojang: 99 }] }))).toMatchObject({
      ok: false,
      pesan: 'Anda hanya dapat mendaftarkan atlet dari dojang Anda sendiri',
    });
    expect(cekPendaftaran(base({ atlet: [{ ...a, berat_badan: 48.5 }] })).ok).toBe(false);
    expect(
      cekPendaftaran(base({ entri: [entri({ id_kelas_kejuaraan: kyorugi.id_kelas_kejuaraan, anggota: [a.id_atlet] })] })),
    ).toMatchObject({ ok: false, pesan: REGISTRASI_MSG.sudahTerdaftar });
    expect(
      cekPendaftaran(base({ entri: [entri({ id_kelas_kejuaraan: kyorugiLain.id_kelas_kejuaraan, anggota: [a.id_atlet] })] })),
    ).toMatchObject({ ok: false, pesan: REGISTRASI_MSG.satuKyorugi });
    expect(
      cekPendaftaran(
        base({ kompetisi: kompetisi({ kuota: 1 }), entri: [entri({ id_kelas_kejuaraan: 999, cabang: 'POOMSAE', anggota: [1] })] }),
      ),
    ).toMatchObject({ ok: false, pesan: REGISTRASI_MSG.kuotaPenuh });
  });

  it('a pair needs two different eligible athletes of the dojang', () => {
    const b = atlet({ jenis_kelamin: 'PEREMPUAN' });
    expect(cekPendaftaran(base({ kelas: pasangan, atlet: [a, b] })).ok).toBe(true);
    expect(cekPendaftaran(base({ kelas: pasangan, atlet: [a] }))).toMatchObject({
      ok: false,
      pesan: 'Anda harus memilih atlit kedua terlebih dahulu',
    });
    expect(cekPendaftaran(base({ kelas: pasangan, atlet: [a, a] }))).toMatchObject({
      ok: false,
      pesan: 'Atlit dalam satu tim harus berbeda',
    });
    expect(
      cekPendaftaran(
        base({
          kelas: pasangan,
          atlet: [a, b],
          entri: [entri({ id_kelas_kejuaraan: pasangan.id_kelas_kejuaraan, cabang: 'POOMSAE', anggota: [77, b.id_atlet] })],
        }),
      ),
    ).toMatchObject({ ok: false, pesan: REGISTRASI_MSG.sudahTerdaftar });
    expect(cekPendaftaran(base({ kelas: kyorugi, atlet: [a, b] }))).toMatchObject({ ok: false, pesan: 'Kelas ini hanya untuk 1 atlit' });
  });
});
