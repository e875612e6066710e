import type { PersetujuanAtlet } from '../../../domain/privasi/persetujuan';

/** On a list row: an athlete still needing the consent statement, or whose consent was withdrawn; nothing otherwise. */
export function PersetujuanBadge({ persetujuan }: { persetujuan?: Pick<PersetujuanAtlet, 'status'> }) {
  if (persetujuan?.status === 'BELUM') {
    return <span className="badge badge-warning badge-sm whitespace-nowrap">Perlu persetujuan</span>;
  }
  if (persetujuan?.status === 'DICABUT') {
    return <span className="badge badge-soft badge-error badge-sm whitespace-nowrap">Persetujuan dicabut</span>;
  }
  return null;
}
