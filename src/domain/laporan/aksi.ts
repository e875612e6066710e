/** Activity-log actions (src/server/activity/log.ts) as the activity report names them. */
const AKSI_LABEL: Record<string, string> = {
  REGISTER_DOJANG: 'Registrasi dojang',
  REGISTER_PELATIH: 'Registrasi pelatih',
  LOGIN: 'Login',
  LOGOUT: 'Logout',
  RESET_PASSWORD: 'Reset password',
  UPDATE_DOJANG: 'Ubah data dojang',
  UPDATE_PROFIL: 'Ubah profil',
  UPLOAD_FILE_PELATIH: 'Upload berkas pelatih',
  TAMBAH_ATLET: 'Tambah atlet',
  UPDATE_ATLET: 'Ubah data atlet',
  DAFTAR_PESERTA: 'Daftar peserta',
  UBAH_KELAS_PESERTA: 'Ubah kelas peserta',
  HAPUS_PESERTA: 'Hapus peserta',
  UBAH_STATUS_PESERTA: 'Ubah status peserta',
  BUAT_KOMPETISI: 'Buat kompetisi',
  UBAH_KOMPETISI: 'Ubah kompetisi',
  UBAH_STATUS_KOMPETISI: 'Ubah status kompetisi',
  UBAH_KELAS_KOMPETISI: 'Ubah kelas kompetisi',
  UPLOAD_BUKTI_TRANSFER: 'Upload bukti transfer',
  HAPUS_BUKTI_TRANSFER: 'Hapus bukti transfer',
  VERIFIKASI_BUKTI_TRANSFER: 'Verifikasi bukti transfer',
  TAMBAH_USER: 'Tambah user',
  UBAH_STATUS_USER: 'Ubah status user',
  HAPUS_USER: 'Hapus user',
  GANTI_PASSWORD_AWAL: 'Ganti password awal',
  UBAH_STATUS_DOJANG: 'Ubah status dojang',
  HAPUS_DOJANG: 'Hapus dojang',
  UNDI_BAGAN: 'Undi bagan',
  HASIL_MATCH: 'Hasil pertandingan',
  BATAL_HASIL_MATCH: 'Batal hasil pertandingan',
  KOREKSI_HASIL_MATCH: 'Koreksi hasil pertandingan',
};

/** 'UBAH_STATUS_PESERTA' → 'Ubah status peserta'; an action not listed here reads from its code. */
export function labelAksi(action: string): string {
  const known = AKSI_LABEL[action];
  if (known) return known;
  const words = action.toLowerCase().replace(/_+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}
