import { namaUser, type AdminUser } from '../../../domain/schemas/admin-user';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** 'Hapus User' confirmation; for a coach it says what happens to the dojang. */
export function HapusUserDialog({
  user,
  busy,
  onCancel,
  onConfirm,
}: {
  user: AdminUser | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dojang = user?.pelatih?.dojang?.nama_dojang;
  return (
    <ConfirmDialog
      open={user !== null}
      title="Hapus User"
      cancelLabel="Batal"
      confirmLabel="Hapus"
      confirmBusyLabel="Menghapus..."
      tone="error"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {user && (
        <div className="space-y-2">
          <p>
            Hapus akun <strong className="break-words">{namaUser(user)}</strong> (<span className="break-all">{user.email}</span>)? Akun ini
            tidak dapat login lagi dan tindakan ini tidak dapat dibatalkan.
          </p>
          {user.role === 'PELATIH' && (
            <p className="rounded-box bg-info/10 p-3">
              {dojang ? (
                <>
                  Dojang <strong>{dojang}</strong>
                </>
              ) : (
                'Dojang'
              )}{' '}
              beserta atlet, pendaftaran kompetisi dan bukti transfernya tetap tersimpan, dan dojang dapat didaftarkan oleh pelatih baru.
            </p>
          )}
          {user.status === 'ACTIVE' && (
            <p className="text-base-content/75">Ingin menghentikan akses sementara saja? Nonaktifkan akun ini.</p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
