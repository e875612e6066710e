import { AKSES_MSG } from '../akses/pesan';
import { alasanTolak } from '../akses/boleh';
import type { Pengguna } from '../akses/ikatan';
import { cekEntriEligible } from './eligibility-tim';
import { cekJendelaPendaftaran, cekSatuKyorugi, cekSudahTerdaftar } from './registrasi';
import { OK, tolak, type AtletKompetisi, type EntriKompetisi, type Hasil, type KelasKejuaraanKompetisi, type KompetisiRow } from './types';

/**
 * EDIT KELAS PESERTA. Who: for a non-approved participant only,
 * ADMIN, ADMIN_KOMPETISI of this competition, or PELATIH of the own dojang (an approved entry is in
 * the draw: an admin first takes the approval back through the status). When: status PENDAFTARAN;
 * a coach also not after the registration deadline, while admins may still move classes until the
 * competition starts (e.g. after weigh-in). What: another class of the same competition and cabang
 * (the available-classes fallback of) that accepts every member, as registering would.
 */

export const GANTI_KELAS_MSG = {
  pilih: 'Silakan pilih kelas kejuaraan',
  tidakBerubah: 'Tidak ada perubahan yang dilakukan',
  akses: AKSES_MSG.gantiKelas,
  dojang: AKSES_MSG.gantiKelasDojangLain,
  disetujui: 'Peserta yang sudah disetujui tidak dapat diubah kelasnya. Hubungi admin jika diperlukan perubahan.',
  disetujuiAdmin: 'Peserta yang sudah disetujui tidak dapat diubah kelasnya. Ubah statusnya terlebih dahulu.',
  masaPendaftaran: 'Hanya dapat mengubah kelas peserta saat masa pendaftaran',
  /** Beyond: an entry paid by a verified transfer (bukti transfer DITERIMA) is locked for its coach. */
  dibayar: 'Pembayaran dojang Anda sudah diverifikasi. Hubungi admin untuk mengubah peserta.',
  kelasTidakDitemukan: 'Kelas kejuaraan tidak ditemukan',
  cabangBerbeda: 'Kelas baru harus dari cabang yang sama',
  berhasil: 'Kelas peserta berhasil diubah',
  gagal: 'Gagal mengubah kelas peserta',
  gagalMemuat: 'Gagal memuat kelas yang tersedia',
} as const;

export interface PenggunaKompetisi {
  role: string;
  /** The coach's dojang (PELATIH). */
  id_dojang?: number | null;
  /** The competition of an ADMIN_KOMPETISI account. */
  id_kompetisi?: number | null;
}

/** The same user as the access policy reads it. */
export function penggunaAkses(p: PenggunaKompetisi): Pengguna {
  return {
    role: p.role,
    pelatih: p.id_dojang == null ? null : { id_dojang: p.id_dojang },
    admin_kompetisi: p.id_kompetisi == null ? null : { id_kompetisi: p.id_kompetisi },
  };
}

export interface PesertaGantiKelas {
  id_peserta_kompetisi: number;
  id_kelas_kejuaraan: number;
  status: string;
  /** The athlete, or every team member. */
  atlet: readonly AtletKompetisi[];
  /** Already paid: the entry existed when a payment of its dojang for this competition was verified. */
  dibayar?: boolean;
}

export interface GantiKelasKonteks {
  pengguna: PenggunaKompetisi;
  peserta: PesertaGantiKelas;
  kompetisi: KompetisiRow;
  /** Every class of the competition. */
  kelasKompetisi: readonly KelasKejuaraanKompetisi[];
  /** Every entry of the competition. */
  entri: readonly EntriKompetisi[];
  today?: string;
}

/** Whether this user may change this participant's class now, whichever class is chosen. */
export function cekAksesGantiKelas(ctx: Pick<GantiKelasKonteks, 'pengguna' | 'peserta' | 'kompetisi' | 'today'>): Hasil {
  const { pengguna, peserta, kompetisi } = ctx;
  const akses = alasanTolak(penggunaAkses(pengguna), 'peserta.gantiKelas', {
    id_dojang: peserta.atlet.map((a) => a.id_dojang),
    id_kompetisi: kompetisi.id_kompetisi,
  });
  if (akses) return tolak('akses_ditolak', akses.pesan);
  // Who may was decided above; when differs: the coach until the deadline, the organisers until the start.
  if (pengguna.role === 'PELATIH') {
    if (peserta.status === 'APPROVED') return tolak('sudah_disetujui', GANTI_KELAS_MSG.disetujui);
    if (peserta.dibayar) return tolak('sudah_dibayar', GANTI_KELAS_MSG.dibayar);
    return cekJendelaPendaftaran(kompetisi, ctx.today).ok ? OK : tolak('pendaftaran_ditutup', GANTI_KELAS_MSG.masaPendaftaran);
  }
  if (peserta.status === 'APPROVED') return tolak('sudah_disetujui', GANTI_KELAS_MSG.disetujuiAdmin);
  return kompetisi.status === 'PENDAFTARAN' ? OK : tolak('pendaftaran_ditutup', GANTI_KELAS_MSG.masaPendaftaran);
}

/** Whether `kelas` accepts this participant (access aside): same cabang, team size, eligibility, no duplicate. */
function cekKelasTujuan(ctx: GantiKelasKonteks, kelasLama: KelasKejuaraanKompetisi | undefined, kelas: KelasKejuaraanKompetisi): Hasil {
  const { peserta, kompetisi, entri } = ctx;
  if (kelasLama && kelas.cabang !== kelasLama.cabang) return tolak('kelas_tidak_cocok', GANTI_KELAS_MSG.cabangBerbeda);
  // The dojang rule was applied by cekAksesGantiKelas with its own message; admins have none.
  const eligible = cekEntriEligible(kelas, kompetisi, peserta.atlet, null);
  if (!eligible.ok) return eligible;
  const ids = peserta.atlet.map((a) => a.id_atlet);
  const duplikat = cekSudahTerdaftar(kelas, ids, entri, peserta.id_peserta_kompetisi);
  if (!duplikat.ok) return duplikat;
  return cekSatuKyorugi(kelas, ids, entri, peserta.id_peserta_kompetisi);
}

const milikKompetisi = (k: KelasKejuaraanKompetisi, kompetisi: KompetisiRow) =>
  k.id_kompetisi === undefined || k.id_kompetisi === kompetisi.id_kompetisi;

/** PUT /kompetisi/{id}/participants/{pid}/class: every rule, first failure first. */
export function cekGantiKelas(ctx: GantiKelasKonteks, idKelasBaru: number | null | undefined): Hasil {
  const akses = cekAksesGantiKelas(ctx);
  if (!akses.ok) return akses;
  if (idKelasBaru == null) return tolak('validasi', GANTI_KELAS_MSG.pilih);
  if (idKelasBaru === ctx.peserta.id_kelas_kejuaraan) return tolak('validasi', GANTI_KELAS_MSG.tidakBerubah);
  const kelas = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === idKelasBaru);
  if (!kelas || !milikKompetisi(kelas, ctx.kompetisi)) return tolak('kelas_tidak_ditemukan', GANTI_KELAS_MSG.kelasTidakDitemukan);
  const kelasLama = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === ctx.peserta.id_kelas_kejuaraan);
  return cekKelasTujuan(ctx, kelasLama, kelas);
}

/** GET .../available-classes: the classes cekGantiKelas would accept (none when access is refused). */
export function kelasTersedia(ctx: GantiKelasKonteks): KelasKejuaraanKompetisi[] {
  if (!cekAksesGantiKelas(ctx).ok) return [];
  const kelasLama = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === ctx.peserta.id_kelas_kejuaraan);
  return ctx.kelasKompetisi.filter(
    (k) =>
      k.id_kelas_kejuaraan !== ctx.peserta.id_kelas_kejuaraan && milikKompetisi(k, ctx.kompetisi) && cekKelasTujuan(ctx, kelasLama, k).ok,
  );
}
