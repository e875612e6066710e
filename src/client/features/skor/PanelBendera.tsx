import type { Sudut } from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import type { PanelPoomsaeState } from './usePanelPoomsae';

const GAYA: Record<Sudut, { pilih: string; biasa: string; nama: string }> = {
  B: { pilih: 'bg-blue-700 text-white ring-4 ring-blue-300', biasa: 'bg-blue-50 text-blue-800 ring-1 ring-blue-300', nama: 'biru' },
  R: { pilih: 'bg-red-700 text-white ring-4 ring-red-300', biasa: 'bg-red-50 text-red-800 ring-1 ring-red-300', nama: 'merah' },
};

/** 'Bendera' mode at the court tablet: per judge the flag raised, blue (B) or red (R); the count follows as it is tapped. */
export function PanelBendera({ partai, panel }: { partai: PartaiTampil; panel: PanelPoomsaeState }) {
  const { draf } = panel;
  const suara = draf.bendera.slice(0, draf.ukuran);
  const jumlah = (s: Sudut) => suara.filter((x) => x === s).length;
  return (
    <section className="space-y-2 rounded-box bg-base-100 p-2 shadow" aria-label="Bendera juri">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-center">
        <p className="truncate rounded-box bg-blue-700 p-2 font-bold text-white">B · {partai.sudut_a?.nama ?? '–'}</p>
        <p className="text-4xl font-black tabular-nums" data-bendera-hitung>
          <span data-total="B">{jumlah('B')}</span>–<span data-total="R">{jumlah('R')}</span>
        </p>
        <p className="truncate rounded-box bg-red-700 p-2 font-bold text-white">R · {partai.sudut_b?.nama ?? '–'}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {suara.map((x, i) => (
          <li key={i} className="flex items-center gap-2" data-bendera-juri={i + 1}>
            <span className="w-16 shrink-0 font-bold">Juri {i + 1}</span>
            {(['B', 'R'] as const).map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={x === s}
                aria-label={`Juri ${i + 1}: bendera ${s}`}
                className={`btn h-16 flex-1 border-0 text-3xl font-black ${x === s ? GAYA[s].pilih : GAYA[s].biasa}`}
                onClick={() => panel.setBendera(i, s)}
              >
                {s}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
