import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_USER_MSG, type AdminUser } from '../../../domain/schemas/admin-user';
import { ApiError, errorMessage } from '../../data/api-error';
import { hapusUser, ubahStatusUser, useRefreshUsers } from '../../data/online/admin-users';
import type { UserAksi } from './UserBits';
import { gagalText } from './user-view';

const reasonOf = (err: unknown) => (err instanceof ApiError && err.status === 500 ? '' : errorMessage(err, ''));

/**
 * The row actions: the active/inactive switch (saved at once) and delete after a confirmation. A failure
 * toasts the spec's text with the server's reason ('Gagal mengupdate status user', 'Gagal menghapus user').
 */
export function useUserActions(selfId: number | undefined) {
  const refresh = useRefreshUsers();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onToggle = useCallback(
    async (u: AdminUser) => {
      setBusyId(u.id_akun);
      try {
        const { message } = await ubahStatusUser(u.id_akun, u.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE');
        toast.success(message || 'Status user berhasil diubah');
        await refresh();
      } catch (err) {
        toast.error(gagalText(ADMIN_USER_MSG.statusGagal, reasonOf(err)));
      } finally {
        setBusyId(null);
      }
    },
    [refresh],
  );

  const runDelete = useCallback(async () => {
    if (!confirm) return;
    setDeleting(true);
    setBusyId(confirm.id_akun);
    try {
      const { message } = await hapusUser(confirm.id_akun);
      toast.success(message || ADMIN_USER_MSG.dihapus);
      setConfirm(null);
      await refresh();
    } catch (err) {
      toast.error(gagalText(ADMIN_USER_MSG.hapusGagal, reasonOf(err)));
    } finally {
      setDeleting(false);
      setBusyId(null);
    }
  }, [confirm, refresh]);

  const aksi = useMemo<UserAksi>(
    () => ({
      selfId,
      busyId,
      onToggle: (u) => void onToggle(u),
      onDelete: setConfirm,
    }),
    [selfId, busyId, onToggle],
  );

  return { aksi, confirm, deleting, cancelDelete: () => !deleting && setConfirm(null), runDelete };
}
