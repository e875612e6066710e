import type { SessionUser } from '../../domain/roles';
import { pastikanBoleh } from '../http/akses';

export const PESERTA_NOT_FOUND = 'Peserta tidak ditemukan';

export { HAPUS_MSG } from '../../domain/kompetisi/registrasi-hapus';

export const STATUS_MSG = {
  berhasil: { APPROVED: 'Peserta berhasil disetujui', REJECTED: 'Peserta berhasil ditolak' },
  label: { PENDING: 'Menunggu', APPROVED: 'Disetujui', REJECTED: 'Ditolak', DISKUALIFIKASI: 'Diskualifikasi' } as Record<string, string>,
  konflik: (status: string, oleh?: string | null) =>
    `Status peserta sudah diubah menjadi ${STATUS_MSG.label[status] ?? status}${oleh ? ` oleh ${oleh}` : ''}. Pilih status yang berlaku.`,
  kelasKonflik: 'Kelas peserta sudah diubah di perangkat lain. Muat ulang data peserta.',
  diskualifikasi: 'Peserta ini sudah didiskualifikasi saat penimbangan: statusnya tidak dapat diubah lagi.',
} as const;

/**
 * Whose entries of a competition a user reads ('peserta.baca'): a coach only the own
 * dojang's, ADMIN all, ADMIN_KOMPETISI all of its own competition and none of another's.
 */
export function scopeBaca(user: SessionUser, id_kompetisi: number): { scopeDojang?: number } {
  const { id_dojang } = pastikanBoleh(user, 'peserta.baca', { id_kompetisi });
  return id_dojang === undefined ? {} : { scopeDojang: id_dojang };
}

/** The user as the competition rules of src/domain/kompetisi read it. */
export const penggunaKompetisi = (user: SessionUser) => ({
  role: user.role,
  id_dojang: user.pelatih?.id_dojang ?? null,
  id_kompetisi: user.admin_kompetisi?.id_kompetisi ?? null,
});
