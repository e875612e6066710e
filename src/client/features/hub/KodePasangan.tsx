import { waktuWib } from './hub-view';
import { QrTeks } from './QrTeks';

/** The pairing code as made: big text to type on the hub laptop, and as a QR, with when it stops working. */
export function KodePasangan({ kode, berlakuSampai }: { kode: string; berlakuSampai: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box bg-base-200 p-4 sm:flex-row sm:items-center" data-kode-pasangan>
      <QrTeks teks={kode} label={`Kode QR pasangan ${kode}`} className="w-40 sm:w-44" />
      <div className="min-w-0 text-center sm:text-left">
        <p className="text-sm font-semibold text-base-content/70">Kode pasangan</p>
        <p
          className="font-mono text-2xl font-black tracking-wider whitespace-nowrap min-[400px]:text-3xl sm:text-4xl sm:tracking-widest"
          data-kode
        >
          {kode}
        </p>
        <p className="mt-1 text-sm">Berlaku sampai {waktuWib(berlakuSampai)} · sekali pakai</p>
        <p className="text-xs text-base-content/70">
          Kode hanya tampil di sini sekarang. Bila hilang, buat kode baru (kode lama tidak berlaku lagi).
        </p>
      </div>
    </div>
  );
}
