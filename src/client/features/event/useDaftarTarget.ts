import { useAuth } from '../../data/auth';
import { dashboardLinkFor } from '../../../domain/roles';

/** 'Daftar Kompetisi': a visitor registers first, a coach goes to the competition data page. */
export function useDaftarTarget(): string {
  const { user } = useAuth();
  if (!user) return '/register';
  if (user.role === 'PELATIH') return '/dashboard/dataKompetisi';
  return dashboardLinkFor(user.role);
}
