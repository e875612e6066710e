/** Demo content (PGlite only): realistic Palembang data for trying the app. */
export const DEMO_PASSWORDS = {
  admin: { email: 'admin@arenatkd.demo', password: 'Admin123!' },
  kompetisi: { email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' },
  pelatih1: { email: 'pelatih1@arenatkd.demo', password: 'Pelatih123!' },
  pelatih2: { email: 'pelatih2@arenatkd.demo', password: 'Pelatih123!' },
} as const;

export const DEMO_KOMPETISI = {
  nama_event: 'Kejuaraan Taekwondo Sriwijaya Cup 2025',
  deskripsi:
    'Kejuaraan taekwondo tingkat internasional kategori prestasi dan pemula (Kyorugi dan Poomsae). ' +
    'Pendaftaran 1 Agustus - 8 November 2025; timbang berat 21 November 10:00-15:00; technical meeting 21 November ' +
    'mulai 15:30; pertandingan 22-26 November 2025.',
  lokasi: 'GOR Jakabaring, Palembang',
  tanggal_mulai: '2025-11-22',
  tanggal_selesai: '2025-11-26',
  batas_pendaftaran: '2025-11-08',
  status: 'PENDAFTARAN' as const,
  biaya_pendaftaran: 500_000,
  biaya_wna: 1_000_000,
  is_featured: true,
};

export const DEMO_DOJANG = [
  {
    nama_dojang: 'Dojang Garuda Sriwijaya', email: 'garuda.sriwijaya@gmail.com', no_telp: '0711-354210',
    provinsi: 'Sumatera Selatan', kota: 'Kota Palembang', kecamatan: 'Ilir Timur I', kelurahan: 'Sungai Pangeran',
    alamat: 'Jl. Jenderal Sudirman No. 128', status: 'APPROVED' as const,
  },
  {
    nama_dojang: 'Taekwondo Club Ampera', email: 'tc.ampera@gmail.com', no_telp: '0812-7788-4501',
    provinsi: 'Sumatera Selatan', kota: 'Kota Palembang', kecamatan: 'Seberang Ulu I', kelurahan: '15 Ulu',
    alamat: 'Jl. KH. Wahid Hasyim No. 45', status: 'APPROVED' as const,
  },
];

export const DEMO_PELATIH = [
  { nama_pelatih: 'Budi Santoso', no_telp: '081278451230', nik: '1671012304850003', tanggal_lahir: '1985-04-23',
    jenis_kelamin: 'LAKI_LAKI' as const, alamat: 'Jl. Angkatan 45 No. 12, Lorok Pakjo' },
  { nama_pelatih: 'Siti Rahmawati', no_telp: '085267893412', nik: '1671045611900002', tanggal_lahir: '1990-11-16',
    jenis_kelamin: 'PEREMPUAN' as const, alamat: 'Jl. Demang Lebar Daun No. 7' },
];

type JK = 'LAKI_LAKI' | 'PEREMPUAN';
export const DEMO_ATLET: { dojang: 0 | 1; nama_atlet: string; jenis_kelamin: JK; tanggal_lahir: string; belt: string;
  berat_badan: number; tinggi_badan: number; nik: string }[] = [
  { dojang: 0, nama_atlet: 'Muhammad Rizky Pratama', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2012-03-14', belt: 'hijau', berat_badan: 41, tinggi_badan: 150, nik: '1671011403120001' },
  { dojang: 0, nama_atlet: 'Aisyah Putri Ramadhani', jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2013-08-02', belt: 'biru', berat_badan: 38.5, tinggi_badan: 147, nik: '1671014208130002' },
  { dojang: 0, nama_atlet: 'Dimas Arya Saputra', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2009-01-27', belt: 'merah', berat_badan: 55, tinggi_badan: 168, nik: '1671012701090003' },
  { dojang: 0, nama_atlet: 'Nabila Zahra', jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2016-05-19', belt: 'kuning', berat_badan: 26, tinggi_badan: 128, nik: '1671015905160004' },
  { dojang: 1, nama_atlet: 'Fajar Hidayat', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2004-10-09', belt: 'hitam1', berat_badan: 68, tinggi_badan: 176, nik: '1671020910040005' },
  { dojang: 1, nama_atlet: 'Putri Ayu Lestari', jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2008-12-30', belt: 'merahHitam1', berat_badan: 52, tinggi_badan: 160, nik: '1671027012080006' },
  { dojang: 1, nama_atlet: 'Rafi Ahmad Fauzan', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: '2014-07-21', belt: 'kuningHijau', berat_badan: 33, tinggi_badan: 138, nik: '1671022107140007' },
  { dojang: 1, nama_atlet: 'Salsabila Khairunnisa', jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2011-02-11', belt: 'hijauBiru', berat_badan: 44, tinggi_badan: 152, nik: '1671025102110008' },
];
