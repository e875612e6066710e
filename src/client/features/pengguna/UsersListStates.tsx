import { RefreshCw, UserX } from 'lucide-react';
import { ADMIN_USER_MSG } from '../../../domain/schemas/admin-user';

const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

export function UsersLoading() {
  return (
    <p className={`${box} p-10 text-center text-base-content/80`} role="status">
      Memuat data...
    </p>
  );
}

/** The list could not be loaded: the message and 'Coba lagi' (never sample users). */
export function UsersLoadError({ onRetry, retrying, reason }: { onRetry: () => void; retrying: boolean; reason?: string }) {
  return (
    <div className={`${box} flex flex-col items-center gap-3 p-10 text-center`} role="alert">
      <p className="font-semibold text-error">{ADMIN_USER_MSG.muatGagal}</p>
      {reason && <p className="text-sm text-base-content/75">{reason}</p>}
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <RefreshCw className="size-4" aria-hidden="true" />
        )}{' '}
        Coba lagi
      </button>
    </div>
  );
}

export function UsersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className={`${box} flex flex-col items-center gap-2 px-6 py-14 text-center`}>
      <UserX className="size-10 text-base-content/40" aria-hidden="true" />
      <p className="font-semibold">Tidak ada user yang ditemukan</p>
      {filtered && <p className="text-sm text-base-content/75">Coba ubah filter pencarian Anda</p>}
    </div>
  );
}
