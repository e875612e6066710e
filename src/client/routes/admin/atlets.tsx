import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AdminAtletPage } from '../../features/atlet/semua/AdminAtletPage';
import { parseAdminAtletSearch, type AdminAtletSearch } from '../../features/atlet/semua/admin-atlet-search';

/** "All athletes"; ?page, ?q, ?jk and ?ku keep the page and filters across Back. */
export const Route = createFileRoute('/admin/atlets')({
  validateSearch: (search: Record<string, unknown>): AdminAtletSearch => parseAdminAtletSearch(search),
  component: AdminAtletRoute,
});

function AdminAtletRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: AdminAtletSearch) => void navigate({ search: parseAdminAtletSearch({ ...next }), replace: true }),
    [navigate],
  );
  return <AdminAtletPage search={search} onChange={onChange} />;
}
