import { useState } from 'react';
import toast from 'react-hot-toast';
import { FileDown } from 'lucide-react';
import type { DaftarKartu, Kartu } from '../../../domain/schemas/kartu';
import { fotoKartu } from '../../data/kartu';
import { saveBlob } from '../../data/files';
import { buatPdfKartu, namaFileKartu } from './pdf';

/** 'Unduh PDF' for the cards given, with progress; the PDF is made on this device from its kept copy. */
export function UnduhKartu({ data, kartu, bagian }: { data: DaftarKartu; kartu: readonly Kartu[]; bagian?: string }) {
  const [kemajuan, setKemajuan] = useState<{ selesai: number; total: number } | null>(null);
  const unduh = async () => {
    setKemajuan({ selesai: 0, total: kartu.length });
    try {
      const blob = await buatPdfKartu(data, kartu, { foto: fotoKartu, kemajuan: (selesai, total) => setKemajuan({ selesai, total }) });
      saveBlob(blob, namaFileKartu(data.kompetisi.nama_event, bagian));
      toast.success(`PDF ${kartu.length} kartu siap`);
    } catch {
      toast.error('Gagal membuat PDF kartu. Coba lagi.');
    } finally {
      setKemajuan(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-primary" disabled={kemajuan !== null || kartu.length === 0} onClick={() => void unduh()}>
        {kemajuan ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <FileDown className="size-5" aria-hidden="true" />
        )}
        Unduh PDF kartu ({kartu.length})
      </button>
      {kemajuan && (
        <div className="flex min-w-48 flex-1 items-center gap-2 text-sm" role="status">
          <progress className="progress progress-primary w-full" value={kemajuan.selesai} max={kemajuan.total} />
          <span className="whitespace-nowrap tabular-nums">
            {kemajuan.selesai}/{kemajuan.total}
          </span>
        </div>
      )}
    </div>
  );
}
