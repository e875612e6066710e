import { AlertTriangle } from 'lucide-react';
import { pakaiHasilTerbaru, terapkanHasilSaya } from '../../data/bagan';
import type { MatchView } from '../../data/bagan/types';

/**
 * Another device entered a different result first: show it, and let the organiser choose which stands. Mine over a
 * result the server keeps is a correction: `mintaAlasan` asks the dialog's reason first.
 */
export function KonflikHasil({
  match,
  nama,
  mintaAlasan,
}: {
  match: MatchView;
  nama: (id: number | null) => string;
  mintaAlasan: (lanjut: (alasan: string) => void) => void;
}) {
  const k = match.konflik;
  if (!k || !match.outboxId) return null;
  const id = match.outboxId;
  return (
    <div className="mt-3 rounded-box border border-warning bg-warning/10 p-3 text-sm" role="alert">
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {match.rejected}
      </p>
      <p className="mt-1">
        Di server: {nama(k.id_peserta_a)} {k.skor_a} – {k.skor_b} {nama(k.id_peserta_b)}
        {k.id_pemenang !== null ? `, pemenang ${nama(k.id_pemenang)}` : ', belum ada hasil'}.
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => void pakaiHasilTerbaru(id)}>
          Pakai yang terbaru
        </button>
        <button
          type="button"
          className="btn btn-primary btn-xs"
          onClick={() => (k.id_pemenang === null ? void terapkanHasilSaya(id) : mintaAlasan((a) => void terapkanHasilSaya(id, a)))}
        >
          Terapkan punya saya
        </button>
      </div>
    </div>
  );
}
