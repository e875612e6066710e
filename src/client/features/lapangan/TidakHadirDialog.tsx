import { useId, useState } from 'react';
import { SUDUT, type Sudut as SudutBR } from '../../../domain/sudut';
import { useLabelPartai, type PartaiTampil } from '../../data/lapangan';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import { Sudut } from '../../ui/jadwal/Sudut';

/** 'Tidak hadir': which corner did not come to the mat, B (biru, sudut_a) or R (merah, sudut_b); the opponent wins by WDR. */
export function TidakHadirDialog({
  p,
  onBatal,
  onPilih,
}: {
  p: PartaiTampil | null;
  onBatal: () => void;
  onPilih: (sudut: SudutBR) => void;
}) {
  const ref = useModalDialog(p !== null);
  const titleId = useId();
  const [sudut, setSudut] = useState<SudutBR | null>(null);
  const label = useLabelPartai(p?.id_lapangan, p?.nomor ?? 0);
  const tutup = () => {
    setSudut(null);
    onBatal();
  };
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        tutup();
      }}
    >
      {p && (
        <div className="modal-box">
          <h2 id={titleId} className="text-lg font-bold">
            Tidak hadir — Partai {label}
          </h2>
          <p className="text-sm text-base-content/75">Pilih sudut yang tidak hadir. Lawannya menang dengan keputusan WDR.</p>
          <fieldset className="mt-4 space-y-2">
            <legend className="sr-only">Sudut yang tidak hadir</legend>
            {SUDUT.map((s) => (
              <label
                key={s}
                className={`flex cursor-pointer items-center gap-3 rounded-box border-2 p-3 ${sudut === s ? 'border-primary bg-primary/5' : 'border-base-300'}`}
              >
                <input
                  type="radio"
                  name="tidak-hadir"
                  className="radio"
                  checked={sudut === s}
                  onChange={() => setSudut(s)}
                  aria-label={`${s} tidak hadir`}
                />
                <span className="min-w-0 flex-1">
                  <Sudut sudut={s} isi={s === 'B' ? p.sudut_a : p.sudut_b} />
                </span>
              </label>
            ))}
          </fieldset>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={tutup}>
              Batal
            </button>
            <button
              type="button"
              className="btn btn-error"
              disabled={sudut === null}
              onClick={() => {
                if (sudut) onPilih(sudut);
                setSudut(null);
              }}
            >
              Catat tidak hadir
            </button>
          </div>
        </div>
      )}
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={tutup} />
      </div>
    </dialog>
  );
}
