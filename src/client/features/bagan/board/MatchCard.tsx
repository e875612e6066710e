import { Pencil, Trophy } from 'lucide-react';
import { KEPUTUSAN_LABEL } from '../../../../domain/bagan/types';
import { labelSudut } from '../../../../domain/bagan/ronde';
import type { PesertaBagan } from '../../../../domain/schemas/bagan';
import type { MatchView } from '../../../data/bagan/types';
import { CARD_H, CARD_W, formatSkor, px } from './board-layout';

export const FREE_DRAW = 'Free draw';
export const WINNER_OF_PREVIOUS = 'Winner of previous match';

const SUDUT = {
  B: { strip: 'bg-blue-600', label: 'text-blue-700', nama: 'Biru' },
  R: { strip: 'bg-red-600', label: 'text-red-700', nama: 'Merah' },
} as const;

/** The corner's colour, as a strip (print keeps it: data-sudut of features/bagan/print.css). */
const Strip = ({ sudut }: { sudut: 'B' | 'R' }) => (
  <span data-sudut={sudut} className={`absolute inset-y-0 left-0 w-1 ${SUDUT[sudut].strip}`} aria-hidden="true" />
);

interface CardProps {
  m: MatchView;
  namaRonde: string;
  peserta: ReadonlyMap<number, PesertaBagan>;
  top: number;
  left: number;
  onEdit?: (m: MatchView) => void;
}

/** A round-1 match with exactly one participant: the other side is a bye. */
export const isFreeDrawView = (m: Pick<MatchView, 'ronde' | 'id_peserta_a' | 'id_peserta_b'>) =>
  m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null);

export const namaDi = (peserta: ReadonlyMap<number, PesertaBagan>, id: number | null): string =>
  id === null ? '—' : (peserta.get(id)?.nama ?? `Peserta #${id}`);

function Sudut({
  sudut,
  id,
  skor,
  m,
  peserta,
  freeDraw,
}: {
  sudut: 'B' | 'R';
  id: number | null;
  skor: number;
  m: MatchView;
  peserta: ReadonlyMap<number, PesertaBagan>;
  freeDraw: boolean;
}) {
  const tone = SUDUT[sudut];
  if (id === null) {
    return (
      <div className="relative flex h-full items-center bg-base-200/60 pr-2.5 pl-3.5">
        <Strip sudut={sudut} />
        <span className="truncate text-xs text-base-content/60 italic">{m.ronde === 1 ? FREE_DRAW : WINNER_OF_PREVIOUS}</span>
      </div>
    );
  }
  const p = peserta.get(id);
  // A free draw is already 'won' by its only entry: no winner marker, nothing greyed.
  const decided = m.id_pemenang !== null && !freeDraw;
  const menang = decided && m.id_pemenang === id;
  const tampilSkor = !freeDraw && (decided || m.skor_a > 0 || m.skor_b > 0);
  return (
    <div
      data-menang={menang ? 'true' : undefined}
      className={`relative flex h-full min-w-0 items-center gap-2 pr-2.5 pl-3.5 ${menang ? 'bg-amber-50' : ''} ${decided && !menang ? 'text-base-content/55' : ''}`}
    >
      <Strip sudut={sudut} />
      <div className="min-w-0 flex-1 leading-tight">
        <p data-nama="" className={`truncate text-sm ${menang ? 'font-bold' : 'font-semibold'}`} title={p?.nama}>
          {namaDi(peserta, id)}
        </p>
        <p data-dojang="" className="truncate text-[11px]" title={p?.nama_dojang}>
          <span className={`font-mono font-bold ${tone.label}`} title={`Sudut ${tone.nama}`}>
            {labelSudut(sudut, id)}
          </span>
          {p && <span className="text-base-content/70"> · {p.nama_dojang}</span>}
        </p>
      </div>
      {menang && (
        <span className="flex shrink-0 items-center text-amber-600" title="Pemenang">
          <Trophy className="size-4" aria-hidden="true" />
          <span className="sr-only">Pemenang</span>
        </span>
      )}
      <span className={`w-9 shrink-0 text-right font-mono text-sm tabular-nums ${menang ? 'font-black' : 'font-semibold'}`}>
        {tampilSkor ? formatSkor(skor) : ''}
      </span>
    </div>
  );
}

function Chips({ m }: { m: MatchView }) {
  const keputusan = m.keputusan && m.keputusan !== 'PTF' ? m.keputusan : null;
  if (!keputusan && !m.pending && !m.rejected && !m.konflik) return null;
  return (
    <div className="absolute inset-x-2 -top-2.5 z-[1] flex min-w-0 items-center gap-1">
      {keputusan && (
        <span className="badge badge-neutral badge-xs font-mono" title={KEPUTUSAN_LABEL[keputusan]}>
          {keputusan}
        </span>
      )}
      <span className="ml-auto flex min-w-0 items-center gap-1">
        {m.pending && <span className="badge badge-warning badge-xs whitespace-nowrap">Menunggu sinkron</span>}
        {m.konflik && (
          <span className="badge badge-error badge-xs" title={`Di server: ${formatSkor(m.konflik.skor_a)}–${formatSkor(m.konflik.skor_b)}`}>
            Konflik
          </span>
        )}
        {m.rejected && !m.konflik && (
          <span className="badge badge-error badge-xs block min-w-0 truncate" role="alert" title={m.rejected}>
            {m.rejected}
          </span>
        )}
      </span>
    </div>
  );
}

/** One match: corner B over corner R, fixed height so the bracket lines meet the middle of each card. */
export function MatchCard({ m, namaRonde, peserta, top, left, onEdit }: CardProps) {
  const freeDraw = isFreeDrawView(m);
  const a = namaDi(peserta, m.id_peserta_a);
  const b = namaDi(peserta, m.id_peserta_b);
  const garis = m.konflik || m.rejected ? 'border-error' : m.pending ? 'border-warning' : 'border-base-300';
  return (
    <li
      data-match-card=""
      className="absolute"
      style={{ top, left: px(left), width: px(CARD_W), height: CARD_H }}
      aria-label={`${namaRonde} partai ${m.posisi}: ${freeDraw ? `${m.id_peserta_a === null ? b : a} (${FREE_DRAW})` : `${a} vs ${b}`}`}
    >
      <Chips m={m} />
      <div data-kartu="" className={`flex h-full overflow-hidden rounded-lg border bg-base-100 shadow-sm ${garis}`}>
        <div className="grid min-w-0 flex-1 grid-rows-2 divide-y divide-base-300">
          <Sudut sudut="B" id={m.id_peserta_a} skor={m.skor_a} m={m} peserta={peserta} freeDraw={freeDraw} />
          <Sudut sudut="R" id={m.id_peserta_b} skor={m.skor_b} m={m} peserta={peserta} freeDraw={freeDraw} />
        </div>
        {onEdit && (
          <button
            type="button"
            className="cetak-sembunyi btn btn-ghost h-full w-9 min-h-0 shrink-0 rounded-none border-0 border-l border-base-300 p-0"
            aria-label={`Ubah hasil pertandingan ${namaRonde} partai ${m.posisi}: ${a} vs ${b}`}
            title="Ubah hasil"
            onClick={() => onEdit(m)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  );
}
