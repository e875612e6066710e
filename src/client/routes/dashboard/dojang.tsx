import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
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
  return (
    <Guard policy={POLICY.dojangPage}>
      <DojangPage adminDojangId={id} />
    </Guard>
  );
}
