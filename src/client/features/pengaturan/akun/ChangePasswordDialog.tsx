import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useLogout } from '../../../ui/hooks/useLogout';

/** Password change means: end this session, go to the reset page, log in again. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logout, busy } = useLogout('/resetpassword');
  const confirm = async () => {
    try {
      await logout();
    } catch {
      toast.error('Gagal logout. Silakan coba lagi.');
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={
        <>
          <span>GANTI PASSWORD</span>
          <span className="text-base-content/60"> / </span>
          <span className="text-primary">LOGOUT DIPERLUKAN</span>
        </>
      }
      cancelLabel="Batal"
      confirmLabel="Logout & Reset"
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>
        Untuk mengganti password, sesi Anda saat ini akan diakhiri. Anda akan diarahkan ke halaman reset password, lalu perlu login kembali
        dengan password baru.
      </p>
    </ConfirmDialog>
  );
}
