import { useState } from 'react';
import { FileDown, Pencil, Trash2 } from 'lucide-react';
import { CABANG_LAPANGAN_LABEL } from '../../../domain/jadwal/types';
import type { KelasJadwal } from '../../data/jadwal';
import type { Lapangan } from '../../data/lapangan';
import { KelasBaris, type OpsiLapangan } from './KelasBaris';
import { kelasLapangan } from './jadwal-view';

const DRAG = 'application/x-arena-kelas';

/** One court of a day: its header (name, start, branch, minutes), its classes in order, and a drop zone. */
export function LapanganKolom({
  l,
  kelas,
  opsi,
  sibuk,
  onPindah,
  onUbah,
  onHapus,
  onPdf,
}: {
  l: Lapangan;
  kelas: readonly KelasJadwal[];
  opsi: readonly OpsiLapangan[];
  sibuk: boolean;
  onPindah: (id_kelas: number, id_lapangan: number | null, ke: number) => void;
  onUbah: () => void;
  onHapus: () => void;
  onPdf: () => void;
}) {
  const daftar = kelasLapangan(kelas, l.id_lapangan);
  const menit = daftar.reduce((n, k) => n + k.menit, 0);
  const [atas, setAtas] = useState(false);
  const jatuh = (e: React.DragEvent, ke: number) => {
    e.preventDefault();
    e.stopPropagation();
    setAtas(false);
    const id = Number(e.dataTransfer.getData(DRAG));
    if (id) onPindah(id, l.id_lapangan, ke);
  };
  return (
    <section
      aria-label={l.nama}
      onDragOver={(e) => {
        e.preventDefault();
        setAtas(true);
      }}
      onDragLeave={() => setAtas(false)}
      onDrop={(e) => jatuh(e, daftar.length)}
      className={`flex min-w-0 flex-col gap-2 rounded-box bg-base-200 p-3 ${atas ? 'ring-2 ring-primary' : ''}`}
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h4 className="truncate font-black">{l.nama}</h4>
          <p className="text-xs text-base-content/75">
            Mulai {l.mulai.replace(':', '.')} · {CABANG_LAPANGAN_LABEL[l.cabang]} · ± {Math.round(menit)} mnt
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          onClick={onPdf}
          aria-label={`Cetak jadwal ${l.nama}`}
          title="Cetak PDF"
        >
          <FileDown className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-ghost btn-xs btn-square" onClick={onUbah} aria-label={`Ubah ${l.nama}`}>
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-ghost btn-xs btn-square text-error" onClick={onHapus} aria-label={`Hapus ${l.nama}`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </header>
      <ol className="space-y-1.5" aria-label={`Kelas di ${l.nama}`}>
        {daftar.map((k, i) => (
          <KelasBaris
            key={k.id_kelas_kejuaraan}
            k={k}
            i={i}
            n={daftar.length}
            opsi={opsi}
            sibuk={sibuk}
            onDrop={(e) => jatuh(e, i)}
            onGeser={(ke) => onPindah(k.id_kelas_kejuaraan, l.id_lapangan, ke)}
            onPindah={(id) => onPindah(k.id_kelas_kejuaraan, id, 999)}
            onDrag={(e) => e.dataTransfer.setData(DRAG, String(k.id_kelas_kejuaraan))}
          />
        ))}
      </ol>
      {daftar.length === 0 && (
        <p className="rounded-lg border-2 border-dashed border-base-300 p-4 text-center text-sm text-base-content/60">
          Seret kelas ke sini
        </p>
      )}
    </section>
  );
}

export { DRAG as DRAG_KELAS };
