import { useState } from 'react';
import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { unduhKodePemulihan } from './kode-pemulihan-file';

interface Props {
  kode: readonly string[];
  email: string;
  disimpan: boolean;
  onDisimpan: (v: boolean) => void;
}

/** The recovery codes, shown once: copy, download as .txt, and a check that they were kept. */
export function KodePemulihanList({ kode, email, disimpan, onDisimpan }: Props) {
  const [disalin, setDisalin] = useState(false);
  const salin = async () => {
    try {
      await navigator.clipboard.writeText(kode.join('\n'));
      setDisalin(true);
      toast.success('Kode pemulihan disalin', { id: 'kode-pemulihan' });
    } catch {
      toast.error('Gagal menyalin. Unduh file .txt sebagai gantinya.', { id: 'kode-pemulihan' });
    }
  };
  return (
    <div className="space-y-3">
      <p role="note" className="flex items-start gap-2 rounded-box border border-warning/50 bg-warning/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <span>
          Kode ini hanya ditampilkan sekali. Simpan di tempat yang aman; setiap kode hanya dapat dipakai satu kali untuk login tanpa
          aplikasi autentikator.
        </span>
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-box bg-base-200 p-3 font-mono text-sm sm:text-base" aria-label="Kode pemulihan">
        {kode.map((k) => (
          <li key={k} className="rounded-field bg-base-100 px-2 py-1.5 text-center tracking-wider select-all">
            {k}
          </li>
        ))}
      </ol>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void salin()}>
          {disalin ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {disalin ? 'Tersalin' : 'Salin'}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => unduhKodePemulihan(kode, email)}>
          <Download className="size-4" aria-hidden="true" /> Unduh .txt
        </button>
      </div>
      <label className="flex cursor-pointer items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm mt-0.5"
          checked={disimpan}
          onChange={(e) => onDisimpan(e.target.checked)}
        />
        <span>Saya sudah menyimpan kode pemulihan ini</span>
      </label>
    </div>
  );
}
