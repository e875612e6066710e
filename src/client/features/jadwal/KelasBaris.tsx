import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { KelasJadwal } from '../../data/jadwal';

export interface OpsiLapangan {
  id_lapangan: number;
  label: string;
}

/** A scheduled (or unscheduled) class: drag handle, name, bouts and minutes, up/down, and a court to move it to. */
export function KelasBaris({
  k,
  i,
  n,
  opsi,
  sibuk,
  onGeser,
  onPindah,
  onDrag,
  onDrop,
}: {
  k: KelasJadwal;
  i: number;
  n: number;
  opsi: readonly OpsiLapangan[];
  sibuk: boolean;
  onGeser: (ke: number) => void;
  onPindah: (id_lapangan: number | null) => void;
  onDrag: (e: React.DragEvent) => void;
  onDrop?: (e: React.DragEvent) => void;
}) {
  return (
    <li
      draggable={!sibuk}
      onDragStart={onDrag}
      onDrop={onDrop}
      data-kelas={k.id_kelas_kejuaraan}
      className="space-y-1 rounded-lg bg-base-100 px-2 py-1.5 ring-1 ring-base-300"
    >
      <p className="flex items-start gap-1.5">
        <GripVertical className="mt-0.5 size-4 shrink-0 cursor-grab text-base-content/50" aria-hidden="true" />
        <span className="line-clamp-2 text-sm font-semibold leading-snug" title={k.nama}>
          {k.nama}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-5">
        <span className="mr-auto text-xs text-base-content/70">
          {k.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'} · {k.jumlah_partai} partai · ± {Math.round(k.menit)} mnt
          {k.bernomor ? ` · ${k.bernomor} bernomor` : ''}
        </span>
        {k.id_lapangan !== null && (
          <span className="join">
            <button
              type="button"
              className="btn btn-ghost btn-xs join-item"
              disabled={sibuk || i === 0}
              onClick={() => onGeser(i - 1)}
              aria-label={`Naikkan ${k.nama}`}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs join-item"
              disabled={sibuk || i === n - 1}
              onClick={() => onGeser(i + 1)}
              aria-label={`Turunkan ${k.nama}`}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
          </span>
        )}
        <select
          className="select select-xs w-36"
          aria-label={`Lapangan untuk ${k.nama}`}
          disabled={sibuk}
          value={k.id_lapangan ?? ''}
          onChange={(e) => onPindah(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Belum dijadwal</option>
          {opsi.map((o) => (
            <option key={o.id_lapangan} value={o.id_lapangan}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
