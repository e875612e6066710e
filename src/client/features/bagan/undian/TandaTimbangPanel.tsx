import { Scale } from 'lucide-react';
import { hitungTanda, tandaTimbang } from '../../../../domain/tanda-timbang';
import { pesertaUndian, type KelasBaganView } from '../../../data/bagan';

/**
 * The entries the draw takes whose weigh-in is not passed (not weighed yet, or failed): named before and while the
 * class is drawn. They are drawn all the same: the organiser decides (the weigh-in desk moves or disqualifies).
 */
export function TandaTimbangPanel({ k }: { k: KelasBaganView }) {
  const peserta = pesertaUndian(k);
  const { belum, gagal, ditimbang } = hitungTanda(peserta);
  // Before the weigh-in began, 'not weighed' is everyone's: said once, not name by name.
  const bertanda = peserta.flatMap((p) => {
    const tanda = tandaTimbang(p.timbang);
    return tanda && (ditimbang > 0 || p.timbang === 'GAGAL') ? [{ ...p, tanda }] : [];
  });
  if (belum === 0 && gagal === 0) return null;
  const ringkas = [belum ? `${belum} belum ditimbang` : '', gagal ? `${gagal} gagal timbang` : ''].filter(Boolean).join(', ');
  return (
    <section
      className="rounded-box border border-warning bg-warning/10 p-4 text-sm cetak-sembunyi"
      aria-label="Peringatan penimbangan"
      data-tanda-timbang={belum + gagal}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Scale className="size-4 shrink-0" aria-hidden="true" />
        Penimbangan: {ringkas}
      </p>
      <p className="mt-1 text-base-content/80">
        {ditimbang === 0 ? 'Penimbangan kelas ini belum dimulai. ' : ''}Mereka tetap ikut diundi; panitia yang memutuskan.
      </p>
      <ul className={`mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 ${bertanda.length ? '' : 'hidden'}`}>
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
