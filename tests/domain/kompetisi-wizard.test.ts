import { describe, expect, it } from 'vitest';
import {
  JUMLAH_LANGKAH,
  WIZARD_AWAL,
  WIZARD_MSG,
  kembali,
  kembaliKe,
  wizardReducer,
  type WizardAksi,
  type WizardState,
} from '../../src/domain/kompetisi/wizard';
import {
  kelasBeratTerbuka,
  kelasKandidat,
  opsiAtlet,
  opsiKelasBerat,
  opsiKelasPoomsae,
  type WizardKonteks,
} from '../../src/domain/kompetisi/wizard-kelas';
import {
  lanjut,
  payloadPendaftaran,
  validasiLangkah,
  validasiLangkah1,
  validasiLangkah2,
  validasiLangkah3,
} from '../../src/domain/kompetisi/wizard-validasi';
import { DOJANG, KELAS, POOMSAE, atlet, cariKelas, entri, kompetisi } from './kompetisi-fixtures';

const run = (...aksi: WizardAksi[]) => aksi.reduce(wizardReducer, WIZARD_AWAL);
const pilih = (over: Partial<WizardState>): WizardState => ({ ...WIZARD_AWAL, ...over });

const budi = atlet({ tanggal_lahir: '2009-04-04', berat_badan: 47 });
const andi = atlet({ tanggal_lahir: '2010-04-04', berat_badan: 44 });
const sari = atlet({ tanggal_lahir: '2009-09-09', jenis_kelamin: 'PEREMPUAN', berat_badan: 47 });
const dewi = atlet({ tanggal_lahir: '2008-01-09', jenis_kelamin: 'PEREMPUAN', berat_badan: 52 });
const rina = atlet({ tanggal_lahir: '2010-02-02', jenis_kelamin: 'PEREMPUAN', berat_badan: 40 });
const cilik = atlet({ tanggal_lahir: '2018-02-02', berat_badan: 25 });
const lain = atlet({ tanggal_lahir: '2009-04-04', berat_badan: 47, id_dojang: DOJANG + 1 });
const konteks: WizardKonteks = {
  kompetisi: kompetisi(),
  kelas: KELAS,
  atlet: [budi, andi, sari, dewi, rina, cilik, lain],
  idDojang: DOJANG,
  entri: [],
};
const u48 = cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: 'Under 48 kg' });
const idBerat = (nama: string) => cariKelas('KYORUGI', 'prestasi', 4, { jk: 'LAKI_LAKI', berat: nama }).kelas_berat?.id_kelas_berat ?? null;
const kyorugiJunior = pilih({
  cabang: 'KYORUGI',
  kategori: 'prestasi',
  jenis_kelamin: 'LAKI_LAKI',
  id_kelompok: 4,
  id_kelas_berat: idBerat('Under 48 kg'),
});
const alasan = (h: { ok: boolean; pesan?: string }) => (h.ok ? 'ok' : h.pesan);

describe('wizard messages (spec 001 §5), step by step', () => {
  it('step 1 needs style and category', () => {
    expect(WIZARD_MSG.styleKategori).toBe('Anda harus memilih style dan kategori terlebih dahulu!');
    expect(alasan(validasiLangkah1(WIZARD_AWAL))).toBe('Anda harus memilih style dan kategori terlebih dahulu!');
    expect(alasan(validasiLangkah1(pilih({ cabang: 'KYORUGI' })))).toBe(WIZARD_MSG.styleKategori);
    expect(alasan(validasiLangkah1(pilih({ kategori: 'pemula' })))).toBe(WIZARD_MSG.styleKategori);
    expect(validasiLangkah1(pilih({ cabang: 'POOMSAE', kategori: 'pemula' })).ok).toBe(true);
  });

  it('step 2 Kyorugi: gender, then age group, then weight class (prestasi)', () => {
    const s = pilih({ cabang: 'KYORUGI', kategori: 'prestasi' });
    expect(alasan(validasiLangkah2(s, KELAS))).toBe('Anda harus memilih jenis kelamin terlebih dahulu');
    expect(alasan(validasiLangkah2({ ...s, jenis_kelamin: 'LAKI_LAKI' }, KELAS))).toBe('Anda harus memilih kelas umur terlebih dahulu');
    expect(alasan(validasiLangkah2({ ...s, jenis_kelamin: 'LAKI_LAKI', id_kelompok: 1 }, KELAS))).toBe(WIZARD_MSG.kelasUmur);
    expect(alasan(validasiLangkah2({ ...s, jenis_kelamin: 'LAKI_LAKI', id_kelompok: 4 }, KELAS))).toBe(
      'Anda harus memilih kelas berat terlebih dahulu',
    );
    expect(validasiLangkah2(kyorugiJunior, KELAS).ok).toBe(true);
    expect(alasan(validasiLangkah2({ ...kyorugiJunior, id_kelas_berat: 9999 }, KELAS))).toBe('Kelas kejuaraan tidak ditemukan');
    expect(alasan(validasiLangkah2(kyorugiJunior, []))).toBe(WIZARD_MSG.kelasTidakDitemukan);
  });

  it('step 2 Kyorugi pemula: age group and weight class optional, gender still needed', () => {
    const s = pilih({ cabang: 'KYORUGI', kategori: 'pemula' });
    expect(alasan(validasiLangkah2(s, KELAS))).toBe(WIZARD_MSG.jenisKelamin);
    expect(validasiLangkah2({ ...s, jenis_kelamin: 'PEREMPUAN' }, KELAS).ok).toBe(true);
    expect(validasiLangkah2({ ...s, jenis_kelamin: 'PEREMPUAN', id_kelompok: 1 }, KELAS).ok).toBe(true);
    expect(alasan(validasiLangkah2({ ...s, jenis_kelamin: 'PEREMPUAN', id_kelompok: 42 }, KELAS))).toBe(WIZARD_MSG.kelasUmur);
  });

  it('step 2 Poomsae: age group unless pemula, poomsae class, gender unless team', () => {
    const s = pilih({ cabang: 'POOMSAE', kategori: 'prestasi' });
    expect(alasan(validasiLangkah2(s, KELAS))).toBe(WIZARD_MSG.kelasUmur);
    expect(alasan(validasiLangkah2({ ...s, id_kelompok: 2 }, KELAS))).toBe(WIZARD_MSG.kelasUmur);
    expect(alasan(validasiLangkah2({ ...s, id_kelompok: 4 }, KELAS))).toBe('Anda harus memilih kelas poomsae terlebih dahulu');
    expect(alasan(validasiLangkah2({ ...s, id_kelompok: 4, id_poomsae: POOMSAE.individu.id_poomsae }, KELAS))).toBe(
      WIZARD_MSG.jenisKelamin,
    );
    expect(validasiLangkah2({ ...s, id_kelompok: 4, id_poomsae: POOMSAE.individu.id_poomsae, jenis_kelamin: 'PEREMPUAN' }, KELAS).ok).toBe(
      true,
    );
    expect(validasiLangkah2({ ...s, id_kelompok: 4, id_poomsae: POOMSAE.berpasangan.id_poomsae }, KELAS).ok).toBe(true);
    expect(validasiLangkah2({ ...s, id_kelompok: 4, id_poomsae: POOMSAE.beregu.id_poomsae }, KELAS).ok).toBe(true);
    expect(alasan(validasiLangkah2({ ...s, id_kelompok: 4, id_poomsae: 77 }, KELAS))).toBe(WIZARD_MSG.kelasTidakDitemukan);
    const pemula = pilih({ cabang: 'POOMSAE', kategori: 'pemula' });
    expect(alasan(validasiLangkah2(pemula, KELAS))).toBe(WIZARD_MSG.kelasPoomsae);
    expect(validasiLangkah2({ ...pemula, id_poomsae: POOMSAE.berpasangan.id_poomsae }, KELAS).ok).toBe(true);
    expect(alasan(validasiLangkah2({ ...pemula, id_poomsae: POOMSAE.beregu.id_poomsae }, KELAS))).toBe(WIZARD_MSG.kelasTidakDitemukan);
  });

  it('step 3 needs the athletes, eligible and not yet registered', () => {
    expect(alasan(validasiLangkah3(kyorugiJunior, konteks))).toBe('Anda harus memilih atlit terlebih dahulu');
    expect(validasiLangkah3({ ...kyorugiJunior, atlet: [budi.id_atlet] }, konteks)).toMatchObject({ ok: true, kelas: u48, atlet: [budi] });
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [andi.id_atlet] }, konteks))).toBe(
      'Berat badan 44 kg tidak masuk kelas Under 48 kg (di atas 45 s.d. 48 kg)',
    );
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [lain.id_atlet] }, konteks))).toBe(
      'Anda hanya dapat mendaftarkan atlet dari dojang Anda sendiri',
    );
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [424242] }, konteks))).toBe('Atlet tidak ditemukan');
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [budi.id_atlet, andi.id_atlet] }, konteks))).toBe(
      'Kelas ini hanya untuk 1 atlit',
    );
    const terdaftar = { ...konteks, entri: [entri({ id_kelas_kejuaraan: u48.id_kelas_kejuaraan, anggota: [budi.id_atlet] })] };
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [budi.id_atlet] }, terdaftar))).toBe('Atlet sudah terdaftar di kelas ini');
    const kyorugiLain = { ...konteks, entri: [entri({ id_kelas_kejuaraan: 99, cabang: 'KYORUGI', anggota: [budi.id_atlet] })] };
    expect(alasan(validasiLangkah3({ ...kyorugiJunior, atlet: [budi.id_atlet] }, kyorugiLain))).toBe(
      'Atlet hanya boleh mengikuti satu kelas Kyorugi dalam satu kompetisi',
    );
    expect(alasan(validasiLangkah3(pilih({}), konteks))).toBe(WIZARD_MSG.styleKategori);
  });

  it('the other texts of the wizard', () => {
    expect(WIZARD_MSG.kelasPoomsae).toBe('Anda harus memilih kelas poomsae terlebih dahulu');
    expect(WIZARD_MSG.tidakAdaEligible).toBe('Tidak ada atlet yang eligible atau semua atlet sudah terdaftar untuk kompetisi ini!');
    expect(WIZARD_MSG.hanyaPelatih).toBe('Hanya pelatih yang bisa mendaftar kompetisi!');
    expect(WIZARD_MSG.berhasil).toBe('Pendaftaran berhasil!');
    expect(WIZARD_MSG.gagal).toBe('Gagal mendaftarkan atlet');
    expect(WIZARD_MSG.validasiGagal('Atlet tidak ditemukan')).toBe('Validasi gagal: Atlet tidak ditemukan');
    expect(JUMLAH_LANGKAH).toBe(4);
  });
});

describe('moving through the steps', () => {
  it('Selanjutnya advances only past a complete step; step 4 stays', () => {
    expect(lanjut(WIZARD_AWAL, konteks)).toMatchObject({ ok: false, pesan: WIZARD_MSG.styleKategori });
    let s = run({ type: 'cabang', cabang: 'KYORUGI' }, { type: 'kategori', kategori: 'prestasi' });
    let r = lanjut(s, konteks);
    expect(r.ok && r.state.langkah).toBe(2);
    s = r.ok ? r.state : s;
    expect(lanjut(s, konteks)).toMatchObject({ ok: false, pesan: WIZARD_MSG.jenisKelamin });
    s = [
      { type: 'jenis_kelamin', jenis_kelamin: 'LAKI_LAKI' },
      { type: 'kelompok', id_kelompok: 4 },
      { type: 'kelas_berat', id_kelas_berat: idBerat('Under 48 kg') },
    ].reduce((st, a) => wizardReducer(st, a as WizardAksi), s);
    r = lanjut(s, konteks);
    expect(r.ok && r.state.langkah).toBe(3);
    s = r.ok ? r.state : s;
    expect(lanjut(s, konteks)).toMatchObject({ ok: false, pesan: WIZARD_MSG.atlit });
    s = wizardReducer(s, { type: 'atlet', slot: 0, id_atlet: budi.id_atlet });
    r = lanjut(s, konteks);
    expect(r.ok && r.state.langkah).toBe(4);
    s = r.ok ? r.state : s;
    expect(lanjut(s, konteks)).toEqual({ ok: true, state: s });
    expect(validasiLangkah(s, 3, konteks).ok).toBe(true);
    expect(payloadPendaftaran(s, konteks)).toMatchObject({
      ok: true,
      body: { atlitId: budi.id_atlet, kelasKejuaraanId: u48.id_kelas_kejuaraan },
    });
  });

  it('Back: step 1 closes, step 2 clears everything, step 3 clears the details and athletes, step 4 the athletes', () => {
    const full: WizardState = { ...kyorugiJunior, atlet: [budi.id_atlet] };
    expect(kembali({ ...full, langkah: 1 })).toBeNull();
    expect(kembali({ ...full, langkah: 2 })).toEqual(WIZARD_AWAL);
    expect(kembali({ ...full, langkah: 3 })).toEqual({
      ...WIZARD_AWAL,
      langkah: 2,
      cabang: 'KYORUGI',
      kategori: 'prestasi',
    });
    expect(kembali({ ...full, langkah: 4 })).toEqual({ ...full, langkah: 3, atlet: [] });
    expect(kembaliKe({ ...full, langkah: 4 }, 4)).toEqual({ ...full, langkah: 4 });
  });
});

describe('selections clear what depends on them (spec 001 §4)', () => {
  const penuh: WizardState = { ...kyorugiJunior, id_poomsae: 1, atlet: [budi.id_atlet, andi.id_atlet] };
  it('changing style clears every detail and athlete, keeps the category; the same style changes nothing', () => {
    expect(wizardReducer(penuh, { type: 'cabang', cabang: 'POOMSAE' })).toEqual({
      ...WIZARD_AWAL,
      cabang: 'POOMSAE',
      kategori: 'prestasi',
    });
    expect(wizardReducer(penuh, { type: 'cabang', cabang: 'KYORUGI' })).toBe(penuh);
  });
  it('choosing pemula clears age, weight, poomsae and athlete2 (even when already pemula); prestasi only on change', () => {
    const expected = { ...penuh, kategori: 'pemula', id_kelompok: null, id_kelas_berat: null, id_poomsae: null, atlet: [budi.id_atlet] };
    expect(wizardReducer(penuh, { type: 'kategori', kategori: 'pemula' })).toEqual(expected);
    expect(wizardReducer({ ...penuh, kategori: 'pemula' }, { type: 'kategori', kategori: 'pemula' })).toEqual(expected);
    expect(wizardReducer(penuh, { type: 'kategori', kategori: 'prestasi' })).toBe(penuh);
    expect(wizardReducer({ ...penuh, kategori: 'pemula' }, { type: 'kategori', kategori: 'prestasi' })).toEqual({
      ...expected,
      kategori: 'prestasi',
    });
  });
  it('gender and age group clear the weight class and athletes; a class change clears athletes', () => {
    expect(wizardReducer(penuh, { type: 'jenis_kelamin', jenis_kelamin: 'PEREMPUAN' })).toEqual({
      ...penuh,
      jenis_kelamin: 'PEREMPUAN',
      id_kelas_berat: null,
      atlet: [],
    });
    expect(wizardReducer(penuh, { type: 'kelompok', id_kelompok: 5 })).toEqual({
      ...penuh,
      id_kelompok: 5,
      id_kelas_berat: null,
      id_poomsae: null,
      atlet: [],
    });
    expect(wizardReducer(penuh, { type: 'kelas_berat', id_kelas_berat: 1 })).toEqual({ ...penuh, id_kelas_berat: 1, atlet: [] });
    expect(wizardReducer(penuh, { type: 'poomsae', id_poomsae: 2 })).toEqual({ ...penuh, id_poomsae: 2, atlet: [] });
    expect(wizardReducer(penuh, { type: 'kelompok', id_kelompok: 4 })).toBe(penuh);
  });
  it('athlete slots fill, empty and trim; out-of-range slots are ignored; reset starts over', () => {
    expect(run({ type: 'atlet', slot: 1, id_atlet: 5 }).atlet).toEqual([null, 5]);
    expect(run({ type: 'atlet', slot: 1, id_atlet: 5 }, { type: 'atlet', slot: 1, id_atlet: null }).atlet).toEqual([]);
    expect(run({ type: 'atlet', slot: 3, id_atlet: 5 })).toBe(WIZARD_AWAL);
    expect(run({ type: 'atlet', slot: -1, id_atlet: 5 })).toBe(WIZARD_AWAL);
    expect(wizardReducer(penuh, { type: 'reset' })).toBe(WIZARD_AWAL);
  });
});

describe('options and the class the athletes decide', () => {
  it('weight classes of the chosen group and gender, lightest first; poomsae classes of the group', () => {
    const s = pilih({ cabang: 'KYORUGI', kategori: 'prestasi', jenis_kelamin: 'PEREMPUAN', id_kelompok: 4 });
    expect(opsiKelasBerat(KELAS, s).map((b) => b.nama_kelas)).toEqual([
      'Under 42 kg',
      'Under 44 kg',
      'Under 46 kg',
      'Under 49 kg',
      'Under 52 kg',
      'Under 55 kg',
      'Under 59 kg',
      'Under 63 kg',
      'Under 68 kg',
      'Over 68 kg',
    ]);
    expect(opsiKelasBerat(KELAS, { ...s, kategori: 'pemula' })).toEqual([]);
    // Gender and age group first: before both are chosen there is nothing to pick (no repeated 'Under 45 kg').
    expect(opsiKelasBerat(KELAS, { ...s, jenis_kelamin: null })).toEqual([]);
    expect(opsiKelasBerat(KELAS, { ...s, id_kelompok: null })).toEqual([]);
    expect(kelasBeratTerbuka({ ...s, id_kelompok: null })).toBe(false);
    expect(kelasBeratTerbuka(s)).toBe(true);
    for (const jenis_kelamin of ['LAKI_LAKI', 'PEREMPUAN'] as const) {
      for (const id_kelompok of [1, 2, 3, 4, 5]) {
        const names = opsiKelasBerat(KELAS, { ...s, jenis_kelamin, id_kelompok }).map((b) => b.nama_kelas);
        expect(new Set(names).size).toBe(names.length);
      }
    }
    expect(opsiKelasBerat(KELAS, { ...s, cabang: 'POOMSAE' })).toEqual([]);
    expect(
      opsiKelasPoomsae(KELAS, pilih({ cabang: 'POOMSAE', kategori: 'prestasi', id_kelompok: 4, jenis_kelamin: 'LAKI_LAKI' })).map(
        (p) => p.nama_kelas,
      ),
    ).toEqual(['Individu', 'Berpasangan', 'Beregu']);
    expect(opsiKelasPoomsae(KELAS, pilih({ cabang: 'POOMSAE', kategori: 'pemula' })).map((p) => p.nama_kelas)).toEqual([
      'Individu',
      'Berpasangan',
    ]);
    expect(opsiKelasPoomsae(KELAS, pilih({ cabang: 'KYORUGI', kategori: 'pemula' }))).toEqual([]);
  });

  it('Kyorugi pemula without an age group: each athlete goes to the class of their own age group', () => {
    const s = pilih({ cabang: 'KYORUGI', kategori: 'pemula', jenis_kelamin: 'LAKI_LAKI', langkah: 3 });
    expect(kelasKandidat(KELAS, s)).toHaveLength(5);
    expect(opsiAtlet(s, konteks)).toEqual([budi, andi, cilik]);
    const junior = payloadPendaftaran({ ...s, atlet: [budi.id_atlet] }, konteks);
    expect(junior.ok && junior.kelas.kelompok.nama_kelompok).toBe('Junior');
    const spc = payloadPendaftaran({ ...s, atlet: [cilik.id_atlet] }, konteks);
    expect(spc.ok && spc.kelas.kelompok.nama_kelompok).toBe('Super Pra-Cadet');
    const cadetOnly = { ...s, id_kelompok: 3 };
    expect(opsiAtlet(cadetOnly, konteks)).toEqual([]);
    expect(alasan(validasiLangkah3({ ...cadetOnly, atlet: [budi.id_atlet] }, konteks))).toBe(
      'Tahun lahir 2009 tidak masuk kelompok Cadet (kelahiran 2011-2013)',
    );
  });

  it('step 3 list leaves out ineligible, other-dojang, registered and already-picked athletes', () => {
    expect(opsiAtlet({ ...kyorugiJunior, langkah: 3 }, konteks)).toEqual([budi]);
    const terdaftar = { ...konteks, entri: [entri({ id_kelas_kejuaraan: u48.id_kelas_kejuaraan, anggota: [budi.id_atlet] })] };
    expect(opsiAtlet({ ...kyorugiJunior, langkah: 3 }, terdaftar)).toEqual([]);
  });

  it('a pair: the second slot offers partners that fit the same class as the first', () => {
    const s = pilih({ cabang: 'POOMSAE', kategori: 'prestasi', id_kelompok: 4, id_poomsae: POOMSAE.berpasangan.id_poomsae, langkah: 3 });
    expect(opsiAtlet(s, konteks, 0)).toEqual([budi, andi, sari, dewi, rina]);
    const satu = wizardReducer(s, { type: 'atlet', slot: 0, id_atlet: sari.id_atlet });
    expect(opsiAtlet(satu, konteks, 1)).toEqual([budi, andi, dewi, rina]);
    expect(alasan(validasiLangkah3(satu, konteks))).toBe('Anda harus memilih atlit kedua terlebih dahulu');
    const dua = wizardReducer(satu, { type: 'atlet', slot: 1, id_atlet: budi.id_atlet });
    expect(payloadPendaftaran(dua, konteks)).toMatchObject({
      ok: true,
      body: {
        atlitId: sari.id_atlet,
        atlitId2: budi.id_atlet,
        kelasKejuaraanId: cariKelas('POOMSAE', 'prestasi', 4, { poomsae: 2 }).id_kelas_kejuaraan,
      },
    });
    expect(alasan(validasiLangkah3(wizardReducer(satu, { type: 'atlet', slot: 1, id_atlet: sari.id_atlet }), konteks))).toBe(
      'Atlit dalam satu tim harus berbeda',
    );
  });

  it('a Beregu team of three (gender from the members) sends atlitId3', () => {
    const s = pilih({ cabang: 'POOMSAE', kategori: 'prestasi', id_kelompok: 4, id_poomsae: POOMSAE.beregu.id_poomsae, langkah: 3 });
    const satu = wizardReducer(s, { type: 'atlet', slot: 0, id_atlet: sari.id_atlet });
    expect(opsiAtlet(satu, konteks, 1)).toEqual([dewi, rina]);
    const tiga = [dewi, rina].reduce((st, a, i) => wizardReducer(st, { type: 'atlet', slot: i + 1, id_atlet: a.id_atlet }), satu);
    const hasil = payloadPendaftaran(tiga, konteks);
    expect(hasil).toMatchObject({ ok: true, body: { atlitId: sari.id_atlet, atlitId2: dewi.id_atlet, atlitId3: rina.id_atlet } });
    expect(hasil.ok && hasil.kelas.jenis_kelamin).toBe('PEREMPUAN');
    expect(alasan(validasiLangkah3(wizardReducer(tiga, { type: 'atlet', slot: 2, id_atlet: budi.id_atlet }), konteks))).toBe(
      'Atlit pertama: Kelas ini khusus Putra',
    );
    expect(alasan(validasiLangkah3(wizardReducer(tiga, { type: 'atlet', slot: 2, id_atlet: null }), konteks))).toBe(
      'Anda harus memilih atlit ketiga terlebih dahulu',
    );
  });
});
