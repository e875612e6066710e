import { memo, useMemo, useRef, type CSSProperties, type ReactElement } from 'react';
import { namaRonde } from '../../../../domain/bagan/ronde';
import type { BaganTampil, MatchView } from '../../../data/bagan/types';
import {
  CARD_W,
  CONN_W,
  WINDOW_FROM,
  boardSize,
  cardTop,
  colLeft,
  kelompokkanRonde,
  konektor,
  posisiTerlihat,
  px,
  regangCetak,
  zoomCetak,
  type Ronde,
} from './board-layout';
import { MatchCard } from './MatchCard';
import './board-print.css';
import { useVisibleBand, type Band } from './useVisibleBand';

export interface BaganBoardProps {
  tampil: BaganTampil;
  /** Given: a pencil on each match it allows opens the result dialog. */
  onEditMatch?: (m: MatchView) => void;
  /** Which matches get the pencil; without it, every match with both corners filled. */
  bisaEdit?: (m: MatchView) => boolean;
  className?: string;
}

const bothCorners = (m: MatchView) => m.id_peserta_a !== null && m.id_peserta_b !== null;

function Connectors({ rondes, band }: { rondes: readonly Ronde<MatchView>[]; band: Band }) {
  const lines: ReactElement[] = [];
  for (const r of rondes) {
    if (r.ronde < 2) continue;
    const [from, to] = band ? posisiTerlihat(r.ronde, r.matches.length, band[0], band[1]) : [1, r.matches.length];
    for (let p = from; p <= to; p += 1) {
      if (!r.matches[p - 1]) continue;
      const k = konektor(r.ronde, p);
      lines.push(
        <div
          key={`b${r.ronde}-${p}`}
          className="absolute rounded-r-md border-y-2 border-r-2 border-base-content/20"
          style={{ top: k.top, height: k.height, left: px(k.left), width: px(CONN_W / 2) }}
        />,
        <div
          key={`s${r.ronde}-${p}`}
          className="absolute border-t-2 border-base-content/20"
          style={{ top: k.stubTop - 1, left: px(k.left + CONN_W / 2), width: px(CONN_W / 2) }}
        />,
      );
    }
  }
  return <div aria-hidden="true">{lines}</div>;
}

interface ColumnProps {
  r: Ronde<MatchView>;
  jumlah: number;
  tampil: BaganTampil;
  band: Band;
  onEditMatch?: (m: MatchView) => void;
  bisaEdit?: (m: MatchView) => boolean;
}

const Column = memo(function Column({ r, jumlah, tampil, band, onEditMatch, bisaEdit }: ColumnProps) {
  const nama = namaRonde(r.ronde, jumlah);
  const [from, to] = band ? posisiTerlihat(r.ronde, r.matches.length, band[0], band[1]) : [1, r.matches.length];
  const cards: ReactElement[] = [];
  for (let p = from; p <= to; p += 1) {
    const m = r.matches[p - 1];
    if (!m) continue;
    const edit = onEditMatch && (bisaEdit ? bisaEdit(m) : bothCorners(m)) ? onEditMatch : undefined;
    cards.push(
      <MatchCard
        key={m.id_match}
        m={m}
        namaRonde={nama}
        peserta={tampil.peserta}
        onEdit={edit}
        top={cardTop(r.ronde, p)}
        left={colLeft(r.ronde)}
      />,
    );
  }
  return (
    <ol aria-label={nama} className="contents">
      {cards}
    </ol>
  );
});

/**
 * The bracket of one class, read-only or with a pencil per editable match: rounds in columns (round name on
 * top), each match centred on the two that feed it, joined by lines. Wider than the screen it scrolls
 * sideways inside its own box; taller than the screen it scrolls inside the box with the round names kept
 * in view, and from WINDOW_FROM matches on only the rows near the visible part are rendered.
 */
export function BaganBoard({ tampil, onEditMatch, bisaEdit, className = '' }: BaganBoardProps) {
  const rondes = useMemo(() => kelompokkanRonde(tampil.matches, tampil.jumlah_ronde), [tampil.matches, tampil.jumlah_ronde]);
  const size = boardSize(rondes);
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const band = useVisibleBand(tampil.matches.length >= WINDOW_FROM, box, body);
  const jumlah = Math.max(tampil.jumlah_ronde, rondes.length);
  // Padding (2 × 16) and the round names' row (28 + 20) around the body. On paper the board is scaled to fit the
  // sheet, then stretched sideways to the sheet's width (wider cards: the names fit).
  const zoom = zoomCetak(size.width + 32, size.height + 80);
  const cetak = { '--zoom-cetak': zoom, '--kx-cetak': regangCetak(size.width + 32, zoom) } as CSSProperties;

  return (
    <div
      className={`bagan-cetak rounded-box bg-base-100 shadow ring-1 ring-base-300 print:[zoom:var(--zoom-cetak)] ${className}`}
      style={cetak}
      role="region"
      aria-label={`Bagan ${tampil.judulKelas}`}
    >
      <div
        ref={box}
        className="max-h-[calc(100dvh-6rem)] overflow-auto overscroll-x-contain rounded-box print:max-h-none print:overflow-visible"
        tabIndex={0}
        aria-label="Bagan pertandingan, dapat digeser"
      >
        <div className="relative p-4" style={{ width: `calc(${px(size.width)} + 32px)`, minWidth: '100%' }}>
          <div className="sticky top-0 z-[2] -mx-4 -mt-4 mb-5 bg-base-100/95 px-4 pt-4 pb-2 backdrop-blur print:static print:mb-2">
            <div className="relative h-7" style={{ width: px(size.width) }}>
              {rondes.map((r) => (
                <h3
                  key={r.ronde}
                  className="absolute top-0 truncate rounded-full bg-base-200 px-3 py-1 text-center text-xs font-bold tracking-wide uppercase"
                  style={{ left: px(colLeft(r.ronde)), width: px(CARD_W) }}
                >
                  {namaRonde(r.ronde, jumlah)}
                </h3>
              ))}
            </div>
          </div>
          <div ref={body} className="relative" style={{ width: px(size.width), height: size.height }}>
            <Connectors rondes={rondes} band={band} />
            {rondes.map((r) => (
              <Column key={r.ronde} r={r} jumlah={jumlah} tampil={tampil} band={band} onEditMatch={onEditMatch} bisaEdit={bisaEdit} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
