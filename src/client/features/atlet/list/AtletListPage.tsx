import { useCallback, useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { boleh } from '../../../../domain/akses';
import { useAuth } from '../../../data/auth';
import { atletPath, useAtletList, type AtletView } from '../../../data/atlet';
import { useTitle } from '../../../ui/hooks/useTitle';
import { AtletKompetisiStat } from './AtletKompetisiStat';
import { AtletPageView } from './AtletPageView';
import { useAtletListState } from './useAtletListState';

const LOAD_ERROR = 'Gagal memuat data atlet';

/** /dashboard/atlit: the list from the data layer (Dexie first, so it renders offline). */
export function AtletListPage({ refresh }: { refresh: boolean }) {
  useTitle('Data Atlit');
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = useAtletList();
  const state = useAtletListState();
  const { refetch } = query;

  // Arriving from 'Tambah Atlit' with ?refresh=1: reload once, then drop the flag from the address.
  useEffect(() => {
    if (!refresh) return;
    refetch();
    void navigate({ to: '/dashboard/atlit', search: {}, replace: true });
  }, [refresh, refetch, navigate]);

  useEffect(() => {
    if (query.error) toast.error(LOAD_ERROR, { id: 'atlet-list-load' });
  }, [query.error]);

  const open = useCallback((a: AtletView) => void navigate({ to: atletPath(a) as '/' }), [navigate]);
  const add = useCallback(() => void navigate({ to: '/dashboard/TambahAtlit' }), [navigate]);

  return (
    <AtletPageView
      atlets={query.data}
      isLoading={query.isLoading}
      loadError={query.error ? LOAD_ERROR : undefined}
      search={state.search}
      gender={state.gender}
      page={state.page}
      onSearchChange={state.setSearch}
      onGenderChange={state.setGender}
      onPageChange={state.setPage}
      onClearFilter={state.clear}
      onOpen={open}
      onAdd={boleh(user, 'atlet.tambah') ? add : undefined}
      statsExtra={<AtletKompetisiStat list={query.data} />}
    />
  );
}
