import { useState } from 'react';
import toast from 'react-hot-toast';
import { FileDown } from 'lucide-react';
import type { KompetisiBaganView } from '../../../data/bagan';
import { keTampil } from './tampil';

/** One PDF with every drawn class of the competition, one class a page (for the technical meeting). */
export function CetakSemuaButton({ data }: { data: KompetisiBaganView }) {
  const [busy, setBusy] = useState(false);
  const tampil = data.kelas
    .filter((k) => k.bagan)
    .map((k) => keTampil(data.kompetisi, k))
    .filter((t) => t !== null);
  const unduh = async () => {
    setBusy(true);
    try {
      const { unduhPdfBagan } = await import('../pdf');
      await unduhPdfBagan(tampil, `Bagan ${data.kompetisi.nama_event}.pdf`);
    } catch {
      toast.error('Failed to export PDF. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm cetak-sembunyi"
      disabled={busy || tampil.length === 0}
      onClick={() => void unduh()}
    >
      {busy ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <FileDown className="size-4" aria-hidden="true" />
      )}
      PDF semua bagan ({tampil.length})
    </button>
  );
}
