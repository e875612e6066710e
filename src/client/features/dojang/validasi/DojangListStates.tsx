import { Building2, RefreshCw } from 'lucide-react';
import { ADMIN_DOJANG_MSG } from '../../../../domain/schemas/admin-dojang';

const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

export function DojangLoading() {
  return (
    <p className={`${box} p-10 text-center text-base-content/80`} role="status">
      Memuat data...
    </p>
  );
}

/** The list could not be loaded (the toast says so too): the message and 'Coba lagi'. */
export function DojangLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={`${box} flex flex-col items-center gap-3 p-10 text-center`} role="alert">
      <p className="font-semibold text-error">{ADMIN_DOJANG_MSG.gagalMuat}</p>
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

/** 'Tidak ada dojang yang ditemukan', with a hint when a search or filter is on. */
export function DojangEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className={`${box} flex flex-col items-center gap-2 px-6 py-14 text-center`}>
      <Building2 className="size-10 text-base-content/40" aria-hidden="true" />
      <p className="font-semibold">{ADMIN_DOJANG_MSG.kosong}</p>
      {filtered && <p className="text-sm text-base-content/75">Coba ubah kata pencarian atau filter Anda</p>}
    </div>
  );
}

/** 'Menampilkan x-y dari n dojang'. */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Menampilkan 0 dari ${total} dojang`;
  const from = (page - 1) * limit + 1;
  return `Menampilkan ${from}-${from + shown - 1} dari ${total} dojang`;
}
