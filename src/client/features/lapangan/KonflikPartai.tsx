import { AlertTriangle } from 'lucide-react';
import { pakaiPartaiTerbaru, terapkanPartaiSaya, type PartaiTampil } from '../../data/lapangan';
import { STATUS_LABEL } from './meja-view';

const AKSI = { panggil: 'Panggil', mulai: 'Mulai', 'tidak-hadir': 'Tidak hadir', hasil: 'Hasil' } as const;

/** A desk write the server refused: its message, and for a 409 what the server holds with the two choices. */
export function KonflikPartai({ p }: { p: PartaiTampil }) {
  const d = p.ditolak;
  if (!d) return null;
  const konflik = d.konflikPartai !== null || d.konflikMatch !== null;
  return (
    <div className="rounded-box border border-warning bg-warning/10 p-3 text-sm" role="alert" data-konflik={konflik ? 'ya' : 'tidak'}>
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {AKSI[d.aksi]} ditolak server: {d.pesan ?? 'ditolak'}
      </p>
      {d.konflikPartai && <p className="mt-1">Di server sekarang: {STATUS_LABEL[d.konflikPartai.status]}.</p>}
      {d.konflikMatch && (
        <p className="mt-1">
          Di server sekarang: skor {d.konflikMatch.skor_a} – {d.konflikMatch.skor_b}
          {d.konflikMatch.id_pemenang === null ? ', belum ada hasil' : ''}.
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void pakaiPartaiTerbaru(d.outboxId)}>
          {konflik ? 'Pakai yang terbaru' : 'Buang'}
        </button>
        {konflik && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void terapkanPartaiSaya(d.outboxId)}>
            Terapkan punya saya
          </button>
        )}
      </div>
    </div>
  );
}
