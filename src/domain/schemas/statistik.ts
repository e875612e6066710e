import * as v from 'valibot';
import { KEPUTUSAN } from '../statistik/keputusan';
import { STATISTIK_RENTANG_MSG } from '../statistik/rentang';

/**
 * Statistics ("Statistics dashboard", "Statistics and validation overview", Statistics response,
 * Statistics): the queries and the answers of GET /admin/stats (ADMIN) and
 * GET /kompetisi/{id}/statistik (ADMIN, ADMIN_KOMPETISI of that competition). Every figure is counted by the
 * database; nothing is estimated.
 */

export const STATISTIK_MSG = {
  gagalMuat: 'Gagal memuat statistik',
  coba: 'Coba Lagi',
  top: 'Jumlah kelas teratas harus antara 1 dan 50',
  tanpaKompetisi: 'Tidak ada kompetisi terkait akun ini.',
} as const;

const tanggalQuery = (message: string) => v.optional(v.pipe(v.string(message), v.maxLength(20, message)));

/** ?dari=YYYY-MM-DD&sampai=YYYY-MM-DD (both optional; the range itself is checked by rentangStatistik). */
export const adminStatsQuerySchema = v.object({
  dari: tanggalQuery(STATISTIK_RENTANG_MSG.dari),
  sampai: tanggalQuery(STATISTIK_RENTANG_MSG.sampai),
});

export const KELAS_TERATAS_BAWAAN = 10;

/** ?top=N: how many classes are listed one by one before 'the rest' (default 10). */
export const kompetisiStatistikQuerySchema = v.object({
  top: v.optional(
    v.pipe(
      v.string(STATISTIK_MSG.top),
      v.regex(/^\d{1,2}$/, STATISTIK_MSG.top),
      v.transform(Number),
      v.minValue(1, STATISTIK_MSG.top),
      v.maxValue(50, STATISTIK_MSG.top),
    ),
    String(KELAS_TERATAS_BAWAAN),
  ),
});

const n = v.pipe(v.number(), v.integer(), v.minValue(0));
const tanggal = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const aktivitasSchema = v.object({
  id: v.number(),
  action: v.string(),
  /** Who: the account's name (admin, coach, competition admin), else the email recorded, else 'Sistem'. */
  user: v.string(),
  email: v.nullable(v.string()),
  details: v.nullable(v.string()),
  /** ISO instant (UTC). */
  timestamp: v.string(),
});
export type Aktivitas = v.InferOutput<typeof aktivitasSchema>;

export const keputusanSchema = v.object({
  ...aktivitasSchema.entries,
  /** 'Peserta', 'Dojang' or 'Bukti Transfer'. */
  objek: v.string(),
  keputusan: v.picklist(KEPUTUSAN),
});
export type KeputusanTerkini = v.InferOutput<typeof keputusanSchema>;

const statusPeserta = v.object({ APPROVED: n, REJECTED: n, PENDING: n });
const statusDojang = v.object({ APPROVED: n, PENDING: n, REJECTED: n });
const statusBukti = v.object({ DITERIMA: n, DITOLAK: n, MENUNGGU: n });
const rincianTunggu = v.object({ peserta: n, dojang: n, bukti: n });

export const adminStatsSchema = v.object({
  totalUsers: n,
  totalAtlets: n,
  totalDojangs: n,
  /** Entries PENDING + dojangs PENDING + payment proofs MENUNGGU (all time), split in pendingRincian. */
  pendingValidations: n,
  pendingRincian: rincianTunggu,
  /** The latest 50 rows of the activity log, newest first. */
  recentActivity: v.array(aktivitasSchema),
  /** Age groups in table order ('usia' e.g. '5–8 tahun'), then 'Di luar kategori' when any. */
  atletByCategory: v.array(v.object({ category: v.string(), count: n, usia: v.nullable(v.string()) })),
  /** Accounts registered per week (range ≤ 92 days) or month; kumulatif = accounts at the end of the period. */
  userGrowth: v.array(v.object({ periode: tanggal, jumlah: n, kumulatif: n })),
  userGrowthSatuan: v.picklist(['minggu', 'bulan']),
  /** The validation overview over this range (WIB days, both included). */
  rentang: v.object({ dari: tanggal, sampai: tanggal }),
  ringkasan: v.object({
    atletBaru: n,
    dojangBaru: n,
    /** Registered in the range and still waiting: entries PENDING, dojangs PENDING, proofs MENUNGGU. */
    perluValidasi: v.object({ total: n, ...rincianTunggu.entries }),
    /** Competitions whose match days (tanggal_mulai..tanggal_selesai) overlap the range. */
    kompetisi: n,
  }),
  /** Of what was registered in the range: its status today. */
  validasi: v.object({ peserta: statusPeserta, dojang: statusDojang, bukti: statusBukti }),
  /** Status decisions (entries, dojangs, proofs) logged in the range, newest first (at most 20). */
  keputusanTerkini: v.array(keputusanSchema),
});
export type AdminStats = v.InferOutput<typeof adminStatsSchema>;

const perStatus = { total: n, APPROVED: n, PENDING: n, REJECTED: n };

export const kelasStatistikSchema = v.object({
  id_kelas_kejuaraan: v.number(),
  nama_kelas: v.string(),
  cabang: v.picklist(['KYORUGI', 'POOMSAE']),
  ...perStatus,
});

export const dojangStatistikSchema = v.object({
  id_dojang: v.number(),
  nama_dojang: v.string(),
  ...perStatus,
  /** Athlete places charged (entries not REJECTED; a team counts its members). */
  atlet: n,
  /** Rupiah: the invoice (tagihanDojang), the part a DITERIMA proof covers, and the rest. */
  tagihan: n,
  terverifikasi: n,
  belum: n,
  bukti: statusBukti,
});
export type DojangStatistik = v.InferOutput<typeof dojangStatistikSchema>;

export const kompetisiStatistikSchema = v.object({
  kompetisi: v.object({
    id_kompetisi: v.number(),
    nama_event: v.string(),
    tanggal_mulai: tanggal,
    tanggal_selesai: tanggal,
    status: v.string(),
  }),
  entri: v.object({
    ...perStatus,
    per_cabang: v.array(v.object({ cabang: v.picklist(['KYORUGI', 'POOMSAE']), ...perStatus })),
    per_kategori: v.array(v.object({ kategori: v.string(), ...perStatus })),
    /** Classes with entries, most entries first: the first `top` one by one, the others summed in `lainnya`. */
    per_kelas: v.object({
      teratas: v.array(kelasStatistikSchema),
      lainnya: v.object({ jumlah_kelas: n, ...perStatus }),
    }),
    jumlah_kelas: n,
    kelas_terisi: n,
  }),
  per_dojang: v.array(dojangStatistikSchema),
  pembayaran: v.object({ tagihan: n, terverifikasi: n, belum: n, bukti: statusBukti, dojang_lunas: n, dojang_tertagih: n }),
  bagan: v.object({
    /** Classes with at least 2 APPROVED entries (a bracket can be drawn). */
    kelas_siap: n,
    dibuat: n,
    created: n,
    in_progress: n,
    completed: n,
    /** Matches to play (every match but round-1 free draws), those with both corners filled, and those decided. */
    pertandingan: n,
    pertandingan_siap: n,
    pertandingan_selesai: n,
  }),
});
export type KompetisiStatistik = v.InferOutput<typeof kompetisiStatistikSchema>;
