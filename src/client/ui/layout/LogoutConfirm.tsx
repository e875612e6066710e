import { ConfirmDialog } from '../ConfirmDialog';
import { useLogout } from '../hooks/useLogout';

interface LogoutConfirmProps {
  open: boolean;
  /** Where the user lands after confirming (main layout '/', event layout '/event/home'). */
  logoutTo: string;
  onClose: () => void;
}

/** 'Are you sure you want to log out?' of the public navbar and its mobile menu. */
export function LogoutConfirm({ open, logoutTo, onClose }: LogoutConfirmProps) {
  const { logout, busy } = useLogout(logoutTo);
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure you want to log out?"
      cancelLabel="Cancel"
      confirmLabel="Ok"
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void logout().then(onClose)}
    />
  );
}
