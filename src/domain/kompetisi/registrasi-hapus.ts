import { alasanTolak } from '../akses/boleh';
import { AKSES_MSG } from '../akses/pesan';
import { cekJendelaPendaftaran } from './registrasi';
import { GANTI_KELAS_MSG, penggunaAkses, type PenggunaKompetisi } from './registrasi-ganti-kelas';
import { OK, tolak, type Hasil, type KompetisiRow } from './types';

/** Deleting a participant. */
export const HAPUS_MSG = {
  akses: AKSES_MSG.ditolak,
  disetujuiPelatih: 'Hubungi admin untuk menghapus registrasi peserta yang sudah di approved',
  disetujuiAdmin: 'Peserta yang sudah disetujui tidak dapat dihapus',
  masaPendaftaran: 'Hanya dapat menghapus peserta saat masa pendaftaran',
  /** Beyond: a paid entry (its dojang's transfer verified) stays; the admin can still remove it. */
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
  const akses = alasanTolak(penggunaAkses(pengguna), 'peserta.hapus', {
    id_dojang: peserta.id_dojang,
    id_kompetisi: kompetisi.id_kompetisi,
  });
  if (akses) return tolak('akses_ditolak', HAPUS_MSG.akses);
  // Who may was decided above; when differs: the coach while registration is open, the organisers any time.
  if (pengguna.role === 'PELATIH') {
    if (peserta.status === 'APPROVED') return tolak('sudah_disetujui', HAPUS_MSG.disetujuiPelatih);
    if (peserta.dibayar) return tolak('sudah_dibayar', HAPUS_MSG.dibayar);
    return cekJendelaPendaftaran(kompetisi, today).ok ? OK : tolak('pendaftaran_ditutup', HAPUS_MSG.masaPendaftaran);
  }
  return peserta.status === 'APPROVED' ? tolak('sudah_disetujui', HAPUS_MSG.disetujuiAdmin) : OK;
}
