import type { AkunStatus, Role } from '../../../domain/roles';
import type { AdminUser } from '../../../domain/schemas/admin-user';

export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'PELATIH', label: 'Pelatih' },
  { value: 'ADMIN_KOMPETISI', label: 'Admin Kompetisi' },
];

export const STATUS_OPTIONS: readonly { value: AkunStatus; label: string }[] = [
  { value: 'ACTIVE', label: 'Aktif' },
  { value: 'INACTIVE', label: 'Nonaktif' },
];

export const ROLE_BADGE: Record<Role, string> = {
  ADMIN: 'badge-primary',
  PELATIH: 'badge-info',
  ADMIN_KOMPETISI: 'badge-secondary',
  PETUGAS_TIMBANG: 'badge-accent',
  PETUGAS_LAPANGAN: 'badge-accent',
};

/** What the account belongs to: a coach's dojang, a competition admin's event (kind picks the icon). */
export function keteranganUser(u: AdminUser): { kind: 'dojang' | 'kompetisi' | 'sistem'; text: string } {
  if (u.role === 'PELATIH') return { kind: 'dojang', text: u.pelatih?.dojang?.nama_dojang ?? 'Belum ada dojang' };
  if (u.role === 'ADMIN_KOMPETISI')
    return { kind: 'kompetisi', text: u.admin_kompetisi?.kompetisi?.nama_event ?? 'Kompetisi tidak ditemukan' };
  return { kind: 'sistem', text: 'Administrator sistem' };
}

/** 'Menampilkan x-y dari n user'. */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Menampilkan 0 dari ${total} user`;
  const from = (page - 1) * limit + 1;
  return `Menampilkan ${from}-${from + shown - 1} dari ${total} user`;
}

/** A failed write's toast: the spec's text, and the server's reason when it gave one. */
export function gagalText(base: string, reason: string): string {
  return reason && reason !== base ? `${base}: ${reason}` : base;
}
