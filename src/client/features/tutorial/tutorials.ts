export interface TutorialVideo {
  id: string;
  title: string;
  description: string;
  /** YouTube video id; played through youtube-nocookie.com. */
  youtubeId: string;
  duration: string;
  /** Local thumbnail (works offline); the placeholder replaces it if it fails. */
  thumbnail: string;
}

/** The three tutorial videos of spec 000 §2. Replace the ids here when the final videos are published. */
export const TUTORIALS: readonly TutorialVideo[] = [
  {
    id: 'dojang-pelatih',
    title: 'Registrasi Dojang & Pelatih',
    description: 'Mendaftarkan dojang baru, lalu membuat akun pelatih yang terhubung ke dojang tersebut.',
    youtubeId: 'TKDdojang01',
    duration: '5 menit',
    thumbnail: '/images/tutorial-dojang.webp',
  },
  {
    id: 'atlet',
    title: 'Registrasi Atlet',
    description: 'Menambahkan atlet beserta data fisik dan dokumen pendukung dari dashboard pelatih.',
    youtubeId: 'TKDatlet002',
    duration: '4 menit',
    thumbnail: '/images/tutorial-atlet.webp',
  },
  {
    id: 'kompetisi',
    title: 'Registrasi Kompetisi',
    description: 'Mendaftarkan atlet ke kelas kyorugi atau poomsae dan mengunggah bukti pembayaran.',
    youtubeId: 'TKDlomba003',
    duration: '6 menit',
    thumbnail: '/images/tutorial-kompetisi.webp',
  },
];
