import { Scale } from 'lucide-react';
import { hitungTanda, tandaTimbang } from '../../../../domain/tanda-timbang';
import { pesertaUndian, type KelasBaganView } from '../../../data/bagan';

/**
 * The entries the draw takes whose weigh-in is not passed (not weighed yet, or failed): named before and while the
 * class is drawn. They are drawn all the same: the organiser decides (the weigh-in desk moves or disqualifies).
 */
export function TandaTimbangPanel({ k }: { k: KelasBaganView }) {
  const peserta = pesertaUndian(k);
  const bertanda = peserta.flatMap((p) => {
    const tanda = tandaTimbang(p.timbang);
    return tanda ? [{ ...p, tanda }] : [];
  });
  if (bertanda.length === 0) return null;
  const { belum, gagal } = hitungTanda(peserta);
  const ringkas = [belum ? `${belum} belum ditimbang` : '', gagal ? `${gagal} gagal timbang` : ''].filter(Boolean).join(', ');
  return (
    <section
      className="rounded-box border border-warning bg-warning/10 p-4 text-sm cetak-sembunyi"
      aria-label="Peringatan penimbangan"
      data-tanda-timbang={bertanda.length}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Scale className="size-4 shrink-0" aria-hidden="true" />
        Penimbangan: {ringkas}
      </p>
      <p className="mt-1 text-base-content/80">Mereka tetap ikut diundi; panitia yang memutuskan.</p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {bertanda.map((p) => (
          <li key={p.id_peserta_kompetisi} className="flex min-w-0 items-center gap-2">
            <span className={`badge badge-sm shrink-0 ${p.timbang === 'GAGAL' ? 'badge-error' : 'badge-warning'}`}>{p.tanda}</span>
            <span className="truncate">
              <span className="font-medium">{p.nama}</span> <span className="text-base-content/70">· {p.nama_dojang}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
