import { RefreshCw } from 'lucide-react';
import { STATISTIK_MSG } from '../../../domain/schemas/statistik';

const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

/** While the first answer loads: the page's shape in grey, and a status for screen readers. */
export function StatistikLoading() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Memuat statistik...</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${box} skeleton h-24`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`${box} skeleton h-72`} />
        <div className={`${box} skeleton h-72`} />
      </div>
      <p className="flex items-center justify-center gap-2 text-sm text-base-content/80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Memuat statistik...
      </p>
    </div>
  );
}

/** 'Gagal memuat statistik' (the server's message if present) with 'Coba Lagi'. */
export function StatistikError({ reason, onRetry, retrying }: { reason?: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={`${box} flex flex-col items-center gap-3 p-10 text-center`} role="alert">
      <p className="font-semibold text-error">{STATISTIK_MSG.gagalMuat}</p>
      {reason && <p className="text-sm text-base-content/80">{reason}</p>}
      <button type="button" className="btn btn-sm btn-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <RefreshCw className="size-4" aria-hidden="true" />
        )}
        {STATISTIK_MSG.coba}
      </button>
    </div>
  );
}
