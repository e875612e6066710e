import { CircleAlert, Info } from 'lucide-react';
import type { QueuedAddState } from './useQueuedAddPrefill';

/** Above the form when it corrects a queued add the server refused. */
export function QueuedAddBanner({ state }: { state: QueuedAddState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" className="alert text-sm">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Memuat data antrean...
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <div role="note" className="alert border-info/50 bg-info/10 text-sm text-base-content">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        Data antrean tidak ditemukan (mungkin sudah terkirim atau dihapus). Formulir ini akan menambahkan atlet baru.
      </div>
    );
  }
  if (state.status !== 'ready') return null;
  return (
    <div role="alert" className="alert border-error/50 bg-error/10 text-sm text-base-content">
      <CircleAlert className="size-4 shrink-0 text-error" aria-hidden="true" />
      <div>
        <p className="font-semibold">Data ini ditolak server{state.lastError ? `: ${state.lastError}` : '.'}</p>
        <p>Perbaiki data di bawah lalu klik Simpan Data Atlit untuk mengirim ulang.</p>
      </div>
    </div>
  );
}
