import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { errorMessage } from '../../../data/api-error';
import { useKompetisiAdminList } from '../../../data/online/admin-kompetisi';
import { useTitle } from '../../../ui/hooks/useTitle';
import { filterKompetisi, withTampil, type FilterStatus } from '../list/kompetisi-list-view';
import { KompetisiCard } from './KompetisiCard';
import { KompetisiFilterBar } from '../list/KompetisiFilterBar';

const Kosong = ({ children, tone = '' }: { children: ReactNode; tone?: string }) => (
  <div className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </div>
);

/** /admin/kompetisi: every competition as a card; 'Buat Kompetisi' opens the form for a new one. */
export function AdminKompetisiListPage() {
  useTitle('Kompetisi');
  const query = useKompetisiAdminList();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FilterStatus>('SEMUA');
  const all = useMemo(() => withTampil(query.data ?? []), [query.data]);
  const rows = useMemo(() => filterKompetisi(all, search, status), [all, search, status]);

  let body;
  if (!query.data && query.isLoading) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Memuat data...">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-48 w-full" />
        ))}
      </div>
    );
  } else if (!query.data) {
    body = (
      <Kosong tone="text-error">
        {errorMessage(query.error, 'Gagal mengambil data kompetisi')}
        <button type="button" className="btn btn-sm btn-ghost ml-2" onClick={() => void query.refetch()}>
          Coba Lagi
        </button>
      </Kosong>
    );
  } else if (all.length === 0) {
    body = (
      <Kosong>
        Belum ada kompetisi. Klik <strong>Buat Kompetisi</strong> untuk membuat yang pertama.
      </Kosong>
    );
  } else if (rows.length === 0) {
    body = <Kosong>Tidak ada kompetisi yang ditemukan</Kosong>;
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {rows.map((k) => (
          <li key={k.id_kompetisi}>
            <KompetisiCard k={k} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">KOMPETISI</h1>
          <p className="text-sm text-base-content/80">Buat dan kelola kompetisi: info, jadwal, biaya, kuota, status dan kelas kejuaraan.</p>
        </div>
        <Link to="/admin/kompetisi/$id_kompetisi" params={{ id_kompetisi: 'baru' }} className="btn btn-primary w-full sm:w-auto">
          <Plus className="size-4" aria-hidden="true" /> Buat Kompetisi
        </Link>
      </header>
      <KompetisiFilterBar search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
      {body}
    </div>
  );
}
