import { AlertTriangle, CloudUpload } from 'lucide-react';

/** 'Menunggu sinkron' while an add or edit waits in the outbox; 'Ditolak server' with the server's message. */
export function AtletSyncBadge({
  pending,
  rejected,
  withMessage = false,
}: {
  pending: boolean;
  rejected: string | null;
  withMessage?: boolean;
}) {
  if (rejected) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className="badge badge-error gap-1 whitespace-nowrap" title={rejected}>
          <AlertTriangle className="size-3.5" aria-hidden="true" /> Ditolak server
        </span>
        {withMessage && <span className="text-xs text-error">{rejected}</span>}
      </span>
    );
  }
  if (!pending) return null;
  return (
    <span className="badge badge-warning gap-1 whitespace-nowrap">
      <CloudUpload className="size-3.5" aria-hidden="true" /> Menunggu sinkron
    </span>
  );
}
