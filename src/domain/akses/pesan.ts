/**
 * The refusal texts of the access policy, exactly as the API answers them (401/403) and the screens show
 * them. Other message tables (MSG, BUKTI_MSG, GANTI_KELAS_MSG, …) point here, so one text has one home.
 */
export const AKSES_MSG = {
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
} as const;
