import { describe, expect, it } from 'vitest';
import {
  AKSES_MSG,
  AKSI,
  alasanTolak,
  alasanTolakPeran,
  boleh,
  cakupan,
  peranUntuk,
  type Aksi,
  type Pengguna,
  type Sasaran,
} from '../../src/domain/akses';

/** The target of every cell: dojang 1 (coach 11), competition 100, its court 7. */
const SASARAN: Sasaran = { id_dojang: 1, id_pelatih: 11, id_kompetisi: 100, id_lapangan: 7 };

const SUBJEK = {
  tamu: null,
  pelatihIni: { role: 'PELATIH', pelatih: { id_dojang: 1, id_pelatih: 11 } },
  pelatihLain: { role: 'PELATIH', pelatih: { id_dojang: 2, id_pelatih: 12 } },
  admin: { role: 'ADMIN' },
  akIni: { role: 'ADMIN_KOMPETISI', admin_kompetisi: { id_kompetisi: 100 } },
  akLain: { role: 'ADMIN_KOMPETISI', admin_kompetisi: { id_kompetisi: 200 } },
  ptIni: { role: 'PETUGAS_TIMBANG', petugas: { id_kompetisi: 100 } },
  ptLain: { role: 'PETUGAS_TIMBANG', petugas: { id_kompetisi: 200 } },
  plIni: { role: 'PETUGAS_LAPANGAN', petugas: { id_kompetisi: 100, id_lapangan: 7 } },
  plLap: { role: 'PETUGAS_LAPANGAN', petugas: { id_kompetisi: 100, id_lapangan: 8 } },
  plLain: { role: 'PETUGAS_LAPANGAN', petugas: { id_kompetisi: 200, id_lapangan: 9 } },
} satisfies Record<string, Pengguna | null>;
type Subjek = keyof typeof SUBJEK;
const KOLOM = Object.keys(SUBJEK) as Subjek[];

/**
 * Today's answers, one row per action, one cell per subject (Y allowed, - refused), in the column order
 * tamu · pelatih dojang ini · pelatih dojang lain · ADMIN · ADMIN_KOMPETISI kompetisi ini · ADMIN_KOMPETISI kompetisi lain ·
 * PETUGAS_TIMBANG kompetisi ini · PETUGAS_TIMBANG kompetisi lain · PETUGAS_LAPANGAN of court 7 · of another court of
 * this competition · of a court of another competition.
 */
const MATRIKS: Record<Aksi, string> = {
  //                                  tamu pIni pLain admin akIni akLain ptIni ptLain plIni plLap plLain
  'akun.sendiri': '-    Y    Y     Y     Y     Y      Y     Y      Y     Y     Y',
  'akun.kelola': '-    -    -     Y     -     -      -     -      -     -     -',
  'admin.profil': '-    -    -     Y     -     -      -     -      -     -     -',
  'halaman.admin': '-    -    -     Y     -     -      -     -      -     -     -',
  'halaman.adminKompetisi': '-    -    -     -     Y     Y      -     -      -     -     -',
  'dojang.baca': '-    Y    -     Y     -     -      -     -      -     -     -',
  'dojang.kelola': '-    Y    -     -     -     -      -     -      -     -     -',
  'dojang.validasi': '-    -    -     Y     -     -      -     -      -     -     -',
  'pelatih.profil': '-    Y    -     -     -     -      -     -      -     -     -',
  'pelatih.dokumen': '-    Y    -     Y     -     -      -     -      -     -     -',
  'atlet.baca': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'atlet.tambah': '-    Y    -     -     -     -      -     -      -     -     -',
  'atlet.ubah': '-    Y    -     -     -     -      -     -      -     -     -',
  'atlet.layak': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'atlet.lihatNik': '-    Y    -     Y     -     -      -     -      -     -     -',
  'privasi.persetujuan': '-    Y    -     -     -     -      -     -      -     -     -',
  'privasi.riwayatAkses': '-    Y    -     Y     -     -      -     -      -     -     -',
  'privasi.eksporAkses': '-    -    -     Y     -     -      -     -      -     -     -',
  'privasi.permintaan': '-    -    -     Y     -     -      -     -      -     -     -',
  'hakData.ekspor': '-    Y    -     Y     -     -      -     -      -     -     -',
  'hakData.mintaHapus': '-    Y    -     -     -     -      -     -      -     -     -',
  'hakData.tangani': '-    -    -     Y     -     -      -     -      -     -     -',
  'insiden.baca': '-    -    -     Y     -     -      -     -      -     -     -',
  'kompetisi.buat': '-    -    -     Y     -     -      -     -      -     -     -',
  'kompetisi.ubah': '-    -    -     Y     Y     -      -     -      -     -     -',
  'kompetisi.unggulan': '-    -    -     Y     -     -      -     -      -     -     -',
  'kompetisi.ubahStatus': '-    -    -     Y     Y     -      -     -      -     -     -',
  'kompetisi.bacaKelas': '-    -    -     Y     Y     -      -     -      -     -     -',
  'kompetisi.aturKelas': '-    -    -     Y     -     -      -     -      -     -     -',
  'kompetisi.bacaDojang': '-    -    -     Y     Y     -      -     -      -     -     -',
  'peserta.baca': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'peserta.daftar': '-    Y    -     -     -     -      -     -      -     -     -',
  'peserta.setujui': '-    -    -     Y     Y     -      -     -      -     -     -',
  'peserta.gantiKelas': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'peserta.hapus': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'bukti.unggah': '-    Y    -     -     -     -      -     -      -     -     -',
  'bukti.baca': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'bukti.hapus': '-    Y    -     -     -     -      -     -      -     -     -',
  'bukti.verifikasi': '-    -    -     Y     -     -      -     -      -     -     -',
  'bagan.baca': '-    -    -     Y     Y     -      -     -      -     -     -',
  'bagan.undi': '-    -    -     -     Y     -      -     -      -     -     -',
  'bagan.catatHasil': '-    -    -     -     Y     -      -     -      Y     -     -',
  'bagan.koreksiHasil': '-    -    -     -     Y     -      -     -      -     -     -',
  'jadwal.kelola': '-    -    -     Y     Y     -      -     -      -     -     -',
  'jadwal.baca': '-    -    -     Y     Y     -      -     -      Y     Y     -',
  'jadwal.dojang': '-    Y    -     -     -     -      -     -      -     -     -',
  'lapangan.jalankan': '-    -    -     -     Y     -      -     -      Y     -     -',
  'venue.pantau': '-    -    -     Y     Y     -      -     -      -     -     -',
  'skor.bacaAturan': '-    -    -     Y     Y     -      -     -      Y     Y     -',
  'skor.atur': '-    -    -     Y     Y     -      -     -      -     -     -',
  'halaman.penimbangan': '-    -    -     -     Y     Y      Y     Y      -     -     -',
  'halaman.lapangan': '-    -    -     -     Y     Y      -     -      Y     Y     Y',
  'petugas.kelola': '-    -    -     Y     Y     -      -     -      -     -     -',
  'hub.kelola': '-    -    -     Y     Y     -      -     -      -     -     -',
  'penimbangan.baca': '-    -    -     Y     Y     -      Y     -      -     -     -',
  'penimbangan.timbang': '-    -    -     -     Y     -      Y     -      -     -     -',
  'penimbangan.putuskan': '-    -    -     Y     Y     -      -     -      -     -     -',
  'penimbangan.atur': '-    -    -     Y     Y     -      -     -      -     -     -',
  'penimbangan.batalkan': '-    -    -     Y     Y     -      -     -      -     -     -',
  'penimbangan.batalkanSendiri': '-    -    -     -     Y     -      Y     -      -     -     -',
  'kartu.unduh': '-    Y    -     Y     Y     -      -     -      -     -     -',
  'piagam.kelola': '-    -    -     Y     Y     -      -     -      -     -     -',
  'statistik.admin': '-    -    -     Y     -     -      -     -      -     -     -',
  'statistik.kompetisi': '-    -    -     Y     Y     -      -     -      -     -     -',
  'laporan.admin': '-    -    -     Y     -     -      -     -      -     -     -',
  'laporan.kompetisi': '-    -    -     Y     Y     -      -     -      -     -     -',
  'pengaturan.kelola': '-    -    -     Y     -     -      -     -      -     -     -',
  'push.langganan': '-    Y    Y     Y     -     -      -     -      -     -     -',
  'ikuti.pelatih': '-    Y    Y     -     -     -      -     -      -     -     -',
  'sistem.kelola': '-    -    -     Y     -     -      -     -      -     -     -',
  'sistem.pulihkan': '-    -    -     Y     -     -      -     -      -     -     -',
  'sistem.tulisSaatPemeliharaan': '-    -    -     Y     -     -      -     -      -     -     -',
};

/** The refusals whose text is not 'Anda tidak memiliki akses' (tamu is always 401 'Anda harus login terlebih dahulu'). */
const PESAN_KHUSUS: Partial<Record<Aksi, Partial<Record<Subjek, string>>>> = {
  'kompetisi.buat': { akIni: AKSES_MSG.kompetisiHanyaAdmin, akLain: AKSES_MSG.kompetisiHanyaAdmin },
  'kompetisi.aturKelas': { akIni: AKSES_MSG.kompetisiHanyaAdmin, akLain: AKSES_MSG.kompetisiHanyaAdmin },
  'kompetisi.unggulan': {
    pelatihIni: AKSES_MSG.kompetisiUnggulan,
    pelatihLain: AKSES_MSG.kompetisiUnggulan,
    akIni: AKSES_MSG.kompetisiUnggulan,
    akLain: AKSES_MSG.kompetisiUnggulan,
    ptIni: AKSES_MSG.kompetisiUnggulan,
    ptLain: AKSES_MSG.kompetisiUnggulan,
    plIni: AKSES_MSG.kompetisiUnggulan,
    plLap: AKSES_MSG.kompetisiUnggulan,
    plLain: AKSES_MSG.kompetisiUnggulan,
  },
  'peserta.daftar': {
    pelatihLain: AKSES_MSG.daftarDojangLain,
    admin: AKSES_MSG.hanyaPelatih,
    akIni: AKSES_MSG.hanyaPelatih,
    akLain: AKSES_MSG.hanyaPelatih,
    ptIni: AKSES_MSG.hanyaPelatih,
    ptLain: AKSES_MSG.hanyaPelatih,
    plIni: AKSES_MSG.hanyaPelatih,
    plLap: AKSES_MSG.hanyaPelatih,
    plLain: AKSES_MSG.hanyaPelatih,
  },
  'peserta.gantiKelas': {
    pelatihLain: AKSES_MSG.gantiKelasDojangLain,
    akLain: AKSES_MSG.gantiKelas,
    ptIni: AKSES_MSG.gantiKelas,
    ptLain: AKSES_MSG.gantiKelas,
    plIni: AKSES_MSG.gantiKelas,
    plLap: AKSES_MSG.gantiKelas,
    plLain: AKSES_MSG.gantiKelas,
  },
  'bukti.unggah': {
    admin: AKSES_MSG.buktiOlehAdmin,
    akIni: AKSES_MSG.buktiOlehAdmin,
    akLain: AKSES_MSG.buktiOlehAdmin,
    ptIni: AKSES_MSG.buktiBukanPelatih,
    ptLain: AKSES_MSG.buktiBukanPelatih,
    plIni: AKSES_MSG.buktiBukanPelatih,
    plLap: AKSES_MSG.buktiBukanPelatih,
    plLain: AKSES_MSG.buktiBukanPelatih,
  },
  'bagan.baca': {
    pelatihIni: AKSES_MSG.baganPanitia,
    pelatihLain: AKSES_MSG.baganPanitia,
    ptIni: AKSES_MSG.baganPanitia,
    ptLain: AKSES_MSG.baganPanitia,
    plIni: AKSES_MSG.baganPanitia,
    plLap: AKSES_MSG.baganPanitia,
    plLain: AKSES_MSG.baganPanitia,
  },
  'bagan.undi': {
    pelatihIni: AKSES_MSG.baganPanitia,
    pelatihLain: AKSES_MSG.baganPanitia,
    admin: AKSES_MSG.baganPanitia,
    ptIni: AKSES_MSG.baganPanitia,
    ptLain: AKSES_MSG.baganPanitia,
    plIni: AKSES_MSG.baganPanitia,
    plLap: AKSES_MSG.baganPanitia,
    plLain: AKSES_MSG.baganPanitia,
  },
  'bagan.catatHasil': {
    pelatihIni: AKSES_MSG.baganPanitia,
    pelatihLain: AKSES_MSG.baganPanitia,
    admin: AKSES_MSG.baganPanitia,
    ptIni: AKSES_MSG.baganPanitia,
    ptLain: AKSES_MSG.baganPanitia,
  },
  'bagan.koreksiHasil': {
    pelatihIni: AKSES_MSG.baganPanitia,
    pelatihLain: AKSES_MSG.baganPanitia,
    admin: AKSES_MSG.baganPanitia,
    ptIni: AKSES_MSG.baganPanitia,
    ptLain: AKSES_MSG.baganPanitia,
    plIni: AKSES_MSG.baganPanitia,
    plLap: AKSES_MSG.baganPanitia,
    plLain: AKSES_MSG.baganPanitia,
  },
  'penimbangan.putuskan': {
    pelatihIni: AKSES_MSG.putusanTimbang,
    pelatihLain: AKSES_MSG.putusanTimbang,
    ptIni: AKSES_MSG.putusanTimbang,
    ptLain: AKSES_MSG.putusanTimbang,
    plIni: AKSES_MSG.putusanTimbang,
    plLap: AKSES_MSG.putusanTimbang,
    plLain: AKSES_MSG.putusanTimbang,
  },
};

const sel = (aksi: Aksi) => MATRIKS[aksi].trim().split(/\s+/);

describe('the access policy: role × action × scope (issue 18)', () => {
  it('has one row of six cells for every action, and no row for an action that does not exist', () => {
    expect(Object.keys(MATRIKS).sort()).toEqual([...AKSI].sort());
    for (const aksi of AKSI) expect(sel(aksi), aksi).toHaveLength(KOLOM.length);
  });

  it.each(AKSI)('%s: every cell answers as today', (aksi) => {
    const nyata = KOLOM.map((s) => (boleh(SUBJEK[s], aksi, SASARAN) ? 'Y' : '-'));
    expect(nyata.join(' ')).toBe(sel(aksi).join(' '));
  });

  it.each(AKSI)('%s: a refusal is perlu_login without login, else akses_ditolak, with the text the API gives today', (aksi) => {
    KOLOM.forEach((s, i) => {
      const tolak = alasanTolak(SUBJEK[s], aksi, SASARAN);
      if (sel(aksi)[i] === 'Y') return expect(tolak, `${aksi} ${s}`).toBeNull();
      const pesan = s === 'tamu' ? AKSES_MSG.perluLogin : (PESAN_KHUSUS[aksi]?.[s] ?? AKSES_MSG.ditolak);
      expect(tolak, `${aksi} ${s}`).toEqual({ ok: false, kode: s === 'tamu' ? 'perlu_login' : 'akses_ditolak', pesan });
    });
  });

  it('keeps the refusal texts of the API exactly', () => {
    expect(AKSES_MSG).toEqual({
      perluLogin: 'Anda harus login terlebih dahulu',
      ditolak: 'Anda tidak memiliki akses',
      baganPanitia: 'Akses ditolak. Hanya Admin Kompetisi yang dapat mengelola drawing bagan.',
      baganTanpaKompetisi: 'Tidak ada kompetisi terkait akun ini.',
      kompetisiHanyaAdmin: 'Hanya admin yang dapat membuat kompetisi atau mengubah kelasnya',
      kompetisiUnggulan: 'Hanya admin yang dapat mengubah kompetisi unggulan',
      hanyaPelatih: 'Hanya pelatih yang bisa mendaftar kompetisi!',
      daftarDojangLain: 'Anda hanya dapat mendaftarkan atlet dari dojang Anda sendiri',
      gantiKelas: 'Anda tidak memiliki akses untuk mengubah kelas peserta',
      gantiKelasDojangLain: 'Anda hanya dapat mengubah kelas peserta dari dojang Anda sendiri',
      buktiBukanPelatih: 'Anda tidak memiliki akses untuk upload bukti transfer',
      buktiTanpaPelatih: 'ID Pelatih tidak ditemukan. Hubungi admin.',
      buktiOlehAdmin: 'Admin tidak dapat upload bukti transfer untuk dojang tertentu',
      putusanTimbang: 'Hanya Admin Kompetisi yang dapat memutuskan peserta yang gagal timbang',
    });
  });
});

describe('targets that leave a key out, lists, teams, accounts without a profile', () => {
  const { pelatihIni, admin, akIni } = SUBJEK;

  it("a key left out is the user's own: a list read keeps the user's scope", () => {
    expect(cakupan(admin, 'atlet.baca')).toEqual({});
    expect(cakupan(pelatihIni, 'atlet.baca')).toEqual({ id_dojang: 1 });
    expect(cakupan(akIni, 'atlet.baca')).toEqual({ id_kompetisi: 100 });
    // A competition's participants: the coach reads the own dojang's, the competition's admin all of them, another's none.
    expect(cakupan(pelatihIni, 'peserta.baca', { id_kompetisi: 200 })).toEqual({ id_dojang: 1 });
    expect(cakupan(akIni, 'peserta.baca', { id_kompetisi: 100 })).toEqual({});
    expect(cakupan(akIni, 'peserta.baca', { id_kompetisi: 200 })).toBeNull();
    expect(boleh(pelatihIni, 'atlet.tambah')).toBe(true);
  });

  it("a team entry belongs to every member's dojang; null belongs to no one", () => {
    expect(boleh(pelatihIni, 'peserta.hapus', { id_dojang: [1, 1], id_kompetisi: 100 })).toBe(true);
    expect(boleh(pelatihIni, 'peserta.hapus', { id_dojang: [1, 2], id_kompetisi: 100 })).toBe(false);
    expect(boleh(pelatihIni, 'pelatih.dokumen', { id_pelatih: null })).toBe(false);
    expect(boleh(admin, 'pelatih.dokumen', { id_pelatih: null })).toBe(true);
  });

  it("a role without its profile may nothing that needs one, with the action's own text", () => {
    const pelatihTanpaDojang = { role: 'PELATIH', pelatih: null };
    const akTanpaKompetisi = { role: 'ADMIN_KOMPETISI', admin_kompetisi: null };
    expect(alasanTolak(pelatihTanpaDojang, 'bukti.unggah')).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: AKSES_MSG.buktiTanpaPelatih,
    });
    expect(alasanTolak(akTanpaKompetisi, 'bagan.undi', { id_kompetisi: 100 })).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: AKSES_MSG.baganTanpaKompetisi,
    });
    expect(alasanTolak(pelatihTanpaDojang, 'peserta.gantiKelas', { id_dojang: 1 })).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: AKSES_MSG.gantiKelasDojangLain,
    });
    expect(boleh(pelatihTanpaDojang, 'push.langganan')).toBe(true);
  });

  it('court staff run only their own court: a bout on no court, or staff without a court, may not be run', () => {
    const { plIni } = SUBJEK;
    expect(boleh(plIni, 'lapangan.jalankan', { id_kompetisi: 100, id_lapangan: 7 })).toBe(true);
    expect(boleh(plIni, 'bagan.catatHasil', { id_kompetisi: 100, id_lapangan: null })).toBe(false);
    expect(boleh(SUBJEK.akIni, 'bagan.catatHasil', { id_kompetisi: 100, id_lapangan: null })).toBe(true);
    const tanpaLapangan = { role: 'PETUGAS_LAPANGAN', petugas: { id_kompetisi: 100, id_lapangan: null } };
    expect(boleh(tanpaLapangan, 'lapangan.jalankan', { id_kompetisi: 100, id_lapangan: 7 })).toBe(false);
    expect(boleh(tanpaLapangan, 'jadwal.baca', { id_kompetisi: 100 })).toBe(true);
  });

  it('an unknown role may nothing, whatever its name', () => {
    for (const role of ['TAMU', 'toString', '__proto__', 'constructor']) {
      for (const aksi of AKSI) expect(boleh({ role }, aksi, SASARAN), `${role} ${aksi}`).toBe(false);
    }
    expect(alasanTolak({ role: 'TAMU' }, 'bukti.unggah')).toEqual({ ok: false, kode: 'akses_ditolak', pesan: AKSES_MSG.buktiBukanPelatih });
  });

  it('the role-only question (before anything is loaded) and the roles a page lists', () => {
    expect(alasanTolakPeran(null, 'bagan.baca')).toEqual({ ok: false, kode: 'perlu_login', pesan: AKSES_MSG.perluLogin });
    expect(alasanTolakPeran({ role: 'ADMIN_KOMPETISI' }, 'bagan.baca')).toBeNull();
    expect(alasanTolakPeran({ role: 'PELATIH' }, 'bagan.baca')).toEqual({
      ok: false,
      kode: 'akses_ditolak',
      pesan: AKSES_MSG.baganPanitia,
    });
    expect(peranUntuk('dojang.baca')).toEqual(['PELATIH', 'ADMIN']);
    expect(peranUntuk('halaman.adminKompetisi')).toEqual(['ADMIN_KOMPETISI']);
  });
});
