import { useRef, useState, type PointerEvent } from 'react';
import {
  BIDANG_PIAGAM,
  KERTAS_MM,
  LABEL_BIDANG,
  TATA_LETAK_BAWAAN,
  type BidangPiagam,
  type TataLetak,
} from '../../../domain/piagam/tata-letak';

const bulat = (n: number) => Math.round(n * 2) / 2;
const batas = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The 'tanpa latar' layout on a scaled A4 landscape sheet: drag a field to move it (texts are centred on
 * their point, the QR hangs from its top-left corner), or type its position and size; 'Simpan' keeps it
 * for the competition.
 */
export function TataLetakEditor({
  nilai,
  contoh,
  onSimpan,
  sibuk,
}: {
  nilai: TataLetak;
  contoh: Record<Exclude<BidangPiagam, 'qr'>, string>;
  onSimpan: (t: TataLetak) => void;
  sibuk: boolean;
}) {
  const [t, setT] = useState<TataLetak>(nilai);
  const [pilih, setPilih] = useState<BidangPiagam>('nama');
  const kertas = useRef<HTMLDivElement>(null);
  const seret = useRef<BidangPiagam | null>(null);
  const ubah = (b: BidangPiagam, p: Partial<TataLetak[BidangPiagam]>) => setT((x) => ({ ...x, [b]: { ...x[b], ...p } }));

  const gerak = (e: PointerEvent) => {
    const b = seret.current;
    const r = kertas.current?.getBoundingClientRect();
    if (!b || !r) return;
    const x = ((e.clientX - r.left) / r.width) * KERTAS_MM.lebar;
    const y = ((e.clientY - r.top) / r.height) * KERTAS_MM.tinggi;
    const maks = b === 'qr' ? t.qr.ukuran : 0;
    ubah(b, { x: bulat(batas(x, 0, KERTAS_MM.lebar - maks)), y: bulat(batas(y, 0, KERTAS_MM.tinggi - maks)) });
  };
  const persen = (n: number, total: number) => `${(n / total) * 100}%`;
  const p = t[pilih];
  return (
    <div className="space-y-3">
      <div
        ref={kertas}
        className="relative w-full touch-none overflow-hidden rounded border border-base-300 bg-white shadow-inner select-none"
        style={{ aspectRatio: `${KERTAS_MM.lebar} / ${KERTAS_MM.tinggi}`, containerType: 'inline-size' }}
        onPointerMove={gerak}
        onPointerUp={() => {
          seret.current = null;
        }}
        onPointerLeave={() => {
          seret.current = null;
        }}
        aria-label="Pratinjau tata letak piagam (A4 mendatar)"
      >
        {BIDANG_PIAGAM.map((b) => {
          const pos = t[b];
          const aktif = b === pilih;
          const gaya =
            b === 'qr'
              ? {
                  left: persen(pos.x, KERTAS_MM.lebar),
                  top: persen(pos.y, KERTAS_MM.tinggi),
                  width: persen(pos.ukuran, KERTAS_MM.lebar),
                  height: persen(pos.ukuran, KERTAS_MM.tinggi),
                }
              : // A text's point is its baseline centre; the label sits just above it. 1 pt ≈ 0.3528 mm.
                {
                  left: persen(pos.x, KERTAS_MM.lebar),
                  top: persen(pos.y - pos.ukuran * 0.3528 * 0.8, KERTAS_MM.tinggi),
                  transform: 'translateX(-50%)',
                  fontSize: `${((pos.ukuran * 0.3528) / KERTAS_MM.lebar) * 100}cqw`,
                };
          return (
            <button
              key={b}
              type="button"
              className={`absolute cursor-move whitespace-nowrap rounded px-0.5 leading-none text-black ${aktif ? 'outline-2 outline-primary' : 'outline-1 outline-dashed outline-base-300'} ${b === 'qr' ? 'bg-base-300/60 text-[10px]' : ''}`}
              style={gaya}
              onPointerDown={(e) => {
                setPilih(b);
                seret.current = b;
                (e.target as HTMLElement).releasePointerCapture?.(e.pointerId);
              }}
              onClick={() => setPilih(b)}
              aria-pressed={aktif}
              aria-label={LABEL_BIDANG[b]}
            >
              {b === 'qr' ? 'QR' : contoh[b] || LABEL_BIDANG[b]}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="form-control col-span-2 sm:col-span-1">
          <span className="label-text text-xs">Bidang</span>
          <select className="select select-bordered select-sm" value={pilih} onChange={(e) => setPilih(e.target.value as BidangPiagam)}>
            {BIDANG_PIAGAM.map((b) => (
              <option key={b} value={b}>
                {LABEL_BIDANG[b]}
              </option>
            ))}
          </select>
        </label>
        {(['x', 'y', 'ukuran'] as const).map((k) => (
          <label key={k} className="form-control">
            <span className="label-text text-xs">
              {k === 'ukuran' ? (pilih === 'qr' ? 'Sisi (mm)' : 'Huruf (pt)') : `${k.toUpperCase()} (mm)`}
            </span>
            <input
              type="number"
              step="0.5"
              className="input input-bordered input-sm"
              value={p[k]}
              onChange={(e) => ubah(pilih, { [k]: Number(e.target.value) })}
            />
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={sibuk} onClick={() => onSimpan(t)}>
          Simpan tata letak
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setT(TATA_LETAK_BAWAAN)}>
          Kembalikan bawaan
        </button>
      </div>
    </div>
  );
}
