import { AlertTriangle } from 'lucide-react';
import { ringkasPerubahan } from '../../../domain/jadwal/konflik';
import { langkahPartai } from '../../../domain/jadwal/langkah';
import { pakaiPartaiTerbaru, partaiLengkap, terapkanPartaiSaya, type PartaiTampil } from '../../data/lapangan';

const AKSI = { panggil: 'Panggil', mulai: 'Mulai', 'tidak-hadir': 'Tidak hadir', hasil: 'Hasil' } as const;

const awalBesar = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A desk write the server refused: its message; for a 409, what the server holds — the bout's state, who changed it
 * and when (the domain's words, as the server's message) — with the two choices.
 */
export function KonflikPartai({ p }: { p: PartaiTampil }) {
  const d = p.ditolak;
  if (!d) return null;
  const konflik = d.konflikPartai !== null || d.konflikMatch !== null;
  // Mine again only where the step can still be made on the bout as the server holds it (a start after a no-show cannot).
  const bisaTerapkan =
    d.konflikMatch !== null ||
    (d.konflikPartai !== null &&
      d.aksi !== 'hasil' &&
      langkahPartai({ ...d.konflikPartai, lengkap: partaiLengkap(d.konflikPartai) }, d.aksi, new Date().toISOString(), 0).ok);
  return (
    <div className="rounded-box border border-warning bg-warning/10 p-3 text-sm" role="alert" data-konflik={konflik ? 'ya' : 'tidak'}>
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {d.konflikPartai
          ? `${AKSI[d.aksi]} belum diterapkan: partai ini sudah diubah di perangkat lain.`
          : `${AKSI[d.aksi]} ditolak server: ${d.pesan ?? 'ditolak'}`}
      </p>
      {d.konflikPartai && (
        <p className="mt-1" data-pengubah={d.pengubah?.diubah_oleh ?? ''}>
          Di server sekarang: {awalBesar(ringkasPerubahan(d.konflikPartai, d.pengubah ?? { diubah_oleh: null, diubah_pada: null }))}.
        </p>
      )}
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
        {bisaTerapkan && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void terapkanPartaiSaya(d.outboxId)}>
            Terapkan punya saya
          </button>
        )}
      </div>
    </div>
  );
}
