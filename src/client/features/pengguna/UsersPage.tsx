import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_USER_MSG, ADMIN_USER_PAGE_SIZE } from '../../../domain/schemas/admin-user';
import { useAuth } from '../../data/auth';
import { errorMessage } from '../../data/api-error';
import { useAdminUsers } from '../../data/online/admin-users';
import { Pagination } from '../../ui/Pagination';
import { useTitle } from '../../ui/hooks/useTitle';
import { HapusUserDialog } from './HapusUserDialog';
import { TambahUserDialog } from './TambahUserDialog';
import { UsersEmpty, UsersLoadError, UsersLoading } from './UsersListStates';
import { UsersFilterBar } from './UsersFilterBar';
import { UsersStatCards } from './UsersStatCards';
import { UsersTable } from './UsersTable';
import { useUserActions } from './useUserActions';
import { useUsersListState } from './useUsersListState';
import { rangeText } from './user-view';

/** /admin/users: server pages of 20, counts, filters, toggle, delete, add. */
export function UsersPage() {
  useTitle('Manajemen User');
  const { user } = useAuth();
  const state = useUsersListState();
  const query = useAdminUsers({ page: state.page, search: state.query, role: state.role, status: state.status });
  const actions = useUserActions(user?.id_akun);
  const [adding, setAdding] = useState(false);
  const list = query.data;
  const { setPage } = state;

  useEffect(() => {
    if (query.isError) toast.error(ADMIN_USER_MSG.muatGagal, { id: 'admin-users-load' });
  }, [query.isError]);

  // A page emptied by a delete (or a filter that shrank the list): go to the last page that has rows.
  useEffect(() => {
    if (list && list.data.length === 0 && list.meta.total > 0 && list.meta.page > list.meta.totalPages) setPage(list.meta.totalPages);
  }, [list, setPage]);

  let body;
  if (query.isError) {
    body = <UsersLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} reason={errorMessage(query.error, '')} />;
  } else if (!list) {
    body = <UsersLoading />;
  } else if (list.data.length === 0) {
    body = <UsersEmpty filtered={state.filtered} />;
  } else {
    body = (
      <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
        <UsersTable rows={list.data} aksi={actions.aksi} />
        <Pagination
          page={list.meta.page}
          totalPages={list.meta.totalPages}
          onPageChange={setPage}
          summary={rangeText(list.meta.page, ADMIN_USER_PAGE_SIZE, list.data.length, list.meta.total)}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">MANAJEMEN USER</h1>
          <p className="text-sm text-base-content/80">Kelola akun admin, pelatih dan admin kompetisi.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" /> Tambah User
        </button>
      </header>
      <UsersStatCards counts={list?.counts} />
      <UsersFilterBar
        search={state.search}
        role={state.role}
        status={state.status}
        filtered={state.filtered}
        summary={list && !query.isError ? `${list.meta.total} user` : undefined}
        onSearchChange={state.setSearch}
        onRoleChange={state.setRole}
        onStatusChange={state.setStatus}
        onClear={state.clear}
      />
      {body}
      <HapusUserDialog
        user={actions.confirm}
        busy={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={() => void actions.runDelete()}
      />
      <TambahUserDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
