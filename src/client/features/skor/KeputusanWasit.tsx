import { useState } from 'react';
import { KEPUTUSAN_SKOR_LABEL, KEPUTUSAN_WASIT, type IsiKejadian, type KeputusanWasit as Kode, type Sudut } from '../../../domain/skor';

const PENJELASAN: Record<Kode, string> = {
  WDR: 'sudut yang mundur kalah',
  DSQ: 'sudut yang didiskualifikasi kalah',
  RSC: 'wasit menghentikan pertandingan',
};

/** WDR, DSQ and RSC at any time, each asking which corner wins before it ends the match. */
export function KeputusanWasit({ aktif, tap }: { aktif: boolean; tap: (isi: IsiKejadian) => void }) {
  const [pilih, setPilih] = useState<Kode | null>(null);
  if (pilih) {
    const beri = (pemenang: Sudut) => {
      tap({ jenis: 'keputusan', keputusan: pilih, pemenang });
      setPilih(null);
    };
    return (
      <div className="space-y-2 rounded-box bg-error/10 p-3 ring-2 ring-error" role="alertdialog" aria-label={`Konfirmasi ${pilih}`}>
        <p className="font-semibold">
          {KEPUTUSAN_SKOR_LABEL[pilih]}: {PENJELASAN[pilih]}. Pertandingan berakhir. Siapa pemenangnya?
        </p>
        <div className="grid grid-cols-3 gap-2">
          <button type="button" className="btn btn-lg bg-blue-700 text-white" onClick={() => beri('B')}>
            B menang
          </button>
          <button type="button" className="btn btn-lg bg-red-700 text-white" onClick={() => beri('R')}>
            R menang
          </button>
          <button type="button" className="btn btn-lg btn-ghost" onClick={() => setPilih(null)}>
            Batal
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label="Keputusan wasit">
      {KEPUTUSAN_WASIT.map((k) => (
        <button
          key={k}
          type="button"
          className="btn btn-outline btn-error"
          disabled={!aktif}
          onClick={() => setPilih(k)}
          title={KEPUTUSAN_SKOR_LABEL[k]}
        >
          {k}
        </button>
      ))}
    </div>
  );
}
