import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { boleh } from '../../domain/akses';
import { ELIGIBILITY_MSG } from '../../domain/kompetisi/eligibility';
import { TIM_MSG } from '../../domain/kompetisi/eligibility-tim';
import { GANTI_KELAS_MSG } from '../../domain/kompetisi/registrasi-ganti-kelas';
import { REGISTRASI_MSG } from '../../domain/kompetisi/registrasi';
import { cekHapusPeserta, type PesertaHapus } from '../../domain/kompetisi/registrasi-hapus';
import type { KompetisiRow } from '../../domain/kompetisi/types';
import type { SessionUser } from '../../domain/roles';
import { pastikanBoleh } from '../http/akses';
import { ApiError } from '../http/api-error';

export const PESERTA_NOT_FOUND = 'Peserta tidak ditemukan';

export { HAPUS_MSG } from '../../domain/kompetisi/registrasi-hapus';

export const STATUS_MSG = {
  berhasil: { APPROVED: 'Peserta berhasil disetujui', REJECTED: 'Peserta berhasil ditolak' },
  label: { PENDING: 'Menunggu', APPROVED: 'Disetujui', REJECTED: 'Ditolak' } as Record<string, string>,
  konflik: (status: string, oleh?: string | null) =>
    `Status peserta sudah diubah menjadi ${STATUS_MSG.label[status] ?? status}${oleh ? ` oleh ${oleh}` : ''}. Pilih status yang berlaku.`,
  kelasKonflik: 'Kelas peserta sudah diubah di perangkat lain. Muat ulang data peserta.',
} as const;

/**
 * Whose entries of a competition a user reads ('peserta.baca', spec 001 §6): a coach only the own
 * dojang's, ADMIN all, ADMIN_KOMPETISI all of its own competition and none of another's.
 */
export function scopeBaca(user: SessionUser, id_kompetisi: number): { scopeDojang?: number } {
  const { id_dojang } = pastikanBoleh(user, 'peserta.baca', { id_kompetisi });
  return id_dojang === undefined ? {} : { scopeDojang: id_dojang };
}

/** Whether the user decides the competition's entries ('peserta.setujui': ADMIN, its own ADMIN_KOMPETISI). */
export const isAdminOf = (user: SessionUser, id_kompetisi: number) => boleh(user, 'peserta.setujui', { id_kompetisi });

/** Deleting an entry: the domain rule (src/domain/kompetisi/registrasi-hapus.ts), refused with 403. */
export function cekAksesHapus(
  user: SessionUser,
  peserta: PesertaHapus,
  kompetisi: KompetisiRow,
): void {
  const pengguna = { role: user.role, id_dojang: user.pelatih?.id_dojang, id_kompetisi: user.admin_kompetisi?.id_kompetisi };
  const hasil = cekHapusPeserta(pengguna, peserta, kompetisi);
  if (!hasil.ok) throw new ApiError(403, hasil.alasan);
}

const CONFLICT = new Set<string>([REGISTRASI_MSG.sudahTerdaftar, REGISTRASI_MSG.satuKyorugi, REGISTRASI_MSG.kuotaPenuh]);
const FORBIDDEN = new Set<string>([
  REGISTRASI_MSG.hanyaPelatih, REGISTRASI_MSG.ditutup, ELIGIBILITY_MSG.dojang,
  GANTI_KELAS_MSG.akses, GANTI_KELAS_MSG.dojang, GANTI_KELAS_MSG.disetujui, GANTI_KELAS_MSG.disetujuiAdmin, GANTI_KELAS_MSG.masaPendaftaran,
  GANTI_KELAS_MSG.dibayar,
]);
const NOT_FOUND = new Set<string>([REGISTRASI_MSG.kelasTidakDitemukan, TIM_MSG.anggotaTidakDitemukan]);

/**
 * The HTTP status of a domain refusal: taken places and duplicates 409, permission and closed
 * registration 403, an unknown class or athlete 404, everything else (eligibility, team slots) 400.
 */
export function statusPenolakan(alasan: string): ContentfulStatusCode {
  if (CONFLICT.has(alasan)) return 409;
  if (FORBIDDEN.has(alasan) || alasan.startsWith(REGISTRASI_MSG.lewatBatas('').split('(')[0])) return 403;
  if (NOT_FOUND.has(alasan)) return 404;
  return 400;
}

export function tolakDengan(alasan: string): never {
  throw new ApiError(statusPenolakan(alasan), alasan);
}
