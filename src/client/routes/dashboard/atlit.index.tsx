import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AtletListPage } from '../../features/atlet/list/AtletListPage';

/** ?refresh=1 (set by the add form after a save) makes the list reload once. */
const listSearchSchema = v.object({
  refresh: v.optional(v.union([v.literal(1), v.literal('1')])),
});

export const Route = createFileRoute('/dashboard/atlit/')({
  validateSearch: (search: Record<string, unknown>): { refresh?: 1 } => {
    const parsed = v.safeParse(listSearchSchema, search);
    return parsed.success && parsed.output.refresh !== undefined ? { refresh: 1 } : {};
  },
  component: AtletListRoute,
});

function AtletListRoute() {
  const { refresh } = Route.useSearch();
  return <AtletListPage refresh={refresh === 1} />;
}
