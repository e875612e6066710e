/**
 * PETUGAS_TIMBANG: weigh-in staff, an account a competition admin makes for its own competition's desk;
 * PETUGAS_LAPANGAN: court staff, the same kind of account limited to one court (lapangan) of a match day.
 */
export const ROLES = ['ADMIN', 'PELATIH', 'ADMIN_KOMPETISI', 'PETUGAS_TIMBANG', 'PETUGAS_LAPANGAN'] as const;
export type Role = (typeof ROLES)[number];

export const AKUN_STATUS = ['ACTIVE', 'INACTIVE'] as const;
export type AkunStatus = (typeof AKUN_STATUS)[number];

export const JENIS_KELAMIN = ['LAKI_LAKI', 'PEREMPUAN'] as const;
export type JenisKelamin = (typeof JENIS_KELAMIN)[number];

export const JENIS_KELAMIN_LABEL: Record<JenisKelamin, string> = {
  LAKI_LAKI: 'Laki-Laki',
  PEREMPUAN: 'Perempuan',
};

/** The logged-in user as the server describes it (login response data.user and user_data in localStorage). */
export interface SessionUser {
  id_akun: number;
  email: string;
  role: Role;
  /** Created by an ADMIN with a first password: must choose its own before anything else. */
  harus_ganti_password?: boolean;
  admin?: { id_admin: number; nama_admin: string } | null;
  pelatih?: { id_pelatih: number; nama_pelatih: string; id_dojang: number } | null;
  admin_kompetisi?: { id_admin_kompetisi: number; nama: string; id_kompetisi: number } | null;
  /** Staff of a competition; court staff also carry their court (null for weigh-in staff). */
  petugas?: { id_petugas: number; nama: string; id_kompetisi: number; id_lapangan?: number | null } | null;
}

/** Admin name, else coach name, else competition-admin name, else email, else 'User'. */
export function displayName(user: SessionUser | null | undefined): string {
  if (!user) return 'User';
  return user.admin?.nama_admin || user.pelatih?.nama_pelatih || user.admin_kompetisi?.nama || user.petugas?.nama || user.email || 'User';
}

/** Where a logged-in user is sent away from guest-only pages (route table). */
export function guestRedirectFor(role: string | undefined): string {
  if (role === 'ADMIN') return '/admin';
  if (role === 'PELATIH') return '/dashboard';
  if (role === 'ADMIN_KOMPETISI') return '/admin-kompetisi';
  if (role === 'PETUGAS_TIMBANG') return PENIMBANGAN_PATH;
  if (role === 'PETUGAS_LAPANGAN') return LAPANGAN_PATH;
  return '/';
}

/** The weigh-in desk, the only page of the weigh-in staff. */
export const PENIMBANGAN_PATH = '/admin-kompetisi/penimbangan';
/** The court desk (Meja Lapangan), the only page of the court staff. */
export const LAPANGAN_PATH = '/admin-kompetisi/lapangan';
/** The venue overview (Pantau Venue): the competition admin's one screen for a match day. */
export const VENUE_PATH = '/admin-kompetisi/venue';

/** User-menu Dashboard link target (public layout). */
export function dashboardLinkFor(role: string | undefined): string {
  if (role === 'PELATIH') return '/dashboard/dojang';
  if (role === 'ADMIN') return '/admin/validasi-peserta';
  if (role === 'ADMIN_KOMPETISI') return '/admin-kompetisi';
  if (role === 'PETUGAS_TIMBANG') return PENIMBANGAN_PATH;
  if (role === 'PETUGAS_LAPANGAN') return LAPANGAN_PATH;
  return '/';
}

/** Redirect and toast after login: the venue's roles land on their work (areaHomeFor), the others as the spec says. */
export function loginLanding(role: string | undefined): { to: string; message: string } {
  if (role === 'ADMIN') return { to: '/admin', message: 'Login berhasil sebagai Admin!' };
  if (role === 'PELATIH') return { to: '/', message: 'Login berhasil sebagai Pelatih!' };
  return { to: areaHomeFor(role) ?? '/', message: 'Login berhasil!' };
}

/**
 * Welcome toast after login with the display name above: an older reading
 * (admin, coach, email) skipped the competition-admin name, the product keeps the one rule above.
 */
export function welcomeMessage(user: SessionUser): string {
  return `Selamat datang, ${displayName(user)}!`;
}

/** How a role reads on screen (Access Denied, menus): never the raw code. */
export const ROLE_LABEL: Record<Role, string> = {
  ADMIN: 'Admin',
  PELATIH: 'Pelatih',
  ADMIN_KOMPETISI: 'Admin Kompetisi',
  PETUGAS_TIMBANG: 'Petugas Penimbangan',
  PETUGAS_LAPANGAN: 'Petugas Lapangan',
};

/** A role's label; an unknown code is shown as it is, a missing one as '-'. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '-';
  return (ROLE_LABEL as Record<string, string>)[role] ?? role;
}

/** The home page of a role's own area, where it is sent from pages of another role; null for an unknown role. */
export function areaHomeFor(role: string | null | undefined): string | null {
  if (role === 'PELATIH') return '/dashboard/dojang';
  if (role === 'ADMIN') return '/admin';
  if (role === 'ADMIN_KOMPETISI') return VENUE_PATH;
  if (role === 'PETUGAS_TIMBANG') return PENIMBANGAN_PATH;
  if (role === 'PETUGAS_LAPANGAN') return LAPANGAN_PATH;
  return null;
}
