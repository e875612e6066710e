import { Scale } from 'lucide-react';

/**
 * One corner of a bout: the letter (B blue / R red, never the colour alone), the name and the dojang. `ukuran`
 * scales it from a list row up to the hall screen; `tanda`: a flag beside the name (the court desk's weigh-in flag).
 */
export interface SudutIsi {
  nama: string;
  nama_dojang?: string | null;
}

const GAYA = {
  B: { huruf: 'bg-blue-700 text-white', garis: 'border-blue-700' },
  R: { huruf: 'bg-red-700 text-white', garis: 'border-red-700' },
} as const;

const UKURAN = {
  sm: { kotak: 'size-6 text-xs', nama: 'text-sm', dojang: 'text-xs' },
  md: { kotak: 'size-9 text-lg', nama: 'text-lg', dojang: 'text-sm' },
  lg: { kotak: 'size-12 text-2xl', nama: 'text-2xl', dojang: 'text-base' },
  // On a TV a long name (a pair, a team) takes a second line in a smaller type before it is cut.
  tv: { kotak: 'size-[4.5vh] text-[3vh]', nama: 'text-[3vh] line-clamp-2 break-words', dojang: 'text-[2vh]' },
} as const;

export function Sudut({
  sudut,
  isi,
  ukuran = 'md',
  menang,
  tunggu = 'Menunggu pemenang',
  tanda,
}: {
  sudut: 'B' | 'R';
  isi: SudutIsi | null | undefined;
  ukuran?: keyof typeof UKURAN;
  menang?: boolean;
  tunggu?: string;
  /** A flag under the name: its words, and `galat` for the error tone (a weigh-in failed) instead of the warning one. */
  tanda?: { teks: string; galat?: boolean } | null;
}) {
  const g = GAYA[sudut];
  const u = UKURAN[ukuran];
  return (
    <div className={`flex min-w-0 items-center gap-2 border-l-4 pl-2 ${g.garis}`} data-sudut={sudut}>
      <span
        className={`grid shrink-0 place-items-center rounded font-black ${u.kotak} ${g.huruf}`}
        aria-label={sudut === 'B' ? 'Sudut biru (B)' : 'Sudut merah (R)'}
      >
        {sudut}
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block font-bold leading-tight ${ukuran === 'tv' ? '' : 'truncate'} ${u.nama} ${isi ? '' : 'italic opacity-60'}`}>
          {isi ? isi.nama : tunggu}
          {menang ? ' ✓' : ''}
        </span>
        {isi?.nama_dojang && <span className={`block truncate leading-tight opacity-70 ${u.dojang}`}>{isi.nama_dojang}</span>}
        {/* Under the name, so the name keeps its width. */}
        {tanda && (
          <span
            className={`badge badge-sm mt-0.5 gap-1 whitespace-nowrap font-semibold ${tanda.galat ? 'badge-error' : 'badge-warning'}`}
            data-tanda={tanda.teks}
          >
            <Scale className="size-3" aria-hidden="true" />
            {tanda.teks}
          </span>
        )}
      </span>
    </div>
  );
}
