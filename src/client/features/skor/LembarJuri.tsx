import { Undo2 } from 'lucide-react';
import { akurasiLembar, type LembarPoomsae, type NilaiJuriHitung, type Sudut } from '../../../domain/skor';

export const desimal = (x: number, d = 1) => x.toFixed(d).replace('.', ',');
const BAGIAN = ['Kecepatan & kekuatan', 'Ritme & tempo', 'Ekspresi energi'] as const;
const PILIHAN = Array.from({ length: 16 }, (_, i) => (5 + i) / 10);

/** One judge's sheet for one corner: accuracy as 4.0 minus the −0.1 / −0.3 taps (never below 0), the three presentation parts. */
export function LembarJuri({
  sudut,
  no,
  lembar,
  hitung,
  onPotong,
  onBatal,
  onPresentasi,
}: {
  sudut: Sudut;
  no: number;
  lembar: LembarPoomsae;
  hitung: NilaiJuriHitung | undefined;
  onPotong: (n: 1 | 3) => void;
  onBatal: () => void;
  onPresentasi: (bagian: number, x: number | null) => void;
}) {
  const a = akurasiLembar(lembar);
  const coret = (dibuang: boolean | undefined) => (dibuang ? 'line-through opacity-60' : '');
  return (
    <div className="rounded-box bg-base-100 p-2 shadow-sm ring-1 ring-base-300" data-lembar={`${sudut}${no}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-20 shrink-0 font-bold">Juri {no}</span>
        <span className={`w-24 text-sm ${coret(hitung?.akurasi_dibuang)}`} data-akurasi={`${sudut}${no}`}>
          Akurasi <b className="text-xl tabular-nums">{desimal(a / 10)}</b>
        </span>
        <button
          type="button"
          className="btn btn-sm min-h-11 min-w-14"
          disabled={a < 1}
          onClick={() => onPotong(1)}
          aria-label={`Juri ${no} ${sudut}: kurangi 0,1`}
        >
          −0,1
        </button>
        <button
          type="button"
          className="btn btn-sm min-h-11 min-w-14"
          disabled={a < 3}
          onClick={() => onPotong(3)}
          aria-label={`Juri ${no} ${sudut}: kurangi 0,3`}
        >
          −0,3
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11"
          disabled={lembar.potong.length === 0}
          onClick={onBatal}
          aria-label={`Juri ${no} ${sudut}: batalkan pengurangan terakhir`}
        >
          <Undo2 className="size-4" aria-hidden="true" />
        </button>
        {hitung?.akurasi_dibuang && <span className="badge badge-ghost badge-sm">dibuang</span>}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        <span className={`w-20 shrink-0 text-sm ${coret(hitung?.presentasi_dibuang)}`}>Presentasi</span>
        {BAGIAN.map((label, k) => (
          <select
            key={label}
            className="select select-sm w-20"
            aria-label={`Juri ${no} ${sudut}: ${label}`}
            title={label}
            value={lembar.presentasi[k] ?? ''}
            onChange={(e) => onPresentasi(k, e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">–</option>
            {PILIHAN.map((x) => (
              <option key={x} value={x}>
                {desimal(x)}
              </option>
            ))}
          </select>
        ))}
        {hitung && (
          <span className={`ml-auto text-sm tabular-nums ${coret(hitung.presentasi_dibuang)}`} data-presentasi={`${sudut}${no}`}>
            = {desimal(hitung.presentasi)}
          </span>
        )}
        {hitung?.presentasi_dibuang && <span className="badge badge-ghost badge-sm">dibuang</span>}
      </div>
    </div>
  );
}
