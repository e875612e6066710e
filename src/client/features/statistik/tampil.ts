/** Display helpers of the statistics pages: counts, shares, times at the venue (WIB), log actions. */

let angkaFormat: Intl.NumberFormat | undefined;

/** '1.234' (id-ID grouping). */
export const angka = (n: number) => (angkaFormat ??= new Intl.NumberFormat('id-ID')).format(n);

/** Whole percent of `total` (0 when there is nothing to share). */
export const persen = (n: number, total: number) => (total > 0 ? Math.round((n / total) * 100) : 0);

let waktuFormat: Intl.DateTimeFormat | undefined;

/** '22 Nov 2025 14.05 WIB'; '-' when not an instant. */
export function waktuWib(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  waktuFormat ??= new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${waktuFormat.format(d)} WIB`;
}

/** How a log action reads on screen; an unknown one is shown with its words spaced. */
const AKSI: Record<string, string> = {
  REGISTER_DOJANG: 'Registrasi dojang',
  REGISTER_PELATIH: 'Registrasi pelatih',
  LOGIN: 'Login',
  LOGOUT: 'Logout',
  RESET_PASSWORD: 'Reset password',
  UPDATE_DOJANG: 'Ubah dojang',
  UPDATE_PROFIL: 'Ubah profil',
  UPLOAD_FILE_PELATIH: 'Upload file pelatih',
  TAMBAH_ATLET: 'Tambah atlet',
  UPDATE_ATLET: 'Ubah atlet',
  DAFTAR_PESERTA: 'Daftar peserta',
  UBAH_KELAS_PESERTA: 'Ubah kelas peserta',
  HAPUS_PESERTA: 'Hapus peserta',
  UBAH_STATUS_PESERTA: 'Validasi peserta',
  BUAT_KOMPETISI: 'Buat kompetisi',
  UBAH_KOMPETISI: 'Ubah kompetisi',
  UBAH_STATUS_KOMPETISI: 'Status kompetisi',
  UBAH_KELAS_KOMPETISI: 'Kelas kompetisi',
  UPLOAD_BUKTI_TRANSFER: 'Upload bukti transfer',
  HAPUS_BUKTI_TRANSFER: 'Hapus bukti transfer',
  VERIFIKASI_BUKTI_TRANSFER: 'Verifikasi bukti transfer',
  TAMBAH_USER: 'Tambah user',
  UBAH_STATUS_USER: 'Status user',
  HAPUS_USER: 'Hapus user',
  GANTI_PASSWORD_AWAL: 'Ganti password awal',
  UBAH_STATUS_DOJANG: 'Validasi dojang',
  HAPUS_DOJANG: 'Hapus dojang',
  UNDI_BAGAN: 'Undi bagan',
  HASIL_MATCH: 'Hasil pertandingan',
  BATAL_HASIL_MATCH: 'Batal hasil',
  KOREKSI_HASIL_MATCH: 'Koreksi hasil',
};

export function labelAksi(action: string): string {
  if (AKSI[action]) return AKSI[action];
  const words = action.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
