import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LaporanPage } from '../../features/statistik/laporan/LaporanPage';
import { parseLaporanSearch, type LaporanSearch } from '../../features/statistik/laporan/laporan-search';

/** "Reports (Laporan & Statistik)"; ?jenis, ?periode, ?tanggal, ?page and ?kompetisi keep the view across Back. */
export const Route = createFileRoute('/admin/reports')({
  validateSearch: (search: Record<string, unknown>): LaporanSearch => parseLaporanSearch(search),
  component: LaporanRoute,
});

function LaporanRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: LaporanSearch) => void navigate({ search: parseLaporanSearch({ ...next }), replace: true }),
    [navigate],
  );
  return <LaporanPage search={search} onChange={onChange} />;
}
