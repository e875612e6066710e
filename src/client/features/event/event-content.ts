import { JAM_TECHNICAL_MEETING, JAM_TIMBANG_BADAN, jadwalKompetisi } from '../../../domain/kompetisi/jadwal';
import { rekeningKompetisi } from '../../../domain/kompetisi/kontak';
import type { Kompetisi } from '../../data/online/kompetisi';
import { formatRupiah } from '../../ui/format';

/**
 * Content of the public event microsite. Every fact that
 * belongs to the competition (name, dates, venue, fees, contact, account) comes from the featured
 * competition; without it the texts speak without dates rather than show a made-up one.
 */

/** Shown only when the competition list cannot be read at all (offline before the first visit). */
export const NAMA_EVENT_CADANGAN = 'Kejuaraan Taekwondo';

export const WELCOME = {
  heading: 'Sambutan Ketua Panitia',
  name: 'Ketua Panitia Pelaksana',
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

/** The venue of the static map (public/images/venue-map.webp). */
export const VENUE = {
  name: 'GOR Jakabaring',
  city: 'Palembang, Sumatera Selatan',
  address: 'Jakabaring Sport City, Jl. Gubernur H. A. Bastari, Palembang, Sumatera Selatan',
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

/** Timeline: registration, weigh-in, technical meeting and matches; null without readable dates. */
export function timelineItems(k: Kompetisi | undefined): TimelineItem[] | null {
  const j = k ? jadwalKompetisi(k) : null;
  if (!k || !j) return null;
  return [
    {
      title: 'Pendaftaran',
      date: j.batasPendaftaran ? `Sampai ${j.batasPendaftaran}` : `Sampai sehari sebelum ${j.pertandingan}`,
      text: 'Pendaftaran peserta dan pembayaran, atau sampai kuota terpenuhi.',
    },
    {
      title: 'Timbang Badan',
      date: j.timbangBadan,
      time: JAM_TIMBANG_BADAN,
      text: 'Penimbangan berat badan atlet kyorugi di lokasi pertandingan.',
    },
    {
      title: 'Technical Meeting',
      date: j.technicalMeeting,
      time: JAM_TECHNICAL_MEETING,
      text: 'Pertemuan teknis pelatih dan official bersama panitia.',
    },
    { title: 'Pertandingan', date: j.pertandingan, text: `Pertandingan kyorugi dan poomsae di ${k.lokasi || VENUE.name}.` },
  ];
}

export const PRIZES = {
  prestasi: ['Rp 30.000.000', 'Rp 15.000.000', 'Rp 7.500.000'],
  pemula: ['Rp 15.000.000', 'Rp 10.000.000', 'Rp 5.000.000'],
  bestAthlete: 'Rp 1.000.000',
};

export interface FaqSection {
  title: string;
  items: readonly { q: string; a: string }[];
}

/** FAQ: four sections; the dates, fees and account are the competition's own. */
export function faqSections(k: Kompetisi | undefined): FaqSection[] {
  const j = k ? jadwalKompetisi(k) : null;
  const lokasi = k?.lokasi || VENUE.name;
  const rekening = rekeningKompetisi(k);
  const biaya = k
    ? `${formatRupiah(k.biaya_pendaftaran)} per atlet Indonesia (WNI)` +
      (k.biaya_wna != null ? ` dan ${formatRupiah(k.biaya_wna)} per atlet asing (WNA).` : '.')
    : 'Biaya per atlet Indonesia (WNI) dan per atlet asing (WNA) tercantum di halaman Beranda event.';
  return [
    {
      title: 'Pendaftaran',
      items: [
        {
          q: 'Kapan periode pendaftaran?',
          a: j?.batasPendaftaran
            ? `Pendaftaran dibuka sampai ${j.batasPendaftaran}, atau ditutup lebih awal bila kuota sudah penuh.`
            : 'Pendaftaran dibuka sampai batas yang tercantum di halaman Timeline, atau ditutup lebih awal bila kuota sudah penuh.',
        },
        {
          q: 'Bagaimana cara mendaftar?',
          a: 'Daftarkan dojang, buat akun pelatih, tambahkan atlet di dashboard, lalu daftarkan atlet ke kelas kejuaraan.',
        },
        { q: 'Apakah satu atlet boleh ikut Kyorugi dan Poomsae?', a: 'Boleh. Atlet yang mengikuti kedua nomor akan menerima 2 ID card.' },
      ],
    },
    {
      title: 'Biaya & Pembayaran',
      items: [
        { q: 'Berapa biaya pendaftaran?', a: biaya },
        {
          q: 'Bagaimana cara membayar?',
          a:
            'Transfer bank' +
            (rekening ? ` ke ${rekening.bank} ${rekening.nomor} a.n. ${rekening.atasNama}` : ' ke rekening panitia') +
            ' dengan kode tagihan dojang Anda (mis. ATK1-D0042, tertera di halaman kompetisi pada dashboard pelatih) sebagai berita transfer, lalu unggah bukti transfer dari dashboard pelatih dan konfirmasi ke panitia.',
        },
        {
          q: 'Kapan batas pembayaran?',
          a: j?.batasPendaftaran
            ? `Paling lambat ${j.batasPendaftaran} atau saat kuota penuh. Pembayaran mengunci slot peserta.`
            : 'Paling lambat pada batas pendaftaran atau saat kuota penuh. Pembayaran mengunci slot peserta.',
        },
      ],
    },
    {
      title: 'Pertandingan & Penilaian',
      items: [
        {
          q: 'Sistem penilaian apa yang digunakan?',
          a: 'Kyorugi pemula memakai digital scoring, kyorugi prestasi memakai peraturan WT, dan poomsae memakai sistem gugur.',
        },
        {
          q: 'Kapan timbang badan dan technical meeting?',
          a: j
            ? `Timbang badan ${j.timbangBadan} pukul 10:00–15:00, technical meeting pada hari yang sama mulai pukul 15:30.`
            : 'Sehari sebelum pertandingan: timbang badan pukul 10:00–15:00, technical meeting pada hari yang sama mulai pukul 15:30.',
        },
        {
          q: 'Kapan pertandingan berlangsung?',
          a: j ? `${j.pertandingan.replace(/\s*–\s*/, ' sampai ')} di ${lokasi}.` : `Sesuai jadwal di halaman Timeline, di ${lokasi}.`,
        },
      ],
    },
    {
      title: 'Hadiah & Lainnya',
      items: [
        {
          q: 'Apa hadiah juara umum?',
          a: 'Prestasi: Rp 30 juta, Rp 15 juta, Rp 7,5 juta. Pemula: Rp 15 juta, Rp 10 juta, Rp 5 juta. Atlet terbaik tiap kategori: Rp 1 juta.',
        },
        { q: 'Siapa yang bisa saya hubungi?', a: kontakFaq(k) },
      ],
    },
  ];
}

function kontakFaq(k: Kompetisi | undefined): string {
  const cara = [
    k?.kontak_whatsapp?.trim() && `WhatsApp ${k.kontak_whatsapp.trim()}`,
    k?.kontak_email?.trim() && `email ${k.kontak_email.trim()}`,
  ]
    .filter(Boolean)
    .join(' atau ');
  if (!cara) return 'Hubungi panitia melalui WhatsApp atau email yang tercantum di halaman Beranda event.';
  return `Hubungi ${k?.kontak_nama?.trim() || 'panitia'} melalui ${cara}, juga tercantum di halaman Beranda event.`;
}
