/**
 * Fixed content of the public event microsite (spec 001 'Public event microsite' and §9).
 * Competition name, dates, venue and fee come from the featured competition when it is loaded;
 * these values are the fallback and the parts the API does not carry.
 */
export const EVENT_FALLBACK = {
  nama_event: 'Kejuaraan Taekwondo Internasional 2025',
  tanggal: '22–26 November 2025',
  lokasi: 'GOR Jakabaring, Palembang',
  biaya_wni: 500_000,
  biaya_wna: 1_000_000,
};

export const WELCOME = {
  heading: 'Sambutan Ketua Panitia',
  name: 'Ketua Panitia Pelaksana',
  role: 'Kejuaraan Taekwondo 2025',
  paragraphs: [
    'Selamat datang para atlet, pelatih, official dan pecinta taekwondo di seluruh Indonesia dan mancanegara. Kejuaraan ini kami selenggarakan sebagai ajang pembinaan prestasi sekaligus wadah silaturahmi antar dojang.',
    'Kami mengundang seluruh dojang untuk mendaftarkan atletnya, bertanding secara sportif dan menjunjung tinggi nilai-nilai taekwondo: sopan santun, integritas, ketekunan, pengendalian diri dan semangat pantang menyerah.',
  ],
};

export const REGISTRATION_STEPS = [
  { title: 'Daftarkan Dojang', text: 'Isi data dojang Anda di halaman Registrasi Dojang.' },
  { title: 'Buat Akun Pelatih', text: 'Daftar sebagai pelatih dan pilih dojang yang sudah terdaftar.' },
  { title: 'Tambah Atlet', text: 'Lengkapi data atlet beserta dokumen pendukung dari dashboard.' },
  { title: 'Daftar & Bayar', text: 'Daftarkan atlet ke kelas kejuaraan lalu unggah bukti transfer.' },
] as const;

export const CONTACT = {
  phone: '+62 812-0000-0000',
  phoneHref: 'https://wa.me/6281200000000',
  email: 'panitia@arenatkd.id',
  instagram: '@arenatkd',
  address: 'Jakabaring Sport City, Jl. Gubernur H. A. Bastari, Palembang, Sumatera Selatan',
};

export const VENUE = {
  name: 'GOR Jakabaring',
  city: 'Palembang, Sumatera Selatan',
  lat: -3.0235,
  lon: 104.7892,
  mapUrl: 'https://www.openstreetmap.org/?mlat=-3.0235&mlon=104.7892#map=16/-3.0235/104.7892',
};

export interface TimelineItem {
  title: string;
  date: string;
  time?: string;
  text: string;
}

export const TIMELINE: readonly TimelineItem[] = [
  { title: 'Pendaftaran', date: '1 Agustus – 8 November 2025', text: 'Pendaftaran peserta dan pembayaran, atau sampai kuota terpenuhi.' },
  { title: 'Timbang Badan', date: '21 November 2025', time: '10:00 – 15:00 WIB', text: 'Penimbangan berat badan atlet kyorugi di lokasi pertandingan.' },
  { title: 'Technical Meeting', date: '21 November 2025', time: 'Mulai 15:30 WIB', text: 'Pertemuan teknis pelatih dan official bersama panitia.' },
  { title: 'Pertandingan', date: '22 – 26 November 2025', text: 'Pertandingan kyorugi dan poomsae di GOR Jakabaring, Palembang.' },
];

export const PRIZES = {
  prestasi: ['Rp 30.000.000', 'Rp 15.000.000', 'Rp 7.500.000'],
  pemula: ['Rp 15.000.000', 'Rp 10.000.000', 'Rp 5.000.000'],
  bestAthlete: 'Rp 1.000.000',
};

export interface FaqSection {
  title: string;
  items: readonly { q: string; a: string }[];
}

export const FAQ: readonly FaqSection[] = [
  {
    title: 'Pendaftaran',
    items: [
      { q: 'Kapan periode pendaftaran?', a: 'Pendaftaran dibuka 1 Agustus sampai 8 November 2025, atau ditutup lebih awal bila kuota sudah penuh.' },
      { q: 'Bagaimana cara mendaftar?', a: 'Daftarkan dojang, buat akun pelatih, tambahkan atlet di dashboard, lalu daftarkan atlet ke kelas kejuaraan.' },
      { q: 'Apakah satu atlet boleh ikut Kyorugi dan Poomsae?', a: 'Boleh. Atlet yang mengikuti kedua nomor akan menerima 2 ID card.' },
    ],
  },
  {
    title: 'Biaya & Pembayaran',
    items: [
      { q: 'Berapa biaya pendaftaran?', a: 'Rp 500.000 per atlet Indonesia (WNI) dan Rp 1.000.000 per atlet asing (WNA).' },
      { q: 'Bagaimana cara membayar?', a: 'Transfer bank dengan berita transfer nama klub dan jumlah peserta, lalu unggah bukti transfer dari dashboard pelatih dan konfirmasi ke panitia.' },
      { q: 'Kapan batas pembayaran?', a: 'Paling lambat 8 November 2025 atau saat kuota penuh. Pembayaran mengunci slot peserta.' },
    ],
  },
  {
    title: 'Pertandingan & Penilaian',
    items: [
      { q: 'Sistem penilaian apa yang digunakan?', a: 'Kyorugi pemula memakai digital scoring, kyorugi prestasi memakai peraturan WT, dan poomsae memakai sistem gugur.' },
      { q: 'Kapan timbang badan dan technical meeting?', a: 'Timbang badan 21 November 2025 pukul 10:00–15:00, technical meeting pada hari yang sama mulai pukul 15:30.' },
      { q: 'Kapan pertandingan berlangsung?', a: '22 sampai 26 November 2025 di GOR Jakabaring, Palembang.' },
    ],
  },
  {
    title: 'Hadiah & Lainnya',
    items: [
      { q: 'Apa hadiah juara umum?', a: 'Prestasi: Rp 30 juta, Rp 15 juta, Rp 7,5 juta. Pemula: Rp 15 juta, Rp 10 juta, Rp 5 juta. Atlet terbaik tiap kategori: Rp 1 juta.' },
      { q: 'Siapa yang bisa saya hubungi?', a: 'Hubungi panitia melalui WhatsApp atau email yang tercantum di halaman Beranda event.' },
    ],
  },
];
