import { bolehPeran } from '../../../domain/akses';
import { useAuth } from '../../data/auth';
import { dashboardLinkFor } from '../../../domain/roles';

/** 'Daftar Kompetisi': a visitor registers first, whoever may register entries (a coach) goes to the competition data page. */
export function useDaftarTarget(): string {
  const { user } = useAuth();
  if (!user) return '/register';
  if (bolehPeran(user, 'peserta.daftar')) return '/dashboard/dataKompetisi';
  return dashboardLinkFor(user.role);
}
