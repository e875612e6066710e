import { cekJendelaPendaftaran } from './registrasi';
import { GANTI_KELAS_MSG, type PenggunaKompetisi } from './registrasi-ganti-kelas';
import { OK, tolak, type Hasil, type KompetisiRow } from './types';

/** Deleting a participant (spec 001 §4, §6, §8 "Competition"). */
export const HAPUS_MSG = {
  akses: 'Anda tidak memiliki akses',
  disetujuiPelatih: 'Hubungi admin untuk menghapus registrasi peserta yang sudah di approved',
  disetujuiAdmin: 'Peserta yang sudah disetujui tidak dapat dihapus',
  masaPendaftaran: 'Hanya dapat menghapus peserta saat masa pendaftaran',
  /** Beyond spec 001: a paid entry (its dojang's transfer verified) stays; the admin can still remove it. */
  dibayar: GANTI_KELAS_MSG.dibayar,
  berhasil: (nama: string) => `Peserta "${nama}" berhasil dihapus dari kompetisi`,
  gagal: 'Gagal menghapus peserta',
} as const;

export interface PesertaHapus {
  status: string;
  /** The dojang of the athlete, or of every team member. */
  id_dojang: readonly number[];
  /** Already paid: the entry existed when a payment of its dojang for this competition was verified. */
  dibayar?: boolean;
}

/**
 * A coach deletes only the own dojang's entries, not APPROVED, not paid (dibayar), only while registration is open (the
 * deadline included); ADMIN and the competition's ADMIN_KOMPETISI any entry that is not APPROVED.
 */
export function cekHapusPeserta(
  pengguna: PenggunaKompetisi,
  peserta: PesertaHapus,
  kompetisi: Pick<KompetisiRow, 'id_kompetisi' | 'status' | 'tanggal_mulai' | 'batas_pendaftaran'>,
  today?: string,
): Hasil {
  if (pengguna.role === 'PELATIH') {
    const own = pengguna.id_dojang;
    if (own == null || peserta.id_dojang.some((d) => d !== own)) return tolak(HAPUS_MSG.akses);
    if (peserta.status === 'APPROVED') return tolak(HAPUS_MSG.disetujuiPelatih);
    if (peserta.dibayar) return tolak(HAPUS_MSG.dibayar);
    return cekJendelaPendaftaran(kompetisi, today).ok ? OK : tolak(HAPUS_MSG.masaPendaftaran);
  }
  const admin = pengguna.role === 'ADMIN'
    || (pengguna.role === 'ADMIN_KOMPETISI' && pengguna.id_kompetisi === kompetisi.id_kompetisi);
  if (!admin) return tolak(HAPUS_MSG.akses);
  return peserta.status === 'APPROVED' ? tolak(HAPUS_MSG.disetujuiAdmin) : OK;
}
