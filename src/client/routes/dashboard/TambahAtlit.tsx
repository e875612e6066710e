import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { TambahAtletPage } from '../../features/atlet/tambah/TambahAtletPage';

/** ?outbox=<outbox id> reopens a queued add the server refused, to correct and resend it. */
export const Route = createFileRoute('/dashboard/TambahAtlit')({
  validateSearch: (search: Record<string, unknown>): { outbox?: string } => {
    const outbox = typeof search.outbox === 'string' ? search.outbox.trim() : '';
    return outbox && outbox.length <= 100 ? { outbox } : {};
  },
  component: TambahAtlitRoute,
});

function TambahAtlitRoute() {
  const { outbox } = Route.useSearch();
  return (
    <Guard policy={POLICY.pelatih}>
      <TambahAtletPage key={outbox ?? 'baru'} outboxId={outbox} />
    </Guard>
  );
}
