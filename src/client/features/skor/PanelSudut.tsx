import { TEKNIK, TEKNIK_INFO, type AturanKyorugi, type SkorSudut, type Sudut } from '../../../domain/skor';
import type { Sudut as SudutIsi } from '../../data/lapangan';

const GAYA = {
  B: { kepala: 'bg-blue-700 text-white', tombol: 'bg-blue-100 border-blue-700 text-blue-950 hover:bg-blue-200', nama: 'biru' },
  R: { kepala: 'bg-red-700 text-white', tombol: 'bg-red-100 border-red-700 text-red-950 hover:bg-red-200', nama: 'merah' },
} as const;

/** One corner at the table: who, the round's score and gam-jeoms, the round wins, and the big one-hand targets. */
export function PanelSudut({
  sudut,
  isi,
  skor,
  menang_ronde,
  aturan,
  aktif,
  onPoin,
  onGamJeom,
}: {
  sudut: Sudut;
  isi: SudutIsi | null | undefined;
  skor: SkorSudut | undefined;
  menang_ronde: number;
  aturan: AturanKyorugi;
  aktif: boolean;
  onPoin: (teknik: (typeof TEKNIK)[number]) => void;
  onGamJeom: () => void;
}) {
  const g = GAYA[sudut];
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={`Sudut ${g.nama} (${sudut})`} data-sudut={sudut}>
      <header className={`rounded-box p-2 ${g.kepala}`}>
        <div className="flex items-center gap-2">
          <span className="grid size-10 shrink-0 place-items-center rounded bg-white/20 text-2xl font-black">{sudut}</span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-lg font-bold leading-tight">{isi?.nama ?? '–'}</span>
            <span className="block truncate text-sm opacity-85">{isi?.nama_dojang ?? ''}</span>
          </span>
        </div>
        <div className="mt-1 flex items-end justify-between gap-2">
          <span className="text-6xl font-black tabular-nums leading-none" data-skor={sudut} aria-label={`Skor ${sudut}`}>
            {skor?.skor ?? 0}
          </span>
          <span className="text-right text-sm leading-tight">
            <span className="block" data-gamjeom={sudut}>
              Gam-jeom <b className="text-xl">{skor?.gam_jeom ?? 0}</b>
            </span>
            <span className="block" data-menang={sudut}>
              Ronde menang <b className="text-xl">{menang_ronde}</b>
            </span>
          </span>
        </div>
      </header>
      <div className="grid grid-cols-2 gap-2">
        {TEKNIK.map((t) => (
          <button
            key={t}
            type="button"
            disabled={!aktif}
            onClick={() => onPoin(t)}
            data-tombol={`${sudut}+${aturan.poin_teknik[t]}`}
            className={`btn h-auto min-h-16 flex-col gap-0 border-2 px-1 py-1 disabled:opacity-40 lg:min-h-28 ${g.tombol}`}
            aria-label={`${sudut} +${aturan.poin_teknik[t]} ${TEKNIK_INFO[t].label}`}
          >
            <span className="text-2xl font-black leading-none">
              {sudut} +{aturan.poin_teknik[t]}
            </span>
            <span className="text-xs font-normal leading-tight">{TEKNIK_INFO[t].label}</span>
          </button>
        ))}
        <button
          type="button"
          disabled={!aktif}
          onClick={onGamJeom}
          data-tombol={`${sudut}-gamjeom`}
          className="btn btn-warning h-auto min-h-16 flex-col gap-0 border-2 px-1 py-1 lg:min-h-28"
          aria-label={`Gam-jeom untuk ${sudut}`}
        >
          <span className="text-lg font-black leading-none lg:text-xl">{sudut} Gam-jeom</span>
          <span className="text-xs font-normal leading-tight">+{aturan.poin_gam_jeom} untuk lawan</span>
        </button>
      </div>
    </section>
  );
}
