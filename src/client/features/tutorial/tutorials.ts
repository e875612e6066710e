/** A self-hosted tutorial recording (scripts/art/record-tutorial.ts). Not precached: it is fetched when played. */
export interface TutorialVideoFile {
  src: string;
  type: 'video/webm';
  /** Measured from the file (ffprobe). */
  durationSeconds: number;
}

export interface Tutorial {
  id: string;
  title: string;
  description: string;
  /** Local thumbnail (works offline), also the video poster; the placeholder replaces it if it fails. */
  thumbnail: string;
  /** null until the feature it shows is released: the card then reads 'Segera hadir'. */
  video: TutorialVideoFile | null;
}

export type PlayableTutorial = Tutorial & { video: TutorialVideoFile };

export function isPlayable(tutorial: Tutorial): tutorial is PlayableTutorial {
  return tutorial.video !== null;
}

/** 78 → '1:18' */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 78 → '1 menit 18 detik' (for screen readers). */
export function spokenDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return [minutes && `${minutes} menit`, rest && `${rest} detik`].filter(Boolean).join(' ') || '0 detik';
}

/** The three tutorial videos, in the order a coach needs them. */
export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'dojang-pelatih',
    title: 'Registrasi Dojang & Pelatih',
    description: 'Mendaftarkan dojang baru, lalu membuat akun pelatih yang terhubung ke dojang tersebut.',
    thumbnail: '/images/tutorial-dojang.webp',
    video: { src: '/videos/tutorial-dojang-pelatih.webm', type: 'video/webm', durationSeconds: 82 },
  },
  {
    id: 'atlet',
    title: 'Registrasi Atlet',
    description: 'Menambahkan atlet beserta data fisik dan dokumen pendukung dari dashboard pelatih.',
    thumbnail: '/images/tutorial-atlet.webp',
    video: { src: '/videos/tutorial-atlet.webm', type: 'video/webm', durationSeconds: 76 },
  },
  {
    id: 'kompetisi',
    title: 'Pendaftaran Kompetisi',
    description: 'Mendaftarkan atlet ke kelas kyorugi atau poomsae dan mengunggah bukti pembayaran.',
    thumbnail: '/images/tutorial-kompetisi.webp',
    video: null,
  },
];
