import { geserHari, rentangTanggal, tahunDari, tanggalPanjang, tanggalTanpaTahun } from '../../../domain/kompetisi/tanggal-tampil';

/** Demo content (PGlite only): realistic Palembang data for trying the app. */
export const DEMO_PASSWORDS = {
  admin: { email: 'admin@arenatkd.demo', password: 'Admin123!' },
  kompetisi: { email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' },
  /** The demo competition's weigh-in desk (PETUGAS_TIMBANG). */
  petugas: { email: 'petugas@arenatkd.demo', password: 'Petugas123!' },
  pelatih1: { email: 'pelatih1@arenatkd.demo', password: 'Pelatih123!' },
  pelatih2: { email: 'pelatih2@arenatkd.demo', password: 'Pelatih123!' },
  // pelatih4@ … pelatih10@arenatkd.demo exist too, with the same password (see demo-isi.ts).
  pelatih3: { email: 'pelatih3@arenatkd.demo', password: 'Pelatih123!' },
} as const;

/**
 * The championship, its dates moved to the day of the first seed (`hariPertama`, WIB) so
 * registration is open when someone tries the demo: deadline in 3 weeks, matches 5 weeks ahead for 5 days
 * (weigh-in and technical meeting the day before). Contact and bank say they are demo.
 */
export function demoKompetisi(hariPertama: string) {
  const geser = (n: number) => {
    const d = geserHari(hariPertama, n);
    if (!d) throw new Error(`Tanggal seed tidak valid: ${hariPertama}`);
    return d;
  };
  const batas_pendaftaran = geser(21);
  const tanggal_mulai = geser(35);
  const tanggal_selesai = geser(39);
  const sehariSebelum = geser(34);
  const hariTeknis =
    tahunDari(sehariSebelum) === tahunDari(tanggal_mulai) ? tanggalTanpaTahun(sehariSebelum) : tanggalPanjang(sehariSebelum);
  return {
    nama_event: `Kejuaraan Taekwondo Sriwijaya Cup ${tahunDari(tanggal_mulai)}`,
    deskripsi:
      'Kejuaraan taekwondo tingkat internasional kategori prestasi dan pemula (Kyorugi dan Poomsae). ' +
      `Pendaftaran ${rentangTanggal(hariPertama, batas_pendaftaran)}; timbang berat ${hariTeknis} 10:00-15:00; ` +
      `technical meeting ${hariTeknis} mulai 15:30; pertandingan ${rentangTanggal(tanggal_mulai, tanggal_selesai)}.`,
    lokasi: 'GOR Jakabaring, Palembang',
    tanggal_mulai,
    tanggal_selesai,
    batas_pendaftaran,
    status: 'PENDAFTARAN' as const,
    biaya_pendaftaran: 500_000,
    biaya_wna: 1_000_000,
    kuota: null,
    is_featured: true,
    kontak_nama: 'Panitia Sriwijaya Cup (data demo)',
    kontak_whatsapp: '0812-0000-0000',
    kontak_email: 'panitia@arenatkd.demo',
    bank_nama: 'Bank Demo',
    bank_nomor_rekening: '000-000-0000',
    bank_atas_nama: 'Panitia Sriwijaya Cup (rekening demo)',
  };
}

export const DEMO_DOJANG = [
  {
    nama_dojang: 'Dojang Garuda Sriwijaya',
    email: 'garuda.sriwijaya@gmail.com',
    no_telp: '0711-354210',
    provinsi: 'Sumatera Selatan',
    kota: 'Kota Palembang',
    kecamatan: 'Ilir Timur I',
    kelurahan: 'Sungai Pangeran',
    alamat: 'Jl. Jenderal Sudirman No. 128',
    status: 'APPROVED' as const,
  },
  {
    nama_dojang: 'Taekwondo Club Ampera',
    email: 'tc.ampera@gmail.com',
    no_telp: '0812-7788-4501',
    provinsi: 'Sumatera Selatan',
    kota: 'Kota Palembang',
    kecamatan: 'Seberang Ulu I',
    kelurahan: '15 Ulu',
    alamat: 'Jl. KH. Wahid Hasyim No. 45',
    status: 'APPROVED' as const,
  },
];

export const DEMO_PELATIH = [
  {
    nama_pelatih: 'Budi Santoso',
    no_telp: '081278451230',
    nik: '1671012304850003',
    tanggal_lahir: '1985-04-23',
    jenis_kelamin: 'LAKI_LAKI' as const,
    alamat: 'Jl. Angkatan 45 No. 12, Lorok Pakjo',
  },
  {
    nama_pelatih: 'Siti Rahmawati',
    no_telp: '085267893412',
    nik: '1671045611900002',
    tanggal_lahir: '1990-11-16',
    jenis_kelamin: 'PEREMPUAN' as const,
    alamat: 'Jl. Demang Lebar Daun No. 7',
  },
];

type JK = 'LAKI_LAKI' | 'PEREMPUAN';

/**
 * The named demo athletes' birth dates (and the date in their NIK) are written for a championship held in this year;
 * the seed moves them by as many years as the demo championship is later, so every athlete keeps its age group
 * whatever day the demo is first started.
 */
export const DEMO_TAHUN_DASAR = 2026;

/** An athlete of DEMO_ATLET as seeded for a championship in `tahun`: birth date and NIK moved with it. */
export function atletDemoUntuk<A extends { tanggal_lahir: string; nik: string }>(a: A, tahun: number): A {
  const geser = tahun - DEMO_TAHUN_DASAR;
  const lahir = Number(a.tanggal_lahir.slice(0, 4)) + geser;
  // A 29 February moves to 28 February in a year without it.
  const hari =
    a.tanggal_lahir.slice(5) === '02-29' && !(lahir % 4 === 0 && (lahir % 100 !== 0 || lahir % 400 === 0))
      ? '02-28'
      : a.tanggal_lahir.slice(5);
  const tanggal_lahir = `${lahir}-${hari}`;
  // NIK: region (6 digits), birth day (+40 for women), month, two-digit year, serial (4 digits).
  const nik = `${a.nik.slice(0, 6)}${a.nik.slice(6, 8)}${a.nik.slice(8, 10)}${String(lahir % 100).padStart(2, '0')}${a.nik.slice(12)}`;
  return { ...a, tanggal_lahir, nik };
}

export const DEMO_ATLET: {
  dojang: 0 | 1;
  nama_atlet: string;
  jenis_kelamin: JK;
  tanggal_lahir: string;
  belt: string;
  berat_badan: number;
  tinggi_badan: number;
  nik: string;
}[] = [
  {
    dojang: 0,
    nama_atlet: 'Muhammad Rizky Pratama',
    jenis_kelamin: 'LAKI_LAKI',
    tanggal_lahir: '2012-03-14',
    belt: 'hijau',
    berat_badan: 41,
    tinggi_badan: 150,
    nik: '1671011403120001',
  },
  {
    dojang: 0,
    nama_atlet: 'Aisyah Putri Ramadhani',
    jenis_kelamin: 'PEREMPUAN',
    tanggal_lahir: '2013-08-02',
    belt: 'biru',
    berat_badan: 38.5,
    tinggi_badan: 147,
    nik: '1671014208130002',
  },
  {
    dojang: 0,
    nama_atlet: 'Dimas Arya Saputra',
    jenis_kelamin: 'LAKI_LAKI',
    tanggal_lahir: '2009-01-27',
    belt: 'merah',
    berat_badan: 55,
    tinggi_badan: 168,
    nik: '1671012701090003',
  },
  {
    dojang: 0,
    nama_atlet: 'Nabila Zahra',
    jenis_kelamin: 'PEREMPUAN',
    tanggal_lahir: '2016-05-19',
    belt: 'kuning',
    berat_badan: 26,
    tinggi_badan: 128,
    nik: '1671015905160004',
  },
  {
    dojang: 1,
    nama_atlet: 'Fajar Hidayat',
    jenis_kelamin: 'LAKI_LAKI',
    tanggal_lahir: '2004-10-09',
    belt: 'hitam1',
    berat_badan: 68,
    tinggi_badan: 176,
    nik: '1671020910040005',
  },
  {
    dojang: 1,
    nama_atlet: 'Putri Ayu Lestari',
    jenis_kelamin: 'PEREMPUAN',
    tanggal_lahir: '2008-12-30',
    belt: 'merahHitam1',
    berat_badan: 52,
    tinggi_badan: 160,
    nik: '1671027012080006',
  },
  {
    dojang: 1,
    nama_atlet: 'Rafi Ahmad Fauzan',
    jenis_kelamin: 'LAKI_LAKI',
    tanggal_lahir: '2014-07-21',
    belt: 'kuningHijau',
    berat_badan: 33,
    tinggi_badan: 138,
    nik: '1671022107140007',
  },
  {
    dojang: 1,
    nama_atlet: 'Salsabila Khairunnisa',
    jenis_kelamin: 'PEREMPUAN',
    tanggal_lahir: '2011-02-11',
    belt: 'hijauBiru',
    berat_badan: 44,
    tinggi_badan: 152,
    nik: '1671025102110008',
  },
];
