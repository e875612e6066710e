import { useState } from 'react';
import toast from 'react-hot-toast';
import { Printer } from 'lucide-react';
import type { DataSlip } from '../../../domain/skor/slip';
import { unduhSlipHasil } from './slip';

/** 'Cetak slip hasil': gathers the bout's data (`muat`), then downloads its one-page PDF. */
export function TombolSlip({ muat, className = 'btn btn-sm' }: { muat: () => Promise<DataSlip>; className?: string }) {
  const [sibuk, setSibuk] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={sibuk}
      onClick={async () => {
        setSibuk(true);
        try {
          await unduhSlipHasil(await muat());
        } catch {
          toast.error('Slip hasil gagal dibuat. Coba lagi.');
        } finally {
          setSibuk(false);
        }
      }}
    >
      {sibuk ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <Printer className="size-4" aria-hidden="true" />
      )}
      Cetak slip hasil
    </button>
  );
}
