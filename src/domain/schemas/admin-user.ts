import * as v from 'valibot';
import { AKUN_STATUS, ROLES } from '../roles';
import { OK, tolak, type Hasil } from '../tolak';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul, passwordLetterAndDigit } from './common';
import { idValue } from './peserta';

/**
 * ADMIN user management and the first
 * password an ADMIN gives a new account, which its owner must replace before anything else.
 */

export const ADMIN_USER_MSG = {
  muatGagal: 'Gagal memuat data user',
  statusGagal: 'Gagal mengupdate status user',
  hapusGagal: 'Gagal menghapus user',
  tambahGagal: 'Gagal menambahkan user',
  tidakDitemukan: 'User tidak ditemukan',
  petugasDipakai: 'Petugas sudah mencatat penimbangan dan tidak dapat dihapus agar catatannya tetap utuh. Nonaktifkan akunnya.',
  status: 'Status user harus ACTIVE atau INACTIVE',
  role: 'Role tidak valid',
  roleBaru: 'Role harus ADMIN atau ADMIN_KOMPETISI',
  halaman: 'Halaman tidak valid',
  limit: 'Jumlah data per halaman harus antara 1 dan 100',
  pencarian: 'Kata pencarian terlalu panjang (maksimal 100 karakter)',
  statusSendiri: 'Anda tidak dapat mengubah status akun Anda sendiri',
  hapusSendiri: 'Anda tidak dapat menghapus akun Anda sendiri',
  adminTerakhir: 'Tidak dapat menonaktifkan atau menghapus admin aktif terakhir',
  diaktifkan: 'User berhasil diaktifkan',
  dinonaktifkan: 'User berhasil dinonaktifkan',
  dihapus: 'User berhasil dihapus',
  ditambahkan: 'User berhasil ditambahkan',
  namaWajib: 'Nama wajib diisi',
  namaPanjang: 'Nama maksimal 200 karakter',
  emailWajib: 'Email wajib diisi',
  kompetisiWajib: 'Kompetisi wajib dipilih',
  kompetisiTidakValid: 'Kompetisi tidak valid',
  kompetisiTidakDitemukan: 'Kompetisi tidak ditemukan',
  emailTerdaftar: 'Email sudah terdaftar',
} as const;

/** Coach registration password rules, reused for every password an account gets here. */
export const PASSWORD_MSG = {
  wajib: 'Password wajib diisi',
  konfirmasiWajib: 'Konfirmasi password wajib diisi',
  panjang: 'Password terlalu panjang',
  minimal: 'Password minimal 8 karakter',
  hurufAngka: 'Password harus mengandung minimal 1 huruf dan 1 angka',
  tidakSama: 'Password dan konfirmasi password tidak sama',
} as const;

export const FIRST_PASSWORD_MSG = {
  harusGanti: 'Silakan ganti password Anda terlebih dahulu',
  tidakPerlu: 'Akun ini tidak perlu mengganti password awal',
  samaDenganAwal: 'Password baru tidak boleh sama dengan password awal',
  berhasil: 'Password berhasil diganti',
} as const;

/** Default and largest page of GET /api/admin/users. */
export const ADMIN_USER_PAGE_SIZE = 20;
export const ADMIN_USER_LIMIT_MAX = 100;

/** Roles an ADMIN may create; coaches register themselves. */
export const ROLE_BARU = ['ADMIN', 'ADMIN_KOMPETISI'] as const;
export type RoleBaru = (typeof ROLE_BARU)[number];

const pageNumber = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** '' or missing → undefined; otherwise one of `options`. */
const optionalChoice = <T extends string>(options: readonly T[], message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((s) => s === '' || (options as readonly string[]).includes(s), message),
    v.transform((s) => (s === '' ? undefined : (s as T))),
  );

/** GET /api/admin/users?page&limit&search&role&status. */
export const adminUserQuerySchema = v.object({
  page: pageNumber(ADMIN_USER_MSG.halaman, 1, 1_000_000),
  limit: pageNumber(ADMIN_USER_MSG.limit, ADMIN_USER_PAGE_SIZE, ADMIN_USER_LIMIT_MAX),
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(100, ADMIN_USER_MSG.pencarian),
    noNul,
    v.transform((s) => s || undefined),
  ),
  role: optionalChoice(ROLES, ADMIN_USER_MSG.role),
  status: optionalChoice(AKUN_STATUS, ADMIN_USER_MSG.status),
});
export type AdminUserQuery = v.InferOutput<typeof adminUserQuerySchema>;

/** PATCH /api/admin/users/{id}/status body. */
export const adminUserStatusSchema = v.object({
  status: v.pipe(v.optional(v.string(ADMIN_USER_MSG.status), ''), v.picklist(AKUN_STATUS, ADMIN_USER_MSG.status)),
});
export type AdminUserStatusInput = v.InferOutput<typeof adminUserStatusSchema>;

const password = v.pipe(
  v.optional(v.string(PASSWORD_MSG.wajib), ''),
  v.nonEmpty(PASSWORD_MSG.wajib),
  v.maxLength(200, PASSWORD_MSG.panjang),
  v.minLength(8, PASSWORD_MSG.minimal),
  v.check(passwordLetterAndDigit, PASSWORD_MSG.hurufAngka),
);
const konfirmasi = v.pipe(v.optional(v.string(PASSWORD_MSG.konfirmasiWajib), ''), v.nonEmpty(PASSWORD_MSG.konfirmasiWajib));

/**
 * POST /api/admin/users: an ADMIN (stored as admin.nama_admin) or an ADMIN_KOMPETISI of one competition
 * (admin_kompetisi.nama, id_kompetisi), with a first password its owner must change.
 */
export const tambahUserSchema = v.pipe(
  v.object({
    role: v.pipe(v.optional(v.string(ADMIN_USER_MSG.roleBaru), ''), v.picklist(ROLE_BARU, ADMIN_USER_MSG.roleBaru)),
    nama: v.pipe(
      v.optional(v.string(ADMIN_USER_MSG.namaWajib), ''),
      v.trim(),
      v.nonEmpty(ADMIN_USER_MSG.namaWajib),
      v.maxLength(200, ADMIN_USER_MSG.namaPanjang),
      noNul,
    ),
    email: v.pipe(
      v.optional(v.string(ADMIN_USER_MSG.emailWajib), ''),
      v.trim(),
      v.nonEmpty(ADMIN_USER_MSG.emailWajib),
      v.toLowerCase(),
      v.maxLength(254, EMAIL_MESSAGE),
      v.regex(EMAIL_REGEX, EMAIL_MESSAGE),
    ),
    password,
    konfirmasi_password: konfirmasi,
    id_kompetisi: v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], ADMIN_USER_MSG.kompetisiTidakValid))),
      v.transform((x) => (x === null || x === undefined || (typeof x === 'string' && x.trim() === '') ? undefined : x)),
      v.optional(idValue(ADMIN_USER_MSG.kompetisiTidakValid)),
    ),
  }),
  v.forward(
    v.partialCheck([['password'], ['konfirmasi_password']], (i) => i.password === i.konfirmasi_password, PASSWORD_MSG.tidakSama),
    ['konfirmasi_password'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['id_kompetisi']],
      (i) => i.role !== 'ADMIN_KOMPETISI' || i.id_kompetisi !== undefined,
      ADMIN_USER_MSG.kompetisiWajib,
    ),
    ['id_kompetisi'],
  ),
  // An ADMIN belongs to no competition: a stray id from the form is dropped.
  v.transform((i) => (i.role === 'ADMIN' ? { ...i, id_kompetisi: undefined } : i)),
);
export type TambahUserInput = v.InferOutput<typeof tambahUserSchema>;

/** POST /api/auth/ganti-password-awal body. */
export const gantiPasswordAwalSchema = v.pipe(
  v.object({ password_baru: password, konfirmasi_password: konfirmasi }),
  v.forward(
    v.partialCheck([['password_baru'], ['konfirmasi_password']], (i) => i.password_baru === i.konfirmasi_password, PASSWORD_MSG.tidakSama),
    ['konfirmasi_password'],
  ),
);
export type GantiPasswordAwalInput = v.InferOutput<typeof gantiPasswordAwalSchema>;

/** One account as GET /api/admin/users lists it. */
export const adminUserSchema = v.object({
  id_akun: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.picklist(AKUN_STATUS),
  created_at: v.string(),
  harus_ganti_password: v.boolean(),
  admin: v.nullable(v.object({ nama_admin: v.string() })),
  pelatih: v.nullable(
    v.object({
      nama_pelatih: v.string(),
      dojang: v.nullable(v.object({ id_dojang: v.number(), nama_dojang: v.string() })),
    }),
  ),
  admin_kompetisi: v.nullable(
    v.object({
      nama: v.string(),
      id_kompetisi: v.number(),
      kompetisi: v.nullable(v.object({ nama_event: v.string() })),
    }),
  ),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Accounts of the whole table, whatever the filters: the screen's stat cards. */
export const adminUserCountsSchema = v.object({
  total: count,
  ACTIVE: count,
  INACTIVE: count,
  ADMIN: count,
  PELATIH: count,
  ADMIN_KOMPETISI: count,
});
export type AdminUserCounts = v.InferOutput<typeof adminUserCountsSchema>;

/** The whole answer of GET /api/admin/users: {success, data, meta, counts}. */
export const adminUserListResponseSchema = v.object({
  success: v.literal(true),
  data: v.array(adminUserSchema),
  meta: v.object({ page: count, limit: count, total: count, totalPages: count }),
  counts: adminUserCountsSchema,
});
export type AdminUserList = v.InferOutput<typeof adminUserListResponseSchema>;

/** Name shown for an account: its profile's name, else the email (display name). */
export function namaUser(u: Pick<AdminUser, 'email' | 'admin' | 'pelatih' | 'admin_kompetisi'>): string {
  return u.admin?.nama_admin || u.pelatih?.nama_pelatih || u.admin_kompetisi?.nama || u.email;
}

/**
 * The refusal codes of account management: acting on your own account, leaving no ACTIVE admin, an address
 * already taken, an unknown account or competition (STATUS_TOLAK in src/server/admin/users/tolak.ts).
 */
export type KodeAkun =
  | 'akun_sendiri'
  | 'admin_terakhir'
  | 'email_terdaftar'
  | 'tidak_ditemukan'
  | 'kompetisi_tidak_ditemukan'
  | 'masih_dipakai';

/**
 * Whether an ADMIN may change the status of or delete an account: never their own, and never in a way
 * that leaves no ACTIVE ADMIN (an INACTIVE one cannot log in, so only ACTIVE admins keep the system
 * administrable). `activeAdmins` counts ACTIVE admins including the target.
 */
export function cekAksiUser(
  aksi: 'aktifkan' | 'nonaktifkan' | 'hapus',
  actorId: number,
  target: { id_akun: number; role: string; status: string },
  activeAdmins: number,
): Hasil<KodeAkun> {
  if (target.id_akun === actorId)
    return tolak('akun_sendiri', aksi === 'hapus' ? ADMIN_USER_MSG.hapusSendiri : ADMIN_USER_MSG.statusSendiri);
  const removesActiveAdmin = aksi !== 'aktifkan' && target.role === 'ADMIN' && target.status === 'ACTIVE';
  if (removesActiveAdmin && activeAdmins <= 1) return tolak('admin_terakhir', ADMIN_USER_MSG.adminTerakhir);
  return OK;
}
