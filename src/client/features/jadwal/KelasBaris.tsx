import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { KelasJadwal } from '../../data/jadwal';

export interface OpsiLapangan { id_lapangan: number; label: string }

/** A scheduled (or unscheduled) class: drag handle, name, bouts and minutes, up/down, and a court to move it to. */
export function KelasBaris({ k, i, n, opsi, sibuk, onGeser, onPindah, onDrag, onDrop }: {
  k: KelasJadwal; i: number; n: number; opsi: readonly OpsiLapangan[]; sibuk: boolean;
  onGeser: (ke: number) => void; onPindah: (id_lapangan: number | null) => void; onDrag: (e: React.DragEvent) => void; onDrop?: (e: React.DragEvent) => void;
}) {
  return (
    <li draggable={!sibuk} onDragStart={onDrag} onDrop={onDrop} data-kelas={k.id_kelas_kejuaraan}
      className="flex items-center gap-2 rounded-lg bg-base-100 px-2 py-1.5 ring-1 ring-base-300">
      <GripVertical className="size-4 shrink-0 cursor-grab text-base-content/50" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold" title={k.nama}>{k.nama}</span>
        <span className="block text-xs text-base-content/70">{k.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'} · {k.jumlah_partai} partai · ± {Math.round(k.menit)} mnt{k.bernomor ? ` · ${k.bernomor} bernomor` : ''}</span>
      </span>
      {k.id_lapangan !== null && (
        <span className="join">
          <button type="button" className="btn btn-ghost btn-xs join-item" disabled={sibuk || i === 0} onClick={() => onGeser(i - 1)} aria-label={`Naikkan ${k.nama}`}>
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-ghost btn-xs join-item" disabled={sibuk || i === n - 1} onClick={() => onGeser(i + 1)} aria-label={`Turunkan ${k.nama}`}>
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
        </span>
      )}
      <select className="select select-xs w-28 sm:w-36" aria-label={`Lapangan untuk ${k.nama}`} disabled={sibuk} value={k.id_lapangan ?? ''}
        onChange={(e) => onPindah(e.target.value ? Number(e.target.value) : null)}>
        <option value="">Belum dijadwal</option>
        {opsi.map((o) => <option key={o.id_lapangan} value={o.id_lapangan}>{o.label}</option>)}
      </select>
    </li>
  );
}
