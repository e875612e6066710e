import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { useAuth } from '../../data/auth';
import { setLoggingOut } from '../guard/logout-flag';

/** Clears the session, goes to `afterLogoutTo` and confirms with 'Berhasil logout'. Rethrows a failure. */
export function useLogout(afterLogoutTo: string) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    setLoggingOut(true);
    try {
      await logout();
      await navigate({ to: afterLogoutTo as '/', replace: true });
      toast.success('Berhasil logout');
    } finally {
      setLoggingOut(false);
      setBusy(false);
    }
  }, [afterLogoutTo, logout, navigate]);

  return { logout: run, busy };
}
