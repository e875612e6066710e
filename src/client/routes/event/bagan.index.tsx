import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { EventBaganPage } from '../../features/bagan/publik/EventBaganPage';
import { filterLengkap, parseFilterPublik, type FilterPublik } from '../../features/bagan/publik/bagan-publik-filter';

/** The public brackets of the featured competition; ?q, ?cabang, ?level, ?jk and ?semua keep the filters across Back. */
export const Route = createFileRoute('/event/bagan/')({
  validateSearch: (search: Record<string, unknown>): Partial<FilterPublik> => parseFilterPublik(search),
  component: EventBaganRoute,
});

function EventBaganRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: FilterPublik) => void navigate({ search: parseFilterPublik({ ...next }), replace: true }),
    [navigate],
  );
  return <EventBaganPage filter={filterLengkap(search)} onChange={onChange} />;
}
