import * as v from 'valibot';
import { waktuIsoSchema } from '../waktu-iso';

/** UU PDP Pasal 46: a failure to protect personal data is reported in writing within 3 × 24 hours of knowing it. */
export const BATAS_LAPOR_JAM = 72;

/** The moment the report is due: detected + 72 hours (ISO in, ISO out). */
export function batasLapor(terdeteksi: string): string {
  return new Date(Date.parse(terdeteksi) + BATAS_LAPOR_JAM * 3_600_000).toISOString();
}

/** A window longer than this is refused (the lists stay readable; a longer incident is reported in parts). */
export const JENDELA_MAKS_HARI = 366;

export const INSIDEN_MSG = {
  dari: 'Awal jendela waktu tidak valid',
  sampai: 'Akhir jendela waktu tidak valid',
  terdeteksi: 'Waktu insiden diketahui tidak valid',
  urutan: 'Awal jendela waktu harus sebelum akhirnya',
  panjang: `Jendela waktu maksimal ${JENDELA_MAKS_HARI} hari`,
  email: 'Email akun tidak valid',
  akunTidakAda: 'Tidak ada akun dengan email itu',
  format: 'Format laporan harus json atau xlsx',
  halaman: 'Halaman tidak valid',
  gagalLogin:
    'Login gagal tidak dicatat per akun: pembatas login hanya menyimpan hitungan 15 menit terakhir dengan kunci tersamar (tanpa email atau alamat).',
} as const;

/** The report's window and its optional account (by email), as the screen sends them. */
export const jendelaSchema = v.pipe(
  v.object({
    dari: waktuIsoSchema(INSIDEN_MSG.dari),
    sampai: waktuIsoSchema(INSIDEN_MSG.sampai),
    /** When the incident became known (default: now). */
    terdeteksi: v.optional(waktuIsoSchema(INSIDEN_MSG.terdeteksi)),
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, INSIDEN_MSG.email))),
  }),
  v.forward(
    v.check((j) => j.dari < j.sampai, INSIDEN_MSG.urutan),
    ['sampai'],
  ),
  v.forward(
    v.check((j) => Date.parse(j.sampai) - Date.parse(j.dari) <= JENDELA_MAKS_HARI * 86_400_000, INSIDEN_MSG.panjang),
    ['sampai'],
  ),
);
export type Jendela = v.InferOutput<typeof jendelaSchema>;

const halamanAngka = v.pipe(
  v.string(INSIDEN_MSG.halaman),
  v.regex(/^\d{1,6}$/, INSIDEN_MSG.halaman),
  v.transform(Number),
  v.minValue(1, INSIDEN_MSG.halaman),
);

export const halamanInsidenSchema = v.object({ page: v.optional(halamanAngka, '1') });
export const INSIDEN_PER_HALAMAN = 50;

export const formatLaporanSchema = v.object({ format: v.optional(v.picklist(['json', 'xlsx'], INSIDEN_MSG.format), 'json') });

const meta = v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() });

/** One look at private data in the window (from the access record). */
export const aksesInsidenSchema = v.object({
  id: v.number(),
  pada: v.string(),
  nama: v.string(),
  peran: v.string(),
  objek: v.string(),
  berkas: v.nullable(v.string()),
  id_atlet: v.nullable(v.number()),
  nama_atlet: v.nullable(v.string()),
  anak: v.boolean(),
});
export type AksesInsiden = v.InferOutput<typeof aksesInsidenSchema>;
export const halamanAksesInsidenSchema = v.object({ data: v.array(aksesInsidenSchema), meta });

/** One activity-log row in the window. */
export const aktivitasInsidenSchema = v.object({
  id: v.number(),
  pada: v.string(),
  aksi: v.string(),
  oleh: v.nullable(v.string()),
  rincian: v.nullable(v.string()),
});
export type AktivitasInsiden = v.InferOutput<typeof aktivitasInsidenSchema>;
export const halamanAktivitasInsidenSchema = v.object({ data: v.array(aktivitasInsidenSchema), meta });

const jumlahSubjek = v.object({ atlet: v.number(), atlet_anak: v.number(), dokumen: v.number() });

/** GET /admin/insiden/ringkasan: the facts a report to the authority and the subjects needs. */
export const ringkasanInsidenSchema = v.object({
  dari: v.string(),
  sampai: v.string(),
  terdeteksi: v.string(),
  batas_lapor: v.string(),
  dibuat_pada: v.string(),
  akun: v.nullable(v.object({ id_akun: v.number(), email: v.string(), peran: v.string(), nama: v.string() })),
  /** Per data category looked at in the window: views, athletes, of whom children. */
  diakses: v.array(v.object({ objek: v.string(), label: v.string(), akses: v.number(), atlet: v.number(), atlet_anak: v.number() })),
  /** Every category together: distinct athletes whose data was looked at. */
  diakses_total: v.object({ akses: v.number(), atlet: v.number(), atlet_anak: v.number() }),
  /** What the account (or, without one, the whole platform) could reach: the subjects possibly affected. */
  jangkauan: v.object({ keterangan: v.string(), ...jumlahSubjek.entries }),
  /** Who looked (the access record), most views first. */
  pengakses: v.array(v.object({ nama: v.string(), peran: v.string(), akses: v.number(), atlet: v.number() })),
  /** Logins in the window per account (the activity log), most first. */
  login: v.array(v.object({ oleh: v.string(), jumlah: v.number(), pertama: v.string(), terakhir: v.string() })),
  login_gagal: v.nullable(v.number()),
  login_gagal_keterangan: v.string(),
  /** Activity-log rows in the window per action. */
  aktivitas: v.array(v.object({ aksi: v.string(), jumlah: v.number() })),
});
export type RingkasanInsiden = v.InferOutput<typeof ringkasanInsidenSchema>;
