import { Navigate, createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../data/auth';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { dojangPageRedirect } from '../../ui/guard/role-home';
import { DojangPage } from '../../features/dojang/DojangPage';

/** ADMIN opens a dojang read-only with ?id=<id_dojang>. */
export const Route = createFileRoute('/dashboard/dojang')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id);
    return Number.isInteger(id) && id > 0 ? { id } : {};
  },
  component: DojangRoute,
});

function DojangRoute() {
  const { id } = Route.useSearch();
  const { user } = useAuth();
  const elsewhere = dojangPageRedirect(user?.role, id);
  return (
    <Guard policy={POLICY.dojangPage}>{elsewhere ? <Navigate to={elsewhere as '/'} replace /> : <DojangPage adminDojangId={id} />}</Guard>
  );
}
