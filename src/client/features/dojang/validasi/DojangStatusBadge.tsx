import { dojangStatusLabel } from '../../../../domain/schemas/admin-dojang';

const TONE: Record<string, string> = { PENDING: 'badge-warning', APPROVED: 'badge-success', REJECTED: 'badge-error' };

/** Menunggu / Tervalidasi / Ditolak. */
export function DojangStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`badge badge-soft whitespace-nowrap ${size === 'sm' ? 'badge-sm' : ''} ${TONE[status] ?? 'badge-ghost'}`}>
      {dojangStatusLabel(status)}
    </span>
  );
}
