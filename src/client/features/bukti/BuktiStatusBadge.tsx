import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import { BUKTI_STATUS_LABEL } from '../../../domain/schemas/bukti-verifikasi';
import { STATUS_TONE } from './bukti-view';

const ICON = { MENUNGGU: Clock, DITERIMA: CheckCircle2, DITOLAK: XCircle } as const;

export function BuktiStatusBadge({ status, className = '' }: { status: BuktiStatus; className?: string }) {
  const Icon = ICON[status];
  return (
    <span className={`badge gap-1 whitespace-nowrap ${STATUS_TONE[status]} ${className}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {BUKTI_STATUS_LABEL[status]}
    </span>
  );
}
