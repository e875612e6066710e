import { STATUS_TAMPIL_LABEL, type StatusTampil } from '../../../domain/kompetisi/status-tampil';

const BADGE: Record<StatusTampil, string> = {
  PENDAFTARAN: 'badge-success',
  PENDAFTARAN_DITUTUP: 'badge-error',
  SEDANG_DIMULAI: 'badge-warning',
  SELESAI: 'badge-neutral',
};

/** The displayed state of a competition (statusTampil), with the DATA KOMPETISI labels. */
export function StatusBadge({ status, className = '' }: { status: StatusTampil; className?: string }) {
  return <span className={`badge ${BADGE[status]} font-semibold ${className}`}>{STATUS_TAMPIL_LABEL[status]}</span>;
}

/** One sentence on registration for a state that is not open (shown where a register button would be). */
export const PENDAFTARAN_TIDAK_DIBUKA: Record<Exclude<StatusTampil, 'PENDAFTARAN'>, string> = {
  PENDAFTARAN_DITUTUP: 'Pendaftaran sudah ditutup.',
  SEDANG_DIMULAI: 'Pendaftaran sudah ditutup, kejuaraan sedang berlangsung.',
  SELESAI: 'Kejuaraan ini telah selesai.',
};
