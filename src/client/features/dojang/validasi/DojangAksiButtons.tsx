import { Check, Eye, Trash2, X } from 'lucide-react';
import type { AdminDojangRow, DojangStatus } from '../../../../domain/schemas/admin-dojang';

export interface DojangAksi {
  onDetail: (d: AdminDojangRow) => void;
  onStatus: (d: AdminDojangRow, status: DojangStatus) => void;
  onHapus: (d: AdminDojangRow) => void;
  /** The dojang whose action is running: its buttons are disabled, the running one spins. */
  busy: { id_dojang: number; aksi: 'APPROVED' | 'REJECTED' | 'PENDING' | 'HAPUS' } | null;
}

const spin = <span className="loading loading-spinner loading-xs" aria-hidden="true" />;

/**
 * The actions of one row; the status it already has is not offered again. In the table (md up) they
 * are icon buttons with their names as labels and tooltips; on a phone card Setujui, Tolak and Hapus
 * are written out (the card itself opens the detail).
 */
export function DojangAksiButtons({ d, aksi, card = false }: { d: AdminDojangRow; aksi: DojangAksi; card?: boolean }) {
  const busy = aksi.busy?.id_dojang === d.id_dojang ? aksi.busy.aksi : null;
  const size = card ? 'btn-sm flex-1' : 'btn-sm btn-square';
  return (
    <span className={`flex items-center gap-1 ${card ? '' : 'justify-end'}`} onClick={(e) => e.stopPropagation()}>
      {!card && (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          onClick={() => aksi.onDetail(d)}
          aria-label={`Detail ${d.nama_dojang}`}
          title="Detail"
        >
          <Eye className="size-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={`btn btn-success btn-soft ${size}`}
        disabled={busy !== null || d.status === 'APPROVED'}
        onClick={() => aksi.onStatus(d, 'APPROVED')}
        aria-label={`Setujui ${d.nama_dojang}`}
        title={d.status === 'APPROVED' ? 'Sudah tervalidasi' : 'Setujui'}
      >
        {busy === 'APPROVED' ? spin : <Check className="size-4" aria-hidden="true" />}
        {card && 'Setujui'}
      </button>
      <button
        type="button"
        className={`btn btn-error btn-soft ${size}`}
        disabled={busy !== null || d.status === 'REJECTED'}
        onClick={() => aksi.onStatus(d, 'REJECTED')}
        aria-label={`Tolak ${d.nama_dojang}`}
        title={d.status === 'REJECTED' ? 'Sudah ditolak' : 'Tolak'}
      >
        {busy === 'REJECTED' ? spin : <X className="size-4" aria-hidden="true" />}
        {card && 'Tolak'}
      </button>
      <button
        type="button"
        className={`btn btn-ghost text-error ${size}`}
        disabled={busy !== null}
        onClick={() => aksi.onHapus(d)}
        aria-label={`Hapus ${d.nama_dojang}`}
        title="Hapus"
      >
        {busy === 'HAPUS' ? spin : <Trash2 className="size-4" aria-hidden="true" />}
        {card && 'Hapus'}
      </button>
    </span>
  );
}
