import type { Role } from '../roles';
import type { KunciPeran } from './ikatan';
import { AKSES_MSG } from './pesan';

/** 'semua': the role may, whatever the target; a key: only on a target belonging to the one it owns. */
export type Lingkup<R extends Role> = 'semua' | KunciPeran<R>;
export type PeranBoleh = { [R in Role]?: Lingkup<R> };

/** A refusal text for every role, or per role ('lain': a role not named). */
export type PesanPeran = string | (Partial<Record<Role, string>> & { lain?: string });

export interface Izin {
  /** Who may, and on which targets; the order is the one screens list the roles in. */
  peran: PeranBoleh;
  /** Refusal texts other than 'Anda tidak memiliki akses'. */
  pesan?: {
    /** The role may not do this at all. */
    peran?: PesanPeran;
    /** The role may, but this account has no profile to own a target (a coach row without a dojang). */
    tanpaIkatan?: PesanPeran;
    /** The target belongs to another dojang / coach / competition. */
    lingkup?: PesanPeran;
  };
}

const ADMIN_SAJA = { ADMIN: 'semua' } as const satisfies PeranBoleh;
const SEMUA_PERAN = {
  ADMIN: 'semua',
  PELATIH: 'semua',
  ADMIN_KOMPETISI: 'semua',
  PETUGAS_TIMBANG: 'semua',
  PETUGAS_LAPANGAN: 'semua',
} as const satisfies PeranBoleh;
/** The competition's managers: ADMIN every competition, ADMIN_KOMPETISI its own. */
const PENGELOLA_KOMPETISI = { ADMIN: 'semua', ADMIN_KOMPETISI: 'id_kompetisi' } as const satisfies PeranBoleh;
/** Readers of a dojang's data: ADMIN all, the coach the own dojang's, ADMIN_KOMPETISI what is in its competition. */
const PEMBACA_DATA = { ADMIN: 'semua', PELATIH: 'id_dojang', ADMIN_KOMPETISI: 'id_kompetisi' } as const satisfies PeranBoleh;
const PELATIH_DOJANG = { PELATIH: 'id_dojang' } as const satisfies PeranBoleh;

const PESAN_BAGAN = { peran: AKSES_MSG.baganPanitia, tanpaIkatan: AKSES_MSG.baganTanpaKompetisi } as const;

/**
 * Every permission of the app: the action (resource.verb, in the domain's words) → who may, on which
 * targets. A new permission is one entry here plus its row in tests/domain/akses-matriks.test.ts; the
 * server guards and the client's show/hide both ask boleh()/alasanTolak() with it.
 */
export const IZIN = {
  // Own account and areas
  'akun.sendiri': { peran: SEMUA_PERAN },
  'akun.kelola': { peran: ADMIN_SAJA },
  'admin.profil': { peran: ADMIN_SAJA },
  'halaman.admin': { peran: ADMIN_SAJA },
  'halaman.adminKompetisi': { peran: { ADMIN_KOMPETISI: 'semua' } },
  'halaman.penimbangan': { peran: { ADMIN_KOMPETISI: 'semua', PETUGAS_TIMBANG: 'semua' } },
  'halaman.lapangan': { peran: { ADMIN_KOMPETISI: 'semua', PETUGAS_LAPANGAN: 'semua' } },
  // The competition's staff accounts (weigh-in desk)
  'petugas.kelola': { peran: PENGELOLA_KOMPETISI },
  // Lending the competition's venue data to a venue hub, and taking it back
  'hub.kelola': { peran: PENGELOLA_KOMPETISI },
  // Dojang and coach
  'dojang.baca': { peran: { PELATIH: 'id_dojang', ADMIN: 'semua' } },
  'dojang.kelola': { peran: PELATIH_DOJANG },
  'dojang.validasi': { peran: ADMIN_SAJA },
  'pelatih.profil': { peran: { PELATIH: 'id_pelatih' } },
  'pelatih.dokumen': { peran: { ADMIN: 'semua', PELATIH: 'id_pelatih' } },
  // Athletes
  'atlet.baca': { peran: PEMBACA_DATA },
  'atlet.tambah': { peran: PELATIH_DOJANG },
  'atlet.ubah': { peran: PELATIH_DOJANG },
  'atlet.layak': { peran: PEMBACA_DATA },
  // Personal data (UU PDP): the whole NIK on request (logged) for whoever must check it, the consent statement and
  // its withdrawal by the athlete's coach, the access record, the subjects' requests
  'atlet.lihatNik': { peran: { ADMIN: 'semua', PELATIH: 'id_dojang' } },
  'privasi.persetujuan': { peran: PELATIH_DOJANG },
  'privasi.riwayatAkses': { peran: { ADMIN: 'semua', PELATIH: 'id_dojang' } },
  'privasi.eksporAkses': { peran: ADMIN_SAJA },
  'privasi.permintaan': { peran: ADMIN_SAJA },
  // The subject's rights: an athlete's whole data as one download, asking its erasure, the ADMIN handling requests; breach readiness
  'hakData.ekspor': { peran: { ADMIN: 'semua', PELATIH: 'id_dojang' } },
  'hakData.mintaHapus': { peran: PELATIH_DOJANG },
  'hakData.tangani': { peran: ADMIN_SAJA },
  'insiden.baca': { peran: ADMIN_SAJA },
  // Competitions
  'kompetisi.buat': { peran: ADMIN_SAJA, pesan: { peran: { ADMIN_KOMPETISI: AKSES_MSG.kompetisiHanyaAdmin } } },
  'kompetisi.ubah': { peran: PENGELOLA_KOMPETISI },
  'kompetisi.unggulan': { peran: ADMIN_SAJA, pesan: { peran: AKSES_MSG.kompetisiUnggulan } },
  'kompetisi.ubahStatus': { peran: PENGELOLA_KOMPETISI },
  'kompetisi.bacaKelas': { peran: PENGELOLA_KOMPETISI },
  'kompetisi.aturKelas': { peran: ADMIN_SAJA, pesan: { peran: { ADMIN_KOMPETISI: AKSES_MSG.kompetisiHanyaAdmin } } },
  'kompetisi.bacaDojang': { peran: PENGELOLA_KOMPETISI },
  // Participants
  'peserta.baca': { peran: PEMBACA_DATA },
  'peserta.daftar': { peran: PELATIH_DOJANG, pesan: { peran: AKSES_MSG.hanyaPelatih, lingkup: AKSES_MSG.daftarDojangLain } },
  'peserta.setujui': { peran: PENGELOLA_KOMPETISI },
  'peserta.gantiKelas': {
    peran: PEMBACA_DATA,
    pesan: {
      peran: AKSES_MSG.gantiKelas,
      tanpaIkatan: { PELATIH: AKSES_MSG.gantiKelasDojangLain, lain: AKSES_MSG.gantiKelas },
      lingkup: { PELATIH: AKSES_MSG.gantiKelasDojangLain, lain: AKSES_MSG.gantiKelas },
    },
  },
  'peserta.hapus': { peran: PEMBACA_DATA },
  // Payment proofs
  'bukti.unggah': {
    peran: PELATIH_DOJANG,
    pesan: {
      peran: { ADMIN: AKSES_MSG.buktiOlehAdmin, ADMIN_KOMPETISI: AKSES_MSG.buktiOlehAdmin, lain: AKSES_MSG.buktiBukanPelatih },
      tanpaIkatan: AKSES_MSG.buktiTanpaPelatih,
    },
  },
  'bukti.baca': { peran: PEMBACA_DATA },
  'bukti.hapus': { peran: PELATIH_DOJANG },
  'bukti.verifikasi': { peran: ADMIN_SAJA },
  // Brackets
  'bagan.baca': { peran: PENGELOLA_KOMPETISI, pesan: PESAN_BAGAN },
  'bagan.undi': { peran: { ADMIN_KOMPETISI: 'id_kompetisi' }, pesan: PESAN_BAGAN },
  // A result: the competition admin, or the court staff of the court the bout is on (the target names its court)
  'bagan.catatHasil': { peran: { ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_LAPANGAN: 'id_lapangan' }, pesan: PESAN_BAGAN },
  // A correction of a result the bout's scoring record gives (with a reason): the competition admin only
  'bagan.koreksiHasil': { peran: { ADMIN_KOMPETISI: 'id_kompetisi' }, pesan: PESAN_BAGAN },
  // Match days: days, courts and the order of play; the court desk runs one court's bouts
  'jadwal.kelola': { peran: PENGELOLA_KOMPETISI },
  'jadwal.baca': { peran: { ADMIN: 'semua', ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_LAPANGAN: 'id_kompetisi' } },
  'jadwal.dojang': { peran: PELATIH_DOJANG },
  'lapangan.jalankan': { peran: { ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_LAPANGAN: 'id_lapangan' } },
  // The venue overview: every court of the day, its devices and the weigh-in at a glance
  'venue.pantau': { peran: PENGELOLA_KOMPETISI },
  // Scoring rules ('Aturan Pertandingan': rule sets per category, Poomsae panels): the court desks read them, the
  // competition's managers set them
  'skor.bacaAturan': { peran: { ADMIN: 'semua', ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_LAPANGAN: 'id_kompetisi' } },
  'skor.atur': { peran: PENGELOLA_KOMPETISI },
  // Weigh-in: the desk weighs, the competition admin decides what happens to an off-weight entry
  'penimbangan.baca': { peran: { ADMIN: 'semua', ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_TIMBANG: 'id_kompetisi' } },
  'penimbangan.timbang': { peran: { ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_TIMBANG: 'id_kompetisi' } },
  'penimbangan.putuskan': { peran: PENGELOLA_KOMPETISI, pesan: { peran: AKSES_MSG.putusanTimbang } },
  'penimbangan.atur': { peran: PENGELOLA_KOMPETISI },
  // Voiding an attempt: the competition's managers any, with a reason; a desk only its own last one, within minutes
  'penimbangan.batalkan': { peran: PENGELOLA_KOMPETISI },
  'penimbangan.batalkanSendiri': { peran: { ADMIN_KOMPETISI: 'id_kompetisi', PETUGAS_TIMBANG: 'id_kompetisi' } },
  // ID cards and certificates
  'kartu.unduh': { peran: PEMBACA_DATA },
  'piagam.kelola': { peran: PENGELOLA_KOMPETISI },
  // Statistics and reports
  'statistik.admin': { peran: ADMIN_SAJA },
  'statistik.kompetisi': { peran: PENGELOLA_KOMPETISI },
  'laporan.admin': { peran: ADMIN_SAJA },
  'laporan.kompetisi': { peran: PENGELOLA_KOMPETISI },
  // Settings and system
  'pengaturan.kelola': { peran: ADMIN_SAJA },
  'push.langganan': { peran: { PELATIH: 'semua', ADMIN: 'semua' } },
  // 'Ikuti atlet': the coach's follow settings (every athlete of the own dojang)
  'ikuti.pelatih': { peran: { PELATIH: 'semua' } },
  'sistem.kelola': { peran: ADMIN_SAJA },
  'sistem.pulihkan': { peran: ADMIN_SAJA },
  'sistem.tulisSaatPemeliharaan': { peran: ADMIN_SAJA },
} as const satisfies Record<string, Izin>;

export type Aksi = keyof typeof IZIN;
export const AKSI = Object.keys(IZIN) as Aksi[];
